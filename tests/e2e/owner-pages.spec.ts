// The page side of the permission matrix (docs/rules.md#permissions): every owner page of a seeded list for a visitor (to the login page
// and back), another parent (the 403 page), the owner and an administrator (the page). Also the guarded account
// pages, where the owner and an admin land after logging in, and that logging out clears the cart.
// Seed (prisma/demo.ts): ouder@example.be owns noor-peeters, emma@example.be owns lucas-janssens, admin@example.be
// is ADMIN. The login limit is 10 per 5 minutes for the whole suite (one client address): one login per test here.
import { expect, test, type APIRequestContext, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import {
  LUCAS,
  NOOR,
  addToCart,
  apiProducts,
  closeDrawer,
  expectCartCount,
  openList,
  waitForHydration,
} from './support/app'
import { ADMIN, DEMO_PASSWORD, OTHER_PARENT, OWNER, loginThroughApi, sessionEmail } from './support/session'

/** A seeded gift of noor-peeters that no spec orders: its edit page stays an edit form. */
const EDITABLE = 'Kinderstoel Tripp Trapp'
/** A shop gift put in the cart before logging out; never ordered. */
const CART_GIFT = 'Zuigflessen (set van 3)'

interface OwnerPage {
  path: string
  heading: string
}

/** The owner pages of noor-peeters with the heading each shows to those who may see it. */
async function ownerPages(request: APIRequestContext): Promise<OwnerPage[]> {
  const product = (await apiProducts(request, NOOR)).get(EDITABLE)
  expect(product, `${EDITABLE} on ${NOOR}`).toBeDefined()
  expect(product!.sold, `${EDITABLE} is not given`).toBe(false)
  return [
    { path: `/list/${NOOR}/settings`, heading: 'Instellingen van je geboortelijst' },
    { path: `/list/${NOOR}/products`, heading: 'Producten' },
    { path: `/list/${NOOR}/product/add`, heading: 'Product toevoegen' },
    { path: `/list/${NOOR}/product/manual`, heading: 'Product toevoegen' },
    { path: `/list/${NOOR}/product/${product!.id}`, heading: 'Product wijzigen' },
    { path: `/list/${NOOR}/orders`, heading: 'Reeds geschonken' },
  ]
}

/** Expects the browser on `target` with `callbackUrl` set to `back` (compared decoded). */
async function expectRedirect(page: Page, target: string, back: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === target && url.searchParams.get('callbackUrl') === back)
}

/** Opens each page and expects it as its manager sees it: HTTP 200 and its own heading, no 403 or 404 page. */
async function expectManages(page: Page, pages: OwnerPage[], who: string): Promise<void> {
  for (const { path, heading } of pages) {
    await test.step(`${who}: ${path}`, async () => {
      const res = await page.goto(path)
      expect(res?.status(), `${who} on ${path}`).toBe(200)
      await expect(page).toHaveURL((url) => url.pathname === path)
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
    })
  }
}

/** Logs in on /user/login with the form (no callbackUrl), as a parent does. */
async function loginOnPage(page: Page, email: string): Promise<void> {
  await page.goto('/user/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible()
  await waitForHydration(page)
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD)
  await page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click()
}

test('a visitor is sent to log in (or to register, to create a list), with the way back', async ({ page, request }) => {
  for (const { path } of await ownerPages(request)) {
    await test.step(path, async () => {
      await page.goto(path)
      await expectRedirect(page, '/user/login', path)
      await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible()
    })
  }
  for (const path of ['/list/create', '/list/tempcreate']) {
    await page.goto(path)
    await expectRedirect(page, '/user/register', path)
    await expect(page.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeVisible()
  }
  await page.goto('/user/account')
  await expectRedirect(page, '/user/login', '/user/account')
})

test('another parent gets the Dutch 403 page on every owner page of a list that is not hers', async ({
  page,
  request,
}) => {
  const pages = await ownerPages(request)
  await loginThroughApi(page, OTHER_PARENT)
  for (const { path, heading } of pages) {
    await test.step(path, async () => {
      const res = await page.goto(path)
      expect(res?.status(), `${OTHER_PARENT} on ${path}`).toBe(403)
      await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible()
      await expect(
        page.getByText('Deze pagina hoort bij de geboortelijst van iemand anders.', { exact: false }),
      ).toBeVisible()
      await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Naar mijn geboortelijst' })).toHaveAttribute('href', '/user/account')
    })
  }
  await expectNoA11yViolations(page, 'the 403 page')
  // Her own list's pages are hers.
  const own = await page.goto(`/list/${LUCAS}/settings`)
  expect(own?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen van je geboortelijst' })).toBeVisible()
})

test('the owner logs in, lands on her list, sees every owner page, and logging out clears the cart', async ({
  page,
  request,
}) => {
  const pages = await ownerPages(request)
  await loginOnPage(page, OWNER)
  await expect(page).toHaveURL(new RegExp(`/list/${NOOR}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Noor Peeters' })).toBeVisible()
  await expectManages(page, pages, OWNER)

  // A gift in the cart, kept in the browser storage keys `cart` and `cartListSlug`.
  await openList(page, NOOR)
  await addToCart(page, CART_GIFT, /Geschenk persoonlijk afgeven/)
  await closeDrawer(page)
  await expectCartCount(page, 1)
  const stored = () => page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('cartListSlug')])
  const [cart, cartListSlug] = await stored()
  expect(cart).toContain(CART_GIFT)
  expect(cartListSlug).toBe(NOOR)

  // 'Uitloggen' in the menu: the session and the cart are gone.
  await page.getByRole('button', { name: 'Menu openen' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByRole('link', { name: 'Lijst instellingen' }).first()).toBeVisible()
  await menu.getByRole('button', { name: 'Uitloggen' }).click()
  await expect(page).toHaveURL(/\/site\/index$/)
  await waitForHydration(page)
  expect(await stored()).toEqual([null, null])
  await expectCartCount(page, 0)
  expect(await sessionEmail(page)).toBeUndefined()
  await page.goto(pages[0]!.path)
  await expectRedirect(page, '/user/login', pages[0]!.path)
})

test('an administrator logs in, goes to /admin/list, and may open every owner page', async ({ page, request }) => {
  const pages = await ownerPages(request)
  await loginOnPage(page, ADMIN)
  await expect(page).toHaveURL(/\/admin\/list$/)
  await expectManages(page, pages, ADMIN)
  // The admin menu's four overviews exist, find the seeded data by their search (other specs add newer rows) and pass axe.
  for (const [path, heading, row] of [
    ['/admin/list', 'Geboortelijsten', 'Noor Peeters'],
    ['/admin/product', 'Producten', 'Kinderwagen Joolz Day+'],
    ['/admin/user', 'Gebruikers', 'Sofie Peeters'],
    ['/admin/order', 'Reservaties', 'Oma Lutgarde'],
  ] as const) {
    const res = await page.goto(`${path}?searchString=${encodeURIComponent(row)}`)
    expect(res?.status(), `GET ${path} as an admin`).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('rowheader', { name: row }).first()).toBeVisible()
    await expectNoA11yViolations(page, `${path} as an admin`)
  }
  // A parent is sent away from the admin area.
  await page.context().clearCookies()
  await loginThroughApi(page, OTHER_PARENT)
  await page.goto('/admin/user')
  expect(page.url(), 'a parent on /admin/user is sent away by the proxy').toMatch(/\/site\/index$/)
})

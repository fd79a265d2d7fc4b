// Every way of adding a gift ends on the cart view of the drawer: in person, reserve and pay, one part, all parts,
// 'Product reeds in winkelmandje', each also after 'Winkelmandje leegmaken' when the cart held a gift of another list,
// and after a tap that came before the page was interactive. The drawer must stay on the cart, in the same document
// (a page reload would open the gift again from the address), and Back must close it on the list.
import { expect, test, type Page } from './support/test'
import { drawer, expectCartCount, openList, openProduct, productCard, waitForHydration } from './support/app'
import { RUN, listWithGifts, registerParent } from './support/data'

const IN_PERSON = /Geschenk persoonlijk afgeven/
const RESERVE = /Geschenk reserveren en nu betalen/

const WAYS = [
  { label: 'in person', title: 'Speelmat', button: IN_PERSON },
  { label: 'reserve and pay', title: 'Badje', button: RESERVE },
  { label: 'one part', title: 'Buggy', button: /1 deel schenken/ },
  { label: 'all parts', title: 'Buggy', button: /Alle 3 delen schenken/ },
]

/** The gift of the other list that is in the cart before the other-list question. */
const OTHER_GIFT = 'Rammelaar'

const GIFTS = [
  { title: 'Speelmat', price: 40 },
  { title: 'Badje', price: 25, cash: true },
  { title: 'Buggy', price: 300, parts: 3 },
]

interface TestList {
  slug: string
  firstName: string
}

// Nothing here orders: the lists only fill carts, so the tests share them.
let list: TestList
let other: TestList
test.beforeAll(async ({ request }) => {
  const parent = await registerParent(request, 'Ouder Mandje')
  const made = await listWithGifts(request, parent, `Mandje${RUN}`, GIFTS, 'Vers')
  list = { slug: made.url, firstName: `Mandje${RUN}` }
  const otherMade = await listWithGifts(
    request,
    parent,
    `Ander${RUN}`,
    [{ title: OTHER_GIFT, price: 15, cash: true }],
    'Vers',
  )
  other = { slug: otherMade.url, firstName: `Ander${RUN}` }
})

/** Marks the document, so `expectSameDocument` can tell that no reload happened since. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
    'the page was not reloaded',
  ).toBe(true)
}

function address(page: Page): string {
  const url = new URL(page.url())
  return url.pathname + url.hash
}

/** The drawer shows the cart with `title` in it, and keeps showing it once the address has settled. */
async function expectCartShows(page: Page, title: string): Promise<void> {
  const cart = drawer(page, 'Geschenkmandje')
  await expect(cart).toBeVisible()
  await expect(cart.getByText(title, { exact: true })).toBeVisible()
  // The gift's fragment leaves the address once the cart shows (a reload must not open the gift again).
  await expect.poll(() => address(page)).toBe(`/list/${list.slug}`)
  await expect(cart.getByText(title, { exact: true })).toBeVisible()
  await expect(drawer(page)).toHaveCount(1)
}

/** Back closes the drawer and stays on the list, in the same document. */
async function expectBackClosesDrawer(page: Page): Promise<void> {
  await page.goBack()
  await expect(drawer(page)).toBeHidden()
  expect(address(page)).toBe(`/list/${list.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: `${list.firstName} Vers` })).toBeVisible()
  await expectSameDocument(page)
}

/** Puts a gift of the other list in the cart, then opens the test's list. */
async function cartWithOtherList(page: Page): Promise<void> {
  await openList(page, other.slug)
  const panel = await openProduct(page, OTHER_GIFT)
  await panel.getByRole('button', { name: RESERVE }).click()
  await expect(drawer(page, 'Geschenkmandje').getByText(OTHER_GIFT, { exact: true })).toBeVisible()
  await openList(page, list.slug)
  await expectCartCount(page, 1)
}

/** Answers the other-list question with 'Winkelmandje leegmaken'. */
async function clearAndAdd(page: Page): Promise<void> {
  const modal = page.getByRole('alertdialog', { name: 'Opgelet!' })
  await expect(modal).toContainText(`geboortelijst van ${other.firstName}`)
  await modal.getByRole('button', { name: 'Winkelmandje leegmaken' }).click()
  await expect(modal).toBeHidden()
}

for (const way of WAYS) {
  test(`${way.label}: the drawer ends on the cart, and Back closes it on the list`, async ({ page }) => {
    await openList(page, list.slug)
    await markDocument(page)
    const panel = await openProduct(page, way.title)
    await panel.getByRole('button', { name: way.button }).click()
    await expectCartShows(page, way.title)
    await expectCartCount(page, 1)
    await expectBackClosesDrawer(page)
  })

  test(`${way.label} after 'Winkelmandje leegmaken' for a gift of another list: the drawer ends on the cart`, async ({
    page,
  }) => {
    await cartWithOtherList(page)
    await markDocument(page)
    const panel = await openProduct(page, way.title)
    await panel.getByRole('button', { name: way.button }).click()
    await clearAndAdd(page)
    await expectCartShows(page, way.title)
    await expect(drawer(page, 'Geschenkmandje').getByText(OTHER_GIFT, { exact: true })).toHaveCount(0)
    await expectCartCount(page, 1)
    expect(await page.evaluate(() => localStorage.getItem('cartListSlug'))).toBe(list.slug)
    await expectBackClosesDrawer(page)
  })
}

test("'Product reeds in winkelmandje' opens the cart, and Back closes it on the list", async ({ page }) => {
  await openList(page, list.slug)
  const panel = await openProduct(page, 'Speelmat')
  await panel.getByRole('button', { name: IN_PERSON }).click()
  await expectCartShows(page, 'Speelmat')
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click()
  await expect(drawer(page)).toBeHidden()

  await markDocument(page)
  const again = await openProduct(page, 'Speelmat')
  await again.getByRole('button', { name: 'Product reeds in winkelmandje' }).click()
  await expectCartShows(page, 'Speelmat')
  await expectBackClosesDrawer(page)
})

test('a tap on a gift before the page is interactive, then Winkelmandje leegmaken: the drawer ends on the cart', async ({
  page,
}) => {
  await cartWithOtherList(page)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`/list/${list.slug}`, { waitUntil: 'commit' })
  await productCard(page, 'Speelmat').click()
  expect(address(page)).toMatch(new RegExp(`^/list/${list.slug}#geschenk-\\d+$`))
  release()
  const panel = drawer(page, 'Speelmat')
  await expect(panel).toBeVisible()
  await waitForHydration(page)
  await markDocument(page)
  await panel.getByRole('button', { name: IN_PERSON }).click()
  await clearAndAdd(page)
  await expectCartShows(page, 'Speelmat')
  await expectBackClosesDrawer(page)
})

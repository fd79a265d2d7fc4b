import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/** The two seeded demo lists (prisma/demo.ts). */
export const NOOR = 'noor-peeters'
export const LUCAS = 'lucas-janssens'

/** The text of the other-list cart conflict, verbatim. */
export const OTHER_LIST_MESSAGE =
  'Er zit reeds een product van een andere geboortelijst in je winkelmandje. Verschillende geboortelijsten combineren in 1 afrekening is helaas niet mogelijk. Maak je winkelmandje leeg voor je verder gaat.'

const euroFormat = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' })

/** Euro cents as the app shows them ('€ 129,95'); Playwright's text matching treats the no-break space as a space. */
export function euro(cents: number): string {
  return euroFormat.format(cents / 100)
}

/** An estimated shop price as the app shows it: '± € 34,99' (joined by no-break spaces, matched as spaces). */
export function approx(cents: number): string {
  return `± ${euro(cents)}`
}

/** Euros (as the REST API answers them) to integer cents. */
export function cents(euros: number): number {
  return Math.round(euros * 100)
}

export interface ApiPart {
  id: number
  title: string
  price: number
  sold: boolean
}

export interface ApiProduct {
  id: number
  listId: number
  title: string
  price: number
  cashAllowed: boolean
  shopAllowed: boolean
  hidden: boolean
  sold: boolean
  productParts: ApiPart[]
}

/** GET /api/lists/slug/{slug}. */
export async function apiList(
  request: APIRequestContext,
  slug: string,
): Promise<{ id: number; url: string; firstName: string }> {
  const res = await request.get(`/api/lists/slug/${slug}`)
  expect(res.status(), `GET /api/lists/slug/${slug}`).toBe(200)
  return res.json()
}

/** GET /api/lists/{id}/products of the list with this slug, keyed by title. */
export async function apiProducts(request: APIRequestContext, slug: string): Promise<Map<string, ApiProduct>> {
  const list = await apiList(request, slug)
  const res = await request.get(`/api/lists/${list.id}/products`)
  expect(res.status(), `GET /api/lists/${list.id}/products`).toBe(200)
  const products = (await res.json()) as ApiProduct[]
  return new Map(products.map((p) => [p.title, p]))
}

/** True when a visitor can still give the gift: not sold, not hidden, and (when split) with at least `freeParts` free parts. */
export function isAvailable(product: ApiProduct | undefined, freeParts = 1): product is ApiProduct {
  if (!product || product.sold || product.hidden) return false
  if (product.productParts.length === 0) return true
  return product.productParts.filter((p) => !p.sold).length >= freeParts
}

/**
 * The seeded gifts a test orders must still be available. `npx playwright test` starts on a freshly seeded
 * database, but a server reused from an earlier run (reuseExistingServer) keeps the orders of that run:
 * skip with a clear reason instead of failing on data that was sold by the previous run.
 */
export async function requireAvailable(
  request: APIRequestContext,
  slug: string,
  titles: string[],
): Promise<Map<string, ApiProduct>> {
  const products = await apiProducts(request, slug)
  const gone = titles.filter((title) => !isAvailable(products.get(title)))
  test.skip(
    gone.length > 0,
    `Already given on ${slug} (a reused e2e server keeps earlier orders; restart it to reseed): ${gone.join(', ')}`,
  )
  return products
}

/** The header's cart button; its name carries the count ('Winkelmandje, 2 geschenkjes'). */
export function cartButton(page: Page): Locator {
  return page.getByRole('link', { name: /^Winkelmandje, \d+ geschenkjes?$/ })
}

/**
 * Expects the cart button to announce `count` items. Read from its aria-label, because an open drawer hides
 * the rest of the page from assistive technology (aria-hidden) and a hidden element has no accessible name.
 */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  const button = page.getByRole('link', { name: /^Winkelmandje, \d+ geschenkjes?$/, includeHidden: true })
  await expect(button).toHaveAttribute(
    'aria-label',
    `Winkelmandje, ${count} ${count === 1 ? 'geschenkje' : 'geschenkjes'}`,
  )
}

/** The gift grid of the list page (a region named 'Geschenkjes'). */
export function productGrid(page: Page): Locator {
  return page.getByRole('region', { name: 'Geschenkjes' })
}

/** The card of a gift on the list page: one button named by the gift's title. */
export function productCard(page: Page, title: string): Locator {
  return productGrid(page).getByRole('link', { name: title, exact: true })
}

/** The whole card of a gift (the list item around its button): title, progress, method icons, price, in-cart overlay. */
export function productTile(page: Page, title: string): Locator {
  return productGrid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
}

/** The side drawer (product or 'Geschenkmandje' view), a dialog named by its title. */
export function drawer(page: Page, title?: string): Locator {
  return title ? page.getByRole('dialog', { name: title, exact: true }) : page.getByRole('dialog')
}

/** The 'Oei!' error modal. */
export function errorModal(page: Page): Locator {
  return page.getByRole('alertdialog', { name: 'Oei!' })
}

/** Opens a list page and waits until the cart was read from storage (the cart button is hydrated). */
export async function openList(page: Page, slug: string): Promise<void> {
  await page.goto(`/list/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForHydration(page)
}

/**
 * Waits until React hydrated the page: clicks before hydration would be lost, and the cart is read from
 * browser storage only after mount. React marks every hydrated element with `__reactFiber…` keys.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const el = document.querySelector('main')
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'))
  })
}

/** Opens a gift's drawer from its card on the current list page. */
export async function openProduct(page: Page, title: string): Promise<Locator> {
  await expect(
    productCard(page, title),
    `'${title}' is not on the list page. If the API says it is available, the page came from a stale ISR cache ` +
      '(.next/server/route-cache survives the reseeded database: remove it, then rerun)',
  ).toBeVisible()
  await productCard(page, title).click()
  const panel = drawer(page, title)
  await expect(panel).toBeVisible()
  return panel
}

/** Opens a gift and adds it with the button named `action` ('Geschenk persoonlijk afgeven', '1 deel schenken', …); the drawer then shows the cart. */
export async function addToCart(page: Page, title: string, action: string | RegExp): Promise<Locator> {
  const panel = await openProduct(page, title)
  await panel.getByRole('button', { name: action }).click()
  const cart = drawer(page, 'Geschenkmandje')
  await expect(cart).toBeVisible()
  return cart
}

/** Closes the drawer with its 'Sluiten' button. */
export async function closeDrawer(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
}

/** Fills the checkout form ('Naam', 'E-mailadres', 'Boodschap'). */
export async function fillCheckout(
  page: Page,
  giver: { name: string; email: string; message?: string },
): Promise<void> {
  await page.getByLabel('Naam').fill(giver.name)
  await page.getByLabel('E-mailadres').fill(giver.email)
  if (giver.message !== undefined) await page.getByLabel('Boodschap').fill(giver.message)
}

/** The regular expression of a Belgian structured communication (OGM/VCS). */
export const OGM = /\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/

/**
 * GETs a page until Next answers it from its page cache (`x-nextjs-cache: HIT`; the first visit renders it).
 * @returns the cached HTML.
 */
export async function fromPageCache(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(path, { headers })
    expect(res.status()).toBe(200)
    if (res.headers()['x-nextjs-cache'] === 'HIT') return res.text()
  }
  throw new Error(`${path} never came from the cache`)
}

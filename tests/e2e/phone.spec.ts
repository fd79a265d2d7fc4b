// The giver on a phone (decision 019). Each point that stopped or confused a visitor, tried at a phone's size with touch.
import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations, waitForAnimations } from './support/axe'
import {
  NOOR,
  addToCart,
  approx,
  cartButton,
  drawer,
  euro,
  expectCartCount,
  openList,
  openProduct,
  productCard,
  productGrid,
  productTile,
} from './support/app'
import { RUN, listWithGifts, registerParent } from './support/data'
import { freshList, giveParts } from './support/factories'

const PHONE = { width: 390, height: 844 }

test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 })

const BOX = 'Box met speelkleed' // shop and cash, a product URL without an affiliate link
const STROLLER = 'Kinderwagen Joolz Day+' // cash only, 6 parts of which some were given

/**
 * Holds back the page's scripts until the returned function is called: the HTML and its stylesheet arrive, so the
 * gifts show and can be tapped, but nothing is interactive yet.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

function listUrl(page: Page): string {
  return new URL(page.url()).pathname + new URL(page.url()).hash
}

test('Back closes the open drawer first and stays on the list; the gift’s link opens it again', async ({ page }) => {
  await page.goto('/site/index')
  await openList(page, NOOR)
  const panel = await openProduct(page, BOX)
  expect(listUrl(page)).toMatch(new RegExp(`^/list/${NOOR}#geschenk-\\d+$`))

  await page.goBack()
  await expect(panel).toBeHidden()
  expect(listUrl(page)).toBe(`/list/${NOOR}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Noor Peeters' })).toBeVisible()

  // Closing with 'Sluiten' takes the drawer's history entry away too: one Back then leaves the list
  await openProduct(page, BOX)
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).tap()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect.poll(() => listUrl(page)).toBe(`/list/${NOOR}`)
  await page.goBack()
  await expect(page).toHaveURL(/\/site\/index$/)
})

test('Back closes the confirmation modal before the drawer, and the menu before the page', async ({ page }) => {
  await openList(page, NOOR)
  const cart = await addToCart(page, BOX, /Geschenk persoonlijk afgeven/)
  await cart.getByRole('button', { name: 'Winkelmandje leegmaken' }).tap()
  const modal = page.getByRole('alertdialog', { name: 'Opgelet!' })
  await expect(modal).toBeVisible()

  await page.goBack()
  await expect(modal).toBeHidden()
  await expect(cart).toBeVisible()
  await expectCartCount(page, 1) // Back is 'Annuleren', not 'Leegmaken'
  await page.goBack()
  await expect(cart).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/list/${NOOR}$`))

  await page.getByRole('button', { name: 'Menu' }).tap()
  const menu = page.getByRole('dialog')
  await expect(menu).toBeVisible()
  await page.goBack()
  await expect(menu).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/list/${NOOR}$`))
})

test('a tap on a gift before the page is interactive is not lost: the drawer opens when the code arrives', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto(`/list/${NOOR}`, { waitUntil: 'commit' })
  await productCard(page, BOX).tap()
  expect(listUrl(page)).toMatch(/#geschenk-\d+$/)
  release()
  await expect(drawer(page, BOX)).toBeVisible()
  await page.goBack()
  await expect(drawer(page, BOX)).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/list/${NOOR}$`))
})

test('the cart button works before the page is interactive too, and Back closes the cart', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto(`/list/${NOOR}`, { waitUntil: 'commit' })
  await cartButton(page).tap()
  release()
  const cart = drawer(page, 'Geschenkmandje')
  await expect(cart).toBeVisible()
  await page.goBack()
  await expect(cart).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/list/${NOOR}$`))
})

test('the keyboard: the focused card shows its ring, and closing the drawer gives the focus back to it', async ({
  page,
}) => {
  await openList(page, NOOR)
  const card = productCard(page, BOX)
  await card.focus()
  await page.keyboard.press('Enter')
  const panel = drawer(page, BOX)
  await expect(panel).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(card).toBeFocused()
  // The ring is drawn outside the link, so nothing around it may clip it
  const { outline, clipped } = await card.evaluate((el) => {
    const style = getComputedStyle(el)
    let clipped = false
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflow !== 'visible' && node.contains(el))
        clipped = node.getBoundingClientRect().width <= el.getBoundingClientRect().width + 4
    }
    return { outline: `${style.outlineStyle} ${style.outlineWidth}`, clipped }
  })
  expect(outline).not.toMatch(/^none/)
  expect(clipped).toBe(false)
})

test('a phone shows at least four gifts per screen, each with title, price and the ways to give it in words', async ({
  page,
}) => {
  await openList(page, NOOR)
  const cards = productGrid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
  // 'instant': the page scrolls smoothly (globals.css), and a box measured mid-scroll is not where the visitor sees it.
  await cards.first().evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }))
  await waitForAnimations(page)
  let fullyVisible = 0
  for (let i = 0; i < (await cards.count()); i++) {
    const box = (await cards.nth(i).boundingBox())!
    if (box.y >= 0 && box.y + box.height <= PHONE.height) fullyVisible++
  }
  expect(fullyVisible).toBeGreaterThanOrEqual(4)

  const box = productTile(page, BOX)
  await expect(box.getByText('Zelf kopen', { exact: true })).toBeVisible()
  await expect(box.getByText('Overschrijven', { exact: true })).toBeVisible()
  await expect(box.getByText(euro(12995))).toBeVisible()
  await expectNoA11yViolations(page, `/list/${NOOR} on a phone, compact cards`)
})

test('a split gift shows what is left to give, not only its full price', async ({ page, request }) => {
  // A list of its own with 2 of the stroller's 6 parts given, whatever other tests ordered.
  const list = await freshList(request, 'Wandelwagen', [{ title: STROLLER, price: 649, parts: 6 }])
  const stroller = await giveParts(request, list, STROLLER, 2)
  const unsold = stroller.productParts.filter((p) => !p.sold)
  expect(unsold).toHaveLength(4)
  const left = unsold.reduce((sum, p) => sum + Math.round(p.price * 100), 0)
  await openList(page, list.slug)
  await expect(productTile(page, STROLLER)).toContainText(`nog ${euro(left)} van ${euro(64900)}`)
})

test('a shop gift shows its product page as ‘Bekijk in de webshop’; a cash-only gift shows no shop', async ({
  page,
}) => {
  await openList(page, NOOR)
  const panel = await openProduct(page, BOX)
  const link = panel.getByRole('link', { name: /Bekijk in de webshop/ })
  await expect(link).toHaveAttribute('href', 'https://www.babydump.be/box')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(panel.getByText('Te koop bij Baby-Dump')).toBeVisible()
  // '±' is joined to the price, so it never wraps onto a line of its own
  const shopButton = panel.getByRole('button', { name: /Geschenk persoonlijk afgeven/ })
  expect(await shopButton.textContent()).toContain('±\u00a0€\u00a0129,95')
  // The cash button says it is a bank transfer
  await expect(panel.getByText(/Je betaalt met een gewone overschrijving/)).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).tap()

  const stroller = await openProduct(page, STROLLER)
  await expect(stroller.getByText('Baby-Dump')).toHaveCount(0)
  await expect(stroller.getByRole('link', { name: /webshop|Bekijk bij/ })).toHaveCount(0)
})

test('the cart: ‘Verder kiezen’ goes back to choosing, and the totals keep transfers and shop estimates apart', async ({
  page,
}) => {
  await openList(page, NOOR)
  const cart = await addToCart(page, BOX, /Geschenk persoonlijk afgeven/)
  await expect(cart.locator('p').filter({ hasText: 'Zelf te kopen (geschat)' })).toContainText(approx(12995))
  await expect(cart.getByText('Te betalen met een overschrijving')).toHaveCount(0)
  await cart.getByRole('button', { name: 'Verder kiezen' }).tap()
  await expect(cart).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/list/${NOOR}$`))
  await expect(productTile(page, BOX).getByText('In je winkelmandje')).toBeVisible()
})

test('the checkout: an empty submit shows every message and focuses the first wrong field; links back to the list and the cart', async ({
  page,
  request,
}) => {
  // The box as seeded, on a list of its own: other tests order the seeded one.
  const list = await freshList(request, 'Afrekenen', [
    {
      title: BOX,
      price: 129.95,
      cashAllowed: true,
      shopAllowed: true,
      shopName: 'Baby-Dump',
      productUrl: 'https://www.babydump.be/box',
    },
  ])
  await openList(page, list.slug)
  await addToCart(page, BOX, /Geschenk persoonlijk afgeven/)
  await drawer(page, 'Geschenkmandje').getByRole('link', { name: 'Afrekenen' }).tap()
  await expect(page).toHaveURL(new RegExp(`/list/${list.slug}/checkout$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Je schenkt dit geschenkje' })).toBeVisible()
  await expect(page.getByText('Dit geschenkje koop je zelf en geef je persoonlijk af.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: /Bekijk in de webshop/ })).toBeVisible()

  const submit = page.getByRole('button', { name: 'Bevestig je reservatie' })
  await submit.scrollIntoViewIfNeeded()
  await submit.tap()
  await expect(page.getByLabel('Naam')).toBeFocused()
  await expect(page.getByLabel('Naam')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page, 'checkout with every field message on a phone')

  await page.getByRole('button', { name: 'Bekijk je winkelmandje' }).tap()
  const cart = drawer(page, 'Geschenkmandje')
  await expect(cart.getByText(BOX)).toBeVisible()
  await cart.getByRole('link', { name: 'Verder kiezen' }).tap()
  await expect(page).toHaveURL(new RegExp(`/list/${list.slug}$`))
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/list/${list.slug}/checkout$`))
  await page.getByRole('link', { name: `Terug naar de geboortelijst van ${list.firstName}` }).tap()
  await expect(page).toHaveURL(new RegExp(`/list/${list.slug}$`))
  await expect(cartButton(page)).toBeVisible()
})

test('the confirmation shows how to pay first, near the top; the giver’s own details come after it', async ({
  page,
  request,
}) => {
  const parent = await registerParent(request, 'Sofie Telefoon')
  const list = await listWithGifts(
    request,
    parent,
    `Telefoon${RUN}`,
    [{ title: `Muziekdoosje ${RUN}`, price: 39.5, cash: true }],
    'Telefoontest',
  )
  await openList(page, list.url)
  await addToCart(page, `Muziekdoosje ${RUN}`, /Geschenk reserveren en nu betalen/)
  await drawer(page, 'Geschenkmandje').getByRole('link', { name: 'Afrekenen' }).tap()
  await page.getByLabel('Naam').fill('Opa Jos')
  await page.getByLabel('E-mailadres').fill(`opa.jos.${RUN}@example.be`)
  await page.getByRole('button', { name: 'Bevestig je reservatie' }).tap()

  await expect(page.getByRole('heading', { level: 1, name: 'Je reservatie is bevestigd!' })).toBeVisible()
  const pay = page.getByRole('heading', { name: 'Zo betaal je' })
  const giver = page.getByRole('heading', { name: 'Jouw gegevens' })
  await expect(pay).toBeInViewport()
  const payBox = (await page.getByRole('img', { name: /QR-code/ }).boundingBox())!
  const giverBox = (await giver.boundingBox())!
  expect(payBox.y).toBeLessThan(giverBox.y)
  await expect(
    page.getByText('Dit geschenkje betaal je door het bedrag over te schrijven naar de rekening van de ouders.'),
  ).toBeVisible()
  await expectNoA11yViolations(page, 'order confirmation with the payment first, on a phone')
})

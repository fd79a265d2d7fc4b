import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations, waitForAnimations } from './support/axe'
import {
  NOOR,
  addToCart,
  drawer,
  approx,
  expectCartCount,
  fillCheckout,
  openList,
  openProduct,
  productGrid,
} from './support/app'
import { freshList } from './support/factories'

// Product grid 1 column on small screens, 2 on sm, 3 on lg; drawer at most 450px wide.
const PHONE = { width: 390, height: 844 }

/** The number of columns of the product grid, as laid out. */
async function gridColumns(page: Page): Promise<number> {
  return productGrid(page)
    .getByRole('list')
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length)
}

/** Fails when the page scrolls sideways (something wider than the viewport). */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth)
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 })

  test('the list is one column, the drawer fits the screen, and the journey to the confirmation works', async ({
    page,
    request,
  }) => {
    const GIFT = 'Rompertjes (set van 5)' // shop only, € 29,99
    // The test orders it: on a list of its own, with a second gift for the grid's second card.
    // A short name: the baby's first name with the run's tag is one long word, and this test checks the page's width.
    const list = await freshList(request, 'Mo', [
      { title: GIFT, price: 29.99, cashAllowed: false, shopAllowed: true, shopName: 'JBC' },
      { title: 'Slaapzak 90 cm', price: 45.95, cashAllowed: false, shopAllowed: true, shopName: 'Het Wiegje' },
    ])

    await openList(page, list.slug)
    expect(await gridColumns(page)).toBe(1)
    const cards = productGrid(page).getByRole('listitem')
    const first = (await cards.nth(0).boundingBox())!
    const second = (await cards.nth(1).boundingBox())!
    expect(second.x).toBeCloseTo(first.x, 0)
    expect(second.y).toBeGreaterThan(first.y + first.height - 1)
    expect(first.x + first.width).toBeLessThanOrEqual(PHONE.width)
    await expectNoHorizontalScroll(page)
    await expectNoA11yViolations(page, `/list/${list.slug} on a phone`)

    // The drawer takes the screen's width, never more
    const panel = await openProduct(page, GIFT)
    await waitForAnimations(page) // the drawer slides in
    const box = (await panel.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 0.5)
    expect(box.width).toBeGreaterThan(PHONE.width - 2)
    await expect(panel.getByRole('button', { name: 'Sluiten' })).toBeInViewport()
    await expectNoA11yViolations(page, `/list/${list.slug} on a phone, drawer open`)

    await panel.getByRole('button', { name: /Geschenk persoonlijk afgeven/ }).click()
    const cart = drawer(page, 'Geschenkmandje')
    await expect(cart.getByText(GIFT)).toBeVisible()
    const checkout = cart.getByRole('link', { name: 'Afrekenen' })
    await checkout.scrollIntoViewIfNeeded()
    await expect(checkout).toBeInViewport()
    await expectCartCount(page, 1)
    await checkout.tap()

    await expect(page).toHaveURL(new RegExp(`/list/${list.slug}/checkout$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Je schenkt dit geschenkje' })).toBeVisible()
    await expect(page.getByText(GIFT)).toBeVisible()
    await expect(page.getByText(approx(2999)).first()).toBeVisible()
    await expectNoHorizontalScroll(page)
    await expectNoA11yViolations(page, `/list/${list.slug}/checkout on a phone`)
    await fillCheckout(page, { name: 'Lotte Mertens', email: 'lotte@example.be' })
    const confirm = page.getByRole('button', { name: 'Bevestig je reservatie' })
    await confirm.scrollIntoViewIfNeeded()
    await confirm.tap()

    await expect(page.getByRole('heading', { level: 1, name: 'Je reservatie is bevestigd!' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Zelf kopen en persoonlijk afgeven' }).getByText(GIFT)).toBeVisible()
    // A shop-only order has nothing to pay: no payment section
    await expect(page.getByRole('region', { name: 'Nu betalen' })).toHaveCount(0)
    await expectNoHorizontalScroll(page)
    await expectNoA11yViolations(page, 'order confirmation on a phone')
  })

  test('the cart view fits the screen with several gifts', async ({ page }) => {
    await openList(page, NOOR)
    await addToCart(page, 'Speelmat met boog', /Geschenk persoonlijk afgeven/)
    await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click()
    const cart = await addToCart(page, 'Autostoeltje i-Size', /1 deel schenken/)
    await waitForAnimations(page)
    const box = (await cart.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 0.5)
    const stepper = cart.getByRole('button', { name: 'Deel toevoegen' })
    const trash = cart.getByRole('button', { name: 'Verwijder Autostoeltje i-Size' })
    for (const control of [stepper, trash]) {
      const b = (await control.boundingBox())!
      expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width)
    }
    await expectNoA11yViolations(page, 'cart view on a phone')
  })
})

test('the product grid has 2 columns from sm and 3 from lg', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await openList(page, NOOR)
  expect(await gridColumns(page)).toBe(2)
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect.poll(() => gridColumns(page)).toBe(3)
})

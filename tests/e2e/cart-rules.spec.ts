import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import {
  LUCAS,
  NOOR,
  OTHER_LIST_MESSAGE,
  addToCart,
  cartButton,
  cents,
  closeDrawer,
  drawer,
  approx,
  euro,
  expectCartCount,
  openList,
  openProduct,
  productTile,
  type ApiProduct,
} from './support/app'
import { freshList, giveParts } from './support/factories'

// The cart rules (docs/rules.md#cart). None of these tests orders from the seeded lists: they only fill the cart; the
// split-gift tests make a list of their own and have its parts given through the REST API.

/** The free parts of a split gift, in order, with their prices in cents. */
function freeParts(product: ApiProduct): number[] {
  return product.productParts.filter((p) => !p.sold).map((p) => cents(p.price))
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

test('adding the same gift again is replaced by "Product reeds in winkelmandje", which opens the cart', async ({
  page,
}) => {
  await openList(page, NOOR)
  const cart = await addToCart(page, 'Knuffelbeer Noor', /Geschenk persoonlijk afgeven/)
  await expect(cart.getByText('Knuffelbeer Noor')).toBeVisible()
  await closeDrawer(page)

  const panel = await openProduct(page, 'Knuffelbeer Noor')
  const already = panel.getByRole('button', { name: 'Product reeds in winkelmandje' })
  await expect(already).toBeVisible()
  await expect(panel.getByRole('button', { name: /Geschenk persoonlijk afgeven/ })).toHaveCount(0)
  await expect(panel.getByRole('button', { name: /Geschenk reserveren en nu betalen/ })).toHaveCount(0)
  // The shop name is a link when an affiliate URL exists (Bol.com), opening in a new tab
  await expect(panel.getByRole('link', { name: /Bol\.com/ })).toHaveAttribute('target', '_blank')
  await already.click()
  await expect(drawer(page, 'Geschenkmandje')).toBeVisible()
  await expectCartCount(page, 1)
})

test('a split gift: one part, the stepper up and down, the in-cart overlay, and removal at the last part', async ({
  page,
  request,
}) => {
  const title = 'Kinderwagen Joolz Day+'
  // A list of its own with 2 of the 6 parts given, whatever other tests ordered.
  const list = await freshList(request, 'Splits', [{ title, price: 649, parts: 6 }])
  const product = await giveParts(request, list, title, 2)
  const free = freeParts(product)
  const total = product.productParts.length
  expect(free).toHaveLength(4)

  await openList(page, list.slug)
  const tile = productTile(page, title)
  await expect(tile.getByRole('progressbar', { name: `Delen van ${title} geschonken` })).toHaveAttribute(
    'aria-valuenow',
    String(total - free.length),
  )
  await expect(tile.getByText(`${total - free.length} van de ${total} delen geschonken`)).toBeVisible()

  const panel = await openProduct(page, title)
  await expect(panel.getByText(`Nog ${free.length} van de ${total} delen beschikbaar`)).toBeVisible()
  const onePart = panel.getByRole('button', { name: /1 deel schenken/ })
  await expect(onePart).toContainText(euro(free[0]))
  await expect(
    panel.getByRole('button', { name: new RegExp(`Alle ${free.length} (resterende )?delen schenken`) }),
  ).toContainText(euro(sum(free)))
  // Split gifts are only given as cash: no shop button
  await expect(panel.getByRole('button', { name: /Geschenk persoonlijk afgeven/ })).toHaveCount(0)
  await expectNoA11yViolations(page, `/list/${list.slug} with the drawer open on a split gift`)

  // Give 1 part: the first free part at its price, as a cash gift
  await onePart.click()
  const cart = drawer(page, 'Geschenkmandje')
  await expect(cart.getByRole('heading', { name: 'Nu betalen' })).toBeVisible()
  const line = cart.getByRole('listitem').filter({ hasText: title })
  await expect(line.getByText('1 deel', { exact: true })).toBeVisible()
  await expect(line).toContainText(euro(free[0]))
  const plus = line.getByRole('button', { name: 'Deel toevoegen' })
  const minus = line.getByRole('button', { name: 'Deel verwijderen' })
  await expectNoA11yViolations(page, `/list/${list.slug} with the cart holding a split gift (stepper)`)

  // Increase to all free parts: the price follows, then '+' is disabled
  for (let n = 2; n <= free.length; n++) {
    await plus.click()
    await expect(line.getByText(`${n} delen`, { exact: true })).toBeVisible()
    await expect(line).toContainText(euro(sum(free.slice(0, n))))
  }
  await expect(plus).toBeDisabled()
  await expect(cart.getByText(euro(sum(free))).first()).toBeVisible()
  await expectCartCount(page, 1)

  // Fully in the cart: the card shows the overlay and the drawer the 'already in cart' button
  await closeDrawer(page)
  await expect(tile.getByText('In je winkelmandje')).toBeVisible()
  const again = await openProduct(page, title)
  await expect(again.getByRole('button', { name: 'Product reeds in winkelmandje' })).toBeVisible()
  await again.getByRole('button', { name: 'Product reeds in winkelmandje' }).click()

  // Decrease: one part less, the overlay goes
  await minus.click()
  await expect(
    line.getByText(free.length - 1 === 1 ? '1 deel' : `${free.length - 1} delen`, { exact: true }),
  ).toBeVisible()
  await expect(line).toContainText(euro(sum(free.slice(0, free.length - 1))))
  await expect(plus).toBeEnabled()
  for (let n = free.length - 1; n > 1; n--) await minus.click()
  await expect(line.getByText('1 deel', { exact: true })).toBeVisible()

  // Decrease at one part removes the item
  await minus.click()
  await expect(line).toHaveCount(0)
  await expect(cart.getByText('Je winkelmandje is nog leeg.', { exact: false })).toBeVisible()
  await expect(cart.getByRole('button', { name: 'Afrekenen' })).toBeDisabled()
  await expectCartCount(page, 0)
  await closeDrawer(page)
  await expect(tile.getByText('In je winkelmandje')).toHaveCount(0)
})

test('"give all remaining parts" costs the sum of the remaining parts, not the product price', async ({
  page,
  request,
}) => {
  const title = 'Bijdrage voor het spaarboekje'
  // € 250,00 in 5 parts on a list of its own, 1 part given by someone else.
  const list = await freshList(request, 'Spaarboekje', [{ title, price: 250, parts: 5 }])
  const product = await giveParts(request, list, title, 1)
  const free = freeParts(product)
  expect(free).toHaveLength(4)

  await openList(page, list.slug)
  const panel = await openProduct(page, title)
  const all = panel.getByRole('button', { name: new RegExp(`Alle ${free.length} (resterende )?delen schenken`) })
  await expect(all).toContainText(euro(sum(free)))
  await all.click()
  const cart = drawer(page, 'Geschenkmandje')
  const line = cart.getByRole('listitem').filter({ hasText: title })
  await expect(line.getByText(`${free.length} delen`, { exact: true })).toBeVisible()
  await expect(line).toContainText(euro(sum(free)))
  await expect(line.getByRole('button', { name: 'Deel toevoegen' })).toBeDisabled()
  expect(sum(free)).toBeLessThan(cents(product.price))
  await closeDrawer(page)
  await expect(productTile(page, title).getByText('In je winkelmandje')).toBeVisible()
})

test('the trash button removes an item and the other items stay', async ({ page }) => {
  await openList(page, NOOR)
  await addToCart(page, 'Speelmat met boog', /Geschenk reserveren en nu betalen/)
  await closeDrawer(page)
  const cart = await addToCart(page, 'Zuigflessen (set van 3)', /Geschenk persoonlijk afgeven/)
  await expectCartCount(page, 2)
  await expect(cart.locator('p').filter({ hasText: 'Te betalen met een overschrijving' })).toContainText(euro(7900))
  await expect(cart.locator('p').filter({ hasText: 'Zelf te kopen (geschat)' })).toContainText(approx(1899))

  await cart.getByRole('button', { name: 'Verwijder Speelmat met boog' }).click()
  await expect(cart.getByText('Speelmat met boog')).toHaveCount(0)
  await expect(cart.getByText('Zuigflessen (set van 3)')).toBeVisible()
  await expect(cart.getByRole('heading', { name: 'Nu betalen' })).toHaveCount(0)
  await expectCartCount(page, 1)
  await expect(cart.getByRole('link', { name: 'Afrekenen' })).toBeVisible()
})

test('the cart survives a reload (browser storage)', async ({ page }) => {
  await openList(page, NOOR)
  await addToCart(page, 'Kinderstoel Tripp Trapp', /Geschenk reserveren en nu betalen/)
  await expectCartCount(page, 1)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Noor Peeters' })).toBeVisible()
  await expectCartCount(page, 1)
  await expect(productTile(page, 'Kinderstoel Tripp Trapp').getByText('In je winkelmandje')).toBeVisible()
  await cartButton(page).click()
  const cart = drawer(page, 'Geschenkmandje')
  await expect(cart.getByText('Kinderstoel Tripp Trapp')).toBeVisible()
  await expect(cart.getByText(euro(18900)).first()).toBeVisible()
})

test('"Afrekenen" is disabled for an empty cart', async ({ page }) => {
  await openList(page, NOOR)
  await cartButton(page).click()
  const cart = drawer(page, 'Geschenkmandje')
  await expect(cart).toBeVisible()
  await expect(cart.getByText('Je winkelmandje is nog leeg.', { exact: false })).toBeVisible()
  await expect(cart.getByRole('button', { name: 'Afrekenen' })).toBeDisabled()
  await expect(cart.getByRole('link', { name: 'Afrekenen' })).toHaveCount(0)
  await expect(cart.getByText(euro(0))).toBeVisible()
  await expectNoA11yViolations(page, `/list/${NOOR} with the empty cart open`)
})

test('a gift of another list: the other-list message names the cart’s list; Annuleren adds nothing, Winkelmandje leegmaken empties the cart and adds the gift', async ({
  page,
}) => {
  await openList(page, NOOR)
  await addToCart(page, 'Prentenboek "Nijntje"', /Geschenk reserveren en nu betalen/)
  await expectCartCount(page, 1)

  await openList(page, LUCAS)
  await expect(page.getByRole('heading', { level: 1, name: 'Lucas Janssens' })).toBeVisible()
  await expectCartCount(page, 1)
  const panel = await openProduct(page, 'Zuigflessen') // lucas-janssens' shop-only bottles; never ordered by the tests
  await panel.getByRole('button', { name: /Geschenk persoonlijk afgeven/ }).click()

  let modal = page.getByRole('alertdialog', { name: 'Opgelet!' })
  await expect(modal).toBeVisible()
  await expect(modal).toContainText(OTHER_LIST_MESSAGE)
  await expect(modal).toContainText('Je winkelmandje bevat nu geschenkjes van de geboortelijst van Noor Peeters.')
  await expectNoA11yViolations(page, `/list/${LUCAS} with the other-list dialog`)
  await modal.getByRole('button', { name: 'Annuleren' }).click()
  await expect(modal).toBeHidden()

  // Annuleren: nothing changed, the drawer still offers the gift
  await expect(panel.getByRole('button', { name: /Geschenk persoonlijk afgeven/ })).toBeVisible()
  await expectCartCount(page, 1)
  expect(await page.evaluate(() => localStorage.getItem('cartListSlug'))).toBe(NOOR)

  // Winkelmandje leegmaken: Noor's gift leaves, Lucas' gift is added and the cart shows it
  await panel.getByRole('button', { name: /Geschenk persoonlijk afgeven/ }).click()
  modal = page.getByRole('alertdialog', { name: 'Opgelet!' })
  await modal.getByRole('button', { name: 'Winkelmandje leegmaken' }).click()
  await expect(modal).toBeHidden()
  const cart = drawer(page, 'Geschenkmandje')
  await expect(cart.getByText('Zuigflessen', { exact: true })).toBeVisible()
  await expect(cart.getByText('Prentenboek "Nijntje"')).toHaveCount(0)
  await expectCartCount(page, 1)
  expect(await page.evaluate(() => localStorage.getItem('cartListSlug'))).toBe(LUCAS)
  await closeDrawer(page)
  await expect(productTile(page, 'Zuigflessen').getByText('In je winkelmandje')).toBeVisible()
})

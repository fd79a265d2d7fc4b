import { expect, test } from './support/test'
import { apiProducts, drawer, errorModal, fillCheckout, openList, openProduct } from './support/app'
import { RUN, listWithGifts, registerParent } from './support/data'

// The text rules and the order line cap (docs/rules.md#texts), as a giver meets them on the checkout page: the same zod schema runs in the
// browser (a Zalgo name is refused before anything is sent), and the server refuses an order of 21 lines.

const TOO_MANY_LINES =
  'Je kan hoogstens 20 geschenkjes in één bestelling opnemen. Bestel de andere in een tweede bestelling.'

test('a cart of 21 parts: the checkout shows "at most 20 gifts" and nothing is given; a Zalgo name is refused in the form', async ({
  page,
  request,
}) => {
  const parent = await registerParent(request, 'Lore Tekst')
  const title = `Kinderkamer ${RUN}`
  const list = await listWithGifts(request, parent, `Twintig${RUN}`, [{ title, price: 210, parts: 21 }], 'Tekstregels')

  await openList(page, list.url)
  const panel = await openProduct(page, title)
  await panel.getByRole('button', { name: /Alle 21 delen schenken/ }).click()
  const cart = drawer(page, 'Geschenkmandje')
  await expect(cart.getByText('21 delen', { exact: true })).toBeVisible()
  await cart.getByRole('link', { name: 'Afrekenen' }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${list.url}/checkout$`))

  // The name rule runs in the browser: 1,500 combining marks on one letter are refused before sending.
  await fillCheckout(page, {
    name: `Z${'\u0301'.repeat(1500)}oë`,
    email: 'lore.gever@example.be',
    message: 'Proficiat!',
  })
  await page.getByRole('button', { name: 'Bevestig je reservatie' }).click()
  await expect(page.getByText('Dit veld heeft te veel accenttekens na elkaar.')).toBeVisible()
  await expect(errorModal(page)).toBeHidden()

  // 21 lines: the server's Dutch message in the 'Oei!' modal
  await page.getByLabel('Naam').fill('Chloé Nguyễn')
  await page.getByRole('button', { name: 'Bevestig je reservatie' }).click()
  const modal = errorModal(page)
  await expect(modal).toBeVisible()
  await expect(modal).toContainText(TOO_MANY_LINES)
  await modal.getByRole('button', { name: 'Ok' }).click()
  await expect(modal).toBeHidden()

  const product = (await apiProducts(request, list.url)).get(title)!
  expect(product.productParts.filter((part) => part.sold)).toHaveLength(0)
})

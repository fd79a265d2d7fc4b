import { expect, newVisitorContext, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { addToCart, closeDrawer, errorModal, expectCartCount, fillCheckout, openList, openProduct } from './support/app'
import { freshList } from './support/factories'

// The server decides availability (docs/rules.md#orders): a conflicting order changes nothing and is answered 409 with a
// Dutch message naming the gift; the checkout shows it in the 'Oei!' modal and drops the gone gift from the cart.
// Each test orders on a list of its own, made through the REST API, with the gifts of the seeded lucas-janssens.

const MOBIEL = { title: 'Muziekmobiel', price: 45, cashAllowed: true, shopAllowed: true, shopName: 'Fun' }
const KNUFFEL = { title: 'Knuffel konijn', price: 19.95, cashAllowed: true, shopAllowed: true, shopName: 'Bol.com' }
const WIEG = { title: 'Wieg', price: 249, parts: 3 }

test('a gift bought by someone else in the meantime: "Oei!" names it, it leaves the cart, the other gift stays', async ({
  page,
  request,
}) => {
  const list = await freshList(request, 'Conflict', [MOBIEL, KNUFFEL])
  const mobiel = list.products.get('Muziekmobiel')!

  // The visitor puts two gifts in the cart and goes to the checkout
  await openList(page, list.slug)
  await addToCart(page, 'Muziekmobiel', /Geschenk persoonlijk afgeven/)
  await closeDrawer(page)
  const cart = await addToCart(page, 'Knuffel konijn', /Geschenk reserveren en nu betalen/)
  await cart.getByRole('link', { name: 'Afrekenen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Je schenkt deze 2 geschenkjes' })).toBeVisible()
  await fillCheckout(page, { name: 'Pieter Wouters', email: 'pieter@example.be', message: 'Proficiat!' })

  // Meanwhile someone else buys the music mobile through the REST API
  const other = await request.post('/api/orders', {
    data: {
      listId: list.id,
      name: 'Snelle Schenker',
      email: 'snel@example.be',
      message: '',
      products: [{ productId: mobiel.id, price: mobiel.price, giftMethod: 'SHOP' }],
    },
  })
  expect(other.status(), await other.text()).toBe(201)
  expect((await other.json()).reference).toEqual(expect.any(String))

  // Confirming now is refused with a Dutch message naming the gift
  await page.getByRole('button', { name: 'Bevestig je reservatie' }).click()
  const modal = errorModal(page)
  await expect(modal).toBeVisible()
  await expect(modal).toContainText('Helaas, ‘Muziekmobiel’ werd intussen al door iemand anders geschonken.')
  await expect(modal).not.toContainText('Knuffel konijn')
  await expectNoA11yViolations(page, 'checkout with the 409 "Oei!" modal')
  await modal.getByRole('button', { name: 'Ok' }).click()
  await expect(modal).toBeHidden()

  // The gone gift left the checkout and the cart; the other one stays and can still be given
  await expect(page).toHaveURL(new RegExp(`/list/${list.slug}/checkout$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Je schenkt dit geschenkje' })).toBeVisible()
  await expect(page.getByText('Muziekmobiel')).toHaveCount(0)
  await expect(page.getByText('Knuffel konijn')).toBeVisible()
  await expectCartCount(page, 1)
  expect(await page.evaluate(() => localStorage.getItem('cart'))).not.toContain('Muziekmobiel')

  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Pieter Wouters')
  await page.getByRole('button', { name: 'Bevestig je reservatie' }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${list.slug}/order/[A-Za-z0-9_-]{12,}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Je reservatie is bevestigd!' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Nu betalen' }).getByText('Knuffel konijn')).toBeVisible()
  await expect(page.getByText('Muziekmobiel')).toHaveCount(0)
})

test('two visitors pick the same part of a split gift: the second to confirm gets "Oei!" and an empty cart', async ({
  browser,
  request,
}, testInfo) => {
  const list = await freshList(request, 'Wieg', [WIEG])
  const wieg = list.products.get('Wieg')!
  const firstFree = wieg.productParts.find((p) => !p.sold)!
  const baseURL = testInfo.project.use.baseURL!
  const slow = await newVisitorContext(browser, { baseURL })
  const fast = await newVisitorContext(browser, { baseURL })
  try {
    const slowPage = await slow.newPage()
    const fastPage = await fast.newPage()

    // Both take one part: the first free one
    for (const p of [slowPage, fastPage]) {
      await openList(p, list.slug)
      const cart = await addToCart(p, 'Wieg', /1 deel schenken/)
      await expect(cart.getByText('1 deel', { exact: true })).toBeVisible()
      await cart.getByRole('link', { name: 'Afrekenen' }).click()
      await expect(p.getByRole('heading', { level: 1, name: 'Je schenkt dit geschenkje' })).toBeVisible()
      await expect(p.getByText(firstFree.title)).toBeVisible()
    }

    // The fast visitor confirms first
    await fillCheckout(fastPage, { name: 'Eerste Schenker', email: 'eerste@example.be' })
    await fastPage.getByRole('button', { name: 'Bevestig je reservatie' }).click()
    await expect(fastPage.getByRole('heading', { level: 1, name: 'Je reservatie is bevestigd!' })).toBeVisible()

    // The slow visitor's confirmation is refused and the part leaves the cart
    await fillCheckout(slowPage, { name: 'Tweede Schenker', email: 'tweede@example.be' })
    await slowPage.getByRole('button', { name: 'Bevestig je reservatie' }).click()
    const modal = errorModal(slowPage)
    await expect(modal).toContainText('Helaas, ‘Wieg')
    await expect(modal).toContainText('werd intussen al door iemand anders geschonken')
    await modal.getByRole('button', { name: 'Ok' }).click()
    await expect(
      slowPage.getByText('Je winkelmandje is leeg. Kies eerst een geschenkje op de geboortelijst.'),
    ).toBeVisible()
    await expectCartCount(slowPage, 0)

    // Back on the list the part is counted as given and the next free part is offered
    await openList(slowPage, list.slug)
    await expect(slowPage.getByText('1 van de 3 delen geschonken')).toBeVisible()
    const panel = await openProduct(slowPage, 'Wieg')
    await expect(panel.getByText('Nog 2 van de 3 delen beschikbaar')).toBeVisible()
  } finally {
    await slow.close()
    await fast.close()
  }
})

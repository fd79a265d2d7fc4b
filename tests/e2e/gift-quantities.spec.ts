// A gift wanted several times, one without limit and a fund: the parent asks for six bodysuits, for nappies and for
// money towards the pram in the product form; a visitor gives two bodysuits (drawer and cart steppers) and € 25 to the
// fund through the checkout; the cards then say four are still wanted and € 25 was given, and the parents' overview
// shows '2 × Rompertje'. Its own parent and list, named after the run.
import { expect, newVisitorContext, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { RUN, listWithGifts, registerParent } from './support/data'
import { loginThroughApi } from './support/session'
import { drawer, openList, openProduct, productTile, waitForHydration, fillCheckout } from './support/app'

test('six bodysuits, nappies without limit and a fund: a visitor gives two and € 25, the list follows', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const parent = await registerParent(request, 'Jana Stukstest')
  const list = await listWithGifts(request, parent, 'Odile', [], 'Stuks')
  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')

  for (const gift of [
    { title: 'Rompertje', price: '9,50', quantity: '6' },
    { title: 'Luiers maat 1', price: '24', unlimited: true },
  ]) {
    await page.goto(`/list/${list.url}/product/manual`)
    await waitForHydration(page)
    await page.getByLabel('Naam van het product').fill(gift.title)
    await page.getByLabel('Prijs').fill(gift.price)
    await page.getByLabel('Naam van de winkel').fill('Zeeman')
    if (gift.quantity) await page.getByLabel('Aantal', { exact: true }).fill(gift.quantity)
    if (gift.unlimited) {
      await page.getByLabel('Zonder limiet (bijvoorbeeld luiers)').check()
      await expect(page.getByLabel('Aantal', { exact: true })).toBeDisabled()
      await expectNoA11yViolations(page, 'product form, wanted without limit')
    }
    await page.getByRole('button', { name: 'Opslaan' }).click()
    await expect(page).toHaveURL(new RegExp(`/list/${list.url}/products$`))
  }
  // A fund towards the pram: no price, a goal.
  await page.goto(`/list/${list.url}/product/manual`)
  await waitForHydration(page)
  await page.getByLabel('Naam van het product').fill('Spaarpot kinderwagen')
  await page.getByLabel('Spaarpot: de schenker kiest zelf het bedrag').check()
  await expect(page.getByLabel('Naam van de winkel')).toHaveCount(0)
  await page.getByLabel('Doelbedrag (niet verplicht)').fill('500')
  await expectNoA11yViolations(page, 'product form, a fund')
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${list.url}/products$`))

  // A visitor, in a browser of their own.
  const context = await newVisitorContext(browser, { baseURL: baseURL! })
  const visitor = await context.newPage()
  await openList(visitor, list.url)
  await expect(productTile(visitor, 'Rompertje')).toContainText('nog 6 van 6 gewenst')
  await expect(productTile(visitor, 'Luiers maat 1')).toContainText('Zoveel als je wil')
  // Two in the drawer, a third in the cart, then back to two.
  const panel = await openProduct(visitor, 'Rompertje')
  await panel.getByRole('button', { name: 'Een stuk meer' }).click()
  await expect(panel.getByText('2 stuks')).toBeVisible()
  await expectNoA11yViolations(visitor, 'drawer choosing two units')
  await panel.getByRole('button', { name: /Geschenk persoonlijk afgeven/ }).click()
  const cart = drawer(visitor, 'Geschenkmandje')
  await expect(cart.getByText('2 stuks')).toBeVisible()
  await cart.getByRole('button', { name: 'Een stuk meer van Rompertje' }).click()
  await expect(cart.getByText('3 stuks')).toBeVisible()
  await cart.getByRole('button', { name: 'Een stuk minder van Rompertje' }).click()
  await expect(cart.getByText('2 stuks')).toBeVisible()
  await expect(cart.locator('p').filter({ hasText: 'Zelf te kopen (geschat)' })).toContainText('19')

  // € 25 to the fund: less than € 5 is refused in the drawer.
  await cart
    .getByRole('link', { name: 'Verder kiezen' })
    .or(cart.getByRole('button', { name: 'Verder kiezen' }))
    .click()
  await expect(productTile(visitor, 'Spaarpot kinderwagen')).toContainText('€ 0,00 gegeven van € 500,00')
  const fundPanel = await openProduct(visitor, 'Spaarpot kinderwagen')
  await fundPanel.getByLabel('Jouw bedrag').fill('3')
  await fundPanel.getByRole('button', { name: 'Bedrag reserveren en nu betalen' }).click()
  await expect(fundPanel.getByText('Kies een bedrag van € 5 tot € 1.000.')).toBeVisible()
  await fundPanel.getByLabel('Jouw bedrag').fill('25')
  await fundPanel.getByRole('button', { name: 'Bedrag reserveren en nu betalen' }).click()
  await expect(cart.locator('p').filter({ hasText: 'Te betalen met een overschrijving' })).toContainText('25,00')
  await expectNoA11yViolations(visitor, 'cart with two units')
  await cart.getByRole('link', { name: 'Afrekenen' }).click()
  await expect(visitor).toHaveURL(new RegExp(`/list/${list.url}/checkout$`))
  await expect(visitor.getByText('2 × Rompertje')).toBeVisible()
  await fillCheckout(visitor, { name: 'Peter Stuks', email: `peter.${RUN}@example.be` })
  await visitor.getByRole('button', { name: 'Bevestig je reservatie' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Je reservatie is bevestigd!' })).toBeVisible()
  await expect(visitor.getByText('2 × Rompertje')).toBeVisible()

  await openList(visitor, list.url)
  await expect(productTile(visitor, 'Rompertje')).toContainText('nog 4 van 6 gewenst')
  await expect(productTile(visitor, 'Spaarpot kinderwagen')).toContainText('€ 25,00 gegeven van € 500,00')
  // The cart is empty after the order: the gift can be given again.
  await expect(drawer(visitor)).toBeHidden()
  await context.close()

  await page.goto(`/list/${list.url}/orders`)
  await expect(page.getByRole('article', { name: 'Van Peter Stuks' }).getByText('2 × Rompertje')).toBeVisible()
})

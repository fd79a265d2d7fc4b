// A gift wanted several times, and one without limit: the parent asks for six bodysuits and for nappies in the product
// form; a visitor gives two bodysuits through the cart's stepper and the checkout; the card then says four are still
// wanted and the parents' overview shows '2 × Rompertje'. Its own parent and list, named after the run.
import { expect, newVisitorContext, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { RUN, listWithGifts, registerParent } from './support/data'
import { loginThroughApi } from './support/session'
import { drawer, openList, openProduct, productTile, waitForHydration, fillCheckout } from './support/app'

test('six bodysuits and nappies without limit: a visitor gives two, the list says four are still wanted', async ({
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
  // The cart is empty after the order: the gift can be given again.
  await expect(drawer(visitor)).toBeHidden()
  await context.close()

  await page.goto(`/list/${list.url}/orders`)
  await expect(page.getByRole('article', { name: 'Van Peter Stuks' }).getByText('2 × Rompertje')).toBeVisible()
})

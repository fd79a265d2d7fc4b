// Any gift from any shop, in one go (decisions 052 to 055): a parent adds a pram seat from a shop's link and makes it
// the Topper, asks for six bodysuits and opens a fund towards the pram; a visitor filters the list by kind, gives two
// bodysuits and € 25 to the fund; the parent sees both in the orders overview. The shop is served by this spec on the
// loopback origin the e2e server allows (PRODUCT_LINK_TEST_ORIGINS); its own parent and list, named after the run.
import http from 'node:http'
import { expect, newVisitorContext, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { RUN, listWithGifts, registerParent } from './support/data'
import { loginThroughApi } from './support/session'
import { drawer, fillCheckout, openList, openProduct, productGrid, productTile, waitForHydration } from './support/app'

const shopPort = Number(process.env.E2E_PORT ?? 3100) + 7
const shop = `http://127.0.0.1:${shopPort}`
const productPage = `<!DOCTYPE html><html lang="nl"><head><title>Joolz Day+ | Babywinkel</title>
<meta property="og:site_name" content="Babywinkel Gent">
<meta property="og:title" content="Joolz Day+ kinderwagen">
<meta property="product:price:amount" content="899.00"><meta property="product:price:currency" content="EUR">
</head><body><h1>Joolz Day+</h1></body></html>`

let server: http.Server

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/p/joolz-day') return res.writeHead(200, { 'content-type': 'text/html' }).end(productPage)
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(shopPort, '127.0.0.1', resolve))
})

test.afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

test('a parent fills a list from a link, six bodysuits and a fund; a visitor filters and gives; the parent sees it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const parent = await registerParent(request, 'Noor Reistest')
  const list = await listWithGifts(request, parent, 'Lou', [], 'Reis')
  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')

  // From the shop's link: the form opens filled in; the parent makes it the Topper, of the kind 'Op stap'.
  await page.goto(`/list/${list.url}/product/add`)
  await waitForHydration(page)
  await page.getByLabel('Link naar het product').fill(`${shop}/p/joolz-day`)
  await page.getByRole('button', { name: 'Gegevens ophalen' }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${list.url}/product/manual\\?`))
  await expect(page.getByLabel('Naam van het product')).toHaveValue('Joolz Day+ kinderwagen')
  await expect(page.getByLabel('Prijs')).toHaveValue('899,00')
  await expect(page.getByLabel('Naam van de winkel')).toHaveValue('Babywinkel Gent')
  await waitForHydration(page)
  await page.getByLabel('Soort geschenkje').selectOption({ label: 'Op stap' })
  await page.getByLabel('Topper: dit geschenkje wensen we ons het meest').check()
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${list.url}/products$`))

  // Six bodysuits, of the kind 'Kleding'.
  await page.goto(`/list/${list.url}/product/manual`)
  await waitForHydration(page)
  await page.getByLabel('Naam van het product').fill('Rompertje')
  await page.getByLabel('Prijs').fill('9,50')
  await page.getByLabel('Naam van de winkel').fill('Zeeman')
  await page.getByLabel('Aantal', { exact: true }).fill('6')
  await page.getByLabel('Soort geschenkje').selectOption({ label: 'Kleding' })
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${list.url}/products$`))

  // A fund towards the pram, with a goal.
  await page.goto(`/list/${list.url}/product/manual`)
  await waitForHydration(page)
  await page.getByLabel('Naam van het product').fill('Spaarpot kinderwagen')
  await page.getByLabel('Spaarpot: de schenker kiest zelf het bedrag').check()
  await page.getByLabel('Doelbedrag (niet verplicht)').fill('500')
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${list.url}/products$`))

  // A visitor: the Topper first, with its label; the filter by kind shows the bodysuits only.
  const context = await newVisitorContext(browser, { baseURL: baseURL! })
  const visitor = await context.newPage()
  await openList(visitor, list.url)
  await expect(productGrid(visitor).getByRole('heading', { level: 2 }).first()).toHaveText('Joolz Day+ kinderwagen')
  await expect(productTile(visitor, 'Joolz Day+ kinderwagen').getByText('Topper', { exact: true })).toBeVisible()
  await expect(productTile(visitor, 'Rompertje')).toContainText('nog 6 van 6 gewenst')
  await visitor.getByText('Filter de geschenkjes').click()
  await visitor.getByRole('group', { name: 'Soort' }).getByText('Kleding', { exact: true }).click()
  await expect(productTile(visitor, 'Rompertje')).toBeVisible()
  await expect(productTile(visitor, 'Joolz Day+ kinderwagen')).toBeHidden()
  await expect(productTile(visitor, 'Spaarpot kinderwagen')).toBeHidden()
  await expectNoA11yViolations(visitor, 'list filtered by kind')

  // Two bodysuits.
  const panel = await openProduct(visitor, 'Rompertje')
  await panel.getByRole('button', { name: 'Een stuk meer' }).click()
  await expect(panel.getByText('2 stuks')).toBeVisible()
  await panel.getByRole('button', { name: /Geschenk persoonlijk afgeven/ }).click()
  const cart = drawer(visitor, 'Geschenkmandje')
  await expect(cart.getByText('2 stuks')).toBeVisible()

  // € 25 to the fund, after showing every kind again.
  await cart
    .getByRole('link', { name: 'Verder kiezen' })
    .or(cart.getByRole('button', { name: 'Verder kiezen' }))
    .click()
  await visitor.getByRole('group', { name: 'Soort' }).getByText('Alle', { exact: true }).click()
  const fundPanel = await openProduct(visitor, 'Spaarpot kinderwagen')
  await fundPanel.getByLabel('Jouw bedrag').fill('25')
  await fundPanel.getByRole('button', { name: 'Bedrag reserveren en nu betalen' }).click()
  await expect(cart.locator('p').filter({ hasText: 'Te betalen met een overschrijving' })).toContainText('25,00')
  await cart.getByRole('link', { name: 'Afrekenen' }).click()
  await expect(visitor).toHaveURL(new RegExp(`/list/${list.url}/checkout$`))
  await fillCheckout(visitor, { name: 'Mila Reis', email: `mila.${RUN}@example.be` })
  await visitor.getByRole('button', { name: 'Bevestig je reservatie' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Je reservatie is bevestigd!' })).toBeVisible()
  await openList(visitor, list.url)
  await expect(productTile(visitor, 'Rompertje')).toContainText('nog 4 van 6 gewenst')
  await expect(productTile(visitor, 'Spaarpot kinderwagen')).toContainText('€ 25,00 gegeven van € 500,00')
  await context.close()

  // The parent's orders overview: one order with both gifts.
  await page.goto(`/list/${list.url}/orders`)
  const order = page.getByRole('article', { name: 'Van Mila Reis' })
  await expect(order.getByText('2 × Rompertje')).toBeVisible()
  await expect(order.getByText('Spaarpot kinderwagen')).toBeVisible()
  await expect(order).toContainText('25,00')
  await expectNoA11yViolations(page, 'orders overview after the journey')
})

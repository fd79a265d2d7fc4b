// A parent adds a gift from a shop's link (decision 052): pasted on the add page, or shared from a phone's browser to
// the installed site (the manifest's share target). The shop is served by this spec on the loopback origin the e2e
// server allows (PRODUCT_LINK_TEST_ORIGINS in scripts/e2e-server.mjs); its own parent and list, named after the run.
import http from 'node:http'
import sharp from 'sharp'
import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { listWithGifts, registerParent } from './support/data'
import { loginThroughApi } from './support/session'
import { productTile, waitForHydration, openList } from './support/app'

const shopPort = Number(process.env.E2E_PORT ?? 3100) + 7
const shop = `http://127.0.0.1:${shopPort}`
const productPage = `<!DOCTYPE html><html lang="nl"><head><title>Pebble 360 | Babywinkel</title>
<meta property="og:site_name" content="Babywinkel Leuven">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Maxi-Cosi Pebble 360 autostoeltje","image":"/media/pebble.png",
"offers":{"@type":"Offer","price":"329.99","priceCurrency":"EUR"}}</script></head><body><h1>Pebble 360</h1></body></html>`

let server: http.Server

test.beforeAll(async () => {
  const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#9bb7d4' } })
    .png()
    .toBuffer()
  server = http.createServer((req, res) => {
    if (req.url === '/p/pebble') return res.writeHead(200, { 'content-type': 'text/html' }).end(productPage)
    if (req.url === '/media/pebble.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png)
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(shopPort, '127.0.0.1', resolve))
})

test.afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

test('a parent pastes a shop’s link: the product form opens filled in, with the photo, and the gift is saved', async ({
  page,
  request,
}) => {
  const parent = await registerParent(request, 'Femke Linktest')
  const list = await listWithGifts(request, parent, 'Fien', [], 'Link')
  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')

  await page.goto(`/list/${list.url}/product/add`)
  await expect(page.getByRole('heading', { level: 2, name: 'Van een webshop' })).toBeVisible()
  await waitForHydration(page)
  await expectNoA11yViolations(page, 'add page with the link form')

  // An address on the private network is refused on the field, and nothing else happens.
  const link = page.getByLabel('Link naar het product')
  await link.fill('http://10.0.0.1/admin')
  await page.getByRole('button', { name: 'Gegevens ophalen' }).click()
  await expect(page.getByText('Dit adres kunnen we niet openen')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/list/${list.url}/product/add$`))
  await expectNoA11yViolations(page, 'link form with a refused address')

  await link.fill(`${shop}/p/pebble`)
  await page.getByRole('button', { name: 'Gegevens ophalen' }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${list.url}/product/manual\\?`))
  await expect(page.getByRole('status').filter({ hasText: 'We vulden in wat de webshop' })).toBeVisible()
  await expect(page.getByLabel('Naam van het product')).toHaveValue('Maxi-Cosi Pebble 360 autostoeltje')
  await expect(page.getByLabel('Prijs')).toHaveValue('329,99')
  await expect(page.getByLabel('Naam van de winkel')).toHaveValue('Babywinkel Leuven')
  await expect(page.getByLabel('Url van de productpagina')).toHaveValue(`${shop}/p/pebble`)
  // The photo was stored with the list's uploads: shown from this site, not from the shop.
  await expect(
    page.locator(`img[src*="/uploads/${list.url}/"], img[src*="uploads%2F${list.url}"]`).first(),
  ).toBeVisible()
  await waitForHydration(page)
  await expectNoA11yViolations(page, 'product form filled in from a link')

  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${list.url}/products$`))
  await openList(page, list.url)
  await expect(productTile(page, 'Maxi-Cosi Pebble 360 autostoeltje')).toHaveCount(1)
})

test('a product page shared from a phone opens the add page of the parent’s list with its address', async ({
  page,
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  expect((await manifest.json()).share_target).toMatchObject({ action: '/user/share', method: 'GET' })

  const parent = await registerParent(request, 'Sander Deeltest')
  const list = await listWithGifts(request, parent, 'Roos', [], 'Deel')
  // Not logged in: the login page first, then back to the shared address.
  await page.goto(`/user/share?text=${encodeURIComponent(`Kijk eens! ${shop}/p/pebble`)}`)
  await expect(page).toHaveURL(/\/user\/login\?callbackUrl=/)

  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')
  await page.goto(`/user/share?title=Pebble&text=${encodeURIComponent(`Kijk eens! ${shop}/p/pebble`)}`)
  await expect(page).toHaveURL(new RegExp(`/list/${list.url}/product/add\\?link=`))
  await expect(page.getByLabel('Link naar het product')).toHaveValue(`${shop}/p/pebble`)

  // Nothing to add: said as such.
  await page.goto('/user/share?text=geen%20link')
  await expect(page.getByText('We vonden geen link in wat je deelde.')).toBeVisible()
  await expectNoA11yViolations(page, 'share page without a link')
})

import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { NOOR } from './support/app'

test('an unknown list shows the Dutch 404 page', async ({ page, request }) => {
  const res = await request.get('/list/bestaat-niet')
  expect(res.status()).toBe(404)

  const response = await page.goto('/list/bestaat-niet')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible()
  await expect(page.getByText('Deze pagina of geboortelijst bestaat niet (meer).')).toBeVisible()
  await expectNoA11yViolations(page, '404 page')
  await page.getByRole('main').getByRole('link', { name: 'Terug naar de startpagina' }).click()
  await expect(page).toHaveURL(/\/site\/index$/)
})

test('an unknown path also shows the Dutch 404 page, titled as such', async ({ page }) => {
  const response = await page.goto('/dit/bestaat/niet')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible()
  await expect(page).toHaveTitle('Pagina niet gevonden · Geboortelijst')
})

test('the checkout of an unknown list is a 404', async ({ request }) => {
  expect((await request.get('/list/bestaat-niet/checkout')).status()).toBe(404)
})

test('an unknown order reference shows the Dutch 404 page', async ({ page }) => {
  await page.goto(`/list/${NOOR}/order/bestaat-niet-123`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible()
  await expect(page.getByText('Je reservatie is bevestigd!')).toHaveCount(0)
})

test('an unknown order reference is a real 404, not titled as a confirmation', async ({ page, request }) => {
  const res = await request.get(`/list/${NOOR}/order/bestaat-niet-123`)
  expect(res.status()).toBe(404)
  await page.goto(`/list/${NOOR}/order/bestaat-niet-123`)
  await expect(page).not.toHaveTitle(/Je reservatie is bevestigd/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible()
})

test('an unknown list is titled as not found', async ({ page }) => {
  await page.goto('/list/bestaat-niet')
  await expect(page).toHaveTitle(/Pagina niet gevonden/)
})

test('the list page is server-rendered: its HTML holds the names, the IBAN and the gifts', async ({ request }) => {
  const res = await request.get(`/list/${NOOR}`)
  expect(res.status()).toBe(200)
  const html = await res.text()
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
  expect(title).toMatch(/Noor/)
  expect(html).toContain('Noor Peeters')
  expect(html).toContain('Pamperrekening:')
  expect(html).toContain('BE71 0961 2345 6769')
  expect(html).toContain('Kinderstoel Tripp Trapp')
  expect(html).not.toContain('Luiertas') // hidden
  expect(html).toMatch(/<html[^>]* lang="nl"/)
})

test('the empty path redirects to /site/index', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/site\/index$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

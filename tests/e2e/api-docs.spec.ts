// The reference page /api/docs (Scalar rendering /api/openapi.json, decision 047) and the document itself, served by
// the production build. The fixture of ./support/test fails each test on a CSP violation or a console error.
import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'

test('/api/docs renders the OpenAPI document with Scalar, in Dutch, and passes axe', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (req) => requests.push(req.url()))
  // Scalar validates the document strictly and warns about each schema it cannot read.
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto('/api/docs')
  await expect(page).toHaveTitle(/API-documentatie/)
  await expect(page.getByRole('heading', { level: 1, name: 'API-documentatie' })).toBeVisible()
  await expect(page.getByText('Met de REST-API beheer je geboortelijsten')).toBeVisible()

  // Scalar shows the document's own (Dutch) title and introduction once it has fetched it.
  await expect(page.getByRole('heading', { name: 'Geboortelijst API' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Fouten: altijd').first()).toBeVisible()

  // An operation, reached through Scalar's sidebar (its tags start closed): its summary, who may call it, its limit and
  // its answers.
  const sidebar = page.getByRole('navigation', { name: 'Sidebar for Geboortelijst API' })
  await sidebar.getByRole('button', { name: 'Reservaties Open Group' }).click()
  await expect(sidebar.getByRole('button', { name: 'Reservaties Close Group' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await sidebar.getByRole('button', { name: 'Reservatie plaatsen (afrekenen) HTTP Method: POST' }).click()
  const placeOrder = page.getByRole('region', { name: 'Reservatie plaatsen (afrekenen)' })
  await expect(placeOrder).toBeInViewport()
  await expect(placeOrder.getByText('/api/orders').first()).toBeVisible()
  await expect(placeOrder.getByText('Toegang: iedereen, zonder inloggen.')).toBeVisible()
  await expect(placeOrder.getByText('30 per 600 seconden per adres (‘orders’)')).toBeVisible()
  for (const status of ['201', '409', '422', '429'])
    await expect(placeOrder.getByText(status, { exact: true }).first()).toBeVisible()

  await expectNoA11yViolations(page, '/api/docs')
  expect(warnings).toEqual([])

  // Everything the page loaded came from our own origin (no CDN, no fonts or telemetry elsewhere).
  const origin = new URL(page.url()).origin
  expect(
    requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')),
  ).toEqual([])

  const json = page.getByRole('link', { name: 'Het OpenAPI-document (JSON)' })
  await expect(json).toHaveAttribute('href', '/api/openapi.json')
  const res = await page.request.get((await json.getAttribute('href'))!)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/json')
  const doc = (await res.json()) as {
    openapi: string
    paths: Record<string, Record<string, { operationId: string; description: string }>>
  }
  expect(doc.openapi).toBe('3.1.0')
  expect(doc.paths['/api/orders'].post.operationId).toBe('placeOrder')
  expect(doc.paths['/api/lists/{id}'].patch.description).toContain(
    '**Toegang:** de eigenaar of een medebeheerder van de geboortelijst, of een beheerder.',
  )
})

test('a giver page loads none of the reference renderer', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' || res.request().resourceType() === 'stylesheet')
      scripts.push(res.url())
  })
  await page.goto('/list/noor-peeters', { waitUntil: 'networkidle' })
  expect(scripts.length).toBeGreaterThan(0)
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text()
    expect(body, `${url} holds Scalar`).not.toContain('scalar-app')
  }
})

test('a method a path does not have is answered 405, as the document says', async ({ request }) => {
  const res = await request.put('/api/faq', { data: {} })
  expect(res.status()).toBe(405)
})

// The API description: the reference page /api/docs, rendered from the OpenAPI document, and the
// document itself at /api/openapi.json, served by the production build.
import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'

test('/api/docs lists the operations with method, path, access and answers, links to the JSON and passes axe', async ({ page }) => {
  await page.goto('/api/docs')
  await expect(page).toHaveTitle(/API-documentatie/)
  await expect(page.getByRole('heading', { level: 1, name: 'API-documentatie' })).toBeVisible()

  // The table of contents leads to each operation's own section.
  const toc = page.getByRole('navigation', { name: 'Inhoud van de API-documentatie' })
  await toc.getByRole('link', { name: 'POST /api/orders', exact: true }).click()
  await expect(page).toHaveURL(/#placeOrder$/)
  const placeOrder = page.getByRole('region', { name: 'POST /api/orders', exact: true })
  await expect(placeOrder).toBeInViewport()
  await expect(placeOrder.getByText('Reservatie plaatsen (afrekenen)')).toBeVisible()
  await expect(placeOrder.getByText('Iedereen, zonder inloggen')).toBeVisible()
  await expect(placeOrder.getByText('30 per 600 seconden per adres (‘orders’)')).toBeVisible()
  for (const status of ['201', '400', '404', '409', '422', '429']) await expect(placeOrder.getByText(status, { exact: true })).toBeVisible()
  const conflict = placeOrder.getByRole('listitem').filter({ hasText: /^409/ })
  for (const code of ['GIFT_UNAVAILABLE', 'PRICE_CHANGED', 'GIFT_CHANGED']) await expect(conflict.getByText(code, { exact: true })).toBeVisible()
  await conflict.getByRole('link', { name: 'vorm van een fout' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Fouten' })).toBeInViewport()

  const patchList = page.getByRole('region', { name: 'PATCH /api/lists/{id}', exact: true })
  await expect(patchList.getByText('Eigenaar van de geboortelijst of beheerder')).toBeVisible()
  await expect(patchList.getByRole('rowheader', { name: /^id/ })).toBeVisible()
  await expect(patchList.getByText('formaat date')).toBeVisible()

  const login = page.getByRole('region', { name: 'POST /api/auth/login', exact: true })
  await expect(login.getByRole('link', { name: 'AccountWithToken' })).toHaveAttribute('href', '#schema-AccountWithToken')
  await expect(page.getByRole('region', { name: 'AccountWithToken', exact: true })).toBeAttached()

  await expectNoA11yViolations(page, '/api/docs')

  const json = page.getByRole('link', { name: 'Het OpenAPI-document (JSON)' })
  await expect(json).toHaveAttribute('href', '/api/openapi.json')
  const res = await page.request.get((await json.getAttribute('href'))!)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/json')
  const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> }
  expect(doc.openapi).toBe('3.1.0')
  expect(doc.paths['/api/orders'].post.operationId).toBe('placeOrder')
})

test('a method a path does not have is answered 405, as the document says', async ({ request }) => {
  const res = await request.put('/api/faq', { data: {} })
  expect(res.status()).toBe(405)
})

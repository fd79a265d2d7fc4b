// Every kind of path of the production build asked with every method (decision 034): a method a path does not serve
// is a 405 with `Allow` (JSON under /api, a Dutch page elsewhere), OPTIONS a 204 with `Allow`. Before, POST to a
// public file answered 500, a route handler's missing method 405 without `Allow`, PUT or DELETE on a page the page
// itself, GET on next-auth's credentials callback 500 and HEAD on its session 400. Server actions and next-auth's
// POSTs still get through.
import { expect, test, type APIRequestContext } from './support/test'
import { NOOR, waitForHydration } from './support/app'
import { DEMO_PASSWORD, OWNER } from './support/session'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const MESSAGE = 'Deze soort aanvraag is op dit adres niet mogelijk.'

/** What each kind of path serves, and what GET answers there. */
async function paths(request: APIRequestContext) {
  const home = await (await request.get('/site/index')).text()
  const script = /\/_next\/static\/[^"]+\.js/.exec(home)?.[0]
  expect(script, 'a script of the build on the home page').toBeTruthy()
  const { id } = (await (await request.get(`/api/lists/slug/${NOOR}`)).json()) as { id: number }
  return [
    { url: '/images/logo.svg', served: ['GET', 'HEAD'], get: 200 },
    { url: script!, served: ['GET', 'HEAD'], get: 200 },
    { url: '/icon.svg', served: ['GET', 'HEAD'], get: 200 },
    // A picture the optimizer may not take (only /uploads/**): 400, and no failed-image line in the log.
    { url: '/_next/image?url=%2Fimages%2Flogo.svg&w=64&q=75', served: ['GET', 'HEAD'], get: 400 },
    { url: '/site/about', served: ['GET', 'HEAD', 'POST'], get: 200 },
    { url: '/site/index', served: ['GET', 'HEAD', 'POST'], get: 200 },
    { url: `/list/${NOOR}`, served: ['GET', 'HEAD', 'POST'], get: 200 },
    { url: '/uploads/noor-peeters/0123456789abcdef0123456789abcdef.webp', served: ['GET', 'HEAD'], get: 404 },
    { url: '/api/lists', served: ['GET', 'HEAD', 'POST'] },
    { url: `/api/lists/${id}`, served: ['DELETE', 'GET', 'HEAD', 'PATCH'], get: 200 },
    { url: '/api/health/live', served: ['GET', 'HEAD'], get: 200 },
    { url: '/api/openapi.json', served: ['GET', 'HEAD'], get: 200 },
    { url: '/api/auth/login', served: ['POST'] },
    { url: '/api/auth/csrf', served: ['GET', 'HEAD'], get: 200 },
    { url: '/api/auth/session', served: ['GET', 'HEAD', 'POST'], get: 200 },
    { url: '/api/auth/callback/credentials', served: ['POST'] },
  ]
}

test('a method a path does not serve is a 405 with Allow, OPTIONS a 204 with Allow, on every kind of path', async ({
  request,
}) => {
  for (const { url, served, get } of await paths(request)) {
    const allow = [...served, 'OPTIONS'].sort().join(', ')
    for (const method of METHODS) {
      const res = await request.fetch(url, {
        method,
        maxRedirects: 0,
        ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { data: {} } : {}),
      })
      const where = `${method} ${url}`
      if (served.includes(method)) {
        // Served methods reach Next; never a 405 of ours, never a 500.
        expect(res.status(), where).toBeLessThan(500)
        if (method === 'GET' && get) expect(res.status(), where).toBe(get)
        if (method === 'HEAD' && get) expect(res.status(), where).toBe(get)
        continue
      }
      expect([res.status(), res.headers()['allow']], where).toEqual([method === 'OPTIONS' ? 204 : 405, allow])
      if (method === 'OPTIONS' || method === 'HEAD') continue
      if (url.startsWith('/api/')) {
        expect(await res.json(), where).toEqual({ error: { code: 'METHOD_NOT_ALLOWED', message: MESSAGE } })
      } else {
        expect(res.headers()['content-type'], where).toBe('text/html; charset=utf-8')
        expect(await res.text(), where).toContain(MESSAGE)
      }
    }
  }
})

test('HEAD on next-auth answers as GET does, without a body', async ({ request }) => {
  for (const url of ['/api/auth/session', '/api/auth/csrf', '/api/auth/providers']) {
    const res = await request.head(url)
    expect(res.status(), url).toBe(200)
    expect(await res.body(), url).toHaveLength(0)
  }
})

test('server actions and next-auth’s POSTs still get through: logging in with the form, then the contact form', async ({
  page,
}) => {
  await page.goto('/user/login?callbackUrl=%2Fuser%2Faccount')
  await page.getByLabel('E-mailadres').fill(OWNER)
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD)
  await page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click()
  await expect(page).toHaveURL(/\/user\/account$/)

  // The contact form posts a server action to a prerendered page.
  await page.goto('/site/contact')
  await waitForHydration(page)
  await page.getByLabel('Je naam').fill('Lotte Jacobs')
  await page.getByLabel('Je e-mailadres').fill('lotte.jacobs@example.be')
  await page.getByLabel('Je bericht').fill('Kan je een geschenkje ook samen met de grootouders geven?')
  await page.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Je bericht is verzonden' })).toBeVisible()
})

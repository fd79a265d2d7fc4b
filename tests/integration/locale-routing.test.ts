// The language a page is asked in, decided by our production server before Next (server/locale-routing.ts,
// decision 060): tested on a real HTTP server whose "Next" answers with the language header it received and sets its
// own Vary, as Next does.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeLocale } from '../../server/locale-routing'
import { localizedPath, splitLocalePath } from '../../lib/i18n/paths'

let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (routeLocale(req, res)) return
    res.setHeader('Vary', 'rsc, next-router-state-tree')
    res.setHeader('Content-Type', 'text/plain')
    res.end(`page ${req.url} in ${String(req.headers['x-next-intl-locale'] ?? 'none')}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(base + path, { headers, method, redirect: 'manual' })

describe('a Dutch address (no prefix)', () => {
  it('is the Dutch page for a browser without a choice that does not prefer French, varying on the choice', async () => {
    const browsers: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'nl-BE,fr;q=0.5' },
    ]
    for (const headers of browsers) {
      const res = await get('/list/noor-peeters?x=1', headers)
      expect(res.status).toBe(200)
      expect(await res.text()).toBe('page /list/noor-peeters?x=1 in nl')
      expect(res.headers.get('vary')).toBe('rsc, next-router-state-tree, Cookie, Accept-Language')
    }
  })

  it('sends a first visit of a browser that prefers French to the French page, with its query', async () => {
    const res = await get('/list/noor-peeters?baby=Noor', { 'accept-language': 'fr-BE,fr;q=0.9,nl;q=0.5' })
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toBe('/fr/list/noor-peeters?baby=Noor')
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Language')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    // Not a choice: nothing is kept.
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('follows the chosen language over the browser’s', async () => {
    const french = await get('/site/faq', { cookie: 'a=1; NEXT_LOCALE=fr', 'accept-language': 'nl' })
    expect([french.status, french.headers.get('location')]).toEqual([307, '/fr/site/faq'])
    const dutch = await get('/site/faq', { cookie: 'NEXT_LOCALE=nl', 'accept-language': 'fr' })
    expect([dutch.status, await dutch.text()]).toEqual([200, 'page /site/faq in nl'])
    // A cookie that names no language of the site is no choice.
    const other = await get('/site/faq', { cookie: 'NEXT_LOCALE=de', 'accept-language': 'fr' })
    expect(other.status).toBe(307)
  })

  it('is left to the page for the client router, server actions and anything but GET and HEAD', async () => {
    const french = { cookie: 'NEXT_LOCALE=fr' }
    expect((await get('/list/noor-peeters', { ...french, rsc: '1' })).status).toBe(200)
    expect((await get('/list/noor-peeters', { ...french, 'next-action': 'abc' })).status).toBe(200)
    const post = await get('/list/noor-peeters', french, 'POST')
    expect([post.status, await post.text()]).toEqual([200, 'page /list/noor-peeters in nl'])
    expect((await get('/list/noor-peeters', french, 'HEAD')).status).toBe(307)
  })
})

describe('a French address (/fr)', () => {
  it('is the French page for everyone, whatever the cookie or browser says', async () => {
    const res = await get('/fr/list/noor-peeters', { cookie: 'NEXT_LOCALE=nl', 'accept-language': 'nl' })
    expect([res.status, await res.text()]).toEqual([200, 'page /fr/list/noor-peeters in fr'])
    expect(res.headers.get('set-cookie')).toBeNull()
    const action = await get('/fr/list/noor-peeters/checkout', {}, 'POST')
    expect(await action.text()).toBe('page /fr/list/noor-peeters/checkout in fr')
  })
})

describe('the hreflang alternates (Link header)', () => {
  it('name the Dutch and French address of the page, absolute, Dutch as the default, without the query', async () => {
    const previous = process.env.APP_URL
    process.env.APP_URL = 'https://geboortelijst.example.be/'
    try {
      const alternates = [
        '<https://geboortelijst.example.be/list/noor-peeters>; rel="alternate"; hreflang="nl-BE"',
        '<https://geboortelijst.example.be/fr/list/noor-peeters>; rel="alternate"; hreflang="fr-BE"',
        '<https://geboortelijst.example.be/list/noor-peeters>; rel="alternate"; hreflang="x-default"',
      ].join(', ')
      expect((await get('/list/noor-peeters?x=1')).headers.get('link')).toBe(alternates)
      expect((await get('/fr/list/noor-peeters')).headers.get('link')).toBe(alternates)
      // Not on a redirect, an API answer or the client router's requests.
      expect((await get('/list/noor-peeters', { cookie: 'NEXT_LOCALE=fr' })).headers.get('link')).toBeNull()
      expect((await get('/api/lists')).headers.get('link')).toBeNull()
      expect((await get('/list/noor-peeters', { rsc: '1' })).headers.get('link')).toBeNull()
    } finally {
      if (previous === undefined) delete process.env.APP_URL
      else process.env.APP_URL = previous
    }
  })
})

describe('/nl/… (the Dutch switch without script)', () => {
  it('keeps Dutch as the choice for a year and drops the prefix', async () => {
    const res = await get('/nl/site/about?x=1', { 'accept-language': 'fr' })
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toBe('/site/about?x=1')
    expect(res.headers.get('set-cookie')).toBe('NEXT_LOCALE=nl; Path=/; Max-Age=31536000; SameSite=Lax')
    expect((await get('/nl')).headers.get('location')).toBe('/')
  })
})

describe('addresses that are not pages', () => {
  it('never redirects the API, uploads, Next’s files or public files, and names no language for them', async () => {
    const french = { cookie: 'NEXT_LOCALE=fr', 'accept-language': 'fr' }
    for (const path of ['/api/lists', '/uploads/x/y.webp', '/_next/static/a.js', '/images/logo.svg', '/robots.txt']) {
      const res = await get(path, french)
      expect([path, res.status, await res.text()]).toEqual([path, 200, `page ${path} in none`])
    }
  })

  it('drops a language header a client sends itself', async () => {
    const res = await get('/site/index', { 'x-next-intl-locale': 'fr' })
    expect(await res.text()).toBe('page /site/index in nl')
    const api = await get('/api/health', { 'x-next-intl-locale': 'fr' })
    expect(await api.text()).toBe('page /api/health in none')
  })
})

describe('paths per language', () => {
  it('adds and reads the /fr prefix', () => {
    expect(localizedPath('/list/noor', 'fr')).toBe('/fr/list/noor')
    expect(localizedPath('/list/noor', 'nl')).toBe('/list/noor')
    expect(localizedPath('/', 'fr')).toBe('/fr')
    expect(splitLocalePath('/fr/list/noor?x=1')).toEqual({ locale: 'fr', path: '/list/noor?x=1', prefixed: true })
    expect(splitLocalePath('/fr?x=1')).toEqual({ locale: 'fr', path: '/?x=1', prefixed: true })
    expect(splitLocalePath('/nl')).toEqual({ locale: 'nl', path: '/', prefixed: true })
    expect(splitLocalePath('/france/x')).toEqual({ locale: 'nl', path: '/france/x', prefixed: false })
    expect(splitLocalePath('/de/x')).toEqual({ locale: 'nl', path: '/de/x', prefixed: false })
  })
})

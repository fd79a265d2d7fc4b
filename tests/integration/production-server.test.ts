// The production server's own layer around Next (server/main.ts): cached pages sent as bytes encoded once
// (decision 020), each answer's CSP nonce on every script of a cached page, compression after it, Secure cookies
// behind https, and the refusals of malformed addresses and oversized bodies (decision 021). Tested on a real
// HTTP server built from the same parts, with pages shaped as Next sends them: Content-Length, then end(text).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { isHttps } from '../../server/client-address'
import { createCompression } from '../../server/compression'
import { pageCacheChanged } from '../../lib/cache/page-generation.mjs'
import { createCachedAnswers, type CachedAnswers } from '../../server/cached-answers'
import { createPreparedBodyCache, MIN_CACHED_BODY_CHARS, sendPreparedBodies } from '../../server/prepared-bodies'
import { BODY_LIMIT, refuseBadRequest } from '../../server/request-limits'
import { EdgeResponse } from '../../server/secure-cookies'
import { applySecurityHeaders, contentSecurityPolicy } from '../../server/security-headers'

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

type Page = { type: string; body: string; cookie?: string }

/** A server put together as server/main.ts does, whose "Next" answers `page(path)` with end(text). */
async function serve(
  page: (path: string) => Page,
  cache = createPreparedBodyCache({ maxBytes: 4 * 1024 * 1024 }),
  env: Record<string, string> = {},
) {
  const compress = createCompression()
  const server = http.createServer<typeof http.IncomingMessage, typeof EdgeResponse>(
    { ServerResponse: EdgeResponse },
    (req, res) => {
      const https = isHttps(req, { ...process.env, ...env })
      res.secureCookies = https
      const nonce = applySecurityHeaders(req, res, { https })
      if (refuseBadRequest(req, res)) return
      compress(req, res, () => {
        sendPreparedBodies(res, { cache, nonce })
        const { type, body, cookie } = page(req.url ?? '/')
        res.setHeader('Content-Type', type)
        if (cookie) res.setHeader('Set-Cookie', cookie)
        res.setHeader('Content-Length', Buffer.byteLength(body))
        res.end(body)
      })
    },
  )
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cache }
}

/** A raw GET (no automatic decompression), as a client sees the bytes on the wire. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET', body?: Buffer) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

const nonceOf = (headers: http.IncomingHttpHeaders) =>
  /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1]

// A page as Next caches it: scripts without a nonce, or with the nonce of the request that rendered it; mostly ASCII
// with euro signs, curly quotes and accents.
const html = (n: number, baked = '') =>
  `<!DOCTYPE html><html lang="nl"><head><script src="/_next/static/chunks/a.js" async=""${baked}></script></head><body>` +
  `<h1>Noor Peeters’ geboortelijst ${n}</h1>` +
  '<p>Kinderwagen – nog\u00a0€\u00a0108,15 van € 649,00; crème, café…</p>'.repeat(600) +
  `<script${baked}>self.__next_f.push([1,"x \\u003cscript"])</script></body></html>`

describe('production server: cached pages', () => {
  it("sends a cached page with this answer's nonce on every script, the right Content-Length, and otherwise the same bytes", async () => {
    const { url, cache } = await serve((path) => ({
      type: 'text/html; charset=utf-8',
      body: html(Number(path.slice(1)), ' nonce="c3RhbGUtbm9uY2UtZnJvbS1yZW5kZXI="'),
    }))
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const res = await get(`${url}/1`)
      const nonce = nonceOf(res.headers)!
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      nonces.add(nonce)
      const text = res.bytes.toString('utf8')
      expect(Number(res.headers['content-length'])).toBe(res.bytes.length)
      // Both script tags carry this answer's nonce, once; the stale one is gone; the rest is the page as Next made it.
      expect(text.match(/<script\b[^>]*>/g)).toEqual([
        `<script nonce="${nonce}" src="/_next/static/chunks/a.js" async="">`,
        `<script nonce="${nonce}">`,
      ])
      expect(text.replaceAll(` nonce="${nonce}"`, '')).toBe(html(1))
    }
    expect(nonces.size).toBe(3)
    // The three answers shared one prepared page; another page gets its own.
    expect(cache.size).toBe(1)
    await get(`${url}/2`)
    expect(cache.size).toBe(2)
  })

  it('puts the nonce in before compressing: a gzip answer unpacks to the page with its nonce', async () => {
    const { url } = await serve(() => ({ type: 'text/html; charset=utf-8', body: html(3) }))
    const res = await get(`${url}/3`, { 'Accept-Encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    const text = gunzipSync(res.bytes).toString('utf8')
    const nonce = nonceOf(res.headers)!
    expect(text.replaceAll(` nonce="${nonce}"`, '')).toBe(html(3))
    expect(text.split(`<script nonce="${nonce}"`).length - 1).toBe(2)
    // gzip also when the browser offers brotli first.
    expect((await get(`${url}/3`, { 'Accept-Encoding': 'br, gzip, deflate' })).headers['content-encoding']).toBe('gzip')
  })

  it('sends large non-HTML text as its exact UTF-8 bytes, and small text as Node would', async () => {
    const big = JSON.stringify({ titel: 'Bugaboo – € 649,00 ‘crème’', x: 'é'.repeat(MIN_CACHED_BODY_CHARS) })
    const { url, cache } = await serve((path) => ({
      type: 'application/json',
      body: path === '/big' ? big : '{"klein":"€ 5,00"}',
    }))
    const res = await get(`${url}/big`)
    expect(res.bytes.equals(Buffer.from(big, 'utf8'))).toBe(true)
    expect(Number(res.headers['content-length'])).toBe(res.bytes.length)
    expect((await get(`${url}/small`)).bytes.toString('utf8')).toBe('{"klein":"€ 5,00"}')
    expect(cache.size).toBe(1)
  })

  it('keeps at most its byte budget of prepared pages', () => {
    const cache = createPreparedBodyCache({ maxBytes: Buffer.byteLength(html(1)) * 4 + 100 })
    for (let n = 1; n <= 6; n++) cache.prepare(html(n), true)
    expect(cache.size).toBe(2)
    expect(Buffer.concat(cache.prepare(html(6), true).parts).toString('utf8')).toBe(html(6))
  })
})

type NextAnswer = { status?: number; cache?: string; type?: string; cookie?: string; body?: string }

/**
 * A server put together as server/main.ts does with its cached answers, whose "Next" answers as `answer(path)` says
 * (by default a page from the cache: 200, `x-nextjs-cache: HIT`, HTML), after `delay` when given. `calls` counts
 * the requests that reached "Next".
 */
async function serveWithAnswers(
  answer: (path: string) => NextAnswer = () => ({}),
  answers: CachedAnswers = createCachedAnswers(),
  delay?: () => Promise<void>,
) {
  const bodies = createPreparedBodyCache()
  const calls: string[] = []
  const server = http.createServer((req, res) => {
    const nonce = applySecurityHeaders(req, res)
    sendPreparedBodies(res, { cache: bodies, nonce })
    if (answers.serve(req, res)) return
    answers.keep(req, res)
    calls.push(req.url ?? '')
    void (async () => {
      const { status = 200, cache = 'HIT', type = 'text/html; charset=utf-8', cookie, body } = answer(req.url ?? '/')
      await delay?.()
      res.statusCode = status
      res.setHeader('x-nextjs-cache', cache)
      res.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate=31535700')
      res.setHeader('Content-Type', type)
      if (cookie) res.setHeader('Set-Cookie', cookie)
      const text = body ?? html(1)
      res.setHeader('Content-Length', Buffer.byteLength(text))
      res.end(text)
    })()
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, answers }
}

describe('production server: cached answers', () => {
  it("answers a cached page again without Next, with Next's headers and this answer's nonce", async () => {
    const { url, calls } = await serveWithAnswers()
    const first = await get(`${url}/list/noor-peeters`)
    const again = await get(`${url}/list/noor-peeters`)
    const head = await get(`${url}/list/noor-peeters`, {}, 'HEAD')
    expect(calls).toEqual(['/list/noor-peeters'])
    for (const res of [first, again]) {
      const nonce = nonceOf(res.headers)!
      expect(res.status).toBe(200)
      expect(res.headers['x-nextjs-cache']).toBe('HIT')
      expect(res.headers['cache-control']).toBe('s-maxage=300, stale-while-revalidate=31535700')
      expect(Number(res.headers['content-length'])).toBe(res.bytes.length)
      expect(res.bytes.toString('utf8').replaceAll(` nonce="${nonce}"`, '')).toBe(html(1))
    }
    expect(nonceOf(again.headers)).not.toBe(nonceOf(first.headers))
    expect(head.status).toBe(200)
    expect(head.bytes.length).toBe(0)
    expect(Number(head.headers['content-length'])).toBe(again.bytes.length)
  })

  it('asks Next again once the page cache changed, and for another address or query', async () => {
    const { url, calls } = await serveWithAnswers()
    await get(`${url}/list/noor-peeters`)
    pageCacheChanged()
    await get(`${url}/list/noor-peeters`)
    await get(`${url}/list/noor-peeters`)
    await get(`${url}/list/noor-peeters?van=oma`)
    expect(calls).toEqual(['/list/noor-peeters', '/list/noor-peeters', '/list/noor-peeters?van=oma'])
  })

  it('does not keep a page Next read from a cache that changed while it answered', async () => {
    let release: () => void = () => {}
    const { url, calls } = await serveWithAnswers(undefined, undefined, () => new Promise((r) => (release = r)))
    const pending = get(`${url}/list/noor-peeters`)
    await new Promise((r) => setTimeout(r, 50))
    pageCacheChanged()
    release()
    await pending
    const next = get(`${url}/list/noor-peeters`)
    await new Promise((r) => setTimeout(r, 50))
    release()
    await next
    expect(calls).toEqual(['/list/noor-peeters', '/list/noor-peeters'])
  })

  it('serves a copy for at most its lifetime', async () => {
    let time = 1_000_000
    const { url, calls } = await serveWithAnswers(undefined, createCachedAnswers({ ttlMs: 1000, now: () => time }))
    await get(`${url}/list/noor-peeters`)
    time += 1000
    await get(`${url}/list/noor-peeters`)
    time += 1001
    await get(`${url}/list/noor-peeters`)
    expect(calls).toEqual(['/list/noor-peeters', '/list/noor-peeters'])
  })

  it('keeps only pages Next served from its cache, without cookies, for plain GETs of a document', async () => {
    const answers: Record<string, NextAnswer> = {
      '/stale': { cache: 'STALE' },
      '/miss': { cache: 'MISS' },
      '/gone': { status: 404 },
      '/cookie': { cookie: 'sessie=1; Path=/; HttpOnly' },
      '/json': { type: 'application/json', body: '{"a":1}' },
    }
    const { url, calls, answers: kept } = await serveWithAnswers((path) => answers[path.split('?')[0] ?? ''] ?? {})
    for (const path of Object.keys(answers)) {
      await get(`${url}${path}`)
      await get(`${url}${path}`)
    }
    // The client router's requests, server actions, draft mode and other methods get Next's answer, never a copy.
    const asks: [Record<string, string>, string][] = [
      [{ RSC: '1' }, 'GET'],
      [{ 'Next-Router-Prefetch': '1' }, 'GET'],
      [{ 'Next-Action': 'abc' }, 'POST'],
      [{ Cookie: 'x=1; __prerender_bypass=abc' }, 'GET'],
      [{}, 'POST'],
    ]
    await get(`${url}/page`)
    for (const [headers, method] of asks) await get(`${url}/page`, headers, method)
    for (const [headers, method] of asks) await get(`${url}/page`, headers, method)
    expect(calls.filter((c) => c !== '/page')).toEqual(Object.keys(answers).flatMap((path) => [path, path]))
    expect(calls.filter((c) => c === '/page')).toHaveLength(1 + 2 * asks.length)
    // Only the plain GET of /page was kept, and a plain GET is answered from it.
    expect(kept.size).toBe(1)
    await get(`${url}/page`)
    expect(calls.filter((c) => c === '/page')).toHaveLength(1 + 2 * asks.length)
  })
})

describe('production server: headers and refusals', () => {
  it('answers with the security headers, and Secure cookies and HSTS only behind https', async () => {
    const page = () => ({
      type: 'text/html; charset=utf-8',
      body: '<p>Hallo</p>',
      cookie: 'sessie=1; Path=/; HttpOnly',
    })
    const { url } = await serve(page)
    const plain = await get(`${url}/`)
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(plain.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/)
    expect(plain.headers['x-content-type-options']).toBe('nosniff')
    expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(plain.headers['permissions-policy']).toContain('camera=()')
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    expect(plain.headers['set-cookie']).toEqual(['sessie=1; Path=/; HttpOnly'])

    const { url: proxied } = await serve(page, undefined, { TRUSTED_PROXY_HOPS: '1' })
    const https = await get(`${proxied}/`, { 'X-Forwarded-Proto': 'https' })
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(https.headers['set-cookie']).toEqual(['sessie=1; Path=/; HttpOnly; Secure'])
    // Without a trusted proxy, a client cannot claim https.
    expect(
      (await get(`${url}/`, { 'X-Forwarded-Proto': 'https' })).headers['strict-transport-security'],
    ).toBeUndefined()
  })

  it("sends Cross-Origin-Opener-Policy on account, management and API answers, not on the giver's public pages", async () => {
    const { url } = await serve(() => ({ type: 'text/html; charset=utf-8', body: '<p>Hallo</p>' }))
    for (const path of ['/site/index', '/list/search', '/list/search?q=noor', '/list/noor-peeters']) {
      expect((await get(`${url}${path}`)).headers['cross-origin-opener-policy'], path).toBeUndefined()
    }
    for (const path of [
      '/user/account',
      '/admin/list',
      '/api/lists/1',
      '/list/noor-peeters/orders',
      '/list/noor-peeters/checkout',
      '/list/noor-peeters/order/X1',
      '/list/tempcreate',
    ]) {
      expect((await get(`${url}${path}`)).headers['cross-origin-opener-policy'], path).toBe('same-origin')
    }
  })

  it('allows the analytics host only when PostHog is configured', () => {
    expect(contentSecurityPolicy({ nonce: 'n', analytics: [] })).not.toContain('posthog')
    const policy = contentSecurityPolicy({
      nonce: 'n',
      analytics: ['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com'],
    })
    expect(policy).toContain("connect-src 'self' https://eu.i.posthog.com https://eu-assets.i.posthog.com")
  })

  it('answers a malformed address 400 and a declared oversized body 413, in Dutch, as JSON for the API', async () => {
    const { url } = await serve(() => ({ type: 'text/html; charset=utf-8', body: '<p>ok</p>' }))
    for (const path of ['/list/%FF', '/api/lists/%FF', '/list/%E0%A4%A', '/api/products/%C0%AF']) {
      const res = await get(`${url}${path}`)
      expect(res.status, path).toBe(400)
    }
    const api = await get(`${url}/api/lists/%FF`)
    expect(JSON.parse(api.bytes.toString('utf8'))).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Dit adres is ongeldig.' },
    })
    expect((await get(`${url}/list/%FF`)).bytes.toString('utf8')).toContain('Dit adres is ongeldig.')

    const big = Buffer.alloc(BODY_LIMIT + 1, 'a')
    const tooLarge = await get(
      `${url}/api/lists/search`,
      { 'Content-Type': 'application/json', 'Content-Length': String(big.length) },
      'POST',
      big,
    )
    expect(tooLarge.status).toBe(413)
    expect(JSON.parse(tooLarge.bytes.toString('utf8')).error.code).toBe('PAYLOAD_TOO_LARGE')
    // An upload may be larger (5 MB photos); a page is answered as usual.
    const upload = await get(`${url}/api/images/upload`, { 'Content-Length': String(big.length) }, 'POST', big)
    expect(upload.status).toBe(200)
    expect((await get(`${url}/list/noor-peeters`)).status).toBe(200)
  })
})

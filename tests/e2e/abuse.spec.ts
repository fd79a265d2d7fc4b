// The abuse suite (decision 021): the production server (server/main.ts around Next, as `npm start` runs it) tried as an
// attacker would — oversized and deeply nested bodies, random unknown slugs, malformed percent-encodings on every route,
// and the security headers on pages and API answers. Real HTTP against the e2e server; timings are printed, not asserted.
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { expect, test, watchCsp } from './support/test'
import { NOOR } from './support/app'

// Playwright runs from the project root (playwright.config.ts).
const root = process.cwd()
const port = Number(process.env.E2E_PORT ?? 3100)

/** A raw request with Node's http client: a body as written, streamed in chunks when `chunked`, no Content-Length then. */
function rawRequest(options: {
  method: string
  path: string
  headers?: Record<string, string>
  body?: Buffer
  chunked?: boolean
}) {
  return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
    const started = performance.now()
    const req = http.request(
      { host: '127.0.0.1', port, method: options.method, path: options.path, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        )
      },
    )
    // The server may answer and close while the body is still being sent: that answer is what counts.
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)))
    if (options.body && options.chunked) {
      const body = options.body
      let offset = 0
      const pump = () => {
        while (offset < body.length) {
          const next = body.subarray(offset, offset + 64 * 1024)
          offset += next.length
          if (!req.write(next)) return req.once('drain', pump)
        }
        req.end()
      }
      pump()
    } else req.end(options.body)
  })
}

/** A 12 MB JSON object with a million keys: the body that once held the whole server for 4 s. */
function millionKeys(): Buffer {
  const parts: string[] = []
  for (let i = 0; i < 1_000_000; i++) parts.push(`"k${i}":${i}`)
  return Buffer.from(`{${parts.join(',')}}`)
}

/** Files in Next's page cache (ISR entries written to disk). */
function cacheFiles(): number {
  const dir = path.join(root, '.next', 'server', 'route-cache')
  if (!fs.existsSync(dir)) return 0
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
}

test.describe('abuse: bodies', () => {
  test('an oversized body is refused with 413 before it is parsed, and the server keeps answering meanwhile', async () => {
    const body = millionKeys()
    expect(body.length).toBeGreaterThan(11 * 1024 * 1024)
    const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.19.0.1' }
    await rawRequest({ method: 'GET', path: '/api/faq', headers: { 'X-Forwarded-For': '198.19.0.2' } }) // compiled and warm
    // Declared length: refused before anything reads it.
    const declared = rawRequest({
      method: 'POST',
      path: '/api/lists/search',
      headers: { ...headers, 'Content-Length': String(body.length) },
      body,
    })
    // No declared length (chunked): the handler stops reading at 64 KB.
    const chunked = rawRequest({ method: 'POST', path: '/api/lists/search', headers, body, chunked: true })
    const plain = rawRequest({ method: 'GET', path: '/api/faq', headers: { 'X-Forwarded-For': '198.19.0.2' } })
    const [a, b, get] = await Promise.all([declared, chunked, plain])
    console.log(
      `abuse: 12 MB bodies answered in ${a.ms.toFixed(0)} ms (declared) and ${b.ms.toFixed(0)} ms (chunked); a plain GET meanwhile in ${get.ms.toFixed(0)} ms`,
    )
    for (const res of [a, b]) {
      expect(res.status).toBe(413)
      expect(JSON.parse(res.body).error.code).toBe('PAYLOAD_TOO_LARGE')
      expect(JSON.parse(res.body).error.message).toMatch(/te groot/)
    }
    expect(get.status).toBe(200)
  })

  test('a refused body is not read without end: a client that keeps sending past 32 MB gets its 413, then the connection is cut', async () => {
    const declared = 200 * 1024 * 1024
    const chunk = Buffer.alloc(1024 * 1024, 0x20)
    // A raw connection: Node's http client stops sending once it has an answer, and this client must not.
    const result = await new Promise<{ answer: string; sent: number }>((resolve) => {
      let answer = ''
      let sent = 0
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/lists/search HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\nX-Forwarded-For: 198.19.0.3\r\n\r\n`,
        )
        const pump = () => {
          while (!socket.destroyed && sent < declared) {
            sent += chunk.length
            if (!socket.write(chunk)) return void socket.once('drain', pump)
          }
        }
        pump()
      })
      socket.on('data', (data: Buffer) => (answer += data.toString('latin1')))
      socket.on('error', () => {})
      socket.on('close', () => resolve({ answer, sent }))
    })
    console.log(
      `abuse: a 200 MB body answered '${result.answer.split('\r\n')[0]}', connection cut after ${(result.sent / 1024 / 1024).toFixed(0)} MB written`,
    )
    expect(result.answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(result.answer).toContain('PAYLOAD_TOO_LARGE')
    expect(result.sent).toBeLessThan(declared)
    // The server answers on as before.
    expect(
      (await rawRequest({ method: 'GET', path: '/api/faq', headers: { 'X-Forwarded-For': '198.19.0.2' } })).status,
    ).toBe(200)
  })

  test('deeply nested and malformed JSON bodies are a 4xx with a Dutch message', async () => {
    const deep = Buffer.from('['.repeat(30_000) + ']'.repeat(30_000))
    const nestedObject = Buffer.from('{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000))
    const cases: Array<[string, Buffer]> = [
      ['/api/orders', deep],
      ['/api/orders', nestedObject],
      ['/api/lists/search', deep],
      ['/api/contact', nestedObject],
      ['/api/auth/register', Buffer.from('{"email":')],
      ['/api/orders', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ]
    for (const [route, body] of cases) {
      const res = await rawRequest({
        method: 'POST',
        path: route,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(body.length),
          'X-Forwarded-For': `198.19.1.${body.length % 250}`,
        },
        body,
      })
      expect(res.status, `${route} (${body.length} B)`).toBeGreaterThanOrEqual(400)
      expect(res.status, `${route} (${body.length} B)`).toBeLessThan(500)
      expect(JSON.parse(res.body).error.message.length).toBeGreaterThan(0)
    }
  })

  test('a server action body over 64 KB is refused, not parsed', async () => {
    const body = Buffer.alloc(70 * 1024, 'a')
    const res = await rawRequest({
      method: 'POST',
      path: '/site/contact',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'Next-Action': '0'.repeat(42),
        'Content-Length': String(body.length),
      },
      body,
    })
    expect(res.status).toBe(413)
  })
})

test.describe('abuse: addresses', () => {
  test('300 random unknown slugs are 404 and leave nothing in the page cache', async ({ request }) => {
    test.setTimeout(180_000)
    await request.get(`/list/${NOOR}`) // the cache directory exists and holds a real list
    const before = cacheFiles()
    const started = performance.now()
    const slugs = Array.from({ length: 300 }, (_, i) => `zz-${i}-${Math.random().toString(36).slice(2, 8)}`)
    for (let i = 0; i < slugs.length; i += 10) {
      // Each from an address of its own: this counts what reaches the cache, not the API's rate limit.
      const statuses = await Promise.all(
        slugs.slice(i, i + 10).map(async (slug, j) => {
          const n = i + j
          const headers = { 'x-forwarded-for': `198.20.${n >> 8}.${n & 255}` }
          return (await request.get(n % 20 === 0 ? `/api/lists/slug/${slug}` : `/list/${slug}`, { headers })).status()
        }),
      )
      for (const status of statuses) expect(status).toBe(404)
    }
    console.log(
      `abuse: 300 unknown slugs in ${((performance.now() - started) / 1000).toFixed(1)} s; cache files ${before} before, ${cacheFiles()} after`,
    )
    expect(cacheFiles()).toBe(before)
  })

  test('malformed percent-encodings on every route answer 400 or 404, never 500', async ({ request }) => {
    test.setTimeout(180_000)
    // Every route of the app, its dynamic segments filled with malformed encodings, and its query with them too.
    const routes = new Set<string>()
    const walk = (dir: string, segments: string[]) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory())
          walk(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name])
        else if (/^(page\.tsx|route\.ts)$/.test(entry.name)) routes.add('/' + segments.join('/'))
      }
    }
    walk(path.join(root, 'app'), [])
    expect(routes.size).toBeGreaterThan(50)
    const bad = ['%FF', '%E0%A4%A', '%', '%C0%AF', '%ED%A0%80', 'x%00y']
    let count = 0
    for (const route of routes) {
      for (const b of bad) {
        const filled = route.replace(/\[\[?\.{0,3}[^\]]+\]\]?/g, b)
        const urls = [
          filled === route ? `${route}/${b}` : filled,
          `${route.replace(/\[\[?\.{0,3}[^\]]+\]\]?/g, '1')}?q=${b}&baby=${b}&ouder=${b}&page=${b}`,
        ]
        for (const url of urls) {
          const res = await request.fetch(url, {
            method: route.startsWith('/api/') && count % 2 ? 'POST' : 'GET',
            maxRedirects: 0,
            failOnStatusCode: false,
          })
          count++
          expect(res.status(), url).toBeLessThan(500)
        }
      }
    }
    console.log(`abuse: ${count} requests with malformed encodings over ${routes.size} routes, no 5xx`)
  })
})

test.describe('abuse: headers', () => {
  const expectHardened = (headers: Record<string, string>, what: string) => {
    const csp = headers['content-security-policy'] ?? ''
    expect(csp, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}'/)
    expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp, what).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options'], what).toBe('nosniff')
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], what).toContain('camera=()')
    expect(headers['x-frame-options'], what).toBe('DENY')
  }

  test('pages and API answers carry the security headers; the cached list page stays cached with a fresh nonce per answer', async ({
    request,
  }) => {
    for (const url of [
      '/site/index',
      '/user/login',
      `/list/${NOOR}/checkout`,
      '/api/faq',
      '/api/openapi.json',
      '/list/does-not-exist',
    ]) {
      const res = await request.get(url, { failOnStatusCode: false })
      expectHardened(res.headers(), url)
    }
    await request.get(`/list/${NOOR}`)
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const res = await request.get(`/list/${NOOR}`)
      expect(res.headers()['x-nextjs-cache']).toBe('HIT')
      expectHardened(res.headers(), `/list/${NOOR}`)
      const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'])![1]
      nonces.add(nonce)
      const html = await res.text()
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(5)
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    }
    expect(nonces.size).toBe(3)
  })

  test('behind https (as the trusted proxy reports it): HSTS and Secure cookies', async ({ playwright, baseURL }) => {
    // Fresh clients without cookies: next-auth sets its CSRF cookie on a first visit.
    const plain = await (await playwright.request.newContext({ baseURL })).get('/api/auth/csrf')
    expect(plain.headers()['strict-transport-security']).toBeUndefined()
    expect(plain.headers()['set-cookie']).toBeTruthy()
    expect(plain.headers()['set-cookie']).not.toMatch(/;\s*Secure/i)
    const https = await (
      await playwright.request.newContext({ baseURL })
    ).get('/api/auth/csrf', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(https.headers()['strict-transport-security']).toContain('max-age=')
    const cookies = https
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value)
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i)
  })
})

test.describe('abuse: the Content-Security-Policy in the browser', () => {
  test('an injected inline script does not run, and the violation is reported (what every e2e test checks for)', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL })
    const violations = watchCsp(context)
    const page = await context.newPage()
    await page.goto(`/list/${NOOR}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    expect(violations[0]).toMatch(/script-src/)
    await context.close()
  })
})

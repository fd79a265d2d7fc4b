// The production server's edge (server/*.ts, put together by server/main.ts; decisions 007, 029, 034, 042): a cap on
// connections and a timeout for unfinished headers, a 405 with `Allow` for every method a path does not serve
// (decided from the build's own files), the socket address at the end of X-Forwarded-For, one log line per request
// (assets at debug) and the graceful stop. Tested on real HTTP servers put together from the same modules;
// tests/e2e/methods.spec.ts and tests/e2e/abuse.spec.ts ask the real production build.
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { appendSocketAddress } from '../../server/client-address'
import { applyConnectionLimits, connectionLimits, FILE_HEADROOM } from '../../server/connection-limits'
import { gracefulStop } from '../../server/graceful-stop'
import { refuseUnservedMethod, servedMethods } from '../../server/methods'
import { createRequestLog } from '../../server/request-log'
import { refuseBadRequest } from '../../server/request-limits'
import { applySecurityHeaders } from '../../server/security-headers'
import { exportedMethods } from '../support/openapi'

const servers: http.Server[] = []
const sockets: net.Socket[] = []
afterEach(async () => {
  sockets.splice(0).forEach((s) => s.destroy())
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)))),
  )
})

async function listen(server: http.Server) {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

function request(port: number, method = 'GET', urlPath = '/', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** A connection that sends the start of a request and never finishes its headers; `closed` gives what it received. */
function idleConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  sockets.push(socket)
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString('latin1')))
  socket.on('error', () => {})
  socket.on('connect', () => socket.write('GET /list/noor-peeters HTTP/1.1\r\nHost: localhost\r\nX-Slow: '))
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)))
  return { socket, closed }
}

async function connectionsOf(server: http.Server, count: number) {
  for (;;) {
    const open = await new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n)))
    if (open === count) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('connection limits', () => {
  it('closes connections that never finish their headers, answers others meanwhile, and refuses those beyond the cap', async () => {
    const limits = connectionLimits({ MAX_CONNECTIONS: '12', HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '5000' })
    const server = http.createServer({ connectionsCheckingInterval: limits.connectionsCheckingInterval }, (_req, res) =>
      res.end('ok'),
    )
    expect(applyConnectionLimits(server, limits, 20_000)).toEqual({ maxConnections: 12, loweredBy: undefined })
    let dropped = 0
    server.on('drop', () => dropped++)
    const port = await listen(server)

    const idle = Array.from({ length: 8 }, () => idleConnection(port))
    await connectionsOf(server, 8)
    // Meanwhile a normal request gets its answer.
    expect(await request(port)).toMatchObject({ status: 200, body: 'ok' })
    await connectionsOf(server, 8)

    // 10 more: 4 fit under the cap of 12, 6 are closed at once without a byte, and the server goes on.
    const more = Array.from({ length: 10 }, () => idleConnection(port))
    const all = await Promise.all([...idle, ...more].map((c) => c.closed))
    expect(dropped).toBe(6)
    // Every connection closed: the refused ones without an answer, the others after the header timeout with 408.
    expect(all.filter((received) => received === '')).toHaveLength(6)
    expect(all.filter((received) => received.startsWith('HTTP/1.1 408 '))).toHaveLength(12)
    expect(server.listening).toBe(true)
    // Afterwards the server answers as before.
    expect(await request(port)).toMatchObject({ status: 200, body: 'ok' })
  })

  it('lowers the cap to fit the open-file limit, keeping room for the database and files', () => {
    const limits = connectionLimits({ MAX_CONNECTIONS: '5000' })
    const server = http.createServer()
    expect(applyConnectionLimits(server, limits, 1024)).toEqual({
      maxConnections: 1024 - FILE_HEADROOM,
      loweredBy: 1024,
    })
    expect(server.maxConnections).toBe(1024 - FILE_HEADROOM)
  })

  it('has defaults that let a 5 MB photo arrive at 256 kbit/s, and ignores values that are not positive numbers', () => {
    const defaults = connectionLimits({})
    expect(defaults).toEqual(
      connectionLimits({ MAX_CONNECTIONS: 'veel', HEADERS_TIMEOUT_MS: '-1', REQUEST_TIMEOUT_MS: '0' }),
    )
    expect(defaults.headersTimeout).toBeLessThan(defaults.requestTimeout)
    expect(defaults.keepAliveTimeout).toBeLessThan(defaults.headersTimeout)
    const uploadBits = (5 * 1024 * 1024 + 64 * 1024) * 8
    expect(defaults.requestTimeout).toBeGreaterThanOrEqual((uploadBits / 256_000) * 1000)
    // A header timeout above the request timeout would never fire.
    expect(connectionLimits({ HEADERS_TIMEOUT_MS: '9000', REQUEST_TIMEOUT_MS: '3000' }).headersTimeout).toBe(3000)
  })
})

/** A build folder as `next build` leaves it, reduced to a few routes of each kind (shapes copied from a real build). */
function fixtureBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geboortelijst-build-'))
  const write = (file: string, content: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content))
  }
  const escape = (s: string) => s.replace(/[.\-]/g, '\\$&')
  const statics = [
    '/site/about',
    '/site/index',
    '/api/lists',
    '/api/health/live',
    '/api/auth/login',
    '/api/openapi.json',
    '/icon.svg',
  ]
  const dynamics = [
    { page: '/api/auth/[...nextauth]', regex: '^/api/auth/(.+?)(?:/)?$' },
    { page: '/api/lists/[id]', regex: '^/api/lists/([^/]+?)(?:/)?$' },
    { page: '/uploads/[slug]/[file]', regex: '^/uploads/([^/]+?)/([^/]+?)(?:/)?$' },
    { page: '/list/[slug]', regex: '^/list/([^/]+?)(?:/)?$' },
  ]
  write('.next/routes-manifest.json', {
    staticRoutes: statics.map((page) => ({ page, regex: `^${escape(page)}(?:/)?$` })),
    dynamicRoutes: dynamics,
  })
  const kinds: Record<string, string> = {}
  for (const page of ['/site/about', '/site/index', '/list/[slug]']) kinds[`${page}/page`] = page
  for (const page of [
    '/api/lists',
    '/api/health/live',
    '/api/auth/login',
    '/api/openapi.json',
    '/icon.svg',
    '/api/auth/[...nextauth]',
    '/api/lists/[id]',
    '/uploads/[slug]/[file]',
  ])
    kinds[`${page}/route`] = page
  write('.next/app-path-routes-manifest.json', kinds)
  write('.next/prerender-manifest.json', {
    routes: { '/site/about': {}, '/site/index': {}, '/api/openapi.json': {}, '/icon.svg': {} },
  })
  write('.next/server/app/api/openapi.json.body', {
    paths: {
      '/api/lists': { get: {}, post: {} },
      '/api/lists/{id}': { get: {}, patch: {}, delete: {} },
      '/api/health/live': { get: {} },
      '/api/auth/login': { post: {} },
      '/api/openapi.json': { get: {} },
    },
  })
  write('public/images/logo.svg', '<svg/>')
  write('public/images/een foto.svg', '<svg/>')
  return dir
}

describe('methods a path does not serve', () => {
  async function serve(dir: string) {
    const methods = servedMethods(dir)
    const server = http.createServer((req, res) => {
      applySecurityHeaders(req, res)
      if (refuseBadRequest(req, res) || refuseUnservedMethod(req, res, methods)) return
      // "Next": says which method reached it.
      res.end(`next ${req.method}`)
    })
    return listen(server)
  }

  const cases: [string, string[]][] = [
    ['/images/logo.svg', ['GET', 'HEAD']],
    ['/images/een%20foto.svg', ['GET', 'HEAD']],
    ['/_next/static/chunks/0abc.js', ['GET', 'HEAD']],
    ['/_next/image?url=%2Fuploads%2Fa%2Fb.webp&w=64&q=75', ['GET', 'HEAD']],
    ['/icon.svg', ['GET', 'HEAD']],
    ['/site/about', ['GET', 'HEAD', 'POST']],
    ['/list/noor-peeters', ['GET', 'HEAD', 'POST']],
    ['/uploads/noor-peeters/0123456789abcdef0123456789abcdef.webp', ['GET', 'HEAD']],
    ['/api/lists', ['GET', 'HEAD', 'POST']],
    ['/api/lists/7', ['DELETE', 'GET', 'HEAD', 'PATCH']],
    ['/api/health/live', ['GET', 'HEAD']],
    ['/api/auth/login', ['POST']],
    ['/api/openapi.json', ['GET', 'HEAD']],
    ['/api/auth/csrf', ['GET', 'HEAD']],
    ['/api/auth/session', ['GET', 'HEAD', 'POST']],
    ['/api/auth/callback/credentials', ['POST']],
  ]

  it('answers every other method 405 with Allow, JSON under /api and a Dutch page elsewhere, and OPTIONS 204 with Allow', async () => {
    const port = await serve(fixtureBuild())
    for (const [url, served] of cases) {
      const allow = [...served, 'OPTIONS'].sort().join(', ')
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']) {
        const res = await request(port, method, url)
        if (served.includes(method)) {
          // Next gets it; HEAD on next-auth's pages reaches it as GET (it refused HEAD with 400).
          expect(res.status, `${method} ${url}`).toBe(200)
          expect(res.body, `${method} ${url}`).toBe(method === 'HEAD' ? '' : `next ${method}`)
          continue
        }
        expect([res.status, res.headers.allow], `${method} ${url}`).toEqual([method === 'OPTIONS' ? 204 : 405, allow])
        if (method === 'OPTIONS' || method === 'HEAD') expect(res.body).toBe('')
        else if (url.startsWith('/api/')) {
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
          expect(JSON.parse(res.body)).toEqual({
            error: { code: 'METHOD_NOT_ALLOWED', message: 'Deze soort aanvraag is op dit adres niet mogelijk.' },
          })
        } else {
          expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
          expect(res.body).toContain('<html lang="nl">')
          expect(res.body).toContain('Deze soort aanvraag is op dit adres niet mogelijk.')
        }
      }
    }
  })

  it('reaches next-auth with GET for a HEAD, and lets Next decide paths the build does not know', async () => {
    const req = { method: 'HEAD', url: '/api/auth/session' } as http.IncomingMessage
    expect(refuseUnservedMethod(req, {} as http.ServerResponse, servedMethods(fixtureBuild()))).toBe(false)
    expect(req.method).toBe('GET')
    const port = await serve(fixtureBuild())
    for (const url of ['/nope', '/images/nope.svg', '/api/auth/unknown-action', '/']) {
      expect((await request(port, 'PUT', url)).body, url).toBe('next PUT')
    }
  })

  it('lets Next decide everything when there is no build', async () => {
    const port = await serve(fs.mkdtempSync(path.join(os.tmpdir(), 'geboortelijst-nobuild-')))
    expect((await request(port, 'DELETE', '/images/logo.svg')).body).toBe('next DELETE')
  })

  it('route handlers outside /api serve GET only, as servedMethods assumes; the API description lists the others', async () => {
    const appDir = path.resolve(__dirname, '../../app')
    const files = (fs.readdirSync(appDir, { recursive: true }) as string[])
      .filter((f) => path.basename(f) === 'route.ts' && !f.startsWith(`api${path.sep}`))
      .map((f) => path.join(appDir, f))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(exportedMethods(await import(file)), file).toEqual(['get'])
  })
})

describe('client address', () => {
  it('ends X-Forwarded-For with the socket address, whatever the client sent', async () => {
    const server = http.createServer((req, res) => {
      appendSocketAddress(req)
      res.end(String(req.headers['x-forwarded-for']))
    })
    const port = await listen(server)
    expect((await request(port)).body).toBe('127.0.0.1')
    expect((await request(port, 'GET', '/', { 'X-Forwarded-For': '203.0.113.9' })).body).toBe('203.0.113.9, 127.0.0.1')
  })
})

describe('request log', () => {
  /** A server whose request log writes into `lines`; "Next" answers with the status in the path (`/status/500`). */
  async function logged(env: Record<string, string> = {}) {
    const lines: Record<string, unknown>[] = []
    const sink = new Writable({
      write: (chunk: Buffer, _e, done) => (lines.push(JSON.parse(chunk.toString('utf8'))), done()),
    })
    const logger = pino({ level: 'debug', base: undefined }, sink)
    const log = createRequestLog({ logger, publicFiles: new Set(['/images/logo.svg']), env })
    const server = http.createServer((req, res) => {
      log(req, res)
      res.statusCode = Number(/^\/status\/(\d+)/.exec(req.url ?? '')?.[1] ?? 200)
      res.setHeader('Set-Cookie', 'sessie=geheim')
      res.end('ok')
    })
    return { port: await listen(server), lines }
  }

  it('writes one line per request: id, method, path without its query, status and duration; assets at debug', async () => {
    const { port, lines } = await logged()
    const page = await request(port, 'GET', '/list/noor-peeters?q=jan.janssens%40example.be', {
      Cookie: 'sessie=geheim',
    })
    for (const url of [
      '/_next/static/chunks/a.js',
      '/_next/image?url=%2Fuploads%2Fa.webp&w=64&q=75',
      '/images/logo.svg',
      '/icon.svg',
      '/favicon.ico',
    ])
      await request(port, 'GET', url)
    await request(port, 'POST', '/status/500')
    await request(port, 'GET', '/images/nope.svg')
    await expect.poll(() => lines.length).toBe(8)
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: page.headers['x-request-id'],
      method: 'GET',
      path: '/list/noor-peeters',
      status: 200,
      msg: 'request',
    })
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
    expect(typeof lines[0]!.durationMs).toBe('number')
    expect(lines.slice(1, 6).map((l) => [l.path, l.level])).toEqual([
      ['/_next/static/chunks/a.js', 20],
      ['/_next/image', 20],
      ['/images/logo.svg', 20],
      ['/icon.svg', 20],
      ['/favicon.ico', 20],
    ])
    expect(lines[6]).toMatchObject({ level: 50, method: 'POST', path: '/status/500', status: 500 })
    // An asset that is not there is worth reading.
    expect(lines[7]).toMatchObject({ level: 30, path: '/images/nope.svg' })
    // Nothing of the request's data: no query, no cookie, no address.
    const all = JSON.stringify(lines)
    for (const secret of ['example.be', 'geheim', '127.0.0.1', 'q=']) expect(all).not.toContain(secret)
  })

  it('takes the id nginx sent only from a trusted proxy', async () => {
    const direct = await logged()
    const sent = { 'X-Request-Id': 'client-chosen-id-1234' }
    expect((await request(direct.port, 'GET', '/', sent)).headers['x-request-id']).not.toBe('client-chosen-id-1234')
    const proxied = await logged({ TRUSTED_PROXY_HOPS: '1' })
    expect((await request(proxied.port, 'GET', '/', sent)).headers['x-request-id']).toBe('client-chosen-id-1234')
    await expect.poll(() => proxied.lines.at(-1)?.reqId).toBe('client-chosen-id-1234')
  })
})

describe('graceful stop', () => {
  it('finishes the request under way, closes idle connections, refuses new ones, then runs the hooks and exits 0', async () => {
    const events: string[] = []
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const server = http.createServer((req, res) => {
      if (req.url === '/slow') void held.then(() => res.end('done'))
      else res.end('ok')
    })
    const silent = pino({ level: 'silent' })
    const stop = gracefulStop(server, {
      timeoutMs: 10_000,
      logger: silent,
      afterRequests: async () => void events.push('hooks'),
      exit: (code) => void events.push(`exit ${code}`),
    })
    const port = await listen(server)

    // A kept-alive connection, idle after its answer.
    const agent = new http.Agent({ keepAlive: true })
    const idle = await new Promise<net.Socket>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/', agent },
        (res) => (res.resume(), res.on('end', () => resolve(req.socket!))),
      )
      req.on('error', reject)
    })
    expect(idle.destroyed).toBe(false)
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()))
    const slow = request(port, 'GET', '/slow')
    await expect.poll(() => new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n)))).toBe(2)

    expect(stop.stopping).toBe(false)
    const stopped = stop.stop('SIGTERM')
    expect(stop.stopping).toBe(true)
    await idleClosed
    await expect(request(port)).rejects.toThrow(/ECONNREFUSED/)
    expect(events).toEqual([])

    release()
    expect(await slow).toMatchObject({ status: 200, body: 'done' })
    await stopped
    expect(events).toEqual(['hooks', 'exit 0'])
    agent.destroy()
  })

  it('exits 1 when the requests under way outlast the timeout', async () => {
    const codes: number[] = []
    const server = http.createServer(() => {})
    const port = await listen(server)
    const hanging = request(port, 'GET', '/').catch(() => undefined)
    await expect.poll(() => new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n)))).toBe(1)
    void gracefulStop(server, {
      timeoutMs: 200,
      logger: pino({ level: 'silent' }),
      afterRequests: async () => {},
      exit: (code) => void codes.push(code),
    }).stop('SIGTERM')
    await expect.poll(() => codes).toEqual([1])
    server.closeAllConnections()
    await hanging
  })
})

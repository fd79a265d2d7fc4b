// What the production server (scripts/server.mjs) does for every request before Next sees it (issue 8, decision 021):
// refuse malformed addresses, declared oversized bodies and methods a path does not serve (decision 034), and set
// the security headers, with a fresh CSP nonce that
// Next puts on the scripts it renders (it reads the nonce from the request's Content-Security-Policy header) and that
// the response puts on the scripts of pages served from Next's cache (scripts/encoded-bodies.mjs).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const messages = JSON.parse(fs.readFileSync(path.join(root, 'messages', 'nl.json'), 'utf8')).errors

/** Declared request bodies above this are answered 413 before anything reads them (REST JSON and server actions: 64 KB). */
export const BODY_LIMIT = 64 * 1024
/** Photo uploads keep their 5 MB (lib/images), plus room for the multipart envelope. */
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024
const UPLOAD_PATHS = new Set(['/api/images/upload'])
/**
 * After a 413 the rest of the refused body is read and thrown away for at most this long and this much, then the
 * connection is cut. Closing at once made the kernel reset the connection while the client was still sending, and
 * a reset discards the 413 the client had not read yet (1 in 7 tries here): nginx's lingering close, bounded.
 */
const DRAIN_MS = 2_000
const DRAIN_BYTES = 32 * 1024 * 1024

/** The origins the browser may talk to for analytics, when PostHog is configured (it loads only after consent). */
export function analyticsOrigins(env = process.env) {
  if (!env.POSTHOG_KEY?.trim()) return []
  try {
    const host = new URL(env.POSTHOG_HOST?.trim() || 'https://eu.i.posthog.com')
    const origins = [host.origin]
    // PostHog's cloud serves its extension scripts (session recording) from a sibling assets host.
    const cloud = /^(eu|us)\.i\.posthog\.com$/.exec(host.hostname)
    if (cloud) origins.push(`https://${cloud[1]}-assets.i.posthog.com`)
    return origins
  } catch {
    return []
  }
}

/**
 * The Content-Security-Policy of every answer. Scripts: our own origin and inline scripts with this request's nonce
 * only (no 'unsafe-inline'); styles allow inline (React style attributes, the consent banner). Images may come from
 * any https origin: a gift's photo can be a shop's own URL or Cloudinary. Nothing may frame the site.
 */
export function contentSecurityPolicy({ nonce, https = false, analytics = analyticsOrigins() }) {
  const extra = analytics.length ? ` ${analytics.join(' ')}` : ''
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/**
 * The policy with its script nonce replaced by `hashes` (space-separated `'sha256-…'` sources): for a page sent from
 * the cache, whose inline scripts are allowed by hash rather than by a nonce in every tag (scripts/encoded-bodies.mjs).
 * @param {string} policy a policy made by contentSecurityPolicy
 * @param {string} hashes
 */
export function withScriptHashes(policy, hashes) {
  return policy.replace(/'nonce-[^']*'/, hashes)
}

// The pages anyone sees alike, without an account: the site's pages, the search and a list's public page.
const PUBLIC_GIVER_PAGE = /^\/(?:site(?:\/[^?]*)?|list\/search|list\/[^/?]+)\/?(?:\?|$)/

/**
 * Whether `url` is one of the giver's public pages, which get no Cross-Origin-Opener-Policy (decision 021): they hold
 * nothing a cross-origin window could learn that anyone cannot read, and with COOP a visit opened from another page
 * switches browsing context group, which Lighthouse measured as about twice the total blocking time on them (issue 7:
 * /list/noor-peeters 928 against 458 ms, medians of 4, same server). Pages with personal or account data
 * (management, checkout, order confirmation, /user, /admin, /api) keep it.
 */
export function isPublicGiverPage(url = '') {
  return PUBLIC_GIVER_PAGE.test(url) && !url.startsWith('/list/tempcreate') && !url.startsWith('/list/create')
}

/**
 * Whether a reverse proxy we trust stands in front (`TRUSTED_PROXY_HOPS` ≥ 1): only then are the headers it sets
 * (`X-Forwarded-Proto`, `X-Request-Id`) believed; without one, a client could send them.
 */
export function behindTrustedProxy(env = process.env) {
  return Number(env.TRUSTED_PROXY_HOPS ?? 0) >= 1
}

/**
 * Whether the visitor reached the site over https: our own TLS socket, the scheme the nearest trusted proxy reports
 * (`X-Forwarded-Proto`, only with `TRUSTED_PROXY_HOPS` ≥ 1, as for the client address), or an https `NEXTAUTH_URL`.
 */
export function isHttps(req, env = process.env) {
  if (req.socket?.encrypted) return true
  if (behindTrustedProxy(env)) {
    const proto = req.headers['x-forwarded-proto']
    const last = (Array.isArray(proto) ? proto.join(',') : proto ?? '').split(',').map((p) => p.trim()).filter(Boolean).pop()
    if (last) return last === 'https'
  }
  return (env.NEXTAUTH_URL ?? '').startsWith('https://')
}

/** A fresh nonce for one response (128 bits, base64: the characters Next's nonce reader accepts). */
export const newNonce = () => randomBytes(16).toString('base64')

/** Sets the security headers of issue 8 on `res` and gives Next this request's nonce. @returns the nonce. */
export function applySecurityHeaders(req, res, { https = isHttps(req) } = {}) {
  // Next's hashed build files (scripts, styles, fonts) are not documents: only nosniff. A page loads a dozen of them,
  // and the full set of headers would add ~0.7 KB to each.
  if (req.url?.startsWith('/_next/static/')) {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    return undefined
  }
  const nonce = newNonce()
  const csp = contentSecurityPolicy({ nonce, https })
  // Next renders its scripts with the nonce it finds in the request's CSP header.
  req.headers['content-security-policy'] = csp
  res.setHeader('Content-Security-Policy', csp)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()')
  if (!isPublicGiverPage(req.url)) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  res.cspNonce = nonce
  res.secureCookies = https
  return nonce
}

/**
 * Reads and drops the rest of a refused body (bounded by DRAIN_MS and DRAIN_BYTES, then the connection is cut), so
 * the client reads the 413 before the connection closes; a body that ends in time leaves the connection kept alive.
 */
function dropRefusedBody(req) {
  const socket = req.socket
  let dropped = 0
  const cut = () => socket.destroy()
  const timer = setTimeout(cut, DRAIN_MS)
  timer.unref()
  req.on('data', (chunk) => {
    dropped += chunk.length
    if (dropped > DRAIN_BYTES) cut()
  })
  // The request closes when its body has ended or its connection has gone; a listener on the socket would pile up
  // on a kept-alive connection that is refused again and again.
  req.once('close', () => clearTimeout(timer))
}

function refuse(req, res, status, code, message) {
  const api = (req.url ?? '').startsWith('/api/')
  res.statusCode = status
  res.setHeader('Cache-Control', 'no-store')
  if (status === 413 || status === 405) dropRefusedBody(req)
  if (api) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.end(JSON.stringify({ error: { code, message } }))
  } else {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    const escaped = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
    res.end(`<!DOCTYPE html><html lang="nl"><meta charset="utf-8"><title>${escaped}</title><p>${escaped}</p><p><a href="/site/index">${messages.backHome}</a></p></html>`)
  }
}

/**
 * Refuses what must not reach Next (issue 8): an address whose path is not valid percent-encoded UTF-8 (`/list/%FF`
 * made Next answer 500) with 400, and a body declared larger than its path allows with 413 (a body without a declared
 * length is counted by the REST handlers and Next's server-action parser instead).
 * @returns true when the request was answered here.
 */
export function refuseBadRequest(req, res) {
  let pathname
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    decodeURIComponent(pathname)
  } catch {
    refuse(req, res, 400, 'BAD_REQUEST', messages.badAddress)
    return true
  }
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > (UPLOAD_PATHS.has(pathname) ? UPLOAD_BODY_LIMIT : BODY_LIMIT)) {
    // The body is never parsed: what still arrives is dropped, within bounds, so the client gets this answer.
    refuse(req, res, 413, 'PAYLOAD_TOO_LARGE', messages.requestTooLarge)
    return true
  }
  return false
}

/**
 * The production server's connection limits, from the environment (README, Configuration; decision 034). Without
 * them one client holding thousands of connections that never finish their headers used up the process's file
 * descriptors, and list pages failed. Photo uploads (5 MB) must still arrive over a slow phone connection within
 * the request timeout.
 * @returns {{ maxConnections: number, headersTimeout: number, requestTimeout: number, keepAliveTimeout: number, connectionsCheckingInterval: number }}
 *   numbers of connections and milliseconds
 * @param {Record<string, string | undefined>} [env]
 */
export function connectionLimits(env = process.env) {
  const positive = (name, fallback) => {
    const value = Number(env[name])
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback
  }
  const requestTimeout = positive('REQUEST_TIMEOUT_MS', 180_000)
  const headersTimeout = Math.min(positive('HEADERS_TIMEOUT_MS', 10_000), requestTimeout)
  return {
    maxConnections: positive('MAX_CONNECTIONS', 2_000),
    headersTimeout,
    requestTimeout,
    keepAliveTimeout: positive('KEEP_ALIVE_TIMEOUT_MS', 5_000),
    // Node looks for connections past either timeout on this interval (30 s by default, which would triple the
    // header timeout's 10 s).
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersTimeout / 10))),
  }
}

/**
 * The open-file limit of this process (Node raises the soft limit to the hard one at start), or undefined where
 * /proc is missing or the limit is unlimited.
 */
export function openFileLimit() {
  try {
    const line = fs.readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'))
    const soft = Number(line?.split(/\s{2,}/)[1])
    return Number.isFinite(soft) ? soft : undefined
  } catch {
    return undefined
  }
}

/** Files this process needs besides its clients' connections: the database pool, Redis, SMTP, its own code and images. */
export const FILE_HEADROOM = 256

/**
 * Puts `limits` on `server` (made with `{ connectionsCheckingInterval: limits.connectionsCheckingInterval }`): beyond
 * `maxConnections` a new connection is closed at once; the cap is lowered to fit the open-file limit, so the
 * process never runs out of descriptors for its database and files.
 * @returns the cap in force, and the open-file limit when that lowered it
 */
export function applyConnectionLimits(server, limits, fileLimit = openFileLimit()) {
  const fits = fileLimit === undefined ? Infinity : Math.max(16, fileLimit - FILE_HEADROOM)
  server.maxConnections = Math.min(limits.maxConnections, fits)
  server.headersTimeout = limits.headersTimeout
  server.requestTimeout = limits.requestTimeout
  server.keepAliveTimeout = limits.keepAliveTimeout
  return { maxConnections: server.maxConnections, loweredBy: fits < limits.maxConnections ? fileLimit : undefined }
}

const READ = ['GET', 'HEAD']
const PAGE = ['GET', 'HEAD', 'POST']

/**
 * next-auth 4's actions (`/api/auth/<action>/…`) and the methods each answers (next-auth/core/index.js); any other
 * method it answers 400, and GET on the credentials callback 500. `callback` takes GET only for OAuth and e-mail
 * providers, and this site has the credentials provider alone (lib/auth/options.ts).
 */
const NEXT_AUTH_ACTIONS = {
  providers: ['GET'],
  session: ['GET', 'POST'],
  csrf: ['GET'],
  signin: ['GET', 'POST'],
  signout: ['GET', 'POST'],
  callback: ['POST'],
  'verify-request': ['GET'],
  error: ['GET'],
  _log: ['POST'],
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Every file under `dir` as its URL path ('/images/logo.svg'). */
function publicPaths(dir, prefix = '') {
  const out = []
  let entries = []
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return out
  }
  for (const entry of entries) {
    if (entry.isDirectory()) out.push(...publicPaths(path.join(dir, entry.name), `${prefix}/${entry.name}`))
    else out.push(`${prefix}/${entry.name}`)
  }
  return out
}

/**
 * The methods each path serves, from what the build wrote into `dir` (the app's folder: the checkout or
 * .next/standalone): the files under public/ and Next's build files serve GET and HEAD; the routes of
 * .next/routes-manifest.json are pages (GET, HEAD, and POST for server actions) or route handlers: prerendered ones
 * (icons, the API description) serve GET and HEAD, the REST paths what the API description the build prerendered
 * lists for them (tests/integration/openapi-contract.test.ts holds it to the route modules' exports), next-auth's
 * what it answers, and any other route handler GET and HEAD (tests/integration/http-edge.test.ts holds those to it).
 * Without a build everything goes to Next as before.
 * @returns `(pathname) => methods` (upper case, without OPTIONS), undefined for a path Next decides alone
 */
export function servedMethods(dir = root) {
  const next = path.join(dir, '.next')
  const manifest = readJson(path.join(next, 'routes-manifest.json'))
  const kinds = readJson(path.join(next, 'app-path-routes-manifest.json')) ?? {}
  const prerendered = readJson(path.join(next, 'prerender-manifest.json'))?.routes ?? {}
  const api = readJson(path.join(next, 'server', 'app', 'api', 'openapi.json.body'))?.paths ?? {}
  const files = new Set(publicPaths(path.join(dir, 'public')))
  const handlers = new Set(Object.entries(kinds).filter(([entry]) => entry.endsWith('/route')).map(([, route]) => route))
  const statics = new Set((manifest?.staticRoutes ?? []).map((r) => r.page))
  const dynamics = (manifest?.dynamicRoutes ?? []).map((r) => ({ page: r.page, regex: new RegExp(r.regex) }))

  /** The methods of the route handler `page` ('/api/lists/[id]'), for `pathname`. */
  function handlerMethods(page, pathname) {
    if (prerendered[page]) return READ
    if (page === '/api/auth/[...nextauth]') {
      const methods = NEXT_AUTH_ACTIONS[pathname.split('/')[3]]
      return methods && withHead(methods)
    }
    if (page.startsWith('/api/')) {
      const item = api[page.replace(/\[([^\]]+)\]/g, '{$1}')]
      return item && withHead(Object.keys(item).map((m) => m.toUpperCase()))
    }
    return READ
  }

  return (pathname) => {
    let decoded = pathname
    try {
      decoded = decodeURIComponent(pathname)
    } catch {}
    if (files.has(decoded) || pathname.startsWith('/_next/static/') || pathname === '/_next/image') return READ
    // Static routes first, then the dynamic ones in the manifest's order, as Next matches them.
    const bare = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
    const page = statics.has(bare) ? bare : dynamics.find((r) => r.regex.test(pathname))?.page
    if (!page) return undefined
    return handlers.has(page) ? handlerMethods(page, pathname) : PAGE
  }
}

const withHead = (methods) => (methods.includes('GET') && !methods.includes('HEAD') ? [...methods, 'HEAD'] : methods)

/**
 * Answers a method the path does not serve with 405 and `Allow` (Next answered 500 for POST to a public file, 405
 * without `Allow` for a method a route handler lacks, and rendered pages for PUT or DELETE), and OPTIONS with 204
 * and `Allow`. HEAD on next-auth's pages goes to it as GET, which it serves without the body (it refused HEAD with
 * 400). Other requests go on to Next.
 * @param methods what servedMethods() made
 * @returns true when the request was answered here.
 */
export function refuseUnservedMethod(req, res, methods) {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
  const served = methods(pathname)
  if (!served || served.includes(req.method)) {
    // Node already knows this is a HEAD: the answer goes without its body.
    if (req.method === 'HEAD' && served && pathname.startsWith('/api/auth/')) req.method = 'GET'
    return false
  }
  const allow = [...served, 'OPTIONS'].sort().join(', ')
  res.setHeader('Allow', allow)
  if (req.method === 'OPTIONS') {
    res.statusCode = 204
    res.end()
    return true
  }
  refuse(req, res, 405, 'METHOD_NOT_ALLOWED', messages.httpMethodNotAllowed)
  return true
}

// What the production server (scripts/server.mjs) does for every request before Next sees it (issue 8, decision 021):
// refuse malformed addresses and declared oversized bodies, and set the security headers, with a fresh CSP nonce that
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
  if (status === 413) dropRefusedBody(req)
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

// The security headers of every answer, with a fresh CSP nonce per answer: Next puts it on the scripts it renders (it
// reads it from the request's Content-Security-Policy header), and prepared-bodies.ts puts it on the scripts of pages
// sent from Next's cache (decision 021). Scripts never run from 'unsafe-inline'.
import { randomFillSync } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Env, isHttps } from './client-address'

/** The origins the browser may talk to for analytics, when PostHog is configured (it loads only after consent). */
export function analyticsOrigins(env: Env = process.env): string[] {
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
 * The Content-Security-Policy of every answer. Scripts: our own origin and inline scripts with this answer's nonce
 * only; styles allow inline (React style attributes, the consent banner). Images may come from any https origin: a
 * gift's photo can be a shop's own URL or Cloudinary. Nothing may frame the site.
 */
export function contentSecurityPolicy({
  nonce,
  https = false,
  analytics = analyticsOrigins(),
}: {
  nonce: string
  https?: boolean
  analytics?: string[]
}): string {
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

// The pages anyone sees alike, without an account: the site's pages, the search and a list's public page.
const PUBLIC_GIVER_PAGE = /^\/(?:site(?:\/[^?]*)?|list\/search|list\/[^/?]+)\/?(?:\?|$)/

/**
 * Whether `url` is one of the giver's public pages, which get no Cross-Origin-Opener-Policy: they hold nothing a
 * cross-origin window could learn that anyone cannot read, and COOP about doubled their total blocking time
 * (decision 021). Pages with personal or account data (management, checkout, order confirmation, /user, /admin,
 * /api) keep it.
 */
export function isPublicGiverPage(url = ''): boolean {
  return PUBLIC_GIVER_PAGE.test(url) && !url.startsWith('/list/tempcreate') && !url.startsWith('/list/create')
}

const NONCE_BYTES = 16
// Random bytes for 256 nonces at a time: asking the system for 16 bytes per answer was 5 % of a cached page's cost.
// Each byte is still used for one nonce only.
const noncePool = Buffer.alloc(NONCE_BYTES * 256)
let nonceOffset = noncePool.byteLength

/** A fresh nonce for one answer (128 bits, base64: the characters Next's nonce reader accepts). */
export function newNonce(): string {
  if (nonceOffset === noncePool.byteLength) {
    randomFillSync(noncePool)
    nonceOffset = 0
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES)
  nonceOffset += NONCE_BYTES
  return nonce
}

/**
 * Sets the security headers on `res` and gives Next this answer's nonce through the request's CSP header.
 * Next's hashed build files (`/_next/static/…`) are not documents and get `nosniff` only: a page loads a dozen of
 * them, and the full set would add ~0.7 KB to each.
 * @returns the nonce, or undefined for a build file
 */
export function applySecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  { https = isHttps(req) }: { https?: boolean } = {},
): string | undefined {
  if (req.url?.startsWith('/_next/static/')) {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    return undefined
  }
  const nonce = newNonce()
  const csp = contentSecurityPolicy({ nonce, https })
  req.headers['content-security-policy'] = csp
  res.setHeader('Content-Security-Policy', csp)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  )
  if (!isPublicGiverPage(req.url)) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  return nonce
}

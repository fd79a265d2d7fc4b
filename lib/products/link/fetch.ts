import 'server-only'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'

/** Most redirects followed for one address. */
export const MAX_REDIRECTS = 5
/** Most bytes read of a product page. */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024
/** Longest wait for one address, redirects and body included. */
export const FETCH_TIMEOUT_MS = 8000

/** Why an address was not read: refused before connecting, or tried and not readable. */
export type FetchFailure =
  | { kind: 'refused'; reason: 'scheme' | 'address' | 'redirects' }
  | { kind: 'unreadable'; reason: 'status' | 'type' | 'size' | 'timeout' | 'network' }

/** A page read from a public web server. */
export interface FetchedPage {
  /** The address the body came from, after redirects. */
  url: string
  contentType: string
  body: Buffer
}

export class PublicFetchError extends Error {
  constructor(readonly failure: FetchFailure) {
    super(`${failure.kind}: ${failure.reason}`)
  }
}

export interface PublicFetchOptions {
  maxBytes?: number
  timeoutMs?: number
  /** Media types accepted, as prefixes of Content-Type (`text/html`, `image/`). */
  accept: string[]
  /** For tests: how host names resolve (the address checks apply to what it answers). */
  lookup?: LookupFunction
}

/**
 * The loopback origins a test serves shop pages from (`PRODUCT_LINK_TEST_ORIGINS`, e.g. `http://127.0.0.1:4010`):
 * only these exact origins may be read on a loopback address. Any other origin, and every private address, stays
 * refused. A test-only setting: never set in production.
 */
export function testOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const origins = new Set<string>()
  for (const value of (env.PRODUCT_LINK_TEST_ORIGINS ?? '').split(',')) {
    try {
      const url = new URL(value.trim())
      if (url.protocol === 'http:' && ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname)) {
        origins.add(url.origin)
      }
    } catch {
      // Not an address: ignored.
    }
  }
  return origins
}

const agents = {
  'http:': new RequestFilteringHttpAgent({ keepAlive: false }),
  'https:': new RequestFilteringHttpsAgent({ keepAlive: false }),
}
const loopbackAgent = new RequestFilteringHttpAgent({ keepAlive: false, allowIPAddressList: ['127.0.0.1', '::1'] })

/** One GET without following redirects: the status, the Location and, for a 2xx, the body up to `maxBytes`. */
function getOnce(
  url: URL,
  options: Required<Pick<PublicFetchOptions, 'maxBytes' | 'accept'>> & Pick<PublicFetchOptions, 'lookup'>,
  signal: AbortSignal,
): Promise<{ status: number; location?: string; contentType: string; body: Buffer }> {
  const agent = testOrigins().has(url.origin) ? loopbackAgent : agents[url.protocol as 'http:' | 'https:']
  const get = url.protocol === 'https:' ? https.get : http.get
  return new Promise((resolve, reject) => {
    const req = get(
      url,
      {
        agent,
        signal,
        lookup: options.lookup,
        // No cookies, no credentials: a plain visitor's request.
        headers: {
          accept: options.accept.map((type) => (type.endsWith('/') ? `${type}*` : type)).join(', '),
          'accept-language': 'nl-BE,nl;q=0.9,fr;q=0.6,en;q=0.4',
          'user-agent': 'Mozilla/5.0 (compatible; GeboortelijstBot/1.0; +https://geboortelijst.be)',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0
        const contentType = String(res.headers['content-type'] ?? '')
        if (status >= 300 && status < 400) {
          res.resume()
          return resolve({ status, location: res.headers.location, contentType, body: Buffer.alloc(0) })
        }
        if (status < 200 || status >= 300) {
          res.resume()
          return reject(new PublicFetchError({ kind: 'unreadable', reason: 'status' }))
        }
        if (!options.accept.some((type) => contentType.toLowerCase().startsWith(type))) {
          res.destroy()
          return reject(new PublicFetchError({ kind: 'unreadable', reason: 'type' }))
        }
        if (Number(res.headers['content-length'] ?? 0) > options.maxBytes) {
          res.destroy()
          return reject(new PublicFetchError({ kind: 'unreadable', reason: 'size' }))
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.byteLength
          if (size > options.maxBytes) {
            res.destroy()
            return reject(new PublicFetchError({ kind: 'unreadable', reason: 'size' }))
          }
          chunks.push(chunk)
        })
        res.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
  })
}

/**
 * Reads `address` as a visitor's browser would, but only from public web servers: http and https only; every address
 * a host name resolves to is checked on the connection itself (loopback, private, link-local with the cloud metadata
 * address, CGNAT, multicast and reserved ranges, IPv4 and IPv6, are refused by `request-filtering-agent`), again on
 * each redirect; at most MAX_REDIRECTS redirects, `maxBytes` (MAX_PAGE_BYTES) and `timeoutMs` (FETCH_TIMEOUT_MS) in all;
 * no cookies are sent.
 * @throws PublicFetchError `refused` (scheme, address, redirects) or `unreadable` (status, type, size, timeout,
 *   network).
 */
export async function fetchPublic(address: string, options: PublicFetchOptions): Promise<FetchedPage> {
  const maxBytes = options.maxBytes ?? MAX_PAGE_BYTES
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS)
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new PublicFetchError({ kind: 'refused', reason: 'scheme' })
  }
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new PublicFetchError({ kind: 'refused', reason: 'scheme' })
    }
    let answer
    try {
      answer = await getOnce(url, { maxBytes, accept: options.accept, lookup: options.lookup }, signal)
    } catch (error) {
      if (error instanceof PublicFetchError) throw error
      if (signal.aborted) throw new PublicFetchError({ kind: 'unreadable', reason: 'timeout' })
      // request-filtering-agent refuses a connection to a non-public address with this message.
      if (error instanceof Error && /is not allowed|DNS lookup .* is not allowed/i.test(error.message)) {
        throw new PublicFetchError({ kind: 'refused', reason: 'address' })
      }
      throw new PublicFetchError({ kind: 'unreadable', reason: 'network' })
    }
    if (!answer.location && answer.status >= 300) throw new PublicFetchError({ kind: 'unreadable', reason: 'status' })
    if (!answer.location) return { url: url.toString(), contentType: answer.contentType, body: answer.body }
    if (redirects >= MAX_REDIRECTS) throw new PublicFetchError({ kind: 'refused', reason: 'redirects' })
    try {
      url = new URL(answer.location, url)
    } catch {
      throw new PublicFetchError({ kind: 'unreadable', reason: 'status' })
    }
  }
}

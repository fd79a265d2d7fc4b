// The production server's answers (scripts/server.mjs), for how Next.js sends a page from its cache: it keeps the
// page's HTML as one JavaScript string and ends the response with that string.
// - Node would encode ~170 KB of UTF-16 to UTF-8 into a freshly allocated buffer on every request (a large malloc,
//   i.e. mmap/munmap, and the copy): that alone held the cached list page to ~57 % of the requests per second of a
//   static route serving the same bytes as a Buffer (issue 7, decision 020). Here each such body is encoded once and
//   its bytes reused while the same text is sent again.
// - Its scripts carry no nonce, or the nonce of the request that rendered it: each `<script` tag gets this
//   response's CSP nonce (issue 8, decision 021), so the page stays cached while every answer has a fresh nonce.
// Compression comes after this (server.mjs compresses, not Next): the nonce goes into the text before it is gzipped.
import http from 'node:http'
import { LRUCache } from 'lru-cache'

/** Bodies below this many characters are encoded per request as before, unless they are HTML (their scripts need the nonce). */
export const MIN_CACHED_BODY_CHARS = 32 * 1024

// `<script` (or `<link`, which Next gives the rendering request's nonce too) and its attributes up to the end of the
// tag. React escapes `<` in text and attribute values, and Next's inline scripts escape it in their data, so in a
// rendered page this only matches real tags.
const NONCED_TAG = /<(script|link)\b([^>]*)>/gi
const NONCE_ATTRIBUTE = /\snonce=(?:"[^"]*"|'[^']*'|[^\s>]*)/gi
const HOLE = '\u0000nonce\u0000'

/**
 * A body prepared for sending: `parts` are its UTF-8 bytes cut where a nonce attribute goes (after each `<script`/`<link`,
 * any nonce it had removed); one part when it has no script tag or is not HTML.
 */
function prepare(text, html) {
  if (!html || !/<script\b/i.test(text)) return { parts: [Buffer.from(text, 'utf8')] }
  // Every script gets the nonce; a link only when Next gave it one (its stylesheet and script preloads), so the
  // page's other links stay as they were rendered.
  const marked = text.replace(NONCED_TAG, (whole, tag, attributes) =>
    tag.toLowerCase() === 'script' || /\snonce=/i.test(attributes) ? `<${tag}${HOLE}${attributes.replace(NONCE_ATTRIBUTE, '')}>` : whole)
  return { parts: marked.split(HOLE).map((part) => Buffer.from(part, 'utf8')) }
}

/**
 * Prepared bodies by their text (and whether it is HTML). The lookup compares strings by content (SameValueZero), so
 * a hit is always the exact bytes of the text being sent; when Next hands over the very string object it cached, the
 * comparison is a pointer check. Bounded by bytes: at most `maxBytes` of prepared bodies are kept beside Next's cache.
 */
export function createEncodedBodyCache({ maxBytes = 64 * 1024 * 1024 } = {}) {
  const sizeOf = (body) => body.parts.reduce((n, b) => n + b.byteLength, 0) || 1
  const caches = { html: new LRUCache({ maxSize: maxBytes / 2, sizeCalculation: sizeOf }), other: new LRUCache({ maxSize: maxBytes / 2, sizeCalculation: sizeOf }) }
  return {
    /**
     * @param {string} text a response body about to be written as UTF-8
     * @param {boolean} html whether it is an HTML page (its script tags get the response's nonce)
     * @returns {{ parts: Buffer[] }} its UTF-8 bytes, cut where nonces go; prepared once per distinct text while cached
     */
    prepare(text, html = false) {
      const cache = html ? caches.html : caches.other
      let body = cache.get(text)
      if (!body) {
        body = prepare(text, html)
        cache.set(text, body)
      }
      return body
    },
    get size() {
      return caches.html.size + caches.other.size
    },
  }
}

const isUtf8 = (encoding) => encoding === undefined || encoding === 'utf8' || encoding === 'utf-8'

/**
 * Makes `res.end(text)` send prepared bytes: for an HTML page, or any string of ≥ 32 K characters, its bytes from
 * `cache`, with `nonce` on every script tag of an HTML page and Content-Length set to the bytes actually sent. Wraps
 * the `end` that `res` has now (Node's, or compression's: call this after compression is set up), so what it sends
 * still goes through compression. Any other call (`write`, Buffers, other encodings) is left as it was.
 * @param {http.ServerResponse} res
 * @param {{ cache: ReturnType<typeof createEncodedBodyCache>, nonce?: string }} options
 */
export function sendPreparedBodies(res, { cache, nonce }) {
  const end = res.end
  const nonceBytes = nonce ? Buffer.from(` nonce="${nonce}"`, 'latin1') : Buffer.alloc(0)
  res.end = function preparedEnd(chunk, encoding, callback) {
    if (typeof chunk === 'string' && (typeof encoding === 'function' || isUtf8(encoding)) && !res.headersSent) {
      const done = typeof encoding === 'function' ? encoding : callback
      const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
      if (html || chunk.length >= MIN_CACHED_BODY_CHARS) {
        const { parts } = cache.prepare(chunk, html)
        if (parts.length === 1) return end.call(res, parts[0], done)
        res.setHeader('Content-Length', parts.reduce((n, part) => n + part.byteLength, 0) + nonceBytes.byteLength * (parts.length - 1))
        // Corked while writing: headers and every part leave in one writev. Uncorked before end(): with compression
        // the gzip output is written later, and a still-corked response would never drain (compression waits for it).
        res.cork()
        for (let i = 0; i < parts.length; i++) {
          if (i > 0 && nonceBytes.byteLength) res.write(nonceBytes)
          if (parts[i].byteLength) res.write(parts[i])
        }
        res.uncork()
        return end.call(res, done)
      }
    }
    return end.call(res, chunk, encoding, callback)
  }
}

/**
 * A ServerResponse class for `http.createServer({ ServerResponse })` that, when `secureCookies` is set on the
 * response (the visitor came over https), gives every Set-Cookie the `Secure` attribute.
 */
export class ServerResponseWithSecureCookies extends http.ServerResponse {
  setHeader(name, value) {
    if (this.secureCookies && name.toLowerCase() === 'set-cookie') value = withSecure(value)
    return super.setHeader(name, value)
  }

  appendHeader(name, value) {
    if (this.secureCookies && name.toLowerCase() === 'set-cookie') value = withSecure(value)
    return super.appendHeader(name, value)
  }
}

/** The cookie(s) with the `Secure` attribute added where it is missing. */
function withSecure(value) {
  const add = (cookie) => (/;\s*secure\s*(;|$)/i.test(String(cookie)) ? cookie : `${cookie}; Secure`)
  return Array.isArray(value) ? value.map(add) : add(value)
}

// How cached pages leave the server (decisions 020, 021). Next keeps a cached page's HTML as one JavaScript string and
// ends the response with it: Node would encode its ~170 KB to UTF-8 into a fresh buffer on every request, and its
// scripts carry no nonce or the nonce of the request that rendered it. Here each such body is encoded once, cut
// where a nonce attribute goes, and sent with this answer's nonce. Compression comes after this, so the nonce is in
// before the page is gzipped.
import type { ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'

/** Bodies below this many characters are encoded per request, as Node does, unless they are HTML. */
export const MIN_CACHED_BODY_CHARS = 32 * 1024

// `<script` (or `<link`, which Next gives the rendering request's nonce too) and its attributes up to the end of the
// tag. React escapes `<` in text and attribute values, and Next's inline scripts escape it in their data, so in a
// rendered page this only matches real tags.
const NONCED_TAG = /<(script|link)\b([^>]*)>/gi
const NONCE_ATTRIBUTE = /\snonce=(?:"[^"]*"|'[^']*'|[^\s>]*)/gi
const HOLE = '\u0000nonce\u0000'

/** A body ready to send: its UTF-8 bytes, cut where a nonce attribute goes (one part when there is none). */
export interface PreparedBody {
  parts: Buffer[]
}

/** Encodes `text`, cutting it after each `<script` (and each `<link` Next gave a nonce) with its old nonce removed. */
function prepare(text: string, html: boolean): PreparedBody {
  if (!html || !/<script\b/i.test(text)) return { parts: [Buffer.from(text, 'utf8')] }
  // Every script gets the nonce; a link only when Next gave it one (its stylesheet and script preloads).
  const marked = text.replace(NONCED_TAG, (whole: string, tag: string, attributes: string) =>
    tag.toLowerCase() === 'script' || /\snonce=/i.test(attributes)
      ? `<${tag}${HOLE}${attributes.replace(NONCE_ATTRIBUTE, '')}>`
      : whole,
  )
  return { parts: marked.split(HOLE).map((part) => Buffer.from(part, 'utf8')) }
}

/** Prepared bodies by their text, see createPreparedBodyCache. */
export interface PreparedBodyCache {
  /** The prepared form of `text` (`html`: its script tags get the answer's nonce); prepared once while cached. */
  prepare(text: string, html?: boolean): PreparedBody
  /** How many prepared bodies are kept. */
  readonly size: number
}

/**
 * Prepared bodies by their text. The lookup compares strings by content, so a hit is always the exact bytes of the
 * text being sent; when Next hands over the very string it cached, the comparison is a pointer check. At most
 * `maxBytes` of prepared bodies are kept beside Next's cache.
 */
export function createPreparedBodyCache({
  maxBytes = 64 * 1024 * 1024,
}: { maxBytes?: number } = {}): PreparedBodyCache {
  const sizeOf = (body: PreparedBody) => body.parts.reduce((n, b) => n + b.byteLength, 0) || 1
  const make = () => new LRUCache<string, PreparedBody>({ maxSize: maxBytes / 2, sizeCalculation: sizeOf })
  const caches = { html: make(), other: make() }
  return {
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

const isUtf8 = (encoding: unknown) => encoding === undefined || encoding === 'utf8' || encoding === 'utf-8'
type End = ServerResponse['end']
type Callback = () => void

/**
 * Makes `res.end(text)` send prepared bytes: for an HTML page, or any string of ≥ MIN_CACHED_BODY_CHARS characters,
 * its bytes from `cache`, with `nonce` on every script tag of an HTML page and Content-Length set to the bytes sent.
 * Wraps the `end` that `res` has now (call it after compression is set up, so what it sends is still compressed).
 * Any other call (`write`, Buffers, other encodings) goes on as it was.
 */
export function sendPreparedBodies(
  res: ServerResponse,
  { cache, nonce }: { cache: PreparedBodyCache; nonce?: string },
): void {
  const end = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse
  const nonceBytes = nonce ? Buffer.from(` nonce="${nonce}"`, 'latin1') : Buffer.alloc(0)
  const preparedEnd = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk === 'string' && (typeof encoding === 'function' || isUtf8(encoding)) && !res.headersSent) {
      const done = (typeof encoding === 'function' ? encoding : callback) as Callback | undefined
      const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
      if (html || chunk.length >= MIN_CACHED_BODY_CHARS) {
        const { parts } = cache.prepare(chunk, html)
        if (parts.length === 1) return end.call(res, parts[0], done)
        // One buffer per answer: a copy of the page's bytes costs less than handing each part to the socket.
        const pieces: Buffer[] = []
        parts.forEach((part, i) => {
          if (i > 0 && nonceBytes.byteLength) pieces.push(nonceBytes)
          pieces.push(part)
        })
        const body = Buffer.concat(pieces)
        // Next set the length of the text it had, without this answer's nonce.
        res.setHeader('Content-Length', body.byteLength)
        return end.call(res, body, done)
      }
    }
    return end.call(res, chunk, encoding, callback)
  }
  res.end = preparedEnd as End
}

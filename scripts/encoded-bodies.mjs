// The production server's answer to how Next.js sends a cached page: it keeps the page's HTML as one JavaScript string
// and ends the response with that string, so Node encodes ~170 KB of UTF-16 to UTF-8 into a freshly allocated buffer
// on every request (a large malloc, i.e. mmap/munmap, and the copy). That cost alone held the cached list page to
// ~57 % of the requests per second of a static route serving the same bytes as a Buffer (issue 7, decision 020).
// Here the UTF-8 bytes of each large body are encoded once and reused while the same text is sent again.
import http from 'node:http'
import { LRUCache } from 'lru-cache'

/** Bodies below this many characters are encoded per request as before: small strings are cheap to encode. */
export const MIN_CACHED_BODY_CHARS = 32 * 1024

/**
 * Encoded bodies by their text. A Map-like lookup compares strings by content (SameValueZero), so a hit is always the
 * exact bytes of the text being sent; when Next hands over the very string object it cached, the comparison is a
 * pointer check. Bounded by bytes: at most `maxBytes` of encoded pages are kept beside Next's own cache.
 */
export function createEncodedBodyCache({ maxBytes = 64 * 1024 * 1024 } = {}) {
  const cache = new LRUCache({ maxSize: maxBytes, sizeCalculation: (buffer) => buffer.byteLength })
  return {
    /**
     * @param {string} text a response body about to be written as UTF-8
     * @returns {Buffer} its UTF-8 bytes, encoded once per distinct text while it stays in the cache
     */
    encode(text) {
      let buffer = cache.get(text)
      if (!buffer) {
        buffer = Buffer.from(text, 'utf8')
        cache.set(text, buffer)
      }
      return buffer
    },
    get size() {
      return cache.size
    },
  }
}

const isUtf8 = (encoding) => encoding === undefined || encoding === 'utf8' || encoding === 'utf-8'

/**
 * A ServerResponse class for `http.createServer({ ServerResponse })` whose `end(text)` sends a large string body as
 * its cached UTF-8 bytes. Same bytes on the wire, same headers (Next has already set Content-Length from the text);
 * any other call (`write`, small bodies, other encodings, Buffers) goes to Node's own `end` unchanged.
 */
export function serverResponseWithEncodedBodies(cache = createEncodedBodyCache()) {
  return class ServerResponseWithEncodedBodies extends http.ServerResponse {
    end(chunk, encoding, callback) {
      if (typeof chunk === 'string' && chunk.length >= MIN_CACHED_BODY_CHARS && (typeof encoding === 'function' || isUtf8(encoding))) {
        return typeof encoding === 'function' ? super.end(cache.encode(chunk), encoding) : super.end(cache.encode(chunk), callback)
      }
      return super.end(chunk, encoding, callback)
    }
  }
}

// Compression happens here, not in Next (`compress: false`): a cached page's nonce must be in before it is gzipped.
import type { IncomingMessage, ServerResponse } from 'node:http'
import compression from 'compression'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * gzip as Next compressed before: `compression` would pick brotli at quality 4, which sent the pages' scripts ~2 %
 * larger than gzip (decision 021). Calls `next` once the response is set up to compress.
 */
export function createCompression(): Middleware {
  const compress = compression() as unknown as Middleware
  return (req, res, next) => {
    const accepted = req.headers['accept-encoding']
    if (typeof accepted === 'string' && /\bbr\b/i.test(accepted)) {
      req.headers['accept-encoding'] = accepted
        .split(',')
        .filter((e) => !/^\s*br\b/i.test(e))
        .join(',')
    }
    compress(req, res, next)
  }
}

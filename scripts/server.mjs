// The production HTTP server of `npm start`: Next's request handler behind Node's own http server, so that every
// request's X-Forwarded-For ends with the socket address this server saw, as a reverse proxy appends it. `next start`
// keeps a client-sent header as it is, which would let anyone choose the address the rate limits count
// (docs/decisions/007-client-address.md). Respects PORT (default 3000) and HOSTNAME (default all interfaces).
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import next from 'next'
import { createEncodedBodyCache, sendPreparedBodies, ServerResponseWithSecureCookies } from './encoded-bodies.mjs'
import { applySecurityHeaders, refuseBadRequest } from './http-hardening.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || undefined

const app = next({ dev: false, dir: root, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

// Cached pages are sent as bytes encoded once, not re-encoded from Next's string per request (decision 020), with
// this response's nonce on their scripts (decision 021); then compressed here (Next's own compression is off: it would
// compress before the nonce is in).
const bodies = createEncodedBodyCache()
const compress = compression()
const server = http.createServer({ ServerResponse: ServerResponseWithSecureCookies }, (req, res) => {
  const peer = req.socket.remoteAddress ?? 'unknown'
  const forwarded = req.headers['x-forwarded-for']
  const previous = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded
  req.headers['x-forwarded-for'] = previous ? `${previous}, ${peer}` : peer
  // Security headers and this response's CSP nonce on everything; malformed addresses and oversized bodies stop here
  // (issue 8, decision 021).
  const nonce = applySecurityHeaders(req, res)
  if (refuseBadRequest(req, res)) return
  // gzip, as Next compressed before: `compression` would pick brotli at quality 4, which sent the pages' scripts
  // ~2 % larger than gzip (decision 021).
  const accepted = req.headers['accept-encoding']
  if (typeof accepted === 'string' && /\bbr\b/i.test(accepted)) req.headers['accept-encoding'] = accepted.split(',').filter((e) => !/^\s*br\b/i.test(e)).join(',')
  compress(req, res, () => {
    sendPreparedBodies(res, { cache: bodies, nonce })
    handle(req, res).catch((error) => {
      console.error('[server] unhandled request error', error?.name, error?.code ?? '', String(error?.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n')) // no message: it may quote the request's data
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
})
server.listen(port, hostname, () => console.log(`[server] listening on http://${hostname ?? 'localhost'}:${port}`))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections can hold close() open: do not wait for them forever.
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}

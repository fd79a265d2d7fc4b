// The production HTTP server of `npm start`: Next's request handler behind Node's own http server, so that every
// request's X-Forwarded-For ends with the socket address this server saw, as a reverse proxy appends it. `next start`
// keeps a client-sent header as it is, which would let anyone choose the address the rate limits count
// (docs/decisions/007-client-address.md). Respects PORT (default 3000) and HOSTNAME (default all interfaces).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { format } from 'node:util'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import next from 'next'
import { createEncodedBodyCache, sendPreparedBodies, ServerResponseWithSecureCookies } from './encoded-bodies.mjs'
import { applyConnectionLimits, applySecurityHeaders, behindTrustedProxy, connectionLimits, refuseBadRequest, refuseUnservedMethod, servedMethods } from './http-hardening.mjs'
import { logger } from '../lib/log/index.mjs'
import { requestContext, runShutdownHooks } from '../lib/log/request-context.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || undefined

// Every other line of this process (our modules' errors, logged through describeError without personal data, and
// Next's own) becomes a JSON line too, with the request id when written while a request is served (decision 029).
// Next warns that "next start" does not work with output: standalone whenever next() runs on a standalone build; this
// server is not "next start" but the standalone entry point we complete ourselves (decision 032), so that one line
// would only send operators looking for a fault that is not there.
const NOT_NEXT_START = /"next start" does not work with "output: standalone"/
for (const [method, level] of [['log', 'info'], ['info', 'info'], ['warn', 'warn'], ['error', 'error']]) {
  console[method] = (...args) => {
    const line = format(...args)
    if (!NOT_NEXT_START.test(line)) logger[level](line)
  }
}

// In the container image (.next/standalone completed by scripts/standalone.mjs) there is no next.config.js: Next takes
// the configuration its build wrote, as its own standalone server.js does.
if (!fs.existsSync(path.join(root, 'next.config.js'))) {
  const { config } = JSON.parse(fs.readFileSync(path.join(root, '.next', 'required-server-files.json'), 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
}
const app = next({ dev: false, dir: root, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

// Cached pages are sent as bytes encoded once, not re-encoded from Next's string per request (decision 020), with
// this response's nonce on their scripts (decision 021); then compressed here (Next's own compression is off: it would
// compress before the nonce is in).
const bodies = createEncodedBodyCache()
const compress = compression()
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/
// The methods each path serves, read once from this build (decision 034).
const methods = servedMethods(root)
const limits = connectionLimits()
let stopping = false

/**
 * The request's id: the one the trusted proxy in front (nginx's $request_id) sent as X-Request-Id, else a fresh one.
 * Without a trusted proxy a client-sent id is ignored, so nobody can choose the id of their lines in our logs.
 */
function requestId(req) {
  const sent = req.headers['x-request-id']
  if (behindTrustedProxy() && typeof sent === 'string' && REQUEST_ID.test(sent)) return sent
  return randomBytes(16).toString('hex')
}

const server = http.createServer({ ServerResponse: ServerResponseWithSecureCookies, connectionsCheckingInterval: limits.connectionsCheckingInterval }, (req, res) => {
  const reqId = requestId(req)
  res.setHeader('X-Request-Id', reqId)
  // While stopping, every answer closes its connection, so the proxy opens new ones to the other instances.
  if (stopping) res.setHeader('Connection', 'close')
  const started = process.hrtime.bigint()
  res.once('finish', () => {
    // The path without its query string: a query may hold a name or an e-mail address.
    const pathOnly = (req.url ?? '').split('?')[0]
    logger.info({ reqId, method: req.method, path: pathOnly, status: res.statusCode, durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000 }, 'request')
  })
  requestContext().run({ reqId }, () => serve(req, res))
})

function serve(req, res) {
  const peer = req.socket.remoteAddress ?? 'unknown'
  const forwarded = req.headers['x-forwarded-for']
  const previous = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded
  req.headers['x-forwarded-for'] = previous ? `${previous}, ${peer}` : peer
  // Security headers and this response's CSP nonce on everything; malformed addresses and oversized bodies stop here
  // (issue 8, decision 021).
  const nonce = applySecurityHeaders(req, res)
  if (refuseBadRequest(req, res) || refuseUnservedMethod(req, res, methods)) return
  // gzip, as Next compressed before: `compression` would pick brotli at quality 4, which sent the pages' scripts
  // ~2 % larger than gzip (decision 021).
  const accepted = req.headers['accept-encoding']
  if (typeof accepted === 'string' && /\bbr\b/i.test(accepted)) req.headers['accept-encoding'] = accepted.split(',').filter((e) => !/^\s*br\b/i.test(e)).join(',')
  compress(req, res, () => {
    sendPreparedBodies(res, { cache: bodies, nonce })
    handle(req, res).catch((error) => {
      // No message: it may quote the request's data.
      logger.error({ err: { name: error?.name, code: error?.code, stack: String(error?.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n') } }, 'unhandled request error')
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
}

// A cap on connections and timeouts for unfinished headers and bodies (decision 034). The keep-alive timeout (5 s)
// stays above nginx's for its idle upstream connections (4 s, deploy/nginx/geboortelijst.conf), so nginx never
// writes a request on a connection this server is closing.
const { maxConnections, loweredBy } = applyConnectionLimits(server, limits)
if (loweredBy) logger.warn({ maxConnections, openFileLimit: loweredBy }, 'MAX_CONNECTIONS lowered to fit the open-file limit: raise it (docker run --ulimit nofile=…, docs/deploy.md)')
// Connections refused at the cap, in one line a minute: a flood would otherwise write a line for each.
let dropped = 0
server.on('drop', () => {
  if (dropped++ > 0) return
  setTimeout(() => {
    logger.warn({ refused: dropped, maxConnections }, 'connections refused: MAX_CONNECTIONS reached')
    dropped = 0
  }, 60_000).unref()
})
server.listen(port, hostname, () => logger.info({ port, hostname: hostname ?? 'localhost', maxConnections, headersTimeoutMs: limits.headersTimeout, requestTimeoutMs: limits.requestTimeout }, 'listening'))

const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000)

/**
 * A graceful stop (issue 9): stop taking connections, let the requests under way finish (their answers close the
 * connection; idle keep-alive connections are closed now), then finish the work registered with onShutdown (the mail
 * outbox batch this instance holds) and exit 0. After SHUTDOWN_TIMEOUT_MS (default 25 s) it exits anyway; a mail
 * still leased then is sent by another instance after its lease.
 */
async function stop(signal) {
  if (stopping) return
  stopping = true
  logger.info({ signal }, 'stopping: no new connections, finishing the requests under way')
  setTimeout(() => {
    logger.warn({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'stop took too long: exiting with work under way')
    process.exit(1)
  }, SHUTDOWN_TIMEOUT_MS).unref()
  const closed = new Promise((resolve) => server.close(resolve))
  server.closeIdleConnections()
  // A connection that turns idle after its last answer is closed too, instead of waiting for its keep-alive timeout.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100)
  await closed
  clearInterval(idleSweep)
  await runShutdownHooks()
  logger.info('stopped')
  process.exit(0)
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal))

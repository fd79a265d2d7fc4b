// The production server (`npm start`, the container image): Node's http server around Next's request handler, with
// what Next's own server does not do (decisions 007, 020, 021, 029, 034, 042). Respects PORT (default 3000) and
// HOSTNAME (default all interfaces). Built by scripts/build-server.mjs into dist/server.mjs.
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { redisUrl } from '../lib/redis/client.mjs'
import { logger } from '../lib/log'
import { requestContext, runShutdownHooks } from '../lib/log/request-context'
import { appendSocketAddress, isHttps } from './client-address'
import { createCompression } from './compression'
import { applyConnectionLimits, connectionLimits, logRefusedConnections } from './connection-limits'
import { gracefulStop, stopOnSignals } from './graceful-stop'
import { publicPaths, refuseUnservedMethod, servedMethods } from './methods'
import { createCachedAnswers } from './cached-answers'
import { routeLocale } from './locale-routing'
import { createPreparedBodyCache, sendPreparedBodies } from './prepared-bodies'
import { createRequestLog } from './request-log'
import { refuseBadRequest } from './request-limits'
import { EdgeResponse } from './secure-cookies'
import { applySecurityHeaders } from './security-headers'

// dist/server.mjs (or server/main.ts): the app's folder is one up, in the checkout as in the standalone folder.
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || undefined
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000)

// Next reads its configuration from next.config.js here; in the standalone folder from the one scripts/standalone.mjs
// wrote from the build's.
const app = next({ dev: false, dir: root, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

const bodies = createPreparedBodyCache()
// With the page cache in Redis another instance may change a page at any moment: only Next's request asks Redis.
const answers = redisUrl() === null ? createCachedAnswers() : null
const compress = createCompression()
const methods = servedMethods(root)
const requestLog = createRequestLog({ logger, publicFiles: new Set(publicPaths(path.join(root, 'public'))) })
const limits = connectionLimits()

/** Everything after the request's id and log: the edge's headers and refusals, then Next. */
function serve(req: http.IncomingMessage, res: EdgeResponse): void {
  appendSocketAddress(req)
  const https = isHttps(req)
  res.secureCookies = https
  const nonce = applySecurityHeaders(req, res, { https })
  if (refuseBadRequest(req, res) || refuseUnservedMethod(req, res, methods) || routeLocale(req, res)) return
  compress(req, res, () => {
    sendPreparedBodies(res, { cache: bodies, nonce })
    if (answers?.serve(req, res)) return
    answers?.keep(req, res)
    handle(req, res).catch((error: unknown) => {
      // Stack frames only: the message may quote the request's data.
      const { name, code, stack } = (error ?? {}) as { name?: string; code?: string; stack?: string }
      const frames = String(stack ?? '')
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
      logger.error({ err: { name, code, stack: frames } }, 'unhandled request error')
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
}

const server = http.createServer<typeof http.IncomingMessage, typeof EdgeResponse>(
  { ServerResponse: EdgeResponse, connectionsCheckingInterval: limits.connectionsCheckingInterval },
  (req, res) => {
    requestLog(req, res)
    // While stopping, every answer closes its connection, so the proxy opens new ones to the other instances.
    if (stop.stopping) res.setHeader('Connection', 'close')
    requestContext().run({ reqId: String(req.id) }, () => serve(req, res))
  },
)
const stop = gracefulStop(server, { timeoutMs: SHUTDOWN_TIMEOUT_MS, logger, afterRequests: runShutdownHooks })
stopOnSignals(stop)

const { maxConnections, loweredBy } = applyConnectionLimits(server, limits)
if (loweredBy) {
  logger.warn(
    { maxConnections, openFileLimit: loweredBy },
    'MAX_CONNECTIONS lowered to fit the open-file limit: raise it (docker run --ulimit nofile=…, docs/deploy.md)',
  )
}
logRefusedConnections(server, logger)
server.listen(port, hostname, () => {
  const { headersTimeout, requestTimeout } = limits
  logger.info(
    {
      port,
      hostname: hostname ?? 'localhost',
      maxConnections,
      headersTimeoutMs: headersTimeout,
      requestTimeoutMs: requestTimeout,
    },
    'listening',
  )
})

// One log line per request through pino-http (decision 029): its id, method, path without the query (a query may hold
// a name or an e-mail address), status and duration. Files a page loads (Next's build files, optimised images, public
// files, icons) are logged at debug: at info they made up most of the log.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pinoHttp, type HttpLogger } from 'pino-http'
import type { Level, Logger } from 'pino'
import { behindTrustedProxy, type Env } from './client-address'

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

/**
 * The request's id: the one the trusted proxy in front (nginx's `$request_id`) sent as X-Request-Id, else a fresh
 * one. Without a trusted proxy a client-sent id is ignored, so nobody chooses the id of their lines in our logs.
 */
export function requestIdFor(req: IncomingMessage, env: Env = process.env): string {
  const sent = req.headers['x-request-id']
  if (behindTrustedProxy(env) && typeof sent === 'string' && REQUEST_ID.test(sent)) return sent
  // Node draws UUIDs from a pool of random bytes it refills in batches; 32 hex digits without the dashes.
  return randomUUID().replaceAll('-', '')
}

const pathOf = (url = '') => url.split('?')[0] ?? ''
const ICON = /^\/(?:favicon\.ico|(?:apple-)?icon[\w-]*\.\w+)$/

/**
 * Whether `path` is a file a page loads rather than a page or an API call: Next's build files, its image optimizer,
 * a file under public/ (`publicFiles`, as URL paths) or an icon.
 */
export function isAssetPath(path: string, publicFiles: ReadonlySet<string>): boolean {
  return path.startsWith('/_next/static/') || path === '/_next/image' || ICON.test(path) || publicFiles.has(path)
}

/** The level of a request's line: error for a 5xx, debug for an asset answered without error, info otherwise. */
export function requestLogLevel(path: string, status: number, publicFiles: ReadonlySet<string>): Level {
  if (status >= 500) return 'error'
  return status < 400 && isAssetPath(path, publicFiles) ? 'debug' : 'info'
}

/**
 * The request logger: gives each request its id (`req.id`, and `X-Request-Id` on the answer) and writes its line
 * through `logger` when the answer is finished or the connection closed.
 */
export function createRequestLog({
  logger,
  publicFiles,
  env = process.env,
}: {
  logger: Logger
  publicFiles: ReadonlySet<string>
  env?: Env
}): HttpLogger {
  const line = (req: IncomingMessage, res: ServerResponse, value: { responseTime: number }) => ({
    reqId: req.id,
    method: req.method,
    path: pathOf(req.url),
    status: res.statusCode,
    durationMs: value.responseTime,
  })
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const id = requestIdFor(req, env)
      res.setHeader('X-Request-Id', id)
      return id
    },
    // The line is written by `logger` itself with the id in it: pino-http's per-request child loggers (bound to the id,
    // or to the whole request) cost about a tenth of a cached page's throughput. The request itself (headers, cookies,
    // address) is never serialised.
    quietResLogger: true,
    wrapSerializers: false,
    serializers: { req: () => undefined },
    customLogLevel: (req, res) => requestLogLevel(pathOf(req.url), res.statusCode, publicFiles),
    customSuccessObject: (req, res, value) => line(req, res, value),
    customErrorObject: (req, res, _error, value) => line(req, res, value),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
  })
}

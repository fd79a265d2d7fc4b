// A cap on connections and timeouts for unfinished headers and bodies (decision 034): without them one client
// holding thousands of connections that never finish their headers used up the process's file descriptors.
import fs from 'node:fs'
import type { Server } from 'node:http'
import type { Logger } from 'pino'
import type { Env } from './client-address'

/** Numbers of connections and milliseconds. */
export interface ConnectionLimits {
  maxConnections: number
  headersTimeout: number
  requestTimeout: number
  keepAliveTimeout: number
  connectionsCheckingInterval: number
}

/**
 * The limits from the environment (README, Configuration), ignoring values that are not positive numbers. A 5 MB
 * photo must still arrive over a slow phone connection within the request timeout; the keep-alive timeout (5 s)
 * stays above nginx's for its idle upstream connections (4 s), so nginx never writes on a connection being closed.
 */
export function connectionLimits(env: Env = process.env): ConnectionLimits {
  const positive = (name: string, fallback: number) => {
    const value = Number(env[name])
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback
  }
  const requestTimeout = positive('REQUEST_TIMEOUT_MS', 180_000)
  const headersTimeout = Math.min(positive('HEADERS_TIMEOUT_MS', 10_000), requestTimeout)
  return {
    maxConnections: positive('MAX_CONNECTIONS', 2_000),
    headersTimeout,
    requestTimeout,
    keepAliveTimeout: positive('KEEP_ALIVE_TIMEOUT_MS', 5_000),
    // Node looks for connections past either timeout on this interval (30 s by default, three times the 10 s).
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersTimeout / 10))),
  }
}

/** The open-file limit of this process, or undefined where /proc is missing or the limit is unlimited. */
export function openFileLimit(): number | undefined {
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'))
    const soft = Number(line?.split(/\s{2,}/)[1])
    return Number.isFinite(soft) ? soft : undefined
  } catch {
    return undefined
  }
}

/** Files this process needs besides its clients' connections: the database pool, Redis, SMTP, its code and images. */
export const FILE_HEADROOM = 256

/**
 * Puts `limits` on `server` (made with `{ connectionsCheckingInterval: limits.connectionsCheckingInterval }`): beyond
 * the cap a new connection is closed at once. The cap is lowered to fit the open-file limit, so the process never
 * runs out of descriptors for its database and files.
 * @returns the cap in force, and the open-file limit when that lowered it
 */
export function applyConnectionLimits(
  server: Server,
  limits: ConnectionLimits,
  fileLimit = openFileLimit(),
): { maxConnections: number; loweredBy: number | undefined } {
  const fits = fileLimit === undefined ? Infinity : Math.max(16, fileLimit - FILE_HEADROOM)
  server.maxConnections = Math.min(limits.maxConnections, fits)
  server.headersTimeout = limits.headersTimeout
  server.requestTimeout = limits.requestTimeout
  server.keepAliveTimeout = limits.keepAliveTimeout
  return { maxConnections: server.maxConnections, loweredBy: fits < limits.maxConnections ? fileLimit : undefined }
}

/** Logs the connections refused at the cap in one line a minute: a flood would otherwise write a line for each. */
export function logRefusedConnections(server: Server, logger: Logger, intervalMs = 60_000): void {
  let dropped = 0
  server.on('drop', () => {
    if (dropped++ > 0) return
    setTimeout(() => {
      logger.warn(
        { refused: dropped, maxConnections: server.maxConnections },
        'connections refused: MAX_CONNECTIONS reached',
      )
      dropped = 0
    }, intervalMs).unref()
  })
}

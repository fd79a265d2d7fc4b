// The graceful stop on SIGTERM/SIGINT (decisions 029, 042): stop taking connections, let the requests under way
// finish, then the work registered with onShutdown (the mail outbox batch), then exit 0. Node's own server.close()
// and closeIdleConnections() do what stoppable and http-terminator were written for before Node had them.
import type { Server } from 'node:http'
import type { Logger } from 'pino'

/** What gracefulStop() gives the server. */
export interface GracefulStop {
  /** Whether a stop has begun: every answer from then on closes its connection. */
  readonly stopping: boolean
  /** Stops the server (once; later calls wait for the first). Resolves after `exit` was called. */
  stop(signal: string): Promise<void>
}

/**
 * Prepares the graceful stop of `server`. On stop(): no new connections; idle keep-alive connections are closed at
 * once and those that turn idle within 100 ms (the answers under way carry `Connection: close`, set by the caller
 * while `stopping`); when the last connection has gone, `afterRequests` (the shutdown hooks) runs, then `exit(0)`.
 * After `timeoutMs` it calls `exit(1)` with work still under way; a mail still leased then is sent by another
 * instance after its lease.
 */
export function gracefulStop(
  server: Server,
  {
    timeoutMs,
    logger,
    afterRequests,
    exit = (code) => process.exit(code),
  }: { timeoutMs: number; logger: Logger; afterRequests: () => Promise<void>; exit?: (code: number) => void },
): GracefulStop {
  let stopped: Promise<void> | undefined
  async function run(signal: string): Promise<void> {
    logger.info({ signal }, 'stopping: no new connections, finishing the requests under way')
    const timer = setTimeout(() => {
      logger.warn({ timeoutMs }, 'stop took too long: exiting with work under way')
      exit(1)
    }, timeoutMs)
    timer.unref()
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100)
    await closed
    clearInterval(idleSweep)
    await afterRequests()
    clearTimeout(timer)
    logger.info('stopped')
    exit(0)
  }
  return {
    get stopping() {
      return stopped !== undefined
    },
    stop(signal) {
      stopped ??= run(signal)
      return stopped
    },
  }
}

/** Stops `stop` on SIGTERM and SIGINT. */
export function stopOnSignals(stop: GracefulStop): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop.stop(signal))
}

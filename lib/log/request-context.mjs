// The request context shared by our production server (scripts/server.mjs) and the code Next bundles (lib/**): one
// AsyncLocalStorage kept on globalThis, because Next loads lib code in its own module graph, where a module-level
// instance would be a second, empty one (issue 9).
import { AsyncLocalStorage } from 'node:async_hooks'

const KEY = Symbol.for('geboortelijst.requestContext')

/** @returns {AsyncLocalStorage<{ reqId: string }>} the process's request context store. */
export function requestContext() {
  globalThis[KEY] ??= new AsyncLocalStorage()
  return globalThis[KEY]
}

/** The id of the request being served, or undefined outside a request. */
export function currentRequestId() {
  return requestContext().getStore()?.reqId
}

const SHUTDOWN = Symbol.for('geboortelijst.shutdown')

/**
 * Registers work to finish before the process exits on SIGTERM (the mail outbox batch this instance holds): the
 * server (scripts/server.mjs) awaits every registered function after its last request is answered.
 * @param {() => Promise<void>} fn
 */
export function onShutdown(fn) {
  globalThis[SHUTDOWN] ??= []
  globalThis[SHUTDOWN].push(fn)
}

/** Runs every function registered with onShutdown, in parallel; a failing one does not stop the others. */
export async function runShutdownHooks() {
  await Promise.allSettled((globalThis[SHUTDOWN] ?? []).map((fn) => fn()))
}

// The request context and shutdown hooks shared by our production server (server/main.ts) and the code Next bundles
// (instrumentation.ts, lib/**). Both live on globalThis: the server and Next's bundles each carry their own copy of
// this module, and a module-level instance would be a second, empty one.
import { AsyncLocalStorage } from 'node:async_hooks'

/** What the server knows about the request being served. */
export interface RequestContext {
  reqId: string
}

const CONTEXT = Symbol.for('geboortelijst.requestContext')
const SHUTDOWN = Symbol.for('geboortelijst.shutdown')

type Shared = typeof globalThis & {
  [CONTEXT]?: AsyncLocalStorage<RequestContext>
  [SHUTDOWN]?: Array<() => Promise<void>>
}
const shared = globalThis as Shared

/** The process's request context store. */
export function requestContext(): AsyncLocalStorage<RequestContext> {
  shared[CONTEXT] ??= new AsyncLocalStorage<RequestContext>()
  return shared[CONTEXT]
}

/** The id of the request being served, or undefined outside a request. */
export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.reqId
}

/**
 * Registers work to finish before the process exits on SIGTERM (the mail outbox batch this instance holds): the
 * server awaits every registered function after its last request is answered.
 */
export function onShutdown(fn: () => Promise<void>): void {
  shared[SHUTDOWN] ??= []
  shared[SHUTDOWN].push(fn)
}

/** Runs every function registered with onShutdown, in parallel; a failing one does not stop the others. */
export async function runShutdownHooks(): Promise<void> {
  await Promise.allSettled((shared[SHUTDOWN] ?? []).map((fn) => fn()))
}

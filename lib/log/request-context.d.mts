import type { AsyncLocalStorage } from 'node:async_hooks'
export declare function requestContext(): AsyncLocalStorage<{ reqId: string }>
export declare function currentRequestId(): string | undefined
export declare function onShutdown(fn: () => Promise<void>): void
export declare function runShutdownHooks(): Promise<void>

import type { Logger } from 'pino'
export declare const logger: Logger

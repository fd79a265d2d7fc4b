// Structured JSON logs (pino), one line per event on stdout, with the id of the request being served on every line
// written during a request (decision 029). Never log personal data: errors go through lib/privacy/log.ts
// describeError.
import pino from 'pino'
import { currentRequestId } from './request-context'

/** The process's logger. `LOG_LEVEL` (default info): trace, debug, info, warn, error, fatal or silent. */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL || 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin(object) {
      // The request log's lines name their request themselves.
      if ('reqId' in object) return {}
      const reqId = currentRequestId()
      return reqId ? { reqId } : {}
    },
  },
  // Written at once: the graceful stop exits right after its last line, and a crash must not lose the lines before it.
  pino.destination({ dest: 1, sync: true }),
)

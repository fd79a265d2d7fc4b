// Next calls register() once when a server instance starts (next start, scripts/server.mjs, next dev).

/**
 * Starts the mail outbox worker of this server (decision 025): it polls every 5 s for due mails (retries after their
 * backoff, mails written by another instance or before a restart) beside the nudge after each commit. Not during
 * `next build` (its prerendering may load this file too and must not open the database), not on the edge runtime,
 * and not with `MAIL_WORKER=off`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startMailWorker, stopMailWorker, settleMailWorker } = await import('./lib/mail/outbox')
  const { onShutdown } = await import('./lib/log/request-context.mjs')
  startMailWorker()
  // On SIGTERM our server (scripts/server.mjs) answers its last requests, then waits for this: no new pass starts, and
  // the batch under way is sent (or released for a retry) before the process exits (issue 9).
  onShutdown(async () => {
    stopMailWorker()
    await settleMailWorker()
  })
}

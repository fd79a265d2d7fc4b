// Next calls register() once when a server instance starts (our production server, server/main.ts, or next dev).

/**
 * Opens (and migrates) the database and starts this server's background work: the mail outbox worker (decision 025), which polls every 5 s for due mails
 * (retries after their backoff, mails written by another instance or before a restart) beside the nudge after each
 * commit, and the daily retention clean-up (decision 031), which checks every hour and runs once per Belgian day
 * across all instances. Not during `next build` (its prerendering may load this file too and must not open the
 * database), not on the edge runtime, and not with `MAIL_WORKER=off` / `RETENTION_JOB=off` respectively.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startMailWorker, stopMailWorker, settleMailWorker } = await import('./lib/mail/outbox')
  const { startRetentionJob, stopRetentionJob, settleRetentionJob } = await import('./lib/privacy/retention-job')
  const { onShutdown } = await import('./lib/log/request-context')
  const { getDb } = await import('./lib/db')
  const { describeError } = await import('./lib/privacy/log')
  // Pending migrations are applied now, under the advisory lock (lib/db/migrate.ts; instances starting together take
  // turns), rather than on the first request. Not awaited: a database that does not answer must not keep the server
  // from starting; /api/health says 503 meanwhile, and the next use of the database tries again.
  void getDb().catch((error) =>
    console.error('[db] opening the database at start-up failed; the next request tries again', describeError(error)),
  )
  startMailWorker()
  startRetentionJob()
  // On SIGTERM our server (server/main.ts) answers its last requests, then waits for this: no new pass or check
  // starts, the mail batch under way is sent (or released for a retry) and a clean-up under way commits (or rolls
  // back, to be run by the next check) before the process exits.
  onShutdown(async () => {
    stopMailWorker()
    stopRetentionJob()
    await Promise.all([settleMailWorker(), settleRetentionJob()])
  })
}

import 'server-only'
import { getDb, type PrismaClient } from '@/lib/db'
import {
  findUnusedUploads,
  removeUnusedUploads,
  type UnusedUpload,
  type UnusedUploadsRemoved,
} from '@/lib/images/orphans'
import { deleteExpiredSessions } from '@/lib/auth/sessions'
import { describeError } from '@/lib/privacy/log'
import { belgianDate, purgeExpiredPersonalDataIn, PURGE_TRANSACTION_TIMEOUT_MS, type PurgeResult } from './retention'
import { logger } from '@/lib/log'

// The retention rules (./retention.ts) applied by the app itself, once per Belgian calendar day across every instance
// on one database, never twice (decision 031). Each instance checks every hour; the first check of a Belgian day that gets the lock runs it.

/** The `JobRun` row of this job. */
export const RETENTION_JOB_NAME = 'privacy-retention'

/** Arbitrary but fixed, beside the migration lock (72_616_901): every instance tries the same one. */
export const RETENTION_LOCK_KEY = 72_616_902

/** What one `runDailyRetention` call did. */
export type RetentionOutcome =
  /** This call applied the rules and recorded the run, then removed the uploads no product uses (decision 035). */
  | { status: 'ran'; result: PurgeResult; images: UnusedUploadsRemoved; sessions: number }
  /** The rules were already applied on this Belgian date (by any instance, or by `npm run privacy:purge`). */
  | { status: 'already-ran-today' }
  /** Another instance (or the command) is applying them right now; nothing was done or waited for. */
  | { status: 'busy' }

export interface RetentionRunOptions {
  /**
   * The moment to apply the rules at (tests). Default: the database's clock, so that every instance agrees on the
   * Belgian date whatever its own clock says (decision 025 lets the database's clock decide too).
   */
  now?: Date
  /** The database (default the process-wide one). */
  db?: PrismaClient
  /** Run even if the rules were already applied today (`npm run privacy:purge`). Still never two at once. */
  force?: boolean
  /** Asked between the removals of unused uploads (the server stopping): the rest waits for the next run. */
  shouldStop?: () => boolean
}

/** Midnight UTC of `now`'s Belgian calendar date, as a `@db.Date` column holds it. */
function belgianDay(now: Date): Date {
  const { year, month, day } = belgianDate(now)
  return new Date(Date.UTC(year, month - 1, day))
}

/**
 * Applies the retention rules (`purgeExpiredPersonalDataIn`) at most once per Belgian calendar day across
 * all instances (decision 031). One transaction: it tries a transaction-scoped PostgreSQL advisory lock
 * (not got: another instance is running it, 'busy', without waiting), reads the `JobRun` record, skips when it
 * records today's Belgian date (unless `force`), else purges and writes the record, both committed together: a purge
 * that fails records nothing and changes nothing, and the next check tries again. The same transaction picks the
 * uploaded images no product uses a day after their upload (lib/images/orphans.ts, decision 035); they are removed
 * after the commit, by the run that recorded the day, each file before its row, so a removal that fails is tried again
 * the next day and one that is repeated does no harm.
 * @param options `now` (default the database's clock), `db` (default the process-wide one), `force`, `shouldStop`.
 * @returns `{ status: 'ran', result, images }` with what the purge changed and how many unused images were removed
 *   (and kept for the next run), `{ status: 'already-ran-today' }` or `{ status: 'busy' }`.
 * @throws whatever the database throws (unreachable, the purge failed); nothing was changed then. A failed image
 *   removal does not throw: it is logged and counted in `images.kept`.
 */
export async function runDailyRetention(options: RetentionRunOptions = {}): Promise<RetentionOutcome> {
  const db = options.db ?? (await getDb())
  const decided = await db.$transaction(
    async (
      tx,
    ): Promise<
      | { status: 'ran'; result: PurgeResult; unused: UnusedUpload[]; sessions: number }
      | Exclude<RetentionOutcome, { status: 'ran' }>
    > => {
      // Held until this transaction ends, so the record below is written before another instance can read it.
      const [{ locked }] = await tx.$queryRaw<
        { locked: boolean }[]
      >`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}::bigint) AS locked`
      if (!locked) return { status: 'busy' }
      const now = options.now ?? (await tx.$queryRaw<{ now: Date }[]>`SELECT now() AS now`)[0].now
      const today = belgianDay(now)
      const last = await tx.jobRun.findUnique({ where: { name: RETENTION_JOB_NAME } })
      // `>=`, not `===`: a record from a later date (a `now` of a test, a clock set back) must not make it run twice.
      if (!options.force && last && last.lastRunOn.getTime() >= today.getTime()) return { status: 'already-ran-today' }
      const result = await purgeExpiredPersonalDataIn(tx, now)
      const unused = await findUnusedUploads(tx, now)
      const sessions = await deleteExpiredSessions(tx, now)
      const run = {
        lastRunOn: today,
        finishedAt: new Date(),
        manual: !!options.force,
        ordersAnonymised: result.orders,
        contactMessagesDeleted: result.contactMessages,
        sessionsDeleted: sessions,
        uploadsDeleted: 0,
      }
      await tx.jobRun.upsert({
        where: { name: RETENTION_JOB_NAME },
        create: { name: RETENTION_JOB_NAME, ...run },
        update: run,
      })
      return { status: 'ran', result, unused, sessions }
    },
    { timeout: PURGE_TRANSACTION_TIMEOUT_MS },
  )
  if (decided.status !== 'ran') return decided
  const images = await removeUnusedUploads(db, decided.unused, { shouldStop: options.shouldStop })
  // Files are removed after the commit (they cannot be rolled back); the record gets their count afterwards.
  if (images.deleted)
    await db.jobRun.updateMany({ where: { name: RETENTION_JOB_NAME }, data: { uploadsDeleted: images.deleted } })
  return { status: 'ran', result: decided.result, images, sessions: decided.sessions }
}

/** Checks after the first one: hourly, so a day's run comes within an hour after Belgian midnight (or after a restart). */
export const RETENTION_CHECK_INTERVAL_MS = 3_600_000
/** The first check, after start-up: the server has settled, and a crash loop does not purge on every start. */
const FIRST_CHECK_MS = 60_000
/** Up to this much is added to the first delay so that instances started together do not all try at once. */
const FIRST_CHECK_JITTER_MS = 30_000

// The scheduler's state, on globalThis: Next may load this module more than once in one process (instrumentation and
// the route bundles), and every copy must share one schedule.
interface JobState {
  timer: NodeJS.Timeout | null
  running: Promise<void> | null
  /** Changed by every start and stop: a check that ends after a stop (or a restart) schedules nothing of its own. */
  generation: number
  started: boolean
}
const holder = globalThis as unknown as { __geboortelijstRetentionJob?: JobState }
const state = (holder.__geboortelijstRetentionJob ??= { timer: null, running: null, generation: 0, started: false })

/** False when `RETENTION_JOB=off`: this instance leaves the daily clean-up to the others (or to the command). */
export function retentionJobEnabled(): boolean {
  return process.env.RETENTION_JOB !== 'off'
}

const day = (date: Date) => date.toISOString().slice(0, 10)

/** One check; never rejects: an error is logged without personal data and the next check tries again. */
function check(): Promise<void> {
  if (state.running) return state.running
  state.running = (async () => {
    try {
      const generation = state.generation
      const outcome = await runDailyRetention({ shouldStop: () => state.generation !== generation })
      // 'busy' and 'already-ran-today' are the normal answer of all but one check a day: not worth a line each hour.
      if (outcome.status === 'ran') {
        const { orders, contactMessages, cutoff, contactCutoff } = outcome.result
        logger.info(
          `[retention] daily clean-up: ${orders} order(s) anonymised (birth date on or before ${day(cutoff)}), ${contactMessages} contact message(s) deleted (older than ${day(contactCutoff)})`,
        )
        const { deleted, kept } = outcome.images
        if (deleted || kept)
          logger.info(`[images] daily clean-up: ${deleted} unused upload(s) removed, ${kept} left for the next run`)
        if (outcome.sessions) logger.info(`[auth] daily clean-up: ${outcome.sessions} expired session(s) deleted`)
      }
    } catch (error) {
      logger.error(
        { err: describeError(error) },
        '[retention] daily clean-up failed, nothing changed; the next check tries again',
      )
    } finally {
      state.running = null
    }
  })()
  return state.running
}

function schedule(delayMs: number, intervalMs: number, generation: number): void {
  state.timer = setTimeout(() => {
    state.timer = null
    void check().then(() => {
      if (state.generation === generation) schedule(intervalMs, intervalMs, generation)
    })
  }, delayMs)
  // A pending check must not keep a process alive that has nothing else to do (scripts, tests, a stopping server).
  state.timer.unref()
}

export interface RetentionScheduleOptions {
  /** Before the first check (default about a minute, plus up to 30 s at random). */
  firstDelayMs?: number
  /** Between the end of one check and the next (default an hour). */
  intervalMs?: number
}

/**
 * Starts this process's daily retention checks (instrumentation.ts; decision 031): the first about a minute after
 * start, then every hour. A check that finds the lock taken or today's run done does nothing; a run logs one line of
 * counts and cutoff dates (never a name or address); an error is logged through `describeError` and retried at the
 * next check. Idempotent; nothing with `RETENTION_JOB=off`.
 * @returns whether checks are scheduled now (false with `RETENTION_JOB=off`).
 */
export function startRetentionJob(options: RetentionScheduleOptions = {}): boolean {
  if (!retentionJobEnabled()) return false
  if (state.started) return true
  state.started = true
  state.generation++
  const firstDelayMs = options.firstDelayMs ?? FIRST_CHECK_MS + Math.round(Math.random() * FIRST_CHECK_JITTER_MS)
  schedule(firstDelayMs, options.intervalMs ?? RETENTION_CHECK_INTERVAL_MS, state.generation)
  return true
}

/** Stops the checks of this process; a run under way finishes (await `settleRetentionJob`). */
export function stopRetentionJob(): void {
  if (state.timer) clearTimeout(state.timer)
  state.timer = null
  state.started = false
  state.generation++
}

/** Resolves when no check of this process is under way (the graceful stop and tests await it before the database closes). */
export async function settleRetentionJob(): Promise<void> {
  while (state.running) await state.running
}

import { randomUUID } from 'node:crypto'
import { getDb, type PrismaClient } from '@/lib/db'
import { defaultTransport, type MailTransport } from './transport'
import { describeError } from '@/lib/privacy/log'
import { logger } from '@/lib/log'

// The outbox worker (decision 025): sends the mails that transactions wrote to "OutboxMail", with retries and
// exponential backoff. It runs inside the app server (instrumentation.ts starts its poll) and is nudged right after
// a commit that wrote a mail. Several instances may run it on one PostgreSQL: a row is claimed with
// `FOR UPDATE SKIP LOCKED` and a lease, and only the holder of the lease marks it.

/** A claimed row is left alone by other workers for this long: far longer than one SMTP try can take (≤ 50 s). */
export const LEASE_SECONDS = 300

export interface DeliveryOptions {
  /** Delivers one mail (default: SMTP or the .eml outbox, lib/mail/transport.ts). */
  transport?: MailTransport
  /** Tries before a mail is marked FAILED (default `MAIL_MAX_ATTEMPTS` or 8). */
  maxAttempts?: number
  /** Wait after the first failed try, doubled after each next one (default 30 s: 30 s, 1, 2, 4, 8, 16, 32 min). */
  baseDelayMs?: number
  /** The longest wait between two tries (default 1 hour). */
  maxDelayMs?: number
  /** The database (default the process-wide one). */
  db?: PrismaClient
}

interface Claimed {
  id: number
  kind: string
  raw: string
  sender: string
  recipient: string
  messageId: string
  attempts: number
}

/** What one pass over the due mails did. */
export interface DeliveryReport {
  sent: number
  failed: number
  retrying: number
}

function maxAttempts(options: DeliveryOptions): number {
  const configured = Number(process.env.MAIL_MAX_ATTEMPTS)
  return options.maxAttempts ?? (Number.isInteger(configured) && configured > 0 ? configured : 8)
}

/**
 * The wait before try `attempts + 1`: `base × 2^(attempts − 1)`, at most `max`, less a random 0–20 % so that mails
 * that failed together (a relay down) do not all come back at the same moment.
 */
export function backoffMs(attempts: number, base = 30_000, max = 3_600_000): number {
  const delay = Math.min(max, base * 2 ** Math.max(0, attempts - 1))
  return Math.round(delay * (1 - Math.random() * 0.2))
}

/** Claims up to `limit` due mails for this worker: skips rows another worker has locked or leased. */
async function claim(db: PrismaClient, leaseId: string, limit: number): Promise<Claimed[]> {
  return db.$queryRaw<Claimed[]>`
    UPDATE "OutboxMail" SET "leaseId" = ${leaseId}, "leaseUntil" = now() + make_interval(secs => ${LEASE_SECONDS}::int),
      attempts = attempts + 1, "updatedAt" = now()
    WHERE id IN (
      SELECT id FROM "OutboxMail"
      WHERE status = 'PENDING' AND "nextAttemptAt" <= now() AND ("leaseUntil" IS NULL OR "leaseUntil" < now())
      ORDER BY "nextAttemptAt", id
      LIMIT ${limit}::int
      FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, raw, sender, recipient, "messageId", attempts`
}

/** A transport error as stored for the administrators: the relay's answer, without a stack. */
function errorText(error: unknown): string {
  const e = error as { message?: string; response?: string; responseCode?: number; code?: string }
  return (e?.response ?? e?.message ?? String(error)).slice(0, 1000)
}

/**
 * Sends every mail that is due, one claim of a few rows at a time, until none is left or a try failed (decision 025). A mail is
 * marked SENT right after the transport accepted it; a failed try sets the next one after an exponential backoff,
 * and the last allowed try marks it FAILED (shown on /admin/mail). Logs name the mail's id and kind, never its
 * recipient.
 * @returns how many mails were sent, failed for good, or wait for another try.
 */
export async function deliverDueMails(options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const db = options.db ?? (await getDb())
  const transport = options.transport ?? defaultTransport
  const report: DeliveryReport = { sent: 0, failed: 0, retrying: 0 }
  // A relay error ends the pass after its batch: the relay is likely down, and a mail must not be tried again within
  // the pass that just failed it (the next poll or nudge goes on with the rest).
  while (report.failed + report.retrying === 0) {
    const leaseId = randomUUID()
    const batch = await claim(db, leaseId, 5)
    if (batch.length === 0) break
    for (const mail of batch) {
      try {
        await transport({
          raw: mail.raw,
          messageId: mail.messageId,
          envelope: { from: mail.sender, to: [mail.recipient] },
        })
      } catch (error) {
        const last = mail.attempts >= maxAttempts(options)
        const wait = backoffMs(mail.attempts, options.baseDelayMs, options.maxDelayMs)
        await db.$executeRaw`
          UPDATE "OutboxMail" SET status = ${last ? 'FAILED' : 'PENDING'}::"MailStatus", "lastError" = ${errorText(error)},
            "nextAttemptAt" = now() + make_interval(secs => ${wait / 1000}::float8), "leaseId" = NULL, "leaseUntil" = NULL, "updatedAt" = now()
          WHERE id = ${mail.id} AND "leaseId" = ${leaseId}`
        const code =
          (error as { responseCode?: number; code?: string })?.responseCode ??
          (error as { code?: string })?.code ??
          'error'
        logger.error(
          `[mail] outbox #${mail.id} (${mail.kind}) try ${mail.attempts} failed (${code})${last ? ': gave up' : ''}`,
        )
        if (last) report.failed++
        else report.retrying++
        continue
      }
      // Accepted: mark it at once. A crash between the relay's accept and this update is the one window in which a
      // mail can go out twice (after the lease ends); the Message-ID stays the same, so the copy is recognisable.
      const marked = await db.$executeRaw`
        UPDATE "OutboxMail" SET status = 'SENT', "sentAt" = now(), raw = '', "lastError" = NULL, "leaseId" = NULL, "leaseUntil" = NULL, "updatedAt" = now()
        WHERE id = ${mail.id} AND "leaseId" = ${leaseId}`
      if (marked === 0) logger.error(`[mail] outbox #${mail.id} (${mail.kind}) was sent after its lease ended`)
      report.sent++
    }
  }
  return report
}

/** Sent mails (and failed ones nobody tried again) are kept this long, for /admin/mail and questions, then deleted. */
const KEEP_DAYS = 30

/**
 * Deletes sent mails older than 30 days (they hold no text any more, but still an address and a subject) and failed
 * ones that nobody tried again within 30 days (their links have expired by then; they still hold the whole text).
 * @returns how many rows were deleted.
 */
export async function purgeOldMails(db?: PrismaClient): Promise<number> {
  const client = db ?? (await getDb())
  return client.$executeRaw`
    DELETE FROM "OutboxMail"
    WHERE (status = 'SENT' AND "sentAt" < now() - make_interval(days => ${KEEP_DAYS}::int))
       OR (status = 'FAILED' AND "updatedAt" < now() - make_interval(days => ${KEEP_DAYS}::int))`
}

// The worker's state, on globalThis: Next may load this module more than once in one process (instrumentation and
// the route bundles), and every copy must share one worker.
interface WorkerState {
  running: Promise<void> | null
  again: boolean
  timer: NodeJS.Timeout | null
  lastPurge: number
  /** Set by stopMailWorker: nudges start no pass any more. */
  stopped?: boolean
}
const holder = globalThis as unknown as { __geboortelijstMailWorker?: WorkerState }
const state = (holder.__geboortelijstMailWorker ??= { running: null, again: false, timer: null, lastPurge: 0 })

/** False when `MAIL_WORKER=off`: this process only writes mails to the outbox, another one sends them. */
export function mailWorkerEnabled(): boolean {
  return process.env.MAIL_WORKER !== 'off'
}

/** One pass, or a second one right after when nudged meanwhile; never two at once in one process. */
function drain(): Promise<void> {
  if (state.running) {
    state.again = true
    return state.running
  }
  state.running = (async () => {
    try {
      do {
        state.again = false
        await deliverDueMails()
      } while (state.again)
      if (Date.now() - state.lastPurge > 3_600_000) {
        state.lastPurge = Date.now()
        await purgeOldMails()
      }
    } catch (error) {
      // The database is away (or closing): the next poll or nudge tries again.
      logger.error({ err: describeError(error) }, '[mail] outbox pass failed')
    } finally {
      state.running = null
    }
  })()
  return state.running
}

/**
 * Sends the due mails now, in the background (after a commit that wrote one, so it goes out within a second, not at
 * the next poll). Does nothing with `MAIL_WORKER=off`.
 */
export function nudgeMailWorker(): void {
  if (mailWorkerEnabled() && !state.stopped) void drain()
}

/**
 * Starts the poll of this process (instrumentation.ts): every `intervalMs` (default 5 s) it sends what is due,
 * such as retries after their backoff and mails another instance wrote. Idempotent; nothing with `MAIL_WORKER=off`.
 */
export function startMailWorker(intervalMs = 5_000): void {
  if (!mailWorkerEnabled() || state.timer) return
  state.stopped = false
  state.timer = setInterval(() => void drain(), intervalMs)
  state.timer.unref()
  void drain()
}

/** Stops the poll (a send under way finishes). */
export function stopMailWorker(): void {
  if (state.timer) clearInterval(state.timer)
  state.timer = null
  // No pass after this one: a nudge from a request that was still finishing no longer starts one (graceful stop).
  state.stopped = true
  state.again = false
}

/** Resolves when no pass of this process is under way (tests await it before closing their database). */
export async function settleMailWorker(): Promise<void> {
  while (state.running) await state.running
}

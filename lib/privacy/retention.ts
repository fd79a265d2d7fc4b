import 'server-only'
import { getDb, type PrismaClient, type Tx } from '@/lib/db'
import { t } from '@/lib/i18n'
import { belgianDate } from '@/lib/lists/birth-date'

// The retention rules (docs/rules.md#privacy) and the privacy page (/site/privacy "Hoe lang bewaren we ze?"):
// a giver's name, e-mail address and message are kept for 2 years after the later of the baby's birth date and the
// day of the order (decision 033: a wrong birth date must not erase a recent order), contact messages for 1 year.
// Every app instance applies them once a Belgian day (./retention-job.ts, decision 031); `npm run privacy:purge`
// (scripts/privacy-purge.ts) applies them at once.

export { belgianDate } from '@/lib/lists/birth-date'

/** Years after the later of the list's birth date and the order's day that the givers' personal data is kept. */
export const GIVER_DATA_YEARS = 2
/** Months a contact message is kept. */
export const CONTACT_MESSAGE_MONTHS = 12

/**
 * What an order's giver becomes once their data is past its time. The columns are NOT NULL: a neutral name and
 * empty e-mail and message. The empty e-mail address tells the overviews that an order was anonymised
 * (`isAnonymised` of ./anonymised.ts).
 */
export function anonymisedGiver(): { name: string; email: string; message: string } {
  return { name: t('privacy.anonymisedName'), email: '', message: '' }
}

/**
 * The last birth date whose givers' data is past its time on `now`: the same day `GIVER_DATA_YEARS` earlier in
 * Belgium, so the data goes on the baby's second birthday (born on 29 February: on 1 March; on 29 February of a
 * leap year the cutoff is the 28th, as that year has no 29th).
 * @returns midnight UTC of that date, as birth dates are stored (`@db.Date`).
 */
export function giverDataCutoff(now: Date): Date {
  const { year, month, day } = belgianDate(now)
  const target = year - GIVER_DATA_YEARS
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate()
  return new Date(Date.UTC(target, month - 1, Math.min(day, lastDay)))
}

/**
 * The first moment of the Belgian day after `date` (midnight UTC of a calendar day, as `giverDataCutoff` gives it):
 * an order placed before it was placed on `date` or earlier in Belgium. Belgium changes its clocks at 01:00 UTC, never
 * around midnight, so the offset at that UTC midnight is the offset of Belgian midnight.
 */
function startOfBelgianDayAfter(date: Date): Date {
  const next = new Date(date.getTime() + 86_400_000)
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Brussels', timeZoneName: 'longOffset' })
      .formatToParts(next)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const [, sign, hours, minutes] = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(offset) ?? []
  const offsetMs = sign ? (sign === '+' ? 1 : -1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0
  return new Date(next.getTime() - offsetMs)
}

/**
 * The longest a purge's transaction may take (Prisma's default of 5 s is far too short for a large site's first run;
 * the orders it updates stay locked meanwhile, which an order of the same gift then waits for).
 */
export const PURGE_TRANSACTION_TIMEOUT_MS = 10 * 60_000

/** What a purge changed. */
export interface PurgeResult {
  /** Orders whose giver's name, e-mail and message were overwritten by this run. */
  orders: number
  /** Contact messages deleted by this run. */
  contactMessages: number
  /** The last birth date, and the last Belgian day of an order, whose orders were anonymised (`giverDataCutoff`). */
  cutoff: Date
  /** Contact messages older than this were deleted. */
  contactCutoff: Date
}

/**
 * Applies the retention rules (docs/rules.md#privacy) inside the caller's transaction: overwrites the giver's name, e-mail
 * and message of every order whose list's birth date and whose own Belgian day both lie `GIVER_DATA_YEARS` or more
 * before `now` (2 years from the later of the two, decision 033: an order placed today on a list dated years back
 * is kept 2 years) with `anonymisedGiver()` (and clears the order's `clientKey`), clears the payers' names of bank
 * statements of such lists dated as long ago, and deletes contact messages older
 * than `CONTACT_MESSAGE_MONTHS`. The gifts, amounts, dates, structured communication and paid mark stay: the parents keep
 * seeing what was given. Idempotent: an order already anonymised is not counted again.
 * @param tx the transaction to run in: the daily job (./retention-job.ts) records its run in the same one.
 * @param now the moment to apply the rules at.
 * @returns how many orders and contact messages this run changed, and the cutoffs it used.
 * @throws whatever the database throws; the caller's transaction then changes nothing.
 */
export async function purgeExpiredPersonalDataIn(tx: Tx, now: Date): Promise<PurgeResult> {
  const cutoff = giverDataCutoff(now)
  const contactCutoff = new Date(now)
  contactCutoff.setUTCMonth(contactCutoff.getUTCMonth() - CONTACT_MESSAGE_MONTHS)
  // The keyed hash of the giver's client address (the daily gift limit, decision 026) goes with the rest.
  const giver = { ...anonymisedGiver(), clientKey: null }
  const orders = await tx.order.updateMany({
    where: { list: { birthDate: { lte: cutoff } }, createdAt: { lt: startOfBelgianDayAfter(cutoff) }, NOT: giver },
    data: giver,
  })
  // The payers' names on uploaded bank statements (decision 056) go by the same rule, by the statement's date.
  await tx.bankTransfer.updateMany({
    where: {
      counterparty: { not: '' },
      statement: { list: { birthDate: { lte: cutoff } }, statementDate: { lt: startOfBelgianDayAfter(cutoff) } },
    },
    data: { counterparty: '' },
  })
  const contactMessages = await tx.contactMessage.deleteMany({ where: { createdAt: { lt: contactCutoff } } })
  return { orders: orders.count, contactMessages: contactMessages.count, cutoff, contactCutoff }
}

/**
 * Applies the retention rules (`purgeExpiredPersonalDataIn`) in a transaction of its own, without recording a run:
 * the daily job and `npm run privacy:purge` go through `runDailyRetention` (./retention-job.ts) instead. No actor: it
 * is the site's own rule.
 * @param now the moment to apply the rules at (tests pass dates around the edge).
 * @param db the database (default the process-wide one).
 * @returns how many orders and contact messages this run changed.
 * @throws whatever the database throws; nothing is changed then.
 */
export async function purgeExpiredPersonalData(now: Date = new Date(), db?: PrismaClient): Promise<PurgeResult> {
  const prisma = db ?? (await getDb())
  return prisma.$transaction((tx) => purgeExpiredPersonalDataIn(tx, now), { timeout: PURGE_TRANSACTION_TIMEOUT_MS })
}

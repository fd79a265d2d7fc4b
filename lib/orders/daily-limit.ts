import { createHash, createHmac } from 'node:crypto'
import type { Tx } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { authSecret } from '@/lib/auth/secret'
import { clientNetwork } from '@/lib/http/rate-limit'

/** Gifts one e-mail address or one client may reserve on one list within 24 hours (decision 026). */
export const DEFAULT_DAILY_GIFT_LIMIT = 20

/** `ORDER_DAILY_GIFT_LIMIT` (a positive integer), or 20. */
export function dailyGiftLimit(): number {
  const configured = Number(process.env.ORDER_DAILY_GIFT_LIMIT)
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_DAILY_GIFT_LIMIT
}

/**
 * What an order stores of the client address (`clientIp`): a keyed hash, never the address, so the database holds
 * nothing to trace a giver's connection with, yet two orders from one client compare equal (decision 026). An IPv6
 * client is its /64 network, as for every per-client limit (`clientNetwork`).
 */
export function clientKey(ip: string): string {
  return createHmac('sha256', authSecret())
    .update(`order-client:${clientNetwork(ip)}`)
    .digest('base64url')
    .slice(0, 32)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** A 32-bit advisory lock key for a text (two texts may share one: then they only wait for each other). */
function lockKey(text: string): number {
  return createHash('sha256').update(text).digest().readInt32BE(0)
}

/** Who the daily gift limit counts on one list: the order's e-mail address (any case) and its client, if known. */
export interface DailyGiver {
  listId: number
  email: string
  clientKey: string | null
}

/**
 * Takes the transaction-scoped advisory locks on (list, address) and (list, client) of `assertDailyGiftLimit`, so two
 * orders of one giver at the same moment are counted one after the other while other givers' orders do not wait.
 * Call it inside the order's transaction before the product locks, always: the locks are then taken in one order
 * (these in numeric order, then the products in id order) and cannot deadlock.
 */
export async function lockDailyGiftLimit(tx: Tx, giver: DailyGiver): Promise<void> {
  const keys = [
    `${giver.listId}:e:${giver.email.toLowerCase()}`,
    ...(giver.clientKey ? [`${giver.listId}:c:${giver.clientKey}`] : []),
  ]
  const locks = [...new Set(keys.map(lockKey))].sort((a, b) => a - b)
  for (const key of locks) await tx.$executeRaw`SELECT pg_advisory_xact_lock(${0x67_6c_6f_72}::int, ${key}::int)`
}

/**
 * Refuses an order that would take the gifts reserved on one list within 24 hours by its e-mail address (any case)
 * or by its client past `dailyGiftLimit()` (decision 026: one anonymous order could reserve a whole list). Call it in
 * the order's transaction after `lockDailyGiftLimit` and only once the order is valid (its products exist, belong to
 * the list, are available and priced right): an answer that depends on someone else's orders must cost a real order,
 * or anyone could ask with a stranger's address whether that person gave on the list.
 * @param gifts the lines of the new order (each part counts as one gift).
 * @throws DomainError RATE_LIMITED (429), always the same answer: one Dutch message and `details.retryAfter` of a full
 *   day (then every order counted now has left the 24 hours), never how many gifts were counted or when the oldest of
 *   them leaves the 24 hours.
 */
export async function assertDailyGiftLimit(tx: Tx, giver: DailyGiver, gifts: number): Promise<void> {
  const where = {
    listId: giver.listId,
    createdAt: { gte: new Date(Date.now() - DAY_MS) },
    OR: [
      { email: { equals: giver.email, mode: 'insensitive' as const } },
      ...(giver.clientKey ? [{ clientKey: giver.clientKey }] : []),
    ],
  }
  const already = await tx.orderLine.count({ where: { order: where } })
  if (already + gifts > dailyGiftLimit())
    throw new DomainError('RATE_LIMITED', t('errors.dailyGiftLimit'), { retryAfter: DAY_MS / 1000 })
}

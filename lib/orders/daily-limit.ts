import { createHash, createHmac } from 'node:crypto'
import type { Tx } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { authSecret } from '@/lib/auth/secret'

/** Gifts one e-mail address or one client may reserve on one list within 24 hours (decision 026). */
export const DEFAULT_DAILY_GIFT_LIMIT = 20

/** `ORDER_DAILY_GIFT_LIMIT` (a positive integer), or 20. */
export function dailyGiftLimit(): number {
  const configured = Number(process.env.ORDER_DAILY_GIFT_LIMIT)
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_DAILY_GIFT_LIMIT
}

/**
 * What an order stores of the client address (`clientIp`): a keyed hash, never the address, so the database holds
 * nothing to trace a giver's connection with, yet two orders from one address compare equal (decision 026).
 */
export function clientKey(ip: string): string {
  return createHmac('sha256', authSecret()).update(`order-client:${ip}`).digest('base64url').slice(0, 32)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** A 32-bit advisory lock key for a text (two texts may share one: then they only wait for each other). */
function lockKey(text: string): number {
  return createHash('sha256').update(text).digest().readInt32BE(0)
}

/**
 * Refuses an order that would take the gifts reserved on one list within 24 hours by its e-mail address (any case)
 * or by its client past `dailyGiftLimit()` (issue 8: one anonymous order could reserve a whole list). Call it inside
 * the order's transaction: it first takes transaction-scoped advisory locks on (list, address) and (list, client), so
 * two orders of one giver at the same moment are counted one after the other while other givers' orders do not wait.
 * The locks are taken in one numeric order and before the product locks, always, so they cannot deadlock.
 * @param gifts the lines of the new order (each part counts as one gift).
 * @throws DomainError RATE_LIMITED (429) with a Dutch message and `details` `{ limit, retryAfter }` (seconds until the
 *   oldest counted order is a day old).
 */
export async function assertDailyGiftLimit(tx: Tx, order: { listId: number; email: string; clientKey: string | null; gifts: number }): Promise<void> {
  const keys = [`${order.listId}:e:${order.email.toLowerCase()}`, ...(order.clientKey ? [`${order.listId}:c:${order.clientKey}`] : [])]
  const locks = [...new Set(keys.map(lockKey))].sort((a, b) => a - b)
  for (const key of locks) await tx.$executeRaw`SELECT pg_advisory_xact_lock(${0x67_6c_6f_72}::int, ${key}::int)`
  const limit = dailyGiftLimit()
  const since = new Date(Date.now() - DAY_MS)
  const where = {
    listId: order.listId,
    createdAt: { gte: since },
    OR: [{ email: { equals: order.email, mode: 'insensitive' as const } }, ...(order.clientKey ? [{ clientKey: order.clientKey }] : [])],
  }
  const already = await tx.orderLine.count({ where: { order: where } })
  if (already + order.gifts <= limit) return
  const oldest = await tx.order.findFirst({ where, orderBy: { createdAt: 'asc' }, select: { createdAt: true } })
  const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.createdAt.getTime() + DAY_MS - Date.now()) / 1000)) : DAY_MS / 1000
  throw new DomainError('RATE_LIMITED', t('errors.dailyGiftLimit', { already, limit }), { limit, retryAfter })
}

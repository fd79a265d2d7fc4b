import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t, withLocale } from '@/lib/i18n'
import { assertCanManageList, listAccessSelect, requireActor, type Actor } from '@/lib/auth/actor'
import { getManagedListById } from '@/lib/lists'
import type { Prisma } from '@/lib/generated/prisma/client'
import { REMINDER_AFTER_DAYS_MS, type OwnerOrderView } from './overview-types'
import { totalsByMethod } from '@/lib/gifts/rules'
import { orderLineViews } from './lines'
import { getOrderByReference, queuePaidThanks } from './index'
import { enqueueMail, nudgeMailWorker } from '@/lib/mail'
import { paymentReminderMail } from '@/lib/mail/payment'
import { isAnonymised } from '@/lib/privacy/anonymised'

export type { OwnerOrderView, OrdersSummary } from './overview-types'
export { summarizeOrders } from './overview-types'

/** What an order needs to become an `OwnerOrderView`: its lines with product and part. */
export const orderInclude = {
  lines: { include: { product: true, productPart: true }, orderBy: { id: 'asc' } },
} satisfies Prisma.OrderInclude

type OrderRow = Prisma.OrderGetPayload<{ include: typeof orderInclude }>

/** An order row (with `orderInclude`) as its list's owner and the admin area see it: prices in euro cents. */
export function toOwnerView(order: OrderRow): OwnerOrderView {
  const products = orderLineViews(order.lines)
  const totals = totalsByMethod(products)
  const hasCash = products.some((line) => line.giftMethod === 'CASH')
  return {
    id: order.id,
    reference: order.reference,
    listId: order.listId,
    name: order.name,
    email: order.email,
    message: order.message,
    createdAt: order.createdAt.toISOString(),
    products,
    totals,
    // Every order gets an OGM (it is derived from its id), but only a CASH line gives the giver a reason to use it.
    structuredCommunication: hasCash ? order.structuredCommunication : null,
    paidAt: hasCash && order.paidAt ? order.paidAt.toISOString() : null,
    received: hasCash ? order.receivedAmount : 0,
    thankedAt: order.thankedAt ? order.thankedAt.toISOString() : null,
    reminderSentAt: hasCash && order.reminderSentAt ? order.reminderSentAt.toISOString() : null,
  }
}

/**
 * The orders (gifts given) of a list for its owner or an ADMIN (docs/rules.md#orders-overview; GET
 * /api/lists/{id}/orders): newest first, each with the giver, the message, the gifts (part titles such as 'Deel 2',
 * prices in euro cents), the total per method and, with CASH lines, the structured communication and `paidAt`.
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown list,
 *   FORBIDDEN (403) for anyone but the owner or an ADMIN.
 */
export async function listOrdersOfList(actor: Actor | null, listId: number): Promise<OwnerOrderView[]> {
  const list = await getManagedListById(actor, listId)
  const prisma = await getDb()
  const orders = await prisma.order.findMany({
    where: { listId: list.id },
    include: orderInclude,
    // The id breaks ties: two orders can share a timestamp, and the page must not reshuffle them on reload.
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })
  return orders.map(toOwnerView)
}

/** The order with its list's owner, after the permission check every owner-side call needs. */
async function loadManagedOrder(actor: Actor | null, orderId: number): Promise<OrderRow> {
  const who = requireActor(actor)
  const prisma = await getDb()
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    include: { ...orderInclude, list: { select: listAccessSelect } },
  })
  if (!order) throw new DomainError('NOT_FOUND', t('errors.orderNotFound'))
  assertCanManageList(who, order.list)
  return order
}

/**
 * One order by id for its list's owner or an ADMIN (GET /api/orders/{id}).
 * @returns the order as the overview shows it (cents).
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown id,
 *   FORBIDDEN (403) for anyone but the owner or an ADMIN.
 */
export async function getOrderForOwner(actor: Actor | null, orderId: number): Promise<OwnerOrderView> {
  return toOwnerView(await loadManagedOrder(actor, orderId))
}

/**
 * Ticks 'Bedankt' for an order once the parents thanked the giver, or undoes that (PATCH /api/orders/{id}
 * `{ thanked }`). Ticking an order already thanked keeps its first date. Any order, whatever its gifts.
 * @returns the order as the overview shows it, with its new `thankedAt`.
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown id, FORBIDDEN (403) for
 *   anyone who does not manage the order's list; nothing changes when it throws.
 */
export async function setOrderThanked(actor: Actor | null, orderId: number, thanked: boolean): Promise<OwnerOrderView> {
  const order = await loadManagedOrder(actor, orderId)
  const prisma = await getDb()
  await prisma.order.updateMany({
    where: thanked ? { id: order.id, thankedAt: null } : { id: order.id },
    data: { thankedAt: thanked ? new Date() : null },
  })
  const updated = await prisma.order.findUnique({ where: { id: order.id }, include: orderInclude })
  if (!updated) throw new DomainError('NOT_FOUND', t('errors.orderNotFound'))
  return toOwnerView(updated)
}

/**
 * Marks a CASH order as paid once the money is on the parents' account, or undoes that (PATCH
 * /api/orders/{id}). Marking an already paid order keeps its first `paidAt`. Changes nothing else: the gifts
 * stay given either way (an unpaid order is the parents' business with the giver, not a reason to sell again).
 * @returns the order as the overview shows it, with its new `paidAt`.
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown id,
 *   FORBIDDEN (403) for anyone but the owner or an ADMIN, VALIDATION (422) for an order without CASH lines
 *   (nothing to pay, so nothing to mark); nothing changes when it throws.
 */
export async function setOrderPaid(actor: Actor | null, orderId: number, paid: boolean): Promise<OwnerOrderView> {
  const order = await loadManagedOrder(actor, orderId)
  if (!order.lines.some((line) => line.giftMethod === 'CASH')) {
    const message = t('errors.orderWithoutCash')
    throw new DomainError('VALIDATION', message, { fields: { paid: message } })
  }
  const prisma = await getDb()
  // Conditional, so a second click (or two parents at once) keeps the first date instead of moving it; the giver's
  // thank-you goes with the first marking only.
  await prisma.$transaction(async (tx) => {
    const marked = await tx.order.updateMany({
      where: paid ? { id: order.id, paidAt: null } : { id: order.id },
      data: { paidAt: paid ? new Date() : null },
    })
    if (paid && marked.count === 1) await queuePaidThanks(tx, order.id)
  })
  nudgeMailWorker()
  // Released or cancelled meanwhile: gone, as for an unknown id.
  const updated = await prisma.order.findUnique({ where: { id: order.id }, include: orderInclude })
  if (!updated) throw new DomainError('NOT_FOUND', t('errors.orderNotFound'))
  return toOwnerView(updated)
}

/** Days after an order before the parents may remind its giver of the transfer. */
export const REMINDER_AFTER_DAYS = REMINDER_AFTER_DAYS_MS / 86_400_000

/**
 * A friendly reminder to a giver whose transfer has not arrived (POST /api/orders/{id}/reminder, 'Herinnering
 * sturen' on the orders overview): the payment details and the EPC QR code again, mailed once per order, from
 * REMINDER_AFTER_DAYS after the order on. The mail is written to the outbox in the transaction that marks it sent.
 * @returns the order as the overview shows it, with its `reminderSentAt`.
 * @throws DomainError UNAUTHORIZED (401), NOT_FOUND (404), FORBIDDEN (403) as `setOrderPaid`; VALIDATION (422) for an
 *   order without CASH lines; ORDER_PAID (409) once its transfer is marked received; REMINDER_NOT_ALLOWED (409)
 *   before the 7 days or when a reminder went already. Nothing changes when it throws.
 */
export async function sendPaymentReminder(actor: Actor | null, orderId: number): Promise<OwnerOrderView> {
  const order = await loadManagedOrder(actor, orderId)
  if (!order.lines.some((line) => line.giftMethod === 'CASH')) {
    throw new DomainError('VALIDATION', t('errors.orderWithoutCash'))
  }
  if (order.paidAt) throw new DomainError('ORDER_PAID', t('reminder.paid'))
  if (Date.now() - order.createdAt.getTime() < REMINDER_AFTER_DAYS_MS)
    throw new DomainError('REMINDER_NOT_ALLOWED', t('reminder.tooEarly', { days: REMINDER_AFTER_DAYS }))
  if (isAnonymised(order)) throw new DomainError('REMINDER_NOT_ALLOWED', t('reminder.anonymised'))
  // In the giver's language at checkout (the child's name in the order's view too).
  const mail = await withLocale(order.locale, async () =>
    paymentReminderMail(await getOrderByReference(order.reference)),
  )
  const prisma = await getDb()
  await prisma.$transaction(async (tx) => {
    // Conditional: two parents clicking at once send one reminder.
    const marked = await tx.order.updateMany({
      where: { id: order.id, reminderSentAt: null, paidAt: null },
      data: { reminderSentAt: new Date() },
    })
    if (marked.count !== 1) throw new DomainError('REMINDER_NOT_ALLOWED', t('reminder.sent'))
    await enqueueMail(tx, 'order-reminder', mail)
  })
  nudgeMailWorker()
  const updated = await prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: orderInclude })
  return toOwnerView(updated)
}

import 'server-only'
import { getDb, type Tx } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t, withLocale, type Locale } from '@/lib/i18n'
import { assertCanManageList, listAccessSelect, requireActor, type Actor } from '@/lib/auth/actor'
import { requireAdmin } from '@/lib/admin'
import { invalidateListPage } from '@/lib/cache/invalidate'
import { Prisma } from '@/lib/generated/prisma/client'
import { enqueueMail, nudgeMailWorker } from '@/lib/mail'
import { orderCancelledMail, orderReleasedMail, orderTakenBackMail } from '@/lib/mail/release'
import { hashToken } from '@/lib/auth/tokens'
import { childName } from '@/lib/lists/display'
import { giftTitle, groupGifts } from './overview-types'
import { TAKE_BACK_DAYS } from './take-back-rules'
import { isAnonymised } from '@/lib/privacy/anonymised'
import { orderLineViews } from './lines'
import { logger } from '@/lib/log'

/** What `removeOrder` reads of the order, under the product locks, before it removes it. */
const removedOrderSelect = {
  id: true,
  reference: true,
  name: true,
  email: true,
  locale: true,
  paidAt: true,
  list: {
    select: {
      url: true,
      firstName: true,
      lastName: true,
      parent1FirstName: true,
      parent2FirstName: true,
      ...listAccessSelect,
    },
  },
  lines: { include: { product: true, productPart: true }, orderBy: { id: 'asc' } },
} satisfies Prisma.OrderSelect

type RemovedOrder = Prisma.OrderGetPayload<{ select: typeof removedOrderSelect }>

/** What cancelling or releasing an order answers: its id and reference, and the slug of its list. */
export interface RemovedOrderResult {
  id: number
  reference: string
  listSlug: string
}

/**
 * The one way an order goes away (decision 015): in one transaction the order and its lines are removed and every
 * gift it gave is available again — its parts unsold, its products unsold (a split product is no longer sold once one
 * part is free again) — then the list page is revalidated. The products are locked in id order before anything
 * changes, as `placeOrder` locks them, so a removal and an order being placed on the same gifts run one after the
 * other and can never deadlock; an order for a part that is freed here can be placed again.
 * @param check runs in the transaction on the order as read under the locks, before it is removed: it throws to refuse
 *   (nothing changes then) and may write to the transaction (the giver's mail).
 * @param onlyUnpaid removes the order only while it is not marked paid, checked by the delete itself, so marking it
 *   paid at the same moment wins (ORDER_PAID).
 * @throws DomainError NOT_FOUND (404) for an unknown (or meanwhile removed) order; whatever `check` throws.
 */
async function removeOrder(
  orderId: number,
  options: { check: (tx: Tx, order: RemovedOrder) => Promise<void>; onlyUnpaid: boolean },
): Promise<RemovedOrderResult> {
  const notFound = () => new DomainError('NOT_FOUND', t('errors.orderNotFound'))
  const prisma = await getDb()
  const removed = await prisma.$transaction(
    async (tx) => {
      const before = await tx.orderLine.findMany({ where: { orderId }, select: { productId: true } })
      const productIds = [...new Set(before.map((line) => line.productId))].sort((a, b) => a - b)
      if (productIds.length)
        await tx.$queryRaw`SELECT id FROM "Product" WHERE id IN (${Prisma.join(productIds)}) ORDER BY id FOR UPDATE`
      // Read again under the locks: a removal that ran meanwhile has removed it (lines never change otherwise).
      const order = await tx.order.findUnique({ where: { id: orderId }, select: removedOrderSelect })
      if (!order) throw notFound()
      await options.check(tx, order)
      const deleted = await tx.order.deleteMany({
        where: { id: order.id, ...(options.onlyUnpaid ? { paidAt: null } : {}) },
      })
      if (deleted.count !== 1) {
        // Marked paid (or removed) after it was read: the delete's condition saw the committed change.
        throw (await tx.order.count({ where: { id: order.id } })) ? paidError() : notFound()
      }
      const partIds = order.lines.flatMap((line) => (line.productPartId ? [line.productPartId] : []))
      if (partIds.length) await tx.productPart.updateMany({ where: { id: { in: partIds } }, data: { sold: false } })
      // A whole gift gets its units back; a split one its parts (above). Either is then not sold.
      for (const line of order.lines.filter((l) => !l.productPartId)) {
        await tx.product.update({
          where: { id: line.productId },
          data: line.product.fund
            ? { givenAmount: { decrement: line.price } }
            : { givenQuantity: { decrement: line.quantity } },
        })
      }
      await tx.product.updateMany({ where: { id: { in: productIds } }, data: { sold: false } })
      return { id: order.id, reference: order.reference, listSlug: order.list.url }
    },
    { maxWait: 10_000, timeout: 20_000 },
  )
  await invalidateListPage(removed.listSlug)
  return removed
}

/** The people a list's notices go to: its owner and its managers, each with a confirmed address. */
async function parentsOf(tx: Tx, slug: string): Promise<{ name: string; email: string; locale: Locale }[]> {
  const list = await tx.list.findUniqueOrThrow({
    where: { url: slug },
    select: {
      user: { select: { name: true, email: true, emailConfirmedAt: true, locale: true } },
      managers: { select: { user: { select: { name: true, email: true, emailConfirmedAt: true, locale: true } } } },
    },
  })
  return [list.user, ...list.managers.map((m) => m.user)].filter((u) => u.emailConfirmedAt !== null)
}

const paidError = () => new DomainError('ORDER_PAID', t('errors.orderPaid'))

/**
 * Cancels an order (DELETE /api/orders/{id}; decision 015): the order is removed and its gifts are available
 * again (see `removeOrder`), whether or not it was marked paid. The giver (unless anonymised) and the parents (the
 * owner and the managers with a confirmed address) are mailed, in the same transaction (`orderCancelledMail`).
 * @returns the cancelled order's id and reference, and the slug of its list.
 * @throws DomainError UNAUTHORIZED (401), FORBIDDEN (403) for anyone but an ADMIN, NOT_FOUND (404) for an unknown
 *   (or meanwhile removed) order. Nothing changes when it throws.
 */
export async function cancelOrder(actor: Actor | null, orderId: number): Promise<RemovedOrderResult> {
  const admin = requireAdmin(actor)
  const cancelled = await removeOrder(orderId, {
    onlyUnpaid: false,
    check: async (tx, order) => {
      const released = { name: order.name, email: order.email, list: order.list, products: orderLineViews(order.lines) }
      // Each in the language of the one it is for: the giver's at checkout, each parent's account's.
      if (!isAnonymised(order))
        await enqueueMail(
          tx,
          'order-cancelled',
          await withLocale(order.locale, () => orderCancelledMail(released, null)),
        )
      for (const parent of await parentsOf(tx, order.list.url))
        await enqueueMail(
          tx,
          'order-cancelled',
          await withLocale(parent.locale, () => orderCancelledMail(released, parent)),
        )
    },
  })
  nudgeMailWorker()
  // No personal data in the log: ids only.
  logger.info(`[orders] order ${cancelled.id} cancelled by administrator ${admin.id}`)
  return cancelled
}

/**
 * Releases a reservation (decision 026; `POST /api/orders/{id}/release`, 'Reservatie vrijgeven' on the orders
 * overview): the list's owner or an ADMIN gives the gifts of an order that is not marked paid back to the list, for
 * orders that will never be bought or paid (a SHOP reservation needs no payment, so anyone can reserve a list with
 * throwaway addresses). The order is removed and its gifts are available again (see `removeOrder`); the giver gets a
 * short mail, written to the outbox in the same transaction (none for an order whose giver was anonymised). An order
 * marked paid is refused: money arrived for it, so the parents undo 'betaald' first if that was a mistake.
 * @returns the released order's id and reference, and the slug of its list.
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown (or meanwhile removed)
 *   order, FORBIDDEN (403) for anyone but the list's owner or an ADMIN, ORDER_PAID (409) for an order marked paid
 *   (also when it is marked at the same moment). Nothing changes when it throws.
 */
export async function releaseOrder(actor: Actor | null, orderId: number): Promise<RemovedOrderResult> {
  const who = requireActor(actor)
  const released = await removeOrder(orderId, {
    onlyUnpaid: true,
    check: async (tx, order) => {
      assertCanManageList(who, order.list)
      if (order.paidAt) throw paidError()
      if (isAnonymised(order)) return
      const mail = await withLocale(order.locale, () =>
        orderReleasedMail({
          name: order.name,
          email: order.email,
          list: order.list,
          products: orderLineViews(order.lines),
        }),
      )
      await enqueueMail(tx, 'order-released', mail)
    },
  })
  nudgeMailWorker()
  logger.info(`[orders] order ${released.id} released by user ${who.id}`)
  return released
}

/** What the take-back page shows of an order before the giver confirms: its gifts and list, and whether it can go. */
export interface TakeBackPreview {
  /** The gifts as '2 × Rompertje', 'Kinderwagen (Deel 2)'. */
  gifts: string[]
  list: { url: string; child: string }
  /** Null when it can be taken back; else why not. */
  refusal: 'expired' | 'paid' | null
}

/** The order a take-back secret belongs to, or TOKEN_INVALID (400) for an unknown, used or malformed one. */
async function orderOfTakeBack(secret: string) {
  const invalid = () => new DomainError('TOKEN_INVALID', t('takeBack.invalid'))
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(secret)) throw invalid()
  const prisma = await getDb()
  const order = await prisma.order.findUnique({
    where: { takeBackTokenHash: hashToken(secret) },
    select: { createdAt: true, ...removedOrderSelect },
  })
  if (!order) throw invalid()
  return order
}

const expired = (createdAt: Date, now = Date.now()) => now - createdAt.getTime() > TAKE_BACK_DAYS * 86_400_000

/**
 * What the take-back page shows for the secret of a giver's link (/order/take-back?token=…), changing nothing: a
 * mail program that opens the link to look at it must not take the reservation back.
 * @throws DomainError TOKEN_INVALID (400) for an unknown, used or malformed secret.
 */
export async function previewTakeBack(secret: string): Promise<TakeBackPreview> {
  const order = await orderOfTakeBack(secret)
  return {
    gifts: groupGifts(orderLineViews(order.lines)).map((g) =>
      g.parts.length ? `${g.product.title} (${g.parts.join(', ')})` : giftTitle(g),
    ),
    list: { url: order.list.url, child: childName(order.list) },
    refusal: order.paidAt ? 'paid' : expired(order.createdAt) ? 'expired' : null,
  }
}

/**
 * A giver takes a reservation back with the link of the summary mail (within TAKE_BACK_DAYS of placing it, while no
 * transfer is marked paid): the order is removed and its gifts are available again (`removeOrder`, the list page
 * revalidated), and the list's owner and its managers with a confirmed address get a short mail, in the same
 * transaction. The link works once: the order and its secret are gone with it.
 * @param secret the link's `token`.
 * @returns the removed order's id and reference, and its list's slug.
 * @throws DomainError TOKEN_INVALID (400) for an unknown, used or malformed secret, or one older than
 *   TAKE_BACK_DAYS; ORDER_PAID (409) when the transfer was marked paid (also at the same moment). Nothing changes
 *   when it throws.
 */
export async function takeBackOrder(secret: string): Promise<RemovedOrderResult> {
  const found = await orderOfTakeBack(secret)
  if (expired(found.createdAt)) throw new DomainError('TOKEN_INVALID', t('takeBack.expired', { days: TAKE_BACK_DAYS }))
  const taken = await removeOrder(found.id, {
    onlyUnpaid: true,
    check: async (tx, order) => {
      if (order.paidAt) throw paidError()
      const parents = await parentsOf(tx, order.list.url)
      const released = { name: order.name, email: order.email, list: order.list, products: orderLineViews(order.lines) }
      for (const parent of parents)
        await enqueueMail(
          tx,
          'order-taken-back',
          await withLocale(parent.locale, () => orderTakenBackMail(released, parent)),
        )
    },
  })
  nudgeMailWorker()
  logger.info(`[orders] order ${taken.id} taken back by its giver`)
  return taken
}

import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import type { Actor } from '@/lib/auth/actor'
import { requireAdmin } from '@/lib/admin'
import { invalidateListPage } from '@/lib/cache/invalidate'
import { Prisma } from '@/lib/generated/prisma/client'

/**
 * Cancels an order (issue 6 admin area, spec §7 DELETE /orders/{id}; decision 015): in one transaction the order and
 * its lines are removed and every gift it gave is available again — its parts unsold, its products unsold (a split
 * product is no longer sold once one part is free again) — then the list page is revalidated. The products are locked
 * in id order before anything changes, as `placeOrder` locks them, so a cancel and an order being placed on the same
 * gifts run one after the other and can never deadlock; an order for a part that is freed here can be placed again.
 * The giver is not mailed: an administrator cancels on request and tells the people involved themselves.
 * @returns the cancelled order's id and reference, and the slug of its list.
 * @throws DomainError UNAUTHORIZED (401), FORBIDDEN (403) for anyone but an ADMIN, NOT_FOUND (404) for an unknown
 *   (or meanwhile cancelled) order. Nothing changes when it throws.
 */
export async function cancelOrder(actor: Actor | null, orderId: number): Promise<{ id: number; reference: string; listSlug: string }> {
  const admin = requireAdmin(actor)
  const notFound = () => new DomainError('NOT_FOUND', t('errors.orderNotFound'))
  const prisma = await getDb()
  const cancelled = await prisma.$transaction(
    async (tx) => {
      const before = await tx.orderLine.findMany({ where: { orderId }, select: { productId: true } })
      const productIds = [...new Set(before.map((line) => line.productId))].sort((a, b) => a - b)
      if (productIds.length) await tx.$queryRaw`SELECT id FROM "Product" WHERE id IN (${Prisma.join(productIds)}) ORDER BY id FOR UPDATE`
      // Read again under the locks: a cancel that ran meanwhile has removed it (lines never change otherwise).
      const order = await tx.order.findUnique({
        where: { id: orderId },
        select: { id: true, reference: true, list: { select: { url: true } }, lines: { select: { productId: true, productPartId: true } } },
      })
      if (!order) throw notFound()
      const partIds = order.lines.flatMap((line) => (line.productPartId ? [line.productPartId] : []))
      await tx.order.delete({ where: { id: order.id } })
      if (partIds.length) await tx.productPart.updateMany({ where: { id: { in: partIds } }, data: { sold: false } })
      await tx.product.updateMany({ where: { id: { in: productIds } }, data: { sold: false } })
      return { id: order.id, reference: order.reference, listSlug: order.list.url }
    },
    { maxWait: 10_000, timeout: 20_000 },
  )
  await invalidateListPage(cancelled.listSlug)
  // No personal data in the log: ids only.
  console.info(`[orders] order ${cancelled.id} cancelled by administrator ${admin.id}`)
  return cancelled
}

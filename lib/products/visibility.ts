import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import type { Actor } from '@/lib/auth/actor'
import { requireAdmin } from '@/lib/admin'
import { invalidateListPage } from '@/lib/cache/invalidate'
import { productInclude, toProductView } from './index'
import type { ProductView } from './types'

/**
 * Hides a product from its public list page, or shows it again (the admin area): for any product of any list,
 * sold ones included (a sold product is off the public page anyway; hiding it only marks it 'Verborgen' in the
 * overviews). Its parts and orders stay as they are. The row is locked as placing an order locks it, so a hide and
 * an order never interleave: an order placed after the hide is refused as for a sold gift. The list page is revalidated.
 * @returns the product as it is now (prices in cents).
 * @throws DomainError UNAUTHORIZED (401), FORBIDDEN (403) for anyone but an ADMIN, NOT_FOUND (404) for an unknown id.
 */
export async function setProductHidden(actor: Actor | null, productId: number, hidden: boolean): Promise<ProductView> {
  requireAdmin(actor)
  const prisma = await getDb()
  const product = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Product" WHERE id = ${productId} FOR UPDATE`
    const { count } = await tx.product.updateMany({ where: { id: productId }, data: { hidden } })
    if (count === 0) throw new DomainError('NOT_FOUND', t('errors.productNotFound'))
    return tx.product.findUniqueOrThrow({
      where: { id: productId },
      include: { ...productInclude, list: { select: { url: true } } },
    })
  })
  await invalidateListPage(product.list.url)
  return toProductView(product)
}

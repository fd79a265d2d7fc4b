import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { toCents } from '@/lib/money'
import { canManageList, listAccessSelect, type Actor } from '@/lib/auth/actor'
import type { Prisma } from '@/lib/generated/prisma/client'
import type { ProductView } from './types'

export type { ProductView, ProductPartView } from './types'

export const productInclude = { productParts: { orderBy: { position: 'asc' } } } satisfies Prisma.ProductInclude
type ProductRow = Prisma.ProductGetPayload<{ include: typeof productInclude }>

/** Maps a database row to the view the app uses: Decimal euros become integer cents. */
export function toProductView(p: ProductRow): ProductView {
  return {
    id: p.id,
    listId: p.listId,
    title: p.title,
    price: toCents(p.price),
    imageUrl: p.imageUrl,
    description: p.description,
    cashAllowed: p.cashAllowed,
    shopAllowed: p.shopAllowed,
    shopName: p.shopName,
    productUrl: p.productUrl,
    affiliateUrl: p.affiliateUrl,
    affiliateId: p.affiliateId,
    affiliateProductId: p.affiliateProductId,
    hidden: p.hidden,
    sold: p.sold,
    fund: p.fund,
    givenAmount: toCents(p.givenAmount),
    quantity: p.quantity,
    givenQuantity: p.givenQuantity,
    topper: p.topper,
    category: p.category,
    weight: p.weight,
    productParts: p.productParts.map((part) => ({
      id: part.id,
      title: part.title,
      price: toCents(part.price),
      sold: part.sold,
    })),
  }
}

/**
 * The products of a list with their parts, ordered by weight (GET /api/lists/{id}/products).
 * Hidden products are left out for anyone but the list's owner, its managers or an administrator; with
 * `onlyAvailable` hidden and sold products are left out for everyone and the 'Toppers' come first (the public list
 * page).
 * @throws DomainError NOT_FOUND (404) when the list does not exist.
 */
export async function listProducts(
  listId: number,
  actor: Actor | null,
  options: { onlyAvailable?: boolean } = {},
): Promise<ProductView[]> {
  const prisma = await getDb()
  const list = await prisma.list.findUnique({ where: { id: listId }, select: listAccessSelect })
  if (!list) throw new DomainError('NOT_FOUND', t('errors.listNotFound'))
  const showHidden = !options.onlyAvailable && canManageList(actor, list)
  const products = await prisma.product.findMany({
    where: { listId, ...(showHidden ? {} : { hidden: false }), ...(options.onlyAvailable ? { sold: false } : {}) },
    include: productInclude,
    // The public list shows the parents' 'Toppers' first; their own overview keeps the order they dragged.
    orderBy: options.onlyAvailable
      ? [{ topper: 'desc' }, { weight: 'asc' }, { id: 'asc' }]
      : [{ weight: 'asc' }, { id: 'asc' }],
  })
  return products.map(toProductView)
}

import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { requireActor, type Actor } from '@/lib/auth/actor'
import { invalidateListPage } from '@/lib/cache/invalidate'
import { getManagedListById } from '@/lib/lists'
import { productInclude, toProductView, type ProductView } from '@/lib/products'
import { sanitizeDescription } from '@/lib/products/sanitize'
import { catalogAddSchema } from '@/lib/validation/catalog'
import { parseInput } from '@/lib/validation/parse'

/**
 * Adds a partner's product to a list from the finder (docs/rules.md#product-finder: SHOP only, not split,
 * not hidden, not sold), after the list's last
 * product. The server copies the catalog row itself (title, price, image, sanitized description, product and affiliate
 * URL, the partner's name as shop name, the feed's kind of gift, affiliateId and affiliateProductId): the caller only
 * sends ids. The copy is the
 * parents' own from then on: a later import changes the catalog, not their list.
 * @param input `{ listId, affiliateProductId }` (`catalogAddSchema`).
 * @returns the new product (price in euro cents).
 * @throws DomainError UNAUTHORIZED (401); VALIDATION (422) for ids that are not positive whole numbers; NOT_FOUND (404)
 *   for an unknown list or catalog product; FORBIDDEN (403) when the actor is neither the list's owner nor an ADMIN;
 *   CATALOG_UNAVAILABLE (409) when the partner no longer lists the product; ALREADY_ON_LIST (409) when the list already
 *   has it (the finder shows no add button then; this keeps a double click or a second tab from adding it twice).
 *   Nothing changes when it throws.
 */
export async function addCatalogProduct(actor: Actor | null, input: unknown): Promise<ProductView> {
  const who = requireActor(actor)
  const { listId, affiliateProductId } = parseInput(catalogAddSchema, input)
  const list = await getManagedListById(who, listId)
  const prisma = await getDb()
  const source = await prisma.affiliateProduct.findUnique({
    where: { id: affiliateProductId },
    include: { affiliate: { select: { name: true } } },
  })
  if (!source) throw new DomainError('NOT_FOUND', t('catalog.productNotFound'))
  if (!source.available)
    throw new DomainError(
      'CATALOG_UNAVAILABLE',
      t('catalog.unavailable', { title: source.title, partner: source.affiliate.name }),
    )

  const created = await prisma.$transaction(async (tx) => {
    // The list's row lock makes two adds of the same product (a double click, two tabs) take turns: the second sees the first.
    await tx.$queryRaw`SELECT id FROM "List" WHERE id = ${list.id} FOR UPDATE`
    if (
      await tx.product.findFirst({ where: { listId: list.id, affiliateProductId: source.id }, select: { id: true } })
    ) {
      throw new DomainError('ALREADY_ON_LIST', t('catalog.alreadyOnList', { title: source.title }))
    }
    const last = await tx.product.aggregate({ where: { listId: list.id }, _max: { weight: true } })
    return tx.product.create({
      data: {
        listId: list.id,
        title: source.title,
        price: source.price,
        imageUrl: source.image,
        description: sanitizeDescription(source.description),
        cashAllowed: false,
        shopAllowed: true,
        shopName: source.affiliate.name,
        productUrl: source.productUrl,
        affiliateUrl: source.affiliateUrl,
        affiliateId: source.affiliateId,
        affiliateProductId: source.id,
        category: source.category,
        hidden: false,
        sold: false,
        weight: last._max.weight === null ? 0 : last._max.weight + 1,
      },
      include: productInclude,
    })
  })
  await invalidateListPage(list.url)
  return toProductView(created)
}

import 'server-only'
import { getDb, type Tx } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { centsToDecimalString, toCents } from '@/lib/money'
import { assertCanManageList, canManageList, listAccessSelect, requireActor, type Actor } from '@/lib/auth/actor'
import { getManagedListById } from '@/lib/lists'
import { invalidateListPage } from '@/lib/cache/invalidate'
import { deleteStoredImage, storedImageFolder } from '@/lib/images'
import type { Prisma } from '@/lib/generated/prisma/client'
import { productSchema, productOrderSchema, type ProductValues } from '@/lib/validation/product'
import { parseInput } from '@/lib/validation/parse'
import { productInclude, toProductView, listProducts, type ProductView } from './index'
import { buildParts } from './split'
import { isSplit } from '@/lib/gifts/rules'
import { descriptionToHtml, descriptionToText } from './description'
import { describeError } from '@/lib/privacy/log'
import { logger } from '@/lib/log'

// Product management for the list's owner, its managers or an ADMIN (docs/rules.md#gifts;
// decisions 010, 038).

const managedInclude = {
  ...productInclude,
  list: { select: { id: true, url: true, ...listAccessSelect } },
} satisfies Prisma.ProductInclude
type ManagedRow = Prisma.ProductGetPayload<{ include: typeof managedInclude }>

const notFound = () => new DomainError('NOT_FOUND', t('errors.productNotFound'))

function validation(field: string, message: string): DomainError {
  return new DomainError('VALIDATION', message, { fields: { [field]: message } })
}

/** The parts to store for a split product; a split the schema let through but that cannot be built is a 422. */
function partsFor(values: ProductValues, cents: number): { title: string; price: number }[] {
  if (!values.productIsSplit) return []
  try {
    return buildParts(cents, values.nrOfProductParts)
  } catch {
    throw validation('nrOfProductParts', t('validation.partsTooSmall', { count: values.nrOfProductParts }))
  }
}

/** An image we stored belongs to one list's folder: a product may only point at its own list's uploads. */
function checkImage(imageUrl: string | null, slug: string): void {
  if (!imageUrl) return
  const folder = storedImageFolder(imageUrl)
  if (folder !== null && folder !== slug) throw validation('imageUrl', t('validation.productImage'))
}

/** Removes an uploaded image nothing uses any more, after the commit; a failure is logged, never the caller's error. */
async function releaseImage(url: string | null, slug: string): Promise<void> {
  if (!url) return
  try {
    const prisma = await getDb()
    if ((await prisma.product.count({ where: { imageUrl: url } })) > 0) return
    await deleteStoredImage(url, slug)
  } catch (error) {
    logger.error({ err: describeError(error) }, '[products] could not delete an old image')
  }
}

/** Locks the product row (as placeOrder does) so an order being placed and this change never interleave. */
async function lockManagedProduct(tx: Tx, actor: Actor, productId: number): Promise<ManagedRow> {
  await tx.$queryRaw`SELECT id FROM "Product" WHERE id = ${productId} FOR UPDATE`
  const row = await tx.product.findUnique({ where: { id: productId }, include: managedInclude })
  if (!row) throw notFound()
  assertCanManageList(actor, row.list)
  return row
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Adds a product to a list ('Handmatig toevoegen', POST /api/products), after its last product.
 * @param input the save payload with `listId` (see `productSchema`); price in euros.
 * @returns the new product (prices in cents); split products get parts that sum exactly to the price.
 * @throws DomainError UNAUTHORIZED (401), NOT_FOUND (404) for an unknown list, FORBIDDEN (403) when the actor is
 *   neither the owner nor an ADMIN, VALIDATION (422) with `details.fields` for bad input. Nothing changes then.
 */
export async function createProduct(actor: Actor | null, input: unknown): Promise<ProductView> {
  const who = requireActor(actor)
  // Permission before validation: someone else's list is a 403 whatever they send.
  const rawListId = isObject(input) ? input.listId : undefined
  if (typeof rawListId === 'number' && Number.isInteger(rawListId) && rawListId > 0 && rawListId <= 2_147_483_647) {
    await getManagedListById(who, rawListId)
  }
  const values = parseInput(productSchema, input)
  if (!values.listId) throw validation('listId', t('validation.required'))
  const list = await getManagedListById(who, values.listId)
  checkImage(values.imageUrl, list.url)
  const cents = toCents(values.price)
  const parts = partsFor(values, cents)

  const prisma = await getDb()
  const created = await prisma.$transaction(async (tx) => {
    const last = await tx.product.aggregate({ where: { listId: list.id }, _max: { weight: true } })
    return tx.product.create({
      data: {
        listId: list.id,
        ...columns(values, cents),
        description: descriptionToHtml(values.description),
        weight: last._max.weight === null ? 0 : last._max.weight + 1,
        productParts: {
          create: parts.map((part, position) => ({
            title: part.title,
            price: centsToDecimalString(part.price),
            position,
          })),
        },
      },
      include: productInclude,
    })
  })
  await invalidateListPage(list.url)
  return toProductView(created)
}

function columns(values: ProductValues, cents: number) {
  return {
    title: values.title,
    price: centsToDecimalString(cents),
    cashAllowed: values.cashAllowed,
    shopAllowed: values.shopAllowed,
    shopName: values.shopName,
    productUrl: values.productUrl,
    imageUrl: values.imageUrl,
    hidden: values.hidden,
    // A split gift is wanted once: its parts are what several people give.
    quantity: values.productIsSplit ? 1 : values.quantity,
    fund: values.fund,
    topper: values.topper,
    category: values.category,
  }
}

/** The stored product as a save payload, so a PATCH may send only the fields it changes. */
function currentPayload(row: ManagedRow): Record<string, unknown> {
  return {
    title: row.title,
    price: toCents(row.price) / 100,
    cashAllowed: row.cashAllowed,
    shopAllowed: row.shopAllowed,
    shopName: row.shopName,
    productUrl: row.productUrl,
    imageUrl: row.imageUrl,
    productIsSplit: isSplit(row),
    nrOfProductParts: Math.max(row.productParts.length, 1),
    hidden: row.hidden,
    fund: row.fund,
    quantity: row.quantity,
    topper: row.topper,
    category: row.category,
  }
}

/**
 * Changes a product (the edit form, PATCH /api/products/{id}; docs/rules.md#gifts, decision 010). Fields left out keep their value.
 * Rules: a sold product cannot change at all; once a part is sold the price, the number of parts and the methods
 * stay as they are (title, description, image, shop name and url, hidden may change); unsold parts are rebuilt when
 * the price or the count changes. The row is locked for the whole change, as placing an order locks it.
 * @param input the save payload (price in euros); `id`/`listId`, when sent, must be this product's.
 * @returns the product as it is now (prices in cents).
 * @throws DomainError UNAUTHORIZED (401), NOT_FOUND (404), FORBIDDEN (403), VALIDATION (422) with `details.fields`,
 *   PRODUCT_GIVEN (409) for a sold product or a locked field (`details.locked`: 'price' | 'parts' | 'methods').
 *   Nothing changes when it throws.
 */
export async function updateProduct(actor: Actor | null, productId: number, input: unknown): Promise<ProductView> {
  const who = requireActor(actor)
  if (!isObject(input)) parseInput(productSchema, input)
  const patch = input as Record<string, unknown>
  const prisma = await getDb()
  const { row, updated } = await prisma.$transaction(async (tx) => {
    const row = await lockManagedProduct(tx, who, productId)
    if (row.sold) throw new DomainError('PRODUCT_GIVEN', t('errors.productSold'))
    const base = currentPayload(row)
    // An API client may send the image as `image`: then the stored imageUrl must not win over it.
    if ('image' in patch && !('imageUrl' in patch)) delete base.imageUrl
    const values = parseInput(productSchema, { ...base, ...patch })
    if (values.id !== undefined && values.id !== row.id) throw validation('id', t('errors.productIdMismatch'))
    if (values.listId !== undefined && values.listId !== row.listId)
      throw validation('listId', t('errors.productOtherList'))
    checkImage(values.imageUrl, row.list.url)

    const cents = toCents(values.price)
    const count = values.productIsSplit ? values.nrOfProductParts : 0
    const priceChanged = cents !== toCents(row.price)
    const countChanged = count !== row.productParts.length
    if (values.fund !== row.fund && (row.givenQuantity > 0 || toCents(row.givenAmount) > 0)) {
      throw new DomainError('PRODUCT_GIVEN', t('errors.productPartGiven', { what: t('errors.productLockedMethods') }), {
        locked: ['methods'],
      })
    }
    if (values.quantity !== null && values.quantity < row.givenQuantity) {
      throw validation('quantity', t('errors.quantityBelowGiven', { given: row.givenQuantity }))
    }
    // Once a part or a unit was given, what the givers gave stays what it was (decision 010).
    if (row.productParts.some((part) => part.sold) || row.givenQuantity > 0) {
      const locked = [
        ...(priceChanged ? (['price'] as const) : []),
        ...(countChanged ? (['parts'] as const) : []),
        ...(values.cashAllowed !== row.cashAllowed || values.shopAllowed !== row.shopAllowed
          ? (['methods'] as const)
          : []),
      ]
      if (locked.length) {
        const names = {
          price: t('errors.productLockedPrice'),
          parts: t('errors.productLockedParts'),
          methods: t('errors.productLockedMethods'),
        }
        const what = joinDutch(locked.map((key) => names[key]))
        throw new DomainError('PRODUCT_GIVEN', t('errors.productPartGiven', { what }), { locked })
      }
    } else if (priceChanged || countChanged) {
      // No part is sold (so no order line points at one): the parts are rebuilt from the new price and count.
      await tx.productPart.deleteMany({ where: { productId: row.id } })
      const parts = partsFor(values, cents)
      if (parts.length) {
        await tx.productPart.createMany({
          data: parts.map((part, position) => ({
            productId: row.id,
            title: part.title,
            price: centsToDecimalString(part.price),
            position,
          })),
        })
      }
    }
    const updated = await tx.product.update({
      where: { id: row.id },
      data: {
        ...columns(values, cents),
        // All the units wanted may be given already once fewer are wanted.
        sold: values.quantity !== null && row.givenQuantity > 0 && row.givenQuantity >= values.quantity,
        // The stored HTML is kept as it is unless a new description was sent.
        ...('description' in patch ? { description: descriptionToHtml(values.description) } : {}),
      },
      include: productInclude,
    })
    return { row, updated }
  })
  await invalidateListPage(row.list.url)
  if (row.imageUrl !== updated.imageUrl) await releaseImage(row.imageUrl, row.list.url)
  return toProductView(updated)
}

/** 'a', 'a en b', 'a, b en c'. */
function joinDutch(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${t('list.and')} ${items.at(-1)}`
}

/**
 * Deletes a product and its parts ('Product wissen', DELETE /api/products/{id}), then its uploaded image.
 * @throws DomainError UNAUTHORIZED (401), NOT_FOUND (404), FORBIDDEN (403); PRODUCT_GIVEN (409) when the product
 *   or one of its parts was given (the givers' orders keep pointing at it). Nothing changes when it throws.
 */
export async function deleteProduct(actor: Actor | null, productId: number): Promise<void> {
  const who = requireActor(actor)
  const prisma = await getDb()
  const row = await prisma.$transaction(async (tx) => {
    const row = await lockManagedProduct(tx, who, productId)
    if (row.sold) throw new DomainError('PRODUCT_GIVEN', t('errors.productSold'))
    if (row.productParts.some((part) => part.sold))
      throw new DomainError('PRODUCT_GIVEN', t('errors.productPartGivenDelete'))
    await tx.product.delete({ where: { id: row.id } })
    return row
  })
  await invalidateListPage(row.list.url)
  await releaseImage(row.imageUrl, row.list.url)
}

/**
 * Saves the order of a list's products (sorting mode, PATCH /api/lists/{id}/products/order).
 * @param input `[{ productId, weight }]`: each product at most once, every one of this list.
 * @returns the list's products in their new order (hidden ones included).
 * @throws DomainError UNAUTHORIZED (401), NOT_FOUND (404) for an unknown list, FORBIDDEN (403), VALIDATION (422)
 *   for a malformed payload or an id that is not a product of this list (`details.productIds`). Nothing changes then.
 */
export async function reorderProducts(actor: Actor | null, listId: number, input: unknown): Promise<ProductView[]> {
  const list = await getManagedListById(actor, listId)
  const items = parseInput(productOrderSchema, input)
  const prisma = await getDb()
  await prisma.$transaction(async (tx) => {
    const ids = items.map((item) => item.productId)
    const found = new Set(
      (await tx.product.findMany({ where: { id: { in: ids }, listId: list.id }, select: { id: true } })).map(
        (p) => p.id,
      ),
    )
    const foreign = ids.filter((id) => !found.has(id))
    if (foreign.length) throw new DomainError('VALIDATION', t('errors.productsNotOfList'), { productIds: foreign })
    for (const item of items) await tx.product.update({ where: { id: item.productId }, data: { weight: item.weight } })
  })
  await invalidateListPage(list.url)
  return listProducts(list.id, actor)
}

/**
 * A product its list's owner or an ADMIN manages (the edit form), with its list's slug.
 * @throws DomainError UNAUTHORIZED (401), NOT_FOUND (404), FORBIDDEN (403).
 */
export async function getManagedProduct(
  actor: Actor | null,
  productId: number,
): Promise<ProductView & { listSlug: string }> {
  const who = requireActor(actor)
  const prisma = await getDb()
  const row = await prisma.product.findUnique({ where: { id: productId }, include: managedInclude })
  if (!row) throw notFound()
  assertCanManageList(who, row.list)
  return { ...toProductView(row), listSlug: row.list.url }
}

/**
 * One product with its parts (GET /api/products/{id}); a hidden one only for its list's owner or an ADMIN.
 * @throws DomainError NOT_FOUND (404) for an unknown product, or a hidden one for anyone else.
 */
export async function getProduct(actor: Actor | null, productId: number): Promise<ProductView> {
  const prisma = await getDb()
  const row = await prisma.product.findUnique({ where: { id: productId }, include: managedInclude })
  if (!row || (row.hidden && !canManageList(actor, row.list))) throw notFound()
  return toProductView(row)
}

/** The form's starting values for a stored product: the description as typed text when it is only paragraphs. */
export function productFormValues(product: ProductView) {
  return {
    id: product.id,
    listId: product.listId,
    title: product.title,
    price: centsToDecimalString(product.price).replace('.', ','),
    cashAllowed: product.cashAllowed,
    shopAllowed: product.shopAllowed,
    shopName: product.shopName ?? '',
    productUrl: product.productUrl ?? '',
    description: descriptionToText(product.description) ?? product.description,
    imageUrl: product.imageUrl,
    productIsSplit: isSplit(product),
    // Loading a split product the form takes at least 2 parts (docs/rules.md#parts).
    nrOfProductParts: product.productParts.length > 0 ? Math.max(2, product.productParts.length) : 2,
    hidden: product.hidden,
    fund: product.fund,
    quantity: product.quantity === null ? '1' : String(product.quantity),
    unlimited: product.quantity === null,
    topper: product.topper,
    category: product.category ?? ('' as const),
  }
}

import { randomBytes } from 'node:crypto'
import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { currentLocale, t, withLocale, type Locale } from '@/lib/i18n'
import { toCents } from '@/lib/money'
import { Prisma } from '@/lib/generated/prisma/client'
import { productInclude } from '@/lib/products'
import { invalidateListPage } from '@/lib/cache/invalidate'
import { orderSummaryMail } from '@/lib/mail/order'
import { paidThanksMail } from '@/lib/mail/payment'
import { isAnonymised } from '@/lib/privacy/anonymised'
import { hashToken } from '@/lib/auth/tokens'
import { takeBackUrl } from './take-back-link'
import { ownerOrderMail } from '@/lib/mail/owner'
import { enqueueMail, nudgeMailWorker, type MailKind, type MailMessage } from '@/lib/mail'
import type { Tx } from '@/lib/db'
import { orderRequestSchema, type ValidOrderRequest } from '@/lib/validation/order'
import { parseInput } from '@/lib/validation/parse'
import { describeError } from '@/lib/privacy/log'
import { takesOrders } from '@/lib/lists/visibility'
import { assertListOpenById, type ListKey } from '@/lib/lists/access'
import type { Actor } from '@/lib/auth/actor'
import { assertDailyGiftLimit, clientKey, lockDailyGiftLimit } from './daily-limit'
import { newOrderIdentity } from './identity'
import { paymentInstructions } from './payment'
import { orderLineViews } from './lines'
import type { OrderLineView, OrderView } from './types'
import { childName, type ListNames } from '@/lib/lists/display'
import {
  allowsMethod,
  isAvailable,
  isFundAmount,
  PART_METHOD,
  totalsByMethod,
  unitsLeft,
  type GiftMethod,
} from '@/lib/gifts/rules'
import { logger } from '@/lib/log'

export type { OrderView, OrderLineView, PaymentInstructions } from './types'

function unavailable(titles: string[], productIds: number[], productPartIds: number[]): DomainError {
  // Hidden products come in as '': the visitor may no longer see them, so they are not named.
  const unique = [...new Set(titles.filter(Boolean))]
  const message =
    unique.length === 0
      ? t('errors.someGiftUnavailable')
      : unique.length === 1
        ? t('errors.giftUnavailable', { title: unique[0] })
        : t('errors.giftsUnavailable', { titles: unique.map((x) => `‘${x}’`).join(', ') })
  return new DomainError('GIFT_UNAVAILABLE', message, { productIds, productPartIds })
}

/**
 * A line no longer fits its product (method, split or parts changed since the visitor's page was loaded):
 * a conflict with the gift's ids, so the checkout drops it, as for a sold gift.
 */
function changed(product: { id: number }, message: string): DomainError {
  return new DomainError('GIFT_CHANGED', message, { productIds: [product.id], productPartIds: [] })
}

/** Who places an order, as the request shows it (the checkout's server action and `POST /api/orders`). */
export interface OrderClient {
  /** The client address as `clientIp` gives it; absent outside a request (scripts, the seed). */
  ip?: string
  /** What opens a protected list (decision 040): the request's `X-List-Code` and cookies (lib/lists/access.ts). */
  listKey?: Omit<ListKey, 'ip'>
  /** The logged-in user: a list's managers place orders on it without its code. */
  actor?: Actor | null
}

/** True for a unique violation on the order's random reference or structured communication: draw again. */
function isIdentityCollision(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return false
  const where = `${JSON.stringify(error.meta ?? {})} ${error.message}`
  return where.includes('structuredCommunication') || where.includes('reference')
}

/**
 * Places an order (docs/rules.md#orders) for the
 * checkout and `POST /api/orders` alike. Re-checks on the server every line against the database in one
 * transaction that locks the products it sells (`SELECT … FOR UPDATE`, in id order so two orders never
 * deadlock), sells each part or product at most once, marks a split product sold with its last part, refuses a list
 * whose owner has not confirmed the e-mail address (`takesOrders`, decision 033) and, once the order is otherwise valid,
 * a giver past the daily gift limit of the list (decision 026), and gives the order a random reference and a random Belgian
 * structured communication (drawn again on a collision). The giver's summary mail and the owner's notice are written
 * to the mail outbox in the same transaction (decision 025), so they go out exactly when the order was committed.
 * Afterwards the list page is revalidated and the mail worker nudged. The answer is built from what the transaction
 * wrote, not read back: once the order is committed, nothing can turn it into an error.
 *
 * @param input the API-shaped request: `{ listId, name, email, message?, products: [{ productId, productPartId?, price (euros), giftMethod }] }`.
 * @param client the client address the daily limit counts (`clientIp(headers)`).
 * @returns the placed order, in the shape `getOrderByReference` gives it.
 * @throws DomainError VALIDATION (422) for malformed input, a part given as SHOP or a duplicate line;
 *   NOT_FOUND (404) for an unknown list, or a product that is unknown or of another list (details.productIds);
 *   LIST_NOT_ACTIVE (409) for a list whose owner has not confirmed the e-mail address; LIST_CODE_REQUIRED or
 *   LIST_CODE_WRONG (403) for a protected list without its code (decision 040), RATE_LIMITED (429) past its wrong tries;
 *   GIFT_UNAVAILABLE (409) when a gift is sold or hidden meanwhile, PRICE_CHANGED (409) when a price
 *   differs from the database, GIFT_CHANGED (409) when the method or the split no longer fits the product;
 *   all 409s with details `{ productIds, productPartIds }` of the gifts to drop and a Dutch message naming
 *   them (never a hidden one); RATE_LIMITED (429) past the daily gift limit, only for an order that is valid
 *   otherwise (a fixed message without counts or times). Nothing changes when it throws.
 */
export async function placeOrder(input: unknown, client: OrderClient = {}): Promise<OrderView> {
  const req = parseInput(orderRequestSchema, input)
  // A protected list takes orders only from who may see it: its code, its cookie, or one of its managers.
  await assertListOpenById(req.listId, client.actor ?? null, { ...client.listKey, ip: client.ip })
  const prisma = await getDb()
  const key = client.ip ? clientKey(client.ip) : null

  let placed: { order: OrderView; slug: string } | undefined
  for (let attempt = 1; !placed; attempt++) {
    placed = await prisma
      .$transaction((tx) => placeInTransaction(tx, req, key), { maxWait: 10_000, timeout: 20_000 })
      .catch((error: unknown) => {
        // Two orders drew the same structured communication at the same moment: the later one draws again.
        if (isIdentityCollision(error) && attempt < 3) return undefined
        // The unique index on OrderLine.productPartId is the last guard against selling a part twice.
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
          throw new DomainError('GIFT_UNAVAILABLE', t('errors.giftUnavailable', { title: '' }), {
            productIds: [],
            productPartIds: [],
          })
        }
        throw error
      })
  }

  // Committed: from here on nothing may fail the answer.
  await invalidateListPage(placed.slug)
  nudgeMailWorker()
  return placed.order
}

/**
 * Renders a mail for the outbox in its recipient's language; a rendering bug is logged (never with personal data) and
 * must not undo a sale.
 */
async function queueOrderMail(
  tx: Tx,
  kind: MailKind,
  locale: Locale,
  render: () => Promise<MailMessage>,
): Promise<void> {
  let message: MailMessage
  try {
    message = await withLocale(locale, render)
  } catch (error) {
    logger.error({ err: describeError(error) }, `[orders] the ${kind} mail could not be built`)
    return
  }
  await enqueueMail(tx, kind, message)
}

/** The body of `placeOrder`'s transaction: checks, sells, writes the order and its mails, returns the view. */
async function placeInTransaction(
  tx: Tx,
  req: ValidOrderRequest,
  key: string | null,
): Promise<{ order: OrderView; slug: string }> {
  // The owner comes along for the parents' mail and for whether the list takes orders; the managers for their mail.
  const list = await tx.list.findUnique({
    where: { id: req.listId },
    include: {
      user: { select: { name: true, email: true, emailConfirmedAt: true, locale: true } },
      managers: {
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { user: { select: { name: true, email: true, emailConfirmedAt: true, locale: true } } },
      },
    },
  })
  if (!list) throw new DomainError('NOT_FOUND', t('errors.listNotFound'))
  if (!takesOrders(list)) throw new DomainError('LIST_NOT_ACTIVE', t('errors.listNotActive'))
  // The giver's locks come before the product locks (no deadlock); the count itself waits until the order is valid.
  const giver = { listId: list.id, email: req.email, clientKey: key }
  await lockDailyGiftLimit(tx, giver)

  const productIds = [...new Set(req.products.map((l) => l.productId))].sort((a, b) => a - b)
  await tx.$queryRaw`SELECT id FROM "Product" WHERE id IN (${Prisma.join(productIds)}) ORDER BY id FOR UPDATE`
  const products = await tx.product.findMany({ where: { id: { in: productIds } }, include: productInclude })
  const byId = new Map(products.map((p) => [p.id, p]))
  const missing = productIds.filter((id) => !byId.has(id))
  if (missing.length)
    throw new DomainError('NOT_FOUND', t('errors.productNotFound'), { productIds: missing, productPartIds: [] })

  const goneTitles: string[] = []
  const goneProducts: number[] = []
  const goneParts: number[] = []
  const changedTitles: string[] = []
  const changedProducts: number[] = []
  const changedParts: number[] = []
  const seenParts = new Set<number>()
  const seenWhole = new Set<number>()
  // `price` is what the line costs: the unit price times `quantity`.
  const lines: {
    productId: number
    productPartId: number | null
    price: number
    quantity: number
    giftMethod: GiftMethod
  }[] = []

  for (const line of req.products) {
    const product = byId.get(line.productId)!
    const title = product.title
    // Never name a product of another list: that would let anyone read titles by id.
    if (product.listId !== list.id)
      throw new DomainError('NOT_FOUND', t('errors.productNotFound'), { productIds: [product.id], productPartIds: [] })
    const cents = toCents(line.price)
    if (product.productParts.length > 0) {
      if (!line.productPartId) throw changed(product, t('errors.partRequired', { title }))
      const part = product.productParts.find((p) => p.id === line.productPartId)
      if (!part) throw changed(product, t('errors.partNotOfProduct', { title }))
      if (!allowsMethod(product, line.giftMethod))
        throw new DomainError('VALIDATION', t('errors.partsOnlyCash', { title }))
      if (line.quantity !== 1) throw new DomainError('VALIDATION', t('errors.quantityNotAllowed', { title }))
      if (seenParts.has(part.id)) throw new DomainError('VALIDATION', t('errors.duplicateLine', { title }))
      seenParts.add(part.id)
      if (!isAvailable(product, part)) {
        goneTitles.push(product.hidden ? '' : title)
        goneParts.push(part.id)
      } else if (cents !== toCents(part.price)) {
        changedTitles.push(title)
        changedParts.push(part.id)
      }
      lines.push({ productId: product.id, productPartId: part.id, price: cents, quantity: 1, giftMethod: PART_METHOD })
    } else if (product.fund) {
      // A fund takes the amount the giver chose, within the bounds, by transfer; it is never sold.
      if (line.productPartId) throw changed(product, t('errors.partNotAllowed', { title }))
      if (!allowsMethod(product, line.giftMethod)) throw changed(product, t('errors.methodNotAllowed', { title }))
      if (line.quantity !== 1 || seenWhole.has(product.id))
        throw new DomainError('VALIDATION', t('errors.duplicateLine', { title }))
      seenWhole.add(product.id)
      if (!isFundAmount(cents)) throw new DomainError('VALIDATION', t('errors.fundAmount', { title }))
      if (!isAvailable(product)) {
        goneTitles.push(product.hidden ? '' : title)
        goneProducts.push(product.id)
      }
      lines.push({ productId: product.id, productPartId: null, price: cents, quantity: 1, giftMethod: PART_METHOD })
    } else {
      if (line.productPartId) throw changed(product, t('errors.partNotAllowed', { title }))
      if (!allowsMethod(product, line.giftMethod)) throw changed(product, t('errors.methodNotAllowed', { title }))
      if (seenWhole.has(product.id)) throw new DomainError('VALIDATION', t('errors.duplicateLine', { title }))
      seenWhole.add(product.id)
      const left = unitsLeft(product)
      if (!isAvailable(product) || left === 0) {
        goneTitles.push(product.hidden ? '' : title)
        goneProducts.push(product.id)
      } else if (left !== null && line.quantity > left) {
        throw new DomainError('GIFT_UNAVAILABLE', t('errors.unitsLeft', { title, left }), {
          productIds: [product.id],
          productPartIds: [],
          unitsLeft: left,
        })
      } else if (cents !== toCents(product.price)) {
        changedTitles.push(title)
        changedProducts.push(product.id)
      }
      lines.push({
        productId: product.id,
        productPartId: null,
        price: cents * line.quantity,
        quantity: line.quantity,
        giftMethod: line.giftMethod,
      })
    }
  }
  if (goneTitles.length) throw unavailable(goneTitles, goneProducts, goneParts)
  if (changedTitles.length) {
    throw new DomainError('PRICE_CHANGED', t('errors.priceChanged', { title: changedTitles[0] }), {
      productIds: changedProducts,
      productPartIds: changedParts,
    })
  }
  // The daily limit counts what one giver could take away from the others: each unit of a gift wanted a number of
  // times, but a gift wanted without limit once per line.
  const units = lines.reduce((sum, line) => sum + (byId.get(line.productId)!.quantity === null ? 1 : line.quantity), 0)
  await assertDailyGiftLimit(tx, giver, units)

  // The rows are locked, so these conditional updates cannot lose a race; their counts are checked anyway.
  const partIds = lines.flatMap((l) => (l.productPartId ? [l.productPartId] : []))
  if (partIds.length) {
    const sold = await tx.productPart.updateMany({ where: { id: { in: partIds }, sold: false }, data: { sold: true } })
    if (sold.count !== partIds.length) throw unavailable(goneTitles, [], partIds)
  }
  // Each whole gift gives its units under the row lock taken above; it is sold once every unit wanted is given (never
  // for a gift wanted without limit). The condition is the same check again, as a guard in the database itself.
  for (const line of lines.filter((l) => !l.productPartId && byId.get(l.productId)!.fund)) {
    const given = await tx.$executeRaw`
      UPDATE "Product" SET "givenAmount" = "givenAmount" + ${new Prisma.Decimal(line.price).dividedBy(100)}
      WHERE "id" = ${line.productId} AND "fund" = true AND "hidden" = false`
    if (given !== 1) throw unavailable([], [line.productId], [])
  }
  for (const line of lines.filter((l) => !l.productPartId && !byId.get(l.productId)!.fund)) {
    const given = await tx.$executeRaw`
      UPDATE "Product" SET "givenQuantity" = "givenQuantity" + ${line.quantity},
             "sold" = ("quantity" IS NOT NULL AND "givenQuantity" + ${line.quantity} >= "quantity")
      WHERE "id" = ${line.productId} AND "sold" = false AND "hidden" = false
        AND ("quantity" IS NULL OR "givenQuantity" + ${line.quantity} <= "quantity")`
    if (given !== 1) throw unavailable([], [line.productId], [])
  }
  const splitIds = [...new Set(lines.filter((l) => l.productPartId).map((l) => l.productId))]
  if (splitIds.length) {
    // A split product is sold when its last part is.
    await tx.product.updateMany({
      where: { id: { in: splitIds }, productParts: { every: { sold: true } } },
      data: { sold: true },
    })
  }

  // Each line with its product and part, as `getOrderByReference` reads it back, so the answer and the mails are built
  // from what this transaction writes, in the same line order.
  const rows = lines.map((l) => {
    const product = byId.get(l.productId)!
    const productPart = l.productPartId ? (product.productParts.find((p) => p.id === l.productPartId) ?? null) : null
    return { ...l, price: new Prisma.Decimal(l.price).dividedBy(100), product, productPart }
  })
  // The giver's take-back link: its secret goes into the summary mail only; the order keeps its hash.
  const takeBack = randomBytes(32).toString('base64url')
  const order = await tx.order.create({
    data: {
      ...(await newOrderIdentity(tx)),
      takeBackTokenHash: hashToken(takeBack),
      listId: list.id,
      name: req.name,
      email: req.email,
      message: req.message,
      // The language of the checkout (the page's, or the API client's Accept-Language): the giver's mails use it.
      locale: currentLocale(),
      clientKey: key,
      lines: {
        create: rows.map((l) => ({
          productId: l.productId,
          productPartId: l.productPartId,
          price: l.price,
          quantity: l.quantity,
          giftMethod: l.giftMethod,
        })),
      },
    },
  })

  const view = await orderView(order, list, orderLineViews(rows))
  await queueOrderMail(tx, 'order-summary', order.locale, () => orderSummaryMail(view, takeBackUrl(takeBack)))
  // The parents' notice to the owner and to every manager (decision 038) whose address is confirmed.
  const parents = [list.user, ...list.managers.map((m) => m.user).filter((u) => u.emailConfirmedAt !== null)]
  // In each parent's language, the child's name too ('Bébé de Sofie et Jonas' before it has one): the view is shared
  // with the giver's mail (its payment details built once), so only its name is written again.
  for (const parent of parents)
    await queueOrderMail(tx, 'order-owner', parent.locale, () =>
      ownerOrderMail({ ...view, list: { ...view.list, child: childName(list) } }, parent),
    )
  return { order: view, slug: list.url }
}

/**
 * One order by its reference (GET /api/orders/reference/{reference}; the confirmation page).
 * Anyone with the reference may read it: it is random and unguessable.
 * @returns the order with its lines (cents), totals per method and, with CASH lines, the payment instructions.
 * @throws DomainError NOT_FOUND (404) for an unknown or malformed reference.
 */
export async function getOrderByReference(reference: string): Promise<OrderView> {
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(reference)) throw new DomainError('NOT_FOUND', t('errors.orderNotFound'))
  const prisma = await getDb()
  const order = await prisma.order.findUnique({
    where: { reference },
    include: { list: true, lines: { include: { product: true, productPart: true }, orderBy: { id: 'asc' } } },
  })
  if (!order) throw new DomainError('NOT_FOUND', t('errors.orderNotFound'))
  return orderView(order, order.list, orderLineViews(order.lines))
}

/** What the order view reads of an order's list: its address, the child's and parents' names and the IBAN. */
type OrderViewList = { id: number; url: string } & ListNames & Parameters<typeof paymentInstructions>[0]['list']

/**
 * The one place an order becomes what the confirmation page, the giver's and the parents' mails and the REST payload
 * show of it, for a new order and one read back alike.
 * @param order the order row; `createdAt` becomes ISO 8601.
 * @param list the order's list.
 * @param products its lines in id order (cents).
 * @returns the view with the totals per method (cents) and, when a line is CASH, the payment instructions.
 */
async function orderView(
  order: {
    reference: string
    name: string
    email: string
    message: string
    createdAt: Date
    structuredCommunication: string
  },
  list: OrderViewList,
  products: OrderLineView[],
): Promise<OrderView> {
  const totals = totalsByMethod(products)
  return {
    reference: order.reference,
    name: order.name,
    email: order.email,
    message: order.message,
    createdAt: order.createdAt.toISOString(),
    list: { id: list.id, url: list.url, firstName: list.firstName, lastName: list.lastName, child: childName(list) },
    products,
    totals,
    payment:
      totals.CASH > 0
        ? await paymentInstructions({
            list,
            amount: totals.CASH,
            structuredCommunication: order.structuredCommunication,
          })
        : null,
  }
}

/**
 * The giver's thank-you for a transfer that was just marked received (decision 056), written to the outbox in the
 * caller's transaction: only when the list's `thankPayers` is on and the giver was not anonymised.
 * @param tx the transaction that marked the order paid.
 * @param orderId the order now paid.
 */
export async function queuePaidThanks(tx: Tx, orderId: number): Promise<void> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    include: { list: true, lines: { include: { product: true, productPart: true }, orderBy: { id: 'asc' } } },
  })
  if (!order || !order.list.thankPayers || isAnonymised(order)) return
  // The view is built in the giver's language: the child's name before it has one is a sentence in it.
  await queueOrderMail(tx, 'order-paid-thanks', order.locale, async () =>
    paidThanksMail(await orderView(order, order.list, orderLineViews(order.lines))),
  )
}

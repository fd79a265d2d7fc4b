/**
 * The rules of giving a gift, in one place: which methods a gift allows, that parts go only by transfer, that one
 * cart (and one order) holds the gifts of one list, and what of a gift is still available (its parts, its units). Pure: no database and no
 * React, so the cart in the browser, the stored cart, the product schema and `placeOrder` on the server all ask the
 * same functions. The rules themselves are written down in docs/rules.md (Gifts, Parts, Cart); why they live here,
 * in docs/decisions/044-gift-rules.md.
 */
import { sumCents } from '@/lib/money'

/** The ways to give a gift: CASH is money transferred to the parents, SHOP a gift bought and handed over in person. */
export const GIFT_METHODS = ['CASH', 'SHOP'] as const

export type GiftMethod = (typeof GIFT_METHODS)[number]

/** The one method a part of a split gift is given by: a transfer (a part cannot be bought in a shop). */
export const PART_METHOD = 'CASH' satisfies GiftMethod

/** The methods the parents allowed for a gift. */
export interface MethodFlags {
  cashAllowed: boolean
  shopAllowed: boolean
}

/** What the method rules need of a gift: its flags, whether it is split into parts, whether it is a fund. */
export interface GiftMethods extends MethodFlags {
  productParts: readonly unknown[]
  fund?: boolean
}

/** The least and the most one order line gives to a fund ('spaarpot'), in euro cents: € 5 and € 1,000. */
export const FUND_MIN_CENTS = 500
export const FUND_MAX_CENTS = 100_000

/** Whether a giver may give `cents` to a fund in one line. */
export function isFundAmount(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= FUND_MIN_CENTS && cents <= FUND_MAX_CENTS
}

/** True for a gift split into parts ('Deel 1', 'Deel 2', …). */
export function isSplit(product: { productParts: readonly unknown[] }): boolean {
  return product.productParts.length > 0
}

/**
 * The methods a gift can be given by.
 *
 * @param product the gift's flags and parts.
 * @returns for a split gift only {@link PART_METHOD}, whatever its flags; otherwise the allowed methods, CASH first.
 */
export function allowedMethods(product: GiftMethods): GiftMethod[] {
  // Money towards something is transferred, like a part.
  if (isSplit(product) || product.fund) return [PART_METHOD]
  return GIFT_METHODS.filter((method) => (method === 'CASH' ? product.cashAllowed : product.shopAllowed))
}

/**
 * Whether a gift may be given by this method (a part: only by {@link PART_METHOD}).
 *
 * @param product the gift's flags and parts.
 * @param method the method the giver chose.
 * @returns true when {@link allowedMethods} holds it.
 */
export function allowsMethod(product: GiftMethods, method: GiftMethod): boolean {
  return allowedMethods(product).includes(method)
}

/**
 * Whether the parents' choice of methods is refused because it allows neither. Compared with `false` exactly, so a
 * malformed payload (whose own field errors say what is wrong) is not reported twice.
 *
 * @param flags the flags as the product form or an API client sent them (a missing flag is neither on nor off).
 * @returns true when both methods are switched off.
 */
export function hasNoMethod(flags: Partial<MethodFlags>): boolean {
  return flags.cashAllowed === false && flags.shopAllowed === false
}

/**
 * Whether a gift with these flags may be split into parts: only a gift given by transfer alone, since parts go only by
 * {@link PART_METHOD} and a gift that could be bought in a shop cannot be half bought.
 *
 * @param flags the flags as the product form or an API client sent them.
 * @returns true for CASH allowed and SHOP not.
 */
export function maySplit(flags: Partial<MethodFlags>): boolean {
  return flags.cashAllowed === true && flags.shopAllowed === false
}

/** The gifts a cart or an order holds: the slug of their list (null when not known) and each gift's list id. */
export interface HeldGifts {
  listSlug: string | null
  listIds: readonly number[]
}

/**
 * The other-list rule: one cart, and so one order, holds the gifts of one list only. An empty cart belongs to no list
 * and takes a gift of any list. The list ids are compared besides the slug, as a slug in browser storage may be stale
 * or edited by hand; a held slug that is null says nothing, so only the ids count then.
 *
 * @param held what the cart holds.
 * @param list the list of the gift to add, or of the checkout: its slug and id.
 * @returns true when the cart holds a gift and any of it belongs to another list.
 */
export function isOtherList(held: HeldGifts, list: { slug: string; id: number }): boolean {
  if (held.listIds.length === 0) return false
  if (held.listSlug !== null && held.listSlug !== list.slug) return true
  return held.listIds.some((id) => id !== list.id)
}

/**
 * Whether a gift, or one part of it, can still be given: not sold (given in an order) and not hidden by the parents.
 * A split gift is sold with its last part, so a sold or hidden split gift has no part left to give either.
 *
 * @param product the gift's current state.
 * @param part the part the giver chose, for a split gift.
 * @returns true when it can still be given.
 */
export function isAvailable(product: { sold: boolean; hidden: boolean }, part?: { sold: boolean }): boolean {
  return !product.sold && !product.hidden && !(part?.sold ?? false)
}

/** The most units of one gift the parents can ask for, and a giver can give in one order line. */
export const MAX_QUANTITY = 99

/** What the quantity rules need of a gift: the units wanted (null: without limit) and the units given so far. */
export interface WantedUnits {
  quantity: number | null
  givenQuantity: number
}

/**
 * The units of a gift still wanted.
 *
 * @param product the gift's `quantity` (null: without limit) and `givenQuantity`.
 * @returns the units left (0 once all were given), or null for a gift wanted without limit.
 */
export function unitsLeft(product: WantedUnits): number | null {
  return product.quantity === null ? null : Math.max(0, product.quantity - product.givenQuantity)
}

/**
 * Whether `units` more units of a whole gift can be given: it is available and that many are still wanted.
 *
 * @param product the gift's state and units.
 * @param units the units a giver asks for (1 or more).
 */
export function canGiveUnits(product: WantedUnits & { sold: boolean; hidden: boolean }, units: number): boolean {
  const left = unitsLeft(product)
  return isAvailable(product) && units >= 1 && (left === null || units <= left)
}

/**
 * The parts of a split gift that can still be given: not sold and not among `taken` (the parts already in the cart).
 *
 * @param parts the gift's parts in their order, with their sold flags.
 * @param taken ids of parts to count as taken as well.
 * @returns the open parts in the gift's order (the same objects).
 */
export function openParts<P extends { id: number; sold: boolean }>(
  parts: readonly P[],
  taken: Iterable<number> = [],
): P[] {
  const takenIds = new Set(taken)
  return parts.filter((part) => !part.sold && !takenIds.has(part.id))
}

/**
 * The amounts of gifts or order lines per method: the money to transfer (CASH) and the estimate of what the giver buys
 * in a shop (SHOP) are shown apart, in the cart, the checkout, the confirmation, the mails and the API.
 *
 * @param lines anything priced with a method: cart items, order lines.
 * @returns `{ CASH, SHOP }` in euro cents.
 */
export function totalsByMethod(
  lines: readonly { price: number; giftMethod: GiftMethod }[],
): Record<GiftMethod, number> {
  return {
    CASH: sumCents(lines.filter((line) => line.giftMethod === 'CASH').map((line) => line.price)),
    SHOP: sumCents(lines.filter((line) => line.giftMethod === 'SHOP').map((line) => line.price)),
  }
}

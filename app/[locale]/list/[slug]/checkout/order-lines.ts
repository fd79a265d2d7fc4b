import { fromCents } from '@/lib/money'
import type { Cart } from '@/lib/cart/rules'
import { PART_METHOD, type GiftMethod } from '@/lib/gifts/rules'

/** One line of the order request: price in euros, as the API takes it. */
export interface OrderLineInput {
  productId: number
  productPartId?: number | null
  /** The unit price. */
  price: number
  /** Units of a whole gift; left out for a part. */
  quantity?: number
  giftMethod: GiftMethod
}

/**
 * The order lines of a cart (docs/rules.md#orders): each chosen part is its own CASH line at the part's
 * price; a product without parts is one line at its unit price with its units and the chosen method. Cents become euros here,
 * at the edge, because the order request is API-shaped.
 */
export function orderLines(cart: Cart): OrderLineInput[] {
  return cart.items.flatMap((item): OrderLineInput[] =>
    item.productParts.length > 0
      ? item.productParts.map((part) => ({
          productId: item.product.id,
          productPartId: part.id,
          price: fromCents(part.price),
          giftMethod: PART_METHOD,
        }))
      : [
          {
            productId: item.product.id,
            productPartId: null,
            // The unit price (the server multiplies it by the units and checks it against the gift's price), or the
            // amount the giver chose for a fund.
            price: fromCents(item.product.fund ? item.price : item.product.price),
            ...((item.quantity ?? 1) > 1 ? { quantity: item.quantity } : {}),
            giftMethod: item.giftMethod,
          },
        ],
  )
}

/**
 * The gifts a refused order reports as gone (409 GIFT_UNAVAILABLE / PRICE_CHANGED / GIFT_CHANGED, 404 for a deleted product):
 * `details.productIds` and `details.productPartIds`; null when the answer carries neither.
 */
export function goneIds(
  details: Record<string, unknown> | null | undefined,
): { productIds: number[]; productPartIds: number[] } | null {
  if (!details) return null
  if (!Array.isArray(details.productIds) && !Array.isArray(details.productPartIds)) return null
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((x): x is number => Number.isInteger(x)) : [])
  return { productIds: ids(details.productIds), productPartIds: ids(details.productPartIds) }
}

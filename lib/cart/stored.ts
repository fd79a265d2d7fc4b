// Reading a cart back from browser storage (`cart`, `cartListSlug`). Apart from the cart rules so that its validation library
// (zod) is loaded only by a visitor who has a stored cart, not with every page.
import * as z from 'zod/mini'
import { GIFT_METHODS, allowsMethod, isFundAmount, isSplit } from '@/lib/gifts/rules'
import {
  emptyCart,
  findItem,
  isOfOtherList,
  maxUnits,
  partIds,
  partsItem,
  snapshot,
  type Cart,
  type CartItem,
  type CartProduct,
} from './rules'

const cents = z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER))

const partSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  price: cents,
  sold: z.boolean(),
})

const productSchema = z.object({
  id: z.number().check(z.int()),
  listId: z.number().check(z.int()),
  title: z.string(),
  imageUrl: z.nullable(z.string()),
  price: cents,
  cashAllowed: z.boolean(),
  shopAllowed: z.boolean(),
  shopName: z.nullable(z.string()),
  affiliateUrl: z.nullable(z.string()),
  // Optional: carts stored before the field existed stay valid.
  productUrl: z.optional(z.nullable(z.string())),
  productParts: z.array(partSchema),
  quantity: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1)))),
  givenQuantity: z.optional(z.number().check(z.int(), z.minimum(0))),
  fund: z.optional(z.boolean()),
})

const itemSchema = z.object({
  product: productSchema,
  price: cents,
  giftMethod: z.enum(GIFT_METHODS),
  productParts: z.array(partSchema),
  quantity: z.optional(z.number().check(z.int())),
})

const cartSchema = z.object({
  listSlug: z.nullable(z.string().check(z.minLength(1))),
  items: z.array(z.unknown()),
})

/** A stored item that passes the schema, checked against the cart rules; null when it breaks one. */
function sanitizeItem(raw: z.infer<typeof itemSchema>): CartItem | null {
  const product: CartProduct = snapshot(raw.product)
  if (!allowsMethod(product, raw.giftMethod)) return null
  if (product.fund) {
    // A fund's amount is the giver's choice: kept only within its bounds.
    if (raw.productParts.length > 0 || !isFundAmount(raw.price)) return null
    return { product, price: raw.price, giftMethod: raw.giftMethod, productParts: [] }
  }
  if (!isSplit(product)) {
    if (raw.productParts.length > 0) return null
    // The price is derived, so a tampered price is corrected rather than trusted; the units stay within what is wanted.
    const quantity = Math.max(1, Math.min(maxUnits(product), raw.quantity ?? 1))
    const units = quantity > 1 ? { quantity } : {}
    return { product, price: product.price * quantity, ...units, giftMethod: raw.giftMethod, productParts: [] }
  }
  if (raw.productParts.length === 0) return null
  const chosen = partIds(raw.productParts)
  if (chosen.size !== raw.productParts.length) return null
  const parts = product.productParts.filter((part) => chosen.has(part.id))
  if (parts.length !== chosen.size) return null
  return partsItem(product, parts)
}

/**
 * Reads a cart back from browser storage (kept there with the slug
 * of its list). Storage is user-controlled and may hold an older shape, so
 * nothing is trusted: items are validated one by one and re-derived.
 *
 * @param json the parsed storage value, or the raw JSON string.
 * @returns the cart; {@link emptyCart} when the value is not a cart, has no list slug while
 *   holding items, or no valid item remains. Malformed items are dropped: wrong shape,
 *   a second item for the same product, a method the product does not allow, parts that
 *   are not the product's (or parts on a SHOP item), items of a list other than the
 *   first valid item's. Prices (cents) are recomputed from product price or chosen parts.
 */
export function parseStoredCart(json: unknown): Cart {
  let value = json
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown
    } catch {
      return emptyCart
    }
  }
  const parsed = cartSchema.safeParse(value)
  if (!parsed.success || parsed.data.listSlug === null) return emptyCart

  const items: CartItem[] = []
  for (const rawItem of parsed.data.items) {
    const result = itemSchema.safeParse(rawItem)
    if (!result.success) continue
    const item = sanitizeItem(result.data)
    if (!item) continue
    const kept: Cart = { listSlug: parsed.data.listSlug, items }
    if (findItem(kept, item.product.id)) continue
    if (isOfOtherList(kept, { slug: parsed.data.listSlug, id: item.product.listId })) continue
    items.push(item)
  }
  return items.length === 0 ? emptyCart : { listSlug: parsed.data.listSlug, items }
}

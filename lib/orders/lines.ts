import { sumCents, toCents } from '@/lib/money'
import type { GiftMethod } from '@/lib/gifts/rules'
import type { OrderLineView } from './types'

/** An order line as read with its product and part (Prisma row shape; prices are Decimal-like). */
export interface OrderLineRow {
  price: { toString(): string }
  quantity: number
  giftMethod: GiftMethod
  productPartId: number | null
  productPart: { title: string } | null
  product: {
    id: number
    title: string
    imageUrl: string | null
    affiliateUrl: string | null
    shopName: string | null
    productUrl: string | null
  }
}

/** The lines of an order as the confirmation, the overview, the mails and the API show them (prices in euro cents). */
export function orderLineViews(lines: OrderLineRow[]): OrderLineView[] {
  return lines.map((line) => ({
    price: toCents(line.price),
    quantity: line.quantity,
    giftMethod: line.giftMethod,
    productPartId: line.productPartId,
    productPartTitle: line.productPart?.title ?? null,
    product: {
      id: line.product.id,
      title: line.product.title,
      imageUrl: line.product.imageUrl,
      affiliateUrl: line.product.affiliateUrl,
      shopName: line.product.shopName,
      productUrl: line.product.productUrl,
    },
  }))
}

/** The lines of one product and method shown as one gift: the parts a giver gave of a split product, together. */
export interface GiftGroup {
  key: string
  product: OrderLineView['product']
  giftMethod: OrderLineView['giftMethod']
  /** Part titles ('Deel 1', 'Deel 2'); empty for a whole product. */
  parts: string[]
  /** Euro cents: the sum of the lines. */
  price: number
  /** Units of a whole gift given (1 for parts). */
  quantity: number
}

/** Groups an order's lines per product and method, in the order of their first line. */
export function groupGifts(lines: OrderLineView[]): GiftGroup[] {
  const groups = new Map<string, GiftGroup>()
  for (const line of lines) {
    const key = `${line.product.id}-${line.giftMethod}`
    const group = groups.get(key) ?? {
      key,
      product: line.product,
      giftMethod: line.giftMethod,
      parts: [],
      price: 0,
      quantity: line.quantity,
    }
    if (line.productPartTitle) group.parts.push(line.productPartTitle)
    group.price = sumCents([group.price, line.price])
    groups.set(key, group)
  }
  return [...groups.values()]
}

/** The gift's name as an order shows it: '3 × Rompertje' for several units of a whole gift, else its title. */
export function giftTitle(group: { product: { title: string }; quantity: number; parts: readonly string[] }): string {
  return group.parts.length === 0 && group.quantity > 1
    ? `${group.quantity} × ${group.product.title}`
    : group.product.title
}

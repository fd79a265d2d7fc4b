import type { GiftCategory } from '@/lib/gifts/categories'

/** A part of a split product. `price` in euro cents. */
export interface ProductPartView {
  id: number
  title: string
  price: number
  sold: boolean
}

/** A product as the app uses it. `price` in euro cents; `description` is sanitized HTML. */
export interface ProductView {
  id: number
  listId: number
  title: string
  price: number
  imageUrl: string | null
  description: string
  cashAllowed: boolean
  shopAllowed: boolean
  shopName: string | null
  productUrl: string | null
  affiliateUrl: string | null
  affiliateId: number | null
  affiliateProductId: number | null
  hidden: boolean
  sold: boolean
  /** A fund ('spaarpot'): the giver chooses the amount; `price` is its goal (0: none). */
  fund: boolean
  /** Euro cents given to a fund in the orders that stand (0 for any other gift). */
  givenAmount: number
  /** Units wanted; null: without limit. A split gift is wanted once. */
  quantity: number | null
  /** Units given in the orders that stand. */
  givenQuantity: number
  /** 'Topper': among the gifts the parents wish for most; first on the public list. */
  topper: boolean
  /** The kind of gift the givers filter on, or null. */
  category: GiftCategory | null
  weight: number
  productParts: ProductPartView[]
}

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

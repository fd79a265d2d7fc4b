import type { GiftCategory } from '@/lib/gifts/categories'

/**
 * One partner's offer of a catalog product (an AffiliateProduct): its id (which the finder sends to add it), price in
 * euro cents, partner and links. `url` is the link to give a visitor: the partner's affiliate link when the feed has
 * one, else the product page; both are also given as they are.
 */
export interface CatalogOffer {
  id: number
  price: number
  url: string
  productUrl: string
  affiliateUrl: string | null
  originalProductId: string
  affiliateId: number
  affiliate: { name: string }
  /** Only with a `listId`: whether the list already has a product added from this offer. */
  onList?: boolean
}

/**
 * One product of the finder and `GET /api/affiliate-products` (decision 055): the offers of every partner that sells
 * it, cheapest first, and at the top level the cheapest offer's fields (id, price, url, partner: what an older client
 * of this path read) with the product's title, image, description (sanitized HTML), brand and kind.
 */
export interface CatalogResult extends CatalogOffer {
  /** Our id of the grouped product (CatalogProduct). */
  catalogProductId: number
  title: string
  image: string | null
  description: string
  brand: string | null
  category: GiftCategory | null
  /** The highest price of its offers, in euro cents (equal to `price` with one offer). */
  maxPrice: number
  offers: CatalogOffer[]
}

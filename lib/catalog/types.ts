/**
 * One product of a partner's catalog as the finder and `GET /api/affiliate-products` show it (title, price, image, url, description, originalProductId, affiliateId, affiliate { name }).
 * `price` in euro cents; `description` is sanitized HTML. `url` is the link to give a visitor: the partner's
 * affiliate link when the feed has one, else the product page; both are also given as they are.
 */
export interface CatalogResult {
  /** Our id of the catalog product (AffiliateProduct), which the finder sends to add it. */
  id: number
  title: string
  price: number
  image: string | null
  url: string
  productUrl: string
  affiliateUrl: string | null
  description: string
  originalProductId: string
  affiliateId: number
  affiliate: { name: string }
  /** Only with a `listId`: whether the list already has a product added from this catalog product ('Staat op je lijst'). */
  onList?: boolean
}

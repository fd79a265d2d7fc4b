import { isImageUrl, isWebUrl } from '@/lib/validation/product'
import type { ProductPreview } from './index'

/** What the product form opens with after a product page was read (the manual page's query). */
export interface ProductPrefill {
  productUrl: string
  title: string
  /** Euro, as the form shows it: `49,99`. */
  price: string
  shopName: string
  imageUrl: string | null
  /** Whether the page named a product: the form says it filled things in, or that the parent must. */
  found: boolean
}

const MAX = { title: 200, shopName: 200, url: 2000 }

/** The manual page's query for a read product page (`previewProductFromLink`'s answer). */
export function prefillQuery(preview: ProductPreview): string {
  const query = new URLSearchParams({ productUrl: preview.productUrl, found: preview.found ? '1' : '0' })
  if (preview.title) query.set('title', preview.title)
  if (preview.priceCents !== undefined) query.set('price', String(preview.priceCents))
  if (preview.shopName) query.set('shopName', preview.shopName)
  if (preview.imageUrl) query.set('imageUrl', preview.imageUrl)
  return query.toString()
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/**
 * The product form's starting values from the manual page's query, or null when it carries no product page. Only what
 * the form would accept is taken (an http(s) address, an image address, a price in whole cents); the form checks it
 * all again when it is saved.
 */
export function readPrefill(query: Record<string, string | string[] | undefined>): ProductPrefill | null {
  const productUrl = one(query.productUrl).slice(0, MAX.url)
  if (!productUrl || !isWebUrl(productUrl)) return null
  const cents = Number(one(query.price))
  const imageUrl = one(query.imageUrl).slice(0, MAX.url)
  return {
    productUrl,
    title: one(query.title).slice(0, MAX.title),
    price: Number.isSafeInteger(cents) && cents > 0 ? (cents / 100).toFixed(2).replace('.', ',') : '',
    shopName: one(query.shopName).slice(0, MAX.shopName),
    imageUrl: imageUrl && isImageUrl(imageUrl) ? imageUrl : null,
    found: one(query.found) === '1',
  }
}

/**
 * The address a phone shared to the installed site (the manifest's share target): `url`, or else the first http(s)
 * address inside `text` or `title` (Android apps often put it there). Null when there is none.
 */
export function sharedLink(query: Record<string, string | string[] | undefined>): string | null {
  for (const field of ['url', 'text', 'title']) {
    for (const candidate of one(query[field]).match(/https?:\/\/[^\s<>"']+/gi) ?? []) {
      const address = candidate.replace(/[).,;!?]+$/, '').slice(0, MAX.url)
      if (isWebUrl(address)) return address
    }
  }
  return null
}

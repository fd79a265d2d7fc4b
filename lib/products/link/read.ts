import 'server-only'
import * as cheerio from 'cheerio'
import { loadFromString } from 'html-metadata'

/** What a shop's product page says about its product; each field only when the page says it. */
export interface ProductPageData {
  title?: string
  /** Absolute http(s) address of the product's main image. */
  imageUrl?: string
  /** The price in euro cents, only when the page gives it in euro. */
  priceCents?: number
  /** The page's currency (ISO 4217) when it gives a price in another one. */
  otherCurrency?: string
  shopName?: string
  /** Whether the page describes a product (JSON-LD, microdata or Open Graph), not only a page title. */
  found: boolean
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }
type Microdata = { type?: string[]; properties?: Record<string, (string | Microdata)[]> }

const MAX_TITLE = 200
const isObject = (value: unknown): value is JsonObject => !!value && typeof value === 'object' && !Array.isArray(value)
const asArray = <T>(value: T | T[] | undefined | null): T[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]
const text = (value: unknown): string | undefined => {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return undefined
  const trimmed = value.replace(/\s+/g, ' ').trim()
  return trimmed || undefined
}

/**
 * A price as shops write it, in cents: `49.99` and `49,99` (schema.org asks for a dot, Belgian shops often write a
 * comma), `1.299,00`, `1,299.00`, `€ 49`. Undefined for anything else or a price of zero.
 */
export function priceToCents(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : undefined
  const raw = text(value)?.replace(/[€\s]|EUR/gi, '')
  if (!raw || !/^\d[\d.,]*$/.test(raw)) return undefined
  // The last separator followed by one or two digits is the decimal one; every other separator groups thousands.
  const match = /^(.*?)(?:[.,](\d{1,2}))?$/.exec(raw)
  if (!match) return undefined
  const whole = (match[1] ?? '').replace(/[.,]/g, '')
  if (!/^\d+$/.test(whole)) return undefined
  const cents = Number(whole) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
  return cents > 0 && Number.isSafeInteger(cents) ? cents : undefined
}

function absolute(address: string | undefined, base: string): string | undefined {
  if (!address) return undefined
  try {
    const url = new URL(address, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

/** The JSON-LD nodes of the page, with those inside `@graph`. */
function jsonLdNodes(value: unknown): JsonObject[] {
  const nodes: JsonObject[] = []
  for (const item of asArray(value as Json | Json[])) {
    if (!isObject(item)) continue
    nodes.push(item)
    if (item['@graph']) nodes.push(...jsonLdNodes(item['@graph']))
  }
  return nodes
}

const isProductType = (type: unknown) =>
  asArray(type as Json).some((t) => typeof t === 'string' && /(^|[/#:])(Product|ProductGroup)$/.test(t))

function imageOf(value: unknown): string | undefined {
  for (const image of asArray(value as Json)) {
    if (typeof image === 'string') return image
    if (isObject(image)) return text(image.url) ?? text(image.contentUrl)
  }
  return undefined
}

/** Price and currency of the first offer that has them (Offer, AggregateOffer's lowPrice, a price specification). */
function offerPrice(offers: unknown): { price?: unknown; currency?: string } {
  for (const offer of asArray(offers as Json)) {
    if (!isObject(offer)) continue
    const spec = asArray(offer.priceSpecification).find(isObject)
    const price = offer.price ?? offer.lowPrice ?? spec?.price
    if (price !== undefined && price !== null) {
      return { price, currency: text(offer.priceCurrency) ?? text(spec?.priceCurrency) }
    }
  }
  return {}
}

function fromJsonLd(nodes: JsonObject[]): Partial<ProductPageData> & { price?: unknown; currency?: string } {
  const product = nodes.find((node) => isProductType(node['@type']))
  if (!product) return {}
  const offers = asArray(product.offers)
  const seller = offers.filter(isObject).map((offer) => (isObject(offer.seller) ? text(offer.seller.name) : undefined))
  return {
    title: text(product.name),
    imageUrl: imageOf(product.image),
    ...offerPrice(product.offers),
    shopName: seller.find(Boolean),
  }
}

function microdataValue(item: Microdata, name: string): string | undefined {
  const value = item.properties?.[name]?.[0]
  return typeof value === 'string' ? text(value) : undefined
}

function fromMicrodata(items: Microdata[]): Partial<ProductPageData> & { price?: unknown; currency?: string } {
  const product = items.find((item) => isProductType(item.type))
  if (!product) return {}
  const offer = product.properties?.offers?.find((o): o is Microdata => typeof o === 'object')
  return {
    title: microdataValue(product, 'name'),
    imageUrl: microdataValue(product, 'image'),
    price: offer ? microdataValue(offer, 'price') : undefined,
    currency: offer ? microdataValue(offer, 'priceCurrency') : undefined,
  }
}

/**
 * What a product page says about its product, from its JSON-LD `Product` (with its `Offer`), its schema.org
 * microdata and its Open Graph tags, read by `html-metadata` (Wikimedia's reader of embedded metadata), in that order
 * of trust; Open Graph's `product:price:*` tags and a relative microdata image, which that library leaves out, are read
 * with cheerio; the page's `<title>` is the last resort for the name (`found` stays false then). Relative image
 * addresses are made absolute against `pageUrl`. A price is given in cents only when its currency is the euro (or not
 * said); otherwise `otherCurrency` says which.
 */
export async function readProductPage(html: string, pageUrl: string): Promise<ProductPageData> {
  let metadata: Record<string, unknown> = {}
  try {
    metadata = (await loadFromString(html)) as Record<string, unknown>
  } catch {
    // 'No metadata found in page', or a page the parser cannot read: nothing from it.
  }
  const $ = cheerio.load(html)
  const og = (isObject(metadata.openGraph) ? metadata.openGraph : {}) as JsonObject
  const general = (isObject(metadata.general) ? metadata.general : {}) as JsonObject
  const microdata = (isObject(metadata.schemaOrg) ? asArray(metadata.schemaOrg.items) : []) as unknown as Microdata[]
  const ld = fromJsonLd(jsonLdNodes(metadata.jsonLd))
  const md = fromMicrodata(microdata)
  const meta = (name: string) => text($(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content'))
  const microdataImage = () => {
    const image = $('[itemtype*="schema.org/Product"] [itemprop="image"]').first()
    return text(image.attr('src')) ?? text(image.attr('content')) ?? text(image.attr('href'))
  }

  const price = ld.price ?? md.price ?? meta('product:price:amount') ?? meta('og:price:amount')
  const currency =
    (ld.price !== undefined ? ld.currency : md.price !== undefined ? md.currency : undefined) ??
    meta('product:price:currency') ??
    meta('og:price:currency')
  const euro = !currency || currency.toUpperCase() === 'EUR'
  const named = ld.title ?? md.title ?? text(og.title)
  const title = named ?? text(general.title)
  return {
    title: title?.slice(0, MAX_TITLE),
    imageUrl: absolute(
      ld.imageUrl ?? md.imageUrl ?? (md.title ? microdataImage() : undefined) ?? imageOf(og.image),
      pageUrl,
    ),
    priceCents: euro ? priceToCents(price) : undefined,
    otherCurrency: euro ? undefined : currency?.toUpperCase(),
    shopName: text(og.site_name) ?? ld.shopName ?? new URL(pageUrl).hostname.replace(/^www\./, ''),
    found: !!named,
  }
}

import 'server-only'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { requireActor, type Actor } from '@/lib/auth/actor'
import { DomainError } from '@/lib/errors'
import { rateLimited } from '@/lib/http/rate-limit'
import { t } from '@/lib/i18n'
import { MAX_UPLOAD_BYTES, uploadImage } from '@/lib/images'
import { getManagedListById } from '@/lib/lists'
import { logger } from '@/lib/log'
import { describeError } from '@/lib/privacy/log'
import { sharedLimiter } from '@/lib/redis/limiter'
import { parseInput } from '@/lib/validation/parse'
import { productPreviewSchema } from '@/lib/validation/product'
import { fetchPublic, PublicFetchError, type PublicFetchOptions } from './fetch'
import { readProductPage } from './read'

/** Product pages read per account and hour: each one makes the server fetch a page and an image for the account. */
export const PREVIEWS_PER_HOUR = 30
const previewsPerAccount = sharedLimiter({
  keyPrefix: 'product-preview-account',
  points: PREVIEWS_PER_HOUR,
  duration: 3600,
})

/** The product form's fields as far as a shop's product page gave them. */
export interface ProductPreview {
  /** True when the page named a product; false when it could not be read or said nothing (`message` says so). */
  found: boolean
  /** The address that was pasted: the form's 'Link naar het product'. */
  productUrl: string
  title?: string
  priceCents?: number
  shopName?: string
  /** The product's image, stored with the list's uploads (only when a list was given and the image could be read). */
  imageUrl?: string
  /** For the parent, in Dutch, when something could not be filled in. */
  message?: string
}

/**
 * Reads a shop's product page for the product form (POST /api/products/preview, the add page's link form): name,
 * price in euro cents, shop name and image, from the page's JSON-LD, microdata or Open Graph (`readProductPage`).
 * The page is fetched by `fetchPublic` (public addresses only, checked on every connection and redirect; 5 redirects,
 * 2 MB, 8 s). With `listId` (a list the actor manages) the image is fetched the same way and stored through the upload
 * pipeline (`uploadImage`: re-encoded, no metadata, counted against the owner's quota); without it no image is read.
 * Limited to PREVIEWS_PER_HOUR per account.
 * @param input `{ url, listId? }` (`productPreviewSchema`).
 * @returns the fields found; a page that cannot be read gives `found: false` with the address and a message.
 * @throws DomainError UNAUTHORIZED (401); VALIDATION (422) for an address that is not http(s) or not on a public
 *   server (also after a redirect), with the message on `url`; NOT_FOUND/FORBIDDEN for a list the actor does not
 *   manage; RATE_LIMITED (429).
 */
export async function previewProductFromLink(
  actor: Actor | null,
  input: unknown,
  options: Pick<PublicFetchOptions, 'lookup' | 'timeoutMs'> = {},
): Promise<ProductPreview> {
  const who = requireActor(actor)
  const { url, listId } = parseInput(productPreviewSchema, input)
  const list = listId === undefined ? null : await getManagedListById(who, listId)
  await previewsPerAccount.consume(String(who.id)).catch((error: unknown) => {
    throw error instanceof RateLimiterRes ? rateLimited(error.msBeforeNext) : error
  })

  let page
  try {
    page = await fetchPublic(url, { ...options, accept: ['text/html', 'application/xhtml+xml'] })
  } catch (error) {
    if (error instanceof PublicFetchError && error.failure.kind === 'refused') {
      const message = t(error.failure.reason === 'redirects' ? 'productLink.tooManyRedirects' : 'productLink.notPublic')
      throw new DomainError('VALIDATION', message, { fields: { url: message } })
    }
    return { found: false, productUrl: url, message: t('productLink.unreadable') }
  }
  const data = await readProductPage(page.body.toString('utf8'), page.url)
  const preview: ProductPreview = {
    found: data.found,
    productUrl: url,
    title: data.title,
    priceCents: data.priceCents,
    shopName: data.shopName,
  }
  if (!data.found) preview.message = t('productLink.nothingFound')
  else if (data.otherCurrency) preview.message = t('productLink.otherCurrency', { currency: data.otherCurrency })
  if (list && data.imageUrl) preview.imageUrl = await storeImage(who, list.url, data.imageUrl, options)
  return preview
}

/** The product's image, fetched as the page was and stored with the list's uploads; undefined when that fails. */
async function storeImage(
  actor: Actor,
  folder: string,
  address: string,
  options: Pick<PublicFetchOptions, 'lookup' | 'timeoutMs'>,
): Promise<string | undefined> {
  try {
    const image = await fetchPublic(address, { ...options, accept: ['image/'], maxBytes: MAX_UPLOAD_BYTES })
    const { secure_url } = await uploadImage(actor, { image: new Blob([new Uint8Array(image.body)]), folder })
    return secure_url
  } catch (error) {
    // The form opens without an image; the parent can upload one.
    if (!(error instanceof PublicFetchError) && !(error instanceof DomainError)) {
      logger.warn({ err: describeError(error) }, '[products] could not store the image of a product page')
    }
    return undefined
  }
}

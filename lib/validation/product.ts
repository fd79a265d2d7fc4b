import { z } from 'zod'
import { t, type LazyText } from '@/lib/i18n'
import { splitPrice } from '@/lib/products/split'
import { hasNoMethod, MAX_QUANTITY, maySplit } from '@/lib/gifts/rules'
import { GIFT_CATEGORIES } from '@/lib/gifts/categories'
import { safeText } from './text'

/** The highest price a product may have: €100,000 in cents (a birth-list gift; Decimal(10,2) would allow far more). */
export const MAX_PRICE_CENTS = 10_000_000
/** The most parts a product can be split into (decision 010): enough for any gift, few enough to list in the drawer. */
export const MAX_PARTS = 50

const PRICE_TEXT = /^(\d+)(?:[.,](\d+))?$/

/**
 * A price as the form or an API client gives it, in cents, or the Dutch message saying what is wrong (digits
 * with an optional decimal part; decision 010: a Belgian comma '12,50' is read like '12.50').
 * @param value text ('12', '12.5', '12,50') or a euro number (12.5).
 * @returns integer cents (> 0, ≤ MAX_PRICE_CENTS) or `{ error }`.
 */
export function parsePrice(value: unknown): number | { error: string } {
  let whole: string
  let fraction: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { error: t('validation.price') }
    if (value <= 0) return { error: t('validation.pricePositive') }
    if (value > MAX_PRICE_CENTS / 100) return { error: t('validation.priceTooHigh') }
    // Numbers print as their shortest decimal text (12.5 → '12.5'), so the decimals can be counted on it.
    const match = /^(\d+)(?:\.(\d+))?$/.exec(String(value))
    if (!match) return { error: t('validation.priceDecimals') }
    whole = match[1]!
    fraction = match[2] ?? ''
  } else if (typeof value === 'string') {
    const match = PRICE_TEXT.exec(value.trim())
    if (!match) return { error: t('validation.price') }
    whole = match[1]!
    fraction = match[2] ?? ''
  } else {
    return { error: t('validation.price') }
  }
  // '12.500' may be meant as twelve thousand five hundred in Belgium: refuse it rather than guess.
  if (fraction.length > 2) return { error: t('validation.priceDecimals') }
  if (whole.replace(/^0+/, '').length > 9) return { error: t('validation.priceTooHigh') }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  if (cents <= 0) return { error: t('validation.pricePositive') }
  if (cents > MAX_PRICE_CENTS) return { error: t('validation.priceTooHigh') }
  return cents
}

/** Absolute http(s) URL (no javascript:, data: or protocol-relative addresses). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname
  } catch {
    return false
  }
}

/** An image address: an absolute http(s) URL, or a path on this site (locally stored uploads). */
export function isImageUrl(value: string): boolean {
  return isWebUrl(value) || /^\/(?![/\\])[^\s]*$/.test(value)
}

/** Optional text by the text rules (`safeText`): trimmed, and '' or null become null. */
const optionalText = (max: number, check?: (value: string) => boolean, message?: LazyText) =>
  safeText({ max, typeError: message })
    .refine((value) => value === '' || !check || check(value), { error: message })
    .nullish()
    .transform((value) => (value ? value : null))

const price = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    // No price (null) or 0: a fund without a goal; any other gift gets the price's message from the object's rules.
    if (value === '' || value === null || value === undefined) return null
    if (value === 0) return 0
    const cents = parsePrice(value)
    if (typeof cents !== 'number') {
      ctx.addIssue({ code: 'custom', message: cents.error })
      return z.NEVER
    }
    // Output in euros, so the parsed payload can be parsed again (form → server action) with the same result.
    return cents / 100
  })
  // What `parsePrice` takes, for the API description (zod cannot see inside the transform).
  .meta({
    description:
      "Prijs in euro: een getal met hoogstens 2 decimalen, of tekst met een punt of komma ('12,50'). Groter dan 0, hoogstens 100000.",
    override: {
      anyOf: [
        { type: 'number', exclusiveMinimum: 0, maximum: MAX_PRICE_CENTS / 100 },
        { type: 'string', pattern: PRICE_TEXT.source },
      ],
    },
  })

const id = () =>
  z
    .number({ error: () => t('validation.required') })
    .int()
    .positive()
    .max(2_147_483_647)

const bool = (fallback: boolean) => z.boolean({ error: () => t('validation.required') }).default(fallback)

/** The fields of the save payload before the cross-field rules (`PATCH /api/products/{id}` takes any of them). */
export const productFields = z.object({
  id: id().optional(),
  listId: id().optional(),
  title: safeText({ max: 200, required: () => t('validation.required') }),
  price,
  cashAllowed: bool(true),
  shopAllowed: bool(true),
  shopName: optionalText(200),
  productUrl: optionalText(2000, isWebUrl, () => t('validation.productUrl')),
  // HTML, sanitised when stored (lib/products): the text rules apply to its characters all the same.
  description: safeText({ max: 20_000, multiline: true })
    .nullish()
    .transform((value) => value ?? ''),
  image: optionalText(2000, isImageUrl, () => t('validation.productImage')),
  imageUrl: optionalText(2000, isImageUrl, () => t('validation.productImage')),
  productIsSplit: bool(false),
  nrOfProductParts: z
    .number({ error: () => t('validation.partsMin') })
    .int({ error: () => t('validation.partsMin') })
    .min(1, { error: () => t('validation.partsMin') })
    .optional(),
  productParts: z.array(z.unknown()).max(1000).nullish(),
  hidden: bool(false),
  /** A fund ('spaarpot'): the giver chooses the amount, `price` is the goal (0 or left out: none). */
  fund: bool(false),
  // Units wanted: 1 to MAX_QUANTITY, or null for without limit (the form's 'Zonder limiet'); the form sends digits.
  quantity: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : value),
      z
        .number({ error: () => t('validation.quantity') })
        .int({ error: () => t('validation.quantity') })
        .min(1, { error: () => t('validation.quantity') })
        .max(MAX_QUANTITY, { error: () => t('validation.quantity') })
        .nullable(),
    )
    .optional()
    .transform((value) => (value === undefined ? 1 : value)),
  topper: bool(false),
  // '' is the form's 'Geen soort'.
  category: z
    .union([z.literal(''), z.enum(GIFT_CATEGORIES)], { error: () => t('validation.category') })
    .nullish()
    .transform((value) => value || null),
})

/**
 * The product create/edit form and the REST save payload (`title, price, cashAllowed, shopAllowed,
 * shopName, productUrl, productIsSplit, nrOfProductParts, description, image/imageUrl, productParts, hidden, id,
 * listId`), with the rules and messages of docs/rules.md#gifts, #parts and #forms and decision 010:
 * - title required ('Dit veld is verplicht'); price digits with an optional decimal part, also after a comma,
 *   at most 2 decimals, > 0 and at most €100,000; output in euros (a number);
 * - at least one method ('Je moet minstens 1 keuze aanvinken', on `cashAllowed`); shopName required when shopAllowed;
 * - productUrl http(s) only; description and image optional (`imageUrl` wins over `image`);
 * - split only when cash is allowed and shop is not, in 2 to MAX_PARTS parts none of which would cost 0 cents;
 * - `productParts` is accepted and ignored: the server builds the parts itself (docs/rules.md#parts).
 * Parsing its own output again gives the same output, so the form's parsed values can be sent to the server.
 */
export const productSchema = productFields
  .superRefine(
    (value, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      // A fund is given by transfer, whole, at the giver's amount: methods, shop and parts do not apply.
      if (value.fund === true) return
      if (value.price === null) issue('price', t('validation.price'))
      if (value.price === 0) issue('price', t('validation.pricePositive'))
      if (hasNoMethod(value)) issue('cashAllowed', t('validation.productMethods'))
      if (value.shopAllowed !== false && !value.shopName) issue('shopName', t('validation.shopNameRequired'))
      if (value.productIsSplit !== true) return
      if (value.quantity !== 1) issue('quantity', t('validation.quantityWithParts'))
      if (!maySplit(value)) {
        issue('productIsSplit', t('validation.splitNotAllowed'))
        return
      }
      const parts = value.nrOfProductParts
      if (typeof parts !== 'number' || !Number.isInteger(parts) || parts < 2)
        issue('nrOfProductParts', t('validation.partsMin'))
      else if (parts > MAX_PARTS) issue('nrOfProductParts', t('validation.partsMax', { max: MAX_PARTS }))
      else if (typeof value.price === 'number' && !canSplit(Math.round(value.price * 100), parts)) {
        issue('nrOfProductParts', t('validation.partsTooSmall', { count: parts }))
      }
    },
    // Run the cross-field rules also when a single field is wrong, so the form shows every message at once; not when
    // the payload is no object at all (null, a number: the type error says it, and there are no fields to compare).
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
  )
  .transform(({ image, imageUrl, productParts: _ignored, ...rest }) => ({
    ...rest,
    // A fund without a goal has price 0.
    price: rest.price ?? 0,
    imageUrl: imageUrl ?? image ?? null,
    nrOfProductParts: rest.productIsSplit && !rest.fund ? rest.nrOfProductParts! : 1,
    ...(rest.fund
      ? { cashAllowed: true, shopAllowed: false, shopName: null, productIsSplit: false, quantity: null }
      : {}),
  }))

/** True when `cents` can be split into `parts` parts of at least 1 cent each (docs/rules.md#parts). */
function canSplit(cents: number, parts: number): boolean {
  try {
    splitPrice(cents, parts)
    return true
  } catch {
    return false
  }
}

/** What the form holds and an API client sends. */
export type ProductInput = z.input<typeof productSchema>
/** The validated product: price in euros, `imageUrl` resolved, `nrOfProductParts` 1 when not split. */
export type ProductValues = z.output<typeof productSchema>

/** The sort payload of PATCH /api/lists/{id}/products/order: `[{ productId, weight }]`, each product once. */
export const productOrderSchema = z
  .array(
    z.object({
      productId: id(),
      weight: z
        .number({ error: () => t('validation.reorderWeight') })
        .int({ error: () => t('validation.reorderWeight') })
        .min(0, { error: () => t('validation.reorderWeight') })
        .max(1_000_000, { error: () => t('validation.reorderWeight') }),
    }),
    { error: () => t('errors.validation') },
  )
  .max(1000)
  .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, {
    error: () => t('validation.reorderDuplicate'),
  })

export type ProductOrderInput = z.input<typeof productOrderSchema>

/**
 * `POST /api/products/preview` and the add page's link form: the address of a product page (http or https, at most
 * 2000 characters) and, to store its image with the list's uploads, the id of a list the actor manages.
 */
export const productPreviewSchema = z.object({
  url: z
    .string({ error: () => t('validation.required') })
    .trim()
    .min(1, { error: () => t('validation.required') })
    .max(2000, { error: () => t('validation.productUrl') })
    .refine(isWebUrl, { error: () => t('validation.productUrl') }),
  listId: id().optional(),
})

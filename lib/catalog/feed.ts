import { t } from '@/lib/i18n'
import { descriptionToHtml } from '@/lib/products/description'
import { DescriptionTextError } from '@/lib/products/sanitize'
import { cleanText, type TextProblem } from '@/lib/text/safe'
import { foldName } from '@/lib/text/fold'
import { isImageUrl, isWebUrl, parsePrice } from '@/lib/validation/product'
import { categoryFromFeed, groupKey, normaliseGtin } from './groups'
import type { GiftCategory } from '@/lib/gifts/categories'

/**
 * The columns of a partner feed (decision 013), exactly these names, in any order, each once, comma-separated, UTF-8
 * (a BOM is fine), fields with a comma, quote or line break in double quotes:
 * - `id` the partner's product id (required, ≤ 100), with `partner` the key an import updates in place;
 * - `title` (required, ≤ 200); `description` plain text or HTML (optional, ≤ 20,000; sanitized);
 * - `price` in euros, '12.50' or '12,50' (required, > 0, ≤ 100,000, at most 2 decimals);
 * - `image_url` http(s) or a path on this site such as /images/catalog/knuffel.svg (optional);
 * - `product_url` the product's page, http(s) (required); `affiliate_url` the tracking link, http(s) (optional);
 * - `partner` the shop's name as shown to parents (required, ≤ 100).
 * Three more columns may follow, each optional in the header and in a row (OPTIONAL_FEED_COLUMNS, decision 055):
 * - `gtin` the GTIN/EAN barcode (8, 12, 13 or 14 digits with a right check digit): offers with the same GTIN are one
 *   product in the finder; `brand` (≤ 100): with the title, what makes offers without a GTIN one product;
 * - `category` one of the list's kinds by its name ('Slapen', 'Op stap') or key ('OP_STAP'); another name is kept as
 *   none (a partner's own taxonomy is not an error).
 * Every column gets the text rules of the forms (decision 024): a row with a control character, a lone
 * surrogate or more than 4 combining marks on one letter is skipped (BAD_CHARACTER, TOO_MANY_MARKS).
 */
export const FEED_COLUMNS = [
  'id',
  'title',
  'description',
  'price',
  'image_url',
  'product_url',
  'affiliate_url',
  'partner',
] as const
/** Columns a feed may add to FEED_COLUMNS. */
export const OPTIONAL_FEED_COLUMNS = ['gtin', 'brand', 'category'] as const
export type FeedColumn = (typeof FEED_COLUMNS)[number] | (typeof OPTIONAL_FEED_COLUMNS)[number]
const ALL_COLUMNS: readonly FeedColumn[] = [...FEED_COLUMNS, ...OPTIONAL_FEED_COLUMNS]

/** Where each column is in a feed's rows (-1: an optional column the feed does not have), and how many there are. */
export interface FeedHeader {
  index: Record<FeedColumn, number>
  width: number
}

const MAX_LENGTH: Record<FeedColumn, number> = {
  id: 100,
  title: 200,
  description: 20_000,
  price: 50,
  image_url: 2000,
  product_url: 2000,
  affiliate_url: 2000,
  partner: 100,
  gtin: 20,
  brand: 100,
  category: 100,
}

/** Why a row was skipped; `column` names the feed column when one is to blame. */
export interface RowProblem {
  code:
    | 'COLUMN_COUNT'
    | 'MISSING'
    | 'TOO_LONG'
    | 'BAD_PRICE'
    | 'BAD_URL'
    | 'BAD_GTIN'
    | 'BAD_CHARACTER'
    | 'TOO_MANY_MARKS'
    | 'DUPLICATE_ID'
    | 'CSV'
  column?: FeedColumn
  message: string
}

/** A valid row, ready to store: price in euro cents, description sanitized, title folded for sorting. */
export interface FeedProduct {
  originalProductId: string
  partner: string
  title: string
  searchTitle: string
  price: number
  description: string
  image: string | null
  productUrl: string
  affiliateUrl: string | null
  /** 14 digits, or null. */
  gtin: string | null
  brand: string | null
  category: GiftCategory | null
  /** Offers with the same key are one product in the finder (`groupKey`). */
  groupKey: string
}

/** A feed whose header is not the documented one: nothing of it is imported. */
export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FeedFormatError'
  }
}

/**
 * Reads the header row: the position of every column of FEED_COLUMNS and of the OPTIONAL_FEED_COLUMNS it has.
 * @throws FeedFormatError for an unknown, missing or repeated column name (with the expected header in the message).
 */
export function readHeader(fields: string[]): FeedHeader {
  const names = fields.map((field) => field.trim().toLowerCase())
  const expected = FEED_COLUMNS.join(',')
  const unknown = names.filter((name) => !(ALL_COLUMNS as readonly string[]).includes(name))
  if (unknown.length)
    throw new FeedFormatError(
      t('catalog.import.unknownColumns', { columns: unknown.map((n) => `'${n}'`).join(', '), expected }),
    )
  const repeated = names.filter((name, i) => names.indexOf(name) !== i)
  if (repeated.length)
    throw new FeedFormatError(t('catalog.import.repeatedColumns', { columns: repeated.join(', '), expected }))
  const missing = FEED_COLUMNS.filter((name) => !names.includes(name))
  if (missing.length)
    throw new FeedFormatError(t('catalog.import.missingColumns', { columns: missing.join(', '), expected }))
  const index = Object.fromEntries(ALL_COLUMNS.map((name) => [name, names.indexOf(name)])) as Record<FeedColumn, number>
  return { index, width: names.length }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The row problem for a text the text rules refuse (docs/rules.md#texts), in `column`. */
function textRowProblem(problem: TextProblem, column: FeedColumn): RowProblem {
  return problem === 'tooManyMarks'
    ? { code: 'TOO_MANY_MARKS', column, message: t('catalog.import.tooManyMarks', { column }) }
    : { code: 'BAD_CHARACTER', column, message: t('catalog.import.badCharacter', { column }) }
}

/**
 * Checks one data row against the documented format.
 * @returns the product, or every problem of the row (then `key` is the partner and id when both could be read, so an
 *   import can tell which stored product the bad row was about).
 */
export function readRow(
  fields: string[],
  header: FeedHeader,
): { product: FeedProduct } | { problems: RowProblem[]; key: { partner: string; originalProductId: string } | null } {
  const expectedCount = header.width
  if (fields.length !== expectedCount) {
    return {
      problems: [
        {
          code: 'COLUMN_COUNT',
          message: t('catalog.import.columnCount', { count: fields.length, expected: expectedCount }),
        },
      ],
      key: null,
    }
  }
  const problems: RowProblem[] = []
  // The text rules of the forms (lib/text/safe.ts): direction controls stripped, NFC, and a row with a control
  // character, a lone surrogate or Zalgo text skipped. The description keeps its line breaks (and tabs); in the other
  // columns any white space, line breaks of a quoted field included, is one space, as before the rules.
  const value = (column: FeedColumn) => {
    const multiline = column === 'description'
    const raw = header.index[column] < 0 ? '' : fields[header.index[column]]!
    const cleaned = cleanText(multiline ? raw : oneLine(raw), { multiline })
    if (cleaned.problem) problems.push(textRowProblem(cleaned.problem, column))
    else if (cleaned.value.length > MAX_LENGTH[column])
      problems.push({
        code: 'TOO_LONG',
        column,
        message: t('catalog.import.tooLong', { column, max: MAX_LENGTH[column] }),
      })
    else return cleaned.value
    return ''
  }
  const required = (column: FeedColumn) => {
    const text = value(column)
    if (!text && !problems.some((p) => p.column === column))
      problems.push({ code: 'MISSING', column, message: t('catalog.import.missing', { column }) })
    return text
  }
  const url = (column: FeedColumn, text: string, valid: (value: string) => boolean) => {
    if (text && !valid(text))
      problems.push({
        code: 'BAD_URL',
        column,
        message: t('catalog.import.badUrl', { column, value: text.slice(0, 80) }),
      })
    return text || null
  }

  const id = required('id')
  const partner = required('partner')
  const title = required('title')
  const priceText = required('price')
  const price = priceText ? parsePrice(priceText) : null
  if (price !== null && typeof price !== 'number')
    problems.push({
      code: 'BAD_PRICE',
      column: 'price',
      message: t('catalog.import.badPrice', { value: priceText.slice(0, 50), reason: price.error }),
    })
  const productUrl = url('product_url', required('product_url'), isWebUrl)
  const affiliateUrl = url('affiliate_url', value('affiliate_url'), isWebUrl)
  const image = url('image_url', value('image_url'), isImageUrl)
  const description = toHtml(value('description'), problems)
  const gtinText = value('gtin')
  const gtin = gtinText ? normaliseGtin(gtinText) : null
  if (gtinText && !gtin)
    problems.push({
      code: 'BAD_GTIN',
      column: 'gtin',
      message: t('catalog.import.badGtin', { value: gtinText.slice(0, 20) }),
    })
  const brand = value('brand') || null

  if (problems.length) return { problems, key: id && partner ? { partner, originalProductId: id } : null }
  return {
    product: {
      originalProductId: id,
      partner,
      title,
      searchTitle: foldName(title),
      price: price as number,
      description,
      image,
      productUrl: productUrl!,
      affiliateUrl,
      gtin,
      brand,
      category: categoryFromFeed(value('category')),
      groupKey: groupKey({ gtin, brand, title }),
    },
  }
}

/**
 * The description as stored HTML; a reference the sanitizer decodes into a refused character ('&#x1;', '&#xD800;',
 * a run of '&#x301;') adds its row problem to `problems` instead (the text itself passed `cleanText` already).
 */
function toHtml(description: string, problems: RowProblem[]): string {
  try {
    return descriptionToHtml(description)
  } catch (error) {
    if (!(error instanceof DescriptionTextError)) throw error
    problems.push(textRowProblem(error.problem, 'description'))
    return ''
  }
}

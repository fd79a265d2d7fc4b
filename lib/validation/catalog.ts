import { z } from 'zod'
import { t, type LazyText } from '@/lib/i18n'
import { GIFT_CATEGORIES, PRICE_BANDS } from '@/lib/gifts/categories'
import { pagingSchema } from './paging'

/** The finder's page size (take 20, skip steps by 20). */
export const FINDER_PAGE_SIZE = 20

const MAX_ID = 2_147_483_647

/** A database id as a JSON number or as the text of a query parameter. */
const idField = () =>
  z.union([z.number(), z.string()], { error: () => t('catalog.badId') }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : NaN
    if (!Number.isInteger(n) || n < 1 || n > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: t('catalog.badId') })
      return z.NEVER
    }
    return n
  })

/** An optional choice of a query parameter: empty is none. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: LazyText) =>
  z
    .union([z.literal(''), z.enum(values)], { error: message })
    .optional()
    .transform((value) => (value === '' ? undefined : value))

/**
 * Query of `GET /api/affiliate-products` and the finder: `take` (1..100, default 20), `skip`, `searchString` (not
 * validated otherwise: any text is searched safely), an optional `listId` for the 'on list' flag of each result
 * (decision 013), and the filters `category` (a kind of gift) and `priceBand` (on the lowest price, decision 055).
 */
export const catalogSearchSchema = pagingSchema(FINDER_PAGE_SIZE).extend({
  listId: z
    .union([z.literal(''), idField()])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  category: optionalChoice(GIFT_CATEGORIES, () => t('validation.category')),
  priceBand: optionalChoice(PRICE_BANDS, () => t('validation.priceBand')),
})

export type CatalogSearchInput = z.output<typeof catalogSearchSchema>

/** Adding a catalog product to a list from the finder: the ids only, the server reads the rest itself. */
export const catalogAddSchema = z.object({
  listId: idField(),
  affiliateProductId: idField(),
})

export type CatalogAddInput = z.input<typeof catalogAddSchema>

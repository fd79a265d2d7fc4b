import { z } from 'zod'
import { t, type LazyText } from '@/lib/i18n'
import { searchText } from './text'

/** The largest page any paged endpoint answers: enough for a table, small enough to keep every answer quick. */
export const MAX_TAKE = 100

/** A query parameter as a whole number: '' and absent fall back to the default, anything else must be digits. */
const wholeNumber = (fallback: number, min: number, max: number, message: LazyText, description: string) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback
      const text = String(value).trim()
      const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: message() })
        return z.NEVER
      }
      return n
    })
    // For the API description: a query parameter is text, but what it must hold is a whole number in range.
    .meta({ description, override: { type: 'integer', minimum: min, maximum: max, default: fallback } })

/**
 * Paging input (`take`, `skip`, `searchString`; docs/rules.md#rest-api), as query parameters (strings) or JSON numbers:
 * `take` 1..MAX_TAKE (default `defaultTake`), `skip` ≥ 0 (default 0), `searchString` trimmed, at most 200
 * characters, '' when absent. Used by the product finder (take 20) and the admin overviews (take 25).
 */
export function pagingSchema(defaultTake: number) {
  return z.object({
    take: wholeNumber(
      defaultTake,
      1,
      MAX_TAKE,
      () => t('validation.pagingTake', { max: MAX_TAKE }),
      'Hoeveel resultaten deze pagina telt.',
    ),
    skip: wholeNumber(
      0,
      0,
      100_000_000,
      () => t('validation.pagingSkip'),
      'Hoeveel resultaten vooraf overgeslagen worden.',
    ),
    searchString: searchText({ max: 200 })
      .optional()
      .transform((value) => value ?? '')
      .meta({ description: 'Zoekterm; leeg of weggelaten: alles.' }),
  })
}

/** Validated paging input: whole numbers and a trimmed search text. */
export type Paging = z.output<ReturnType<typeof pagingSchema>>

/** The query parameters of a URL as a plain object for `pagingSchema` (a repeated parameter counts once: its first value). */
export function queryObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of params) if (!(key in out)) out[key] = value
  return out
}

/** One page of results with the total, so a client can tell whether there is a next page. */
export interface Page<T> {
  items: T[]
  total: number
  take: number
  skip: number
}

import { z } from 'zod'
import { t } from '@/lib/i18n'

const name = z
  .string({ error: t('validation.required') })
  .trim()
  .min(1, { error: t('validation.required') })
  .max(100, { error: t('validation.tooLong', { max: 100 }) })

/**
 * List search input (spec §3 "List search input", §5): the baby's first name and the first name of
 * one parent, both required. Used by the search form and again by the server action.
 */
export const listSearchSchema = z.object({
  babyName: name,
  parentName: name,
})

/** Validated list search input (trimmed names). */
export type ListSearchInput = z.output<typeof listSearchSchema>

import { z } from 'zod'
import { t } from '@/lib/i18n'
import { safeText } from './text'

const name = safeText({ max: 100, required: t('validation.required') })

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

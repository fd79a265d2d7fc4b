import { z } from 'zod'
import { t } from '@/lib/i18n'
import { safeText } from './text'

const NAME_MAX = 100

/** An optional name of the search: the text rules, '' when left out. */
const optionalName = (description: string) =>
  safeText({ max: NAME_MAX })
    .optional()
    .transform((value) => value ?? '')
    .meta({ description })

/**
 * List search input (docs/rules.md#list-search): the first name of one parent, always, with the
 * baby's first name or a last name (the parent's or the baby's), or both. A baby without a first name yet is found
 * by the parent's first name and a last name. Without the baby's first name and without a last name the search
 * refuses on `babyName` ('Dit veld is verplicht', as the two-field search answers): one first name alone
 * never searches. Used by the search form and again by the server.
 */
export const listSearchSchema = z
  .object({
    babyName: optionalName('Voornaam van de baby; mag leeg blijven wanneer `lastName` ingevuld is.'),
    parentName: safeText({ max: NAME_MAX, required: () => t('validation.required') }).meta({
      description: 'Voornaam van een van de ouders.',
    }),
    lastName: optionalName(
      'Achternaam van die ouder of van de baby (optioneel); verplicht wanneer `babyName` leeg is.',
    ),
  })
  .superRefine((value, ctx) => {
    if (!value.babyName && !value.lastName)
      ctx.addIssue({ code: 'custom', path: ['babyName'], message: t('validation.required') })
  })

/** Validated list search input (trimmed names; `babyName` and `lastName` '' when left out, one of them filled). */
export type ListSearchInput = z.output<typeof listSearchSchema>

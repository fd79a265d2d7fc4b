import { z } from 'zod'
import { t } from '@/lib/i18n'
import { isValidIban, normalizeIban } from '@/lib/payments/iban'
import { safeText } from './text'

const NAME_MAX = 100
const INTRODUCTION_MAX = 5000
/** Long enough for the longest IBAN (34) typed with spaces or dashes between every group. */
const IBAN_INPUT_MAX = 64
/** A birth list is for a child born (or due) in this window; outside it a date is a typo, and year 0 has no PostgreSQL date. */
const FIRST_YEAR = 1900
const LAST_YEAR = 2199

/** A name by the text rules (`safeText`): trimmed, NFC, at most NAME_MAX characters. */
const requiredName = safeText({ max: NAME_MAX, required: t('validation.required') })

/** An optional name: the same rules, and stored as null when left empty. */
const optionalName = safeText({ max: NAME_MAX })
  .nullish()
  .transform((value) => value || null)

/**
 * The parents' account: required ('Je rekeningnummer is verplicht'), valid by mod 97 and, for Belgian IBANs, the
 * national check (design.md), and stored normalised: no spaces, upper case.
 */
export const ibanField = z
  .string({ error: t('validation.ibanRequired') })
  .trim()
  .min(1, { error: t('validation.ibanRequired'), abort: true })
  .max(IBAN_INPUT_MAX, { error: t('validation.ibanInvalid'), abort: true })
  .refine(isValidIban, { error: t('validation.ibanInvalid') })
  .transform(normalizeIban)
  .meta({ description: 'IBAN, met of zonder spaties (mod 97 en de Belgische controle); bewaard zonder spaties.', example: 'BE71 0961 2345 6769' })

/**
 * True when `value` is a real calendar day written exactly as yyyy-MM-dd: it must parse and format back to the same
 * text (spec §5), so 2026-02-30 (would roll over to March) and 2026-2-3 (not zero-padded) are refused.
 */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The birth date as yyyy-MM-dd (spec §5: accepted only if it parses and re-formats identically). */
export const birthDateField = z
  .string({ error: t('validation.required') })
  .trim()
  .min(1, { error: t('validation.required'), abort: true })
  .refine(isIsoDate, { error: t('validation.date'), abort: true })
  .refine((value) => {
    const year = Number(value.slice(0, 4))
    return year >= FIRST_YEAR && year <= LAST_YEAR
  }, { error: t('validation.dateRange') })
  .meta({ format: 'date', description: `Geboortedatum (of verwachte datum) als jjjj-mm-dd, tussen ${FIRST_YEAR} en ${LAST_YEAR}.`, example: '2026-10-14' })

/**
 * The list form of spec §5 and the list payload of spec §7 (POST /lists, PATCH /lists/{id}): one schema for the
 * form (zodResolver), the server actions and the REST handlers. The baby's and first parent's names, the IBAN and
 * the birth date are required ('Dit veld is verplicht'; 'Je rekeningnummer is verplicht'); the second parent and
 * the introduction are optional. Every name is trimmed (the spec names the first names; last names too, since a
 * stray space is never meant). The introduction keeps its line breaks; an empty one gets the default greeting when
 * the list is created (`createList`). Unknown keys (such as `url` or `userId`) are dropped: they cannot be set.
 */
export const listSchema = z.object({
  firstName: requiredName,
  lastName: requiredName,
  parent1FirstName: requiredName,
  parent1LastName: requiredName,
  parent2FirstName: optionalName,
  parent2LastName: optionalName,
  iban: ibanField,
  birthDate: birthDateField,
  // Multi-line: trailing spaces and blank lines at the ends are trimmed (never meant); inner line breaks are the parents' layout.
  introduction: safeText({ max: INTRODUCTION_MAX, multiline: true })
    .nullish()
    .transform((value) => value ?? ''),
})

/** What the form holds and an API client sends. */
export type ListInput = z.input<typeof listSchema>
/** Validated list fields: trimmed names (second parent null when absent), IBAN without spaces, yyyy-MM-dd date. */
export type ListValues = z.output<typeof listSchema>

/** The names of the form fields, in the order the form shows them (server field errors are mapped onto these). */
export const listFields = ['firstName', 'lastName', 'birthDate', 'parent1FirstName', 'parent1LastName', 'parent2FirstName', 'parent2LastName', 'iban', 'introduction'] as const

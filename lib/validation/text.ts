import { z } from 'zod'
import { t, type LazyText } from '@/lib/i18n'
import { normalizeSearchText, normalizeText, textProblem, type TextOptions } from '@/lib/text/safe'

export interface SafeTextOptions extends TextOptions {
  /** The most characters (UTF-16 code units, as `String.length` counts them) of the text as it is stored. */
  max: number
  /**
   * The Dutch message for a missing or blank value ('Je naam is verplicht'); left out, '' is a valid value. Also the
   * message for a value that is not text at all, unless `typeError` says another.
   */
  required?: LazyText
  /** The message for a value that is not text (a number, an object); default `required`, else 'Dit veld is verplicht'. */
  typeError?: LazyText
}

/**
 * One line or a multi-line text as people type it, by the text rules (docs/rules.md#texts, lib/text/safe.ts, decision 024):
 * direction controls stripped, line ends as '\n', NFC, trimmed; then refused with a Dutch message for a lone
 * surrogate or a control character ('Dit veld bevat een ongeldig teken.'), for more than 4 combining marks on one
 * character ('Dit veld heeft te veel accenttekens na elkaar.'), for a blank value when `required`, and for more than
 * `max` characters, counted on the normalised text (what is stored). Its output parses again to itself, so a form's
 * parsed values can be sent to the server. Every schema of lib/validation builds its free-text fields with it.
 * @example safeText({ max: 100, required: () => t('validation.nameRequired') }) // 'Zoe\u0308 ' → 'Zoë'
 */
export function safeText({ max, multiline = false, required, typeError }: SafeTextOptions) {
  const options = { multiline }
  const schema = z
    .string({ error: typeError ?? required ?? (() => t('validation.required')) })
    // `overwrite` keeps the schema a string (for the checks after it and the API description), unlike `transform`.
    .overwrite((value) => normalizeText(value, options))
    .refine((value) => textProblem(value, options) !== 'invalidCharacter', {
      error: () => t('validation.invalidCharacter'),
      abort: true,
    })
    .refine((value) => textProblem(value, options) !== 'tooManyMarks', {
      error: () => t('validation.tooManyMarks'),
      abort: true,
    })
  return (required ? schema.min(1, { error: required }) : schema).max(max, {
    error: () => t('validation.tooLong', { max }),
  })
}

/**
 * A search term (the finder, the admin overviews): the text rules of `safeText`, but nothing is refused except a too
 * long term: a character `safeText` would refuse becomes a space, extra combining marks are dropped
 * (`normalizeSearchText`). The pages that read a search from the URL can then never fail on it, and a client gets
 * results for what it can have meant. At most `max` characters after that; '' is a valid term.
 */
export function searchText({ max }: { max: number }) {
  return z
    .string({ error: () => t('validation.required') })
    .overwrite(normalizeSearchText)
    .max(max, { error: () => t('validation.tooLong', { max }) })
}

import { z } from 'zod'
import { DomainError } from '@/lib/errors'
import { currentLocale, t } from '@/lib/i18n'

// zod's own messages (a body that is not an object, an order line that is not one, …) in the request's language, as
// every message an API client or a form gets: the schemas' fields carry their own messages, this covers the rest
// (found by the API fuzz test). Dutch by default; French per parse.
z.config(z.locales.nl())
const frenchZod = z.locales.fr()

/**
 * Parses input with a zod schema.
 * @returns the parsed value.
 * @throws DomainError VALIDATION (422) with `details.fields`: the first message per field path ('products.0.price'), in
 *   the current language (`withLocale`).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // PostgreSQL cannot store U+0000 in text, and the database drivers silently store a lone surrogate as U+FFFD: refuse
  // both here for every input and every field (passwords and e-mail addresses too), not only the `safeText` fields.
  const bad = findBadText(input, '')
  if (bad !== null)
    throw new DomainError('VALIDATION', t('validation.invalidCharacter'), {
      fields: { [bad || '_']: t('validation.invalidCharacter') },
    })
  const result = schema.safeParse(input, currentLocale() === 'fr' ? { error: frenchZod.localeError } : undefined)
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  const first = Object.values(fields)[0]
  throw new DomainError('VALIDATION', first ?? t('errors.validation'), { fields })
}

/** U+0000, or a surrogate that is not half of a pair (with the u flag a valid pair is one code point). */
const BAD_TEXT = /[\u0000\p{Cs}]/u

/** The path of the first string (or key) containing U+0000 or a lone surrogate in a JSON-like value, or null. */
function findBadText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? path : null
  if (depth > 20 || value === null || typeof value !== 'object') return null
  for (const [key, inner] of Object.entries(value)) {
    if (BAD_TEXT.test(key)) return path
    const found = findBadText(inner, path ? `${path}.${key}` : key, depth + 1)
    if (found !== null) return found
  }
  return null
}

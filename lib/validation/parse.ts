import type { z } from 'zod'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'

/**
 * Parses input with a zod schema.
 * @returns the parsed value.
 * @throws DomainError VALIDATION (422) with `details.fields`: the first Dutch message per field path ('products.0.price').
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // PostgreSQL cannot store U+0000 in text: refuse it here for every input rather than fail in the query.
  const nul = findNul(input, '')
  if (nul !== null) throw new DomainError('VALIDATION', t('validation.invalidCharacter'), { fields: { [nul || '_']: t('validation.invalidCharacter') } })
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  const first = Object.values(fields)[0]
  throw new DomainError('VALIDATION', first ?? t('errors.validation'), { fields })
}

/** The path of the first string containing U+0000 in a JSON-like value, or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (depth > 20 || value === null || typeof value !== 'object') return null
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path
    const found = findNul(inner, path ? `${path}.${key}` : key, depth + 1)
    if (found !== null) return found
  }
  return null
}

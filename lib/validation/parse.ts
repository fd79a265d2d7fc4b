import type { z } from 'zod'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'

/**
 * Parses input with a zod schema.
 * @returns the parsed value.
 * @throws DomainError VALIDATION (422) with `details.fields`: the first Dutch message per field path ('products.0.price').
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  const first = Object.values(fields)[0]
  throw new DomainError('VALIDATION', 422, first ?? t('errors.validation'), { fields })
}

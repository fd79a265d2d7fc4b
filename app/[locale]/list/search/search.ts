import 'server-only'
import { headers } from 'next/headers'
import { isDomainError } from '@/lib/errors'
import { clientIp, enforceRateLimit } from '@/lib/http/rate-limit'
import { t } from '@/lib/i18n'
import { searchLists, type ListSearchResult } from '@/lib/lists'
import { parseInput } from '@/lib/validation/parse'
import { listSearchSchema } from '@/lib/validation/listSearch'
import { describeError } from '@/lib/privacy/log'
import { logger } from '@/lib/log'

/** The fields of the search form. */
export type SearchField = 'babyName' | 'parentName' | 'lastName'

/** A list search of the page: the matching lists, or the messages of what went wrong (in the `withLocale` language). */
export type SearchOutcome =
  | { ok: true; results: ListSearchResult[] }
  | { ok: false; message?: string; fields?: Partial<Record<SearchField, string>> }

/**
 * The search of `/list/search?baby=…&ouder=…&achternaam=…` (docs/rules.md#list-search; the same as
 * POST /api/lists/search): validated on the server with the shared schema (an invalid search finds nothing and
 * answers field messages), under the 'search' rate limit per client address.
 */
export async function searchFromQuery(query: Record<SearchField, string>): Promise<SearchOutcome> {
  try {
    const input = parseInput(listSearchSchema, query)
    await enforceRateLimit('search', clientIp(await headers()))
    return { ok: true, results: await searchLists(input) }
  } catch (error) {
    if (isDomainError(error)) {
      const fields = error.details?.fields as Record<string, string> | undefined
      if (fields)
        return {
          ok: false,
          fields: { babyName: fields.babyName, parentName: fields.parentName, lastName: fields.lastName },
        }
      return { ok: false, message: error.message }
    }
    logger.error({ err: describeError(error) }, '[list search] unexpected error')
    return { ok: false, message: t('errors.internal') }
  }
}

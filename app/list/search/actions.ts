'use server'

import { headers } from 'next/headers'
import { isDomainError } from '@/lib/errors'
import { clientIp, enforceRateLimit } from '@/lib/http/rate-limit'
import { t } from '@/lib/i18n'
import { searchLists, type ListSearchResult } from '@/lib/lists'
import { parseInput } from '@/lib/validation/parse'
import { listSearchSchema } from '@/lib/validation/listSearch'

/** Outcome of a list search: the matching lists, or a Dutch message for the 'Oei!' modal. */
export type SearchListsResult =
  | { ok: true; results: ListSearchResult[] }
  | { ok: false; message: string; fields?: Record<string, string> }

/**
 * Server action of the list search (spec §2, §5; §7 POST /lists/search): validates again on the
 * server, applies the 'search' rate limit per client IP (design.md) and returns the matches.
 */
export async function searchListsAction(input: unknown): Promise<SearchListsResult> {
  try {
    await enforceRateLimit('search', clientIp(await headers()))
    const query = parseInput(listSearchSchema, input)
    return { ok: true, results: await searchLists(query) }
  } catch (error) {
    if (isDomainError(error)) {
      const fields = error.details?.fields as Record<string, string> | undefined
      return { ok: false, message: error.message, ...(fields ? { fields } : {}) }
    }
    console.error('[list search] unexpected error', error)
    return { ok: false, message: t('errors.internal') }
  }
}

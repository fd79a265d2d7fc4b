import 'server-only'
import { isDomainError } from '@/lib/errors'
import { normalizeSearchText } from '@/lib/text/safe'
import type { Page } from '@/lib/validation/paging'
import { currentPageLocale, redirectInLanguage } from '@/lib/i18n/page'

/** The search parameters of an admin page, as Next hands them over. */
export type AdminSearchParams = Promise<Record<string, string | string[] | undefined>>

/** The address of one page of an admin overview: `?searchString=…&skip=…`, the REST paging names. */
export function overviewHref(path: string, searchString: string, skip: number): string {
  const params = new URLSearchParams()
  if (searchString) params.set('searchString', searchString)
  if (skip > 0) params.set('skip', String(skip))
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** The longest search term the overviews take (pagingSchema's `searchString`, in UTF-16 code units). */
const MAX_SEARCH = 200

/**
 * A search term as the overviews search it, cut to MAX_SEARCH without splitting a character: what `searchText` does
 * and what it refuses made harmless (NUL and a lone surrogate, which parseInput refuses in any input, become a space).
 */
function searchable(term: string): string {
  let cut = ''
  for (const char of normalizeSearchText(term)) {
    if (cut.length + char.length > MAX_SEARCH) break
    cut += char
  }
  return cut.trim()
}

/**
 * Reads the page an admin overview's address asks for. A hand-edited query that is no valid paging or search never
 * fails the page (`?searchString=%00` was a 500): it shows the first page of the search as it can be
 * searched (refused characters as spaces, at most 200 characters), and when even that is refused, the first page
 * of everything. A page past the end (after deleting the last row of the last page) goes to the last page; that
 * address holds the search as it was searched, so it is valid and asks for a page that exists: no redirect loop.
 * @param load the overview's domain function, with the paging as query text (`searchString`, `skip`).
 * @returns the page and the search text it was made for (normalised, as searched).
 * @throws what `load` throws other than a VALIDATION error (a missing right is the page's own business).
 */
export async function readOverview<T>(
  path: string,
  searchParams: AdminSearchParams,
  load: (paging: { searchString: string; skip: string }) => Promise<Page<T>>,
): Promise<{ page: Page<T>; search: string }> {
  const params = await searchParams
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''
  const asked = { searchString: first(params.searchString), skip: first(params.skip) }
  const locale = await currentPageLocale()
  const show = (page: Page<T>, query: { searchString: string }) => {
    const search = normalizeSearchText(query.searchString)
    if (page.items.length === 0 && page.skip > 0 && page.total > 0)
      redirectInLanguage(overviewHref(path, search, Math.floor((page.total - 1) / page.take) * page.take), locale)
    return { page, search }
  }
  for (const query of [asked, { searchString: searchable(asked.searchString), skip: '' }]) {
    let page: Page<T>
    try {
      page = await load(query)
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'VALIDATION') throw error
      continue
    }
    return show(page, query)
  }
  const everything = { searchString: '', skip: '' }
  return show(await load(everything), everything)
}

import 'server-only'
import { redirect } from 'next/navigation'
import { isDomainError } from '@/lib/errors'
import type { Page } from '@/lib/validation/paging'

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

/**
 * Reads the page an admin overview's address asks for. A hand-edited query that is no valid paging shows the first
 * page instead of an error; a page past the end (after deleting the last row of the last page) goes to the last page.
 * @returns the page and the search text it was made for.
 */
export async function readOverview<T>(
  path: string,
  searchParams: AdminSearchParams,
  load: (paging: { searchString: string; skip: string }) => Promise<Page<T>>,
): Promise<{ page: Page<T>; search: string }> {
  const params = await searchParams
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''
  const query = { searchString: first(params.searchString), skip: first(params.skip) }
  let page: Page<T>
  try {
    page = await load(query)
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'VALIDATION') throw error
    query.skip = ''
    query.searchString = query.searchString.slice(0, 200)
    page = await load(query)
  }
  const search = query.searchString.trim()
  if (page.items.length === 0 && page.skip > 0 && page.total > 0) redirect(overviewHref(path, search, Math.floor((page.total - 1) / page.take) * page.take))
  return { page, search }
}

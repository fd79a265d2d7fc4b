import type { CatalogFilters } from '@/lib/catalog/search'

/** What the finder's address holds: the search, the page and the filters. */
export interface FinderState extends CatalogFilters {
  q: string
  skip: number
}

/**
 * The finder's address for a search, a page and filters (all in the URL, so Back, Forward and reloads keep them):
 * `?q=knuffel&category=SPELEN&priceBand=tot-50&skip=20`.
 */
export function finderHref(slug: string, state: Partial<FinderState> = {}): string {
  const params = new URLSearchParams()
  if (state.q) params.set('q', state.q)
  if (state.category) params.set('category', state.category)
  if (state.priceBand) params.set('priceBand', state.priceBand)
  if (state.skip && state.skip > 0) params.set('skip', String(state.skip))
  const search = params.toString()
  return `/list/${slug}/product/finder${search ? `?${search}` : ''}`
}

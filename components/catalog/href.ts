/** The finder's address for a search and a page (the search lives in the URL, so Back, Forward and reloads keep it). */
export function finderHref(slug: string, query: string, skip: number): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (skip > 0) params.set('skip', String(skip))
  const search = params.toString()
  return `/list/${slug}/product/finder${search ? `?${search}` : ''}`
}

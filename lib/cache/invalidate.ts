import { revalidatePath } from 'next/cache'
import { LOCALES } from '@/lib/i18n/locales'

/** Set by the shared page cache (lib/cache/page-cache-handler.mjs, with REDIS_URL): removes pages by tag in Redis now. */
const REVALIDATE_NOW = Symbol.for('geboortelijst.pageCache.revalidateNow')
type RevalidateNow = (tags: string[]) => Promise<void>

/**
 * Marks the public list page stale so the next visitor sees fresh availability (the page is served from
 * Next's cache). With the page cache in Redis (`REDIS_URL`) the page is also removed there before this
 * resolves, so every instance renders it fresh for a client that has the answer of the order (Next itself revalidates
 * a route handler's paths only after its answer is sent). Never throws; waits at most ~2 s when Redis hangs. Outside
 * a Next request (tests, scripts) there is no cache to invalidate.
 */
export async function invalidateListPage(slug: string): Promise<void> {
  const paths = invalidatePage(`/list/${slug}`)
  const now = (globalThis as { [REVALIDATE_NOW]?: RevalidateNow })[REVALIDATE_NOW]
  // The tag Next gives a path (revalidatePath: `_N_T_` and the path; slugs are plain ASCII, so no encoding).
  if (now) await now(paths.map((path) => `_N_T_${path}`)).catch(() => {})
}

/**
 * Marks a cached page stale in every language: Next caches it under its route's path, '/nl/site/faq' and
 * '/fr/site/faq' for the address '/site/faq' (the pages live in app/[locale], decision 060). Outside a Next request
 * there is nothing to clear. `path` is the address without language prefix.
 * @returns the paths Next caches the page under.
 */
export function invalidatePage(path: string): string[] {
  const paths = LOCALES.map((locale) => `/${locale}${path}`)
  for (const cached of paths) {
    try {
      revalidatePath(cached)
    } catch {
      // No Next.js request context (tests, scripts): nothing is cached in this process.
    }
  }
  return paths
}

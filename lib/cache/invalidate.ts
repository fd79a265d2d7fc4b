import { revalidatePath } from 'next/cache'

/**
 * Marks the public list page stale so the next visitor sees fresh availability (design.md: the page is
 * served from Next's cache). Outside a Next request (tests, scripts) there is no cache to invalidate.
 */
export function invalidateListPage(slug: string): void {
  try {
    revalidatePath(`/list/${slug}`)
  } catch {
    // No Next.js request context: nothing is cached in this process.
  }
}

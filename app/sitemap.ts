import type { MetadataRoute } from 'next'
import { sitemapLists } from '@/lib/lists/sitemap'
import { siteUrl } from '@/lib/mail/html'

// Read per request: the public lists change all the time, and the site's address (NEXTAUTH_URL) is known at run time,
// not when the image is built.
export const dynamic = 'force-dynamic'

/** The site's public pages that search engines may show. */
const SITE_PAGES = [
  '/site/index',
  '/list/search',
  '/site/faq',
  '/site/about',
  '/site/blog',
  '/site/contact',
  '/site/privacy',
] as const

/**
 * /sitemap.xml (decision 040): the site's public pages and every list the search shows (`sitemapLists`: public and
 * active, not waiting for review). Unlisted, protected, inactive and waiting lists are never named.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const lists = await sitemapLists()
  return [
    ...SITE_PAGES.map((path) => ({ url: `${base}${path}` })),
    ...lists.map((list) => ({ url: `${base}/list/${list.url}`, lastModified: list.updatedAt })),
  ]
}

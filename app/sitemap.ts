import type { MetadataRoute } from 'next'
import { sitemapLists } from '@/lib/lists/sitemap'
import { intlLocale, LOCALES } from '@/lib/i18n/locales'
import { localizedPath } from '@/lib/i18n/paths'
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
 * /sitemap.xml (decision 040): the site's public pages, in Dutch and French, and every list the search shows (`sitemapLists`: public and
 * active, not waiting for review). Unlisted, protected, inactive and waiting lists are never named.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const lists = await sitemapLists()
  // Each page in both languages, each naming the other as its alternate (decision 060).
  const inBothLanguages = (path: string, lastModified?: Date) => {
    const languages = Object.fromEntries(
      LOCALES.map((locale) => [intlLocale(locale), `${base}${localizedPath(path, locale)}`]),
    )
    return LOCALES.map((locale) => ({
      url: `${base}${localizedPath(path, locale)}`,
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }))
  }
  return [
    ...SITE_PAGES.flatMap((path) => inBothLanguages(path)),
    ...lists.flatMap((list) => inBothLanguages(`/list/${list.url}`, list.updatedAt)),
  ]
}

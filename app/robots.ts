import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/mail/html'

// The sitemap's address comes from NEXTAUTH_URL at run time (a container image is built without it).
export const dynamic = 'force-dynamic'

const PRIVATE_PAGES = [
  '/admin/',
  '/user/',
  '/list/create',
  '/list/tempcreate',
  '/list/*/settings',
  '/list/*/products',
  '/list/*/product/',
  '/list/*/orders',
  '/list/*/checkout',
  '/list/*/order/',
]

/**
 * Where crawlers may go (decision 040): the site's pages and the public list pages; not the parents' management pages,
 * the accounts, the admin area, the API, the checkout or a giver's confirmation. Those pages also say `noindex`, as
 * do unlisted and protected lists, which robots.txt cannot name without giving their addresses away.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        // The same pages of both languages: the Dutch addresses and the French ones under /fr.
        ...['', '/fr'].flatMap((prefix) => PRIVATE_PAGES.map((path) => prefix + path)),
      ],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}

'use client'

import { usePathname } from '@/i18n/navigation'
import { LOCALES, intlLocale } from '@/lib/i18n/locales'
import { localizedPath } from '@/lib/i18n/paths'

/**
 * The page's `hreflang` alternates, in the document's head (React hoists `<link>`): the Dutch and French address of
 * the same page, and the Dutch one as `x-default`. Root-relative, as the static pages are built before the site's
 * address is known; the sitemap names them absolutely (decision 060).
 */
export function LanguageAlternates() {
  const path = usePathname()
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={intlLocale(locale)} href={localizedPath(path, locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={localizedPath(path, 'nl')} />
    </>
  )
}

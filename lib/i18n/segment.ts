import 'server-only'
import { locale as rootLocale } from 'next/root-params'
import { setRequestLocale } from 'next-intl/server'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

// Apart from ./page: `next/root-params` exists only in what Next compiles (a page's render), not in code that tests
// import.

/**
 * The language of a page that gets no `params` (the not-found and forbidden pages, their metadata), from the root
 * segment (Next's root params), made the language of its render as `pageLocale` does: without it next-intl would read
 * a header, which a cached page may not.
 */
export async function segmentLocale(): Promise<Locale> {
  const value: unknown = await rootLocale()
  const locale = isLocale(value) ? value : DEFAULT_LOCALE
  setRequestLocale(locale)
  return locale
}

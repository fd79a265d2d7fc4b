import 'server-only'
import { notFound, redirect } from 'next/navigation'
import { getLocale, setRequestLocale } from 'next-intl/server'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'
import { localizedPath } from './paths'

/** The `params` every page and layout below `app/[locale]` receives. */
export type LocaleParams = Promise<{ locale: string }>

/**
 * The language of the page being rendered, from its `[locale]` segment, made the language of every `getTranslations`
 * of this render (next-intl's `setRequestLocale`, which keeps the page static: without it next-intl reads a header).
 * Call it first in every page, layout and `generateMetadata` below `app/[locale]`.
 * @throws Next's not-found for anything but 'nl' or 'fr' (the segment is also limited by `generateStaticParams`).
 */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}

/**
 * Next's `redirect` to a site path (without language prefix) in a language: '/user/login' goes to '/fr/user/login'
 * from a French page (`pageLocale`, `currentPageLocale`).
 */
export function redirectInLanguage(path: string, locale: Locale): never {
  redirect(localizedPath(path, locale))
}

/** The language of the page or server action under way (next-intl's request locale), Dutch outside a request. */
export async function currentPageLocale(): Promise<Locale> {
  try {
    const locale = await getLocale()
    return isLocale(locale) ? locale : DEFAULT_LOCALE
  } catch {
    // Outside a page or action (a test, a script): next-intl has no request to read.
    return DEFAULT_LOCALE
  }
}

import 'server-only'
import { notFound, redirect } from 'next/navigation'
import { locale as rootLocale } from 'next/root-params'
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

/**
 * Next's `redirect` to a site path (without language prefix) in a language: '/user/login' goes to '/fr/user/login'
 * from a French page (`pageLocale`, `currentPageLocale`).
 */
export function redirectInLanguage(path: string, locale: Locale): never {
  redirect(localizedPath(path, locale))
}

/** The language of the page or server action under way (next-intl's request locale), Dutch outside a request. */
export async function currentPageLocale(): Promise<Locale> {
  const locale = await getLocale().catch(() => DEFAULT_LOCALE)
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

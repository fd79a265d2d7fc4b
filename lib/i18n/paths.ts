import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/**
 * A site path in a language: '/list/noor' → '/fr/list/noor' in French, itself in Dutch (the spec's addresses have no
 * prefix). `path` is without a language prefix and starts with '/'.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/**
 * The language of a site address and the address without its prefix: '/fr/list/noor?x=1' → `{ locale: 'fr', path:
 * '/list/noor?x=1' }`; an address without a French prefix is Dutch; '/nl/…' is read as an explicit Dutch choice
 * (`prefixed: true`).
 */
export function splitLocalePath(url: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(?=$|[/?#])(.*)$/.exec(url)
  if (match && isLocale(match[1])) {
    const rest = match[2] ?? ''
    return { locale: match[1], path: rest === '' || rest[0] !== '/' ? `/${rest}` : rest, prefixed: true }
  }
  return { locale: DEFAULT_LOCALE, path: url, prefixed: false }
}

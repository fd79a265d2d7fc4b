/** The site's languages: Dutch first (the default, the spec's texts and addresses), then French. */
export const LOCALES = ['nl', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'nl'

/** The cookie that keeps a visitor's chosen language (the 'NL | FR' switch, the account's setting), for a year. */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/**
 * The request header that names the language of the page a request is for (its address: '/fr/…' is French), set by
 * our server and read by next-intl (`getLocale`) and by the server actions' wrapper.
 */
export const LOCALE_HEADER = 'x-next-intl-locale'

/** True for one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The Belgian variant `Intl` formats with: 'nl-BE' (`€ 1.234,50`) or 'fr-BE' (`1 234,50 €`). */
export function intlLocale(locale: Locale): 'nl-BE' | 'fr-BE' {
  return locale === 'fr' ? 'fr-BE' : 'nl-BE'
}

// The language of the page a browser shows: one per page load (switching languages loads the other page), set by the
// root providers before any form validates.
let pageLocaleInBrowser: Locale = DEFAULT_LOCALE

/** Sets the language the forms' client code speaks (`t` in a browser). Server code uses `withLocale` instead. */
export function setBrowserLocale(locale: Locale): void {
  pageLocaleInBrowser = locale
}

/** The language `setBrowserLocale` set: the page's in a browser, Dutch before. */
export function browserLocale(): Locale {
  return pageLocaleInBrowser
}

import { defineRouting } from 'next-intl/routing'
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALES } from '@/lib/i18n/locales'

/**
 * The site's addresses per language (decision 060): the spec's Dutch paths as they are, French under `/fr` with the
 * same paths. The pages live in `app/[locale]`; next.config rewrites an address without a prefix to its Dutch page,
 * and our server (server/locale-routing.ts) sends a first visit to the language of the browser or of the cookie.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: 'lax' },
})

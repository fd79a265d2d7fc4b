import { locale as rootLocale } from 'next/root-params'
import { getRequestConfig } from 'next-intl/server'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales'

// The page's language: its `[locale]` segment (Next's root params, readable in every server component of the page,
// its metadata and its not-found page, without making it dynamic); in a server action, which has no root params, the
// header our server sets from the address (next-intl's `requestLocale`); Dutch when neither says (decision 060).
export default getRequestConfig(async ({ requestLocale }) => {
  const fromRoute: unknown = await Promise.resolve()
    .then(() => rootLocale())
    .catch(() => undefined)
  const requested = isLocale(fromRoute) ? fromRoute : await requestLocale
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  return {
    locale,
    timeZone: 'Europe/Brussels',
    messages: (await import(`../messages/${locale}.json`)).default,
  }
})

import Negotiator from 'negotiator'
import { match } from '@formatjs/intl-localematcher'
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales'

// Server code only (REST handlers): kept apart from lib/i18n's index, which the forms' client code includes.

/**
 * The site's language that best answers an `Accept-Language` header (RFC 9110, weights honoured), with
 * `negotiator` to read it and `@formatjs/intl-localematcher` to match it, as next-intl does: 'fr-BE' and 'fr' give
 * French, anything else (no header, English, a malformed header) Dutch.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  const requested = new Negotiator({ headers: { 'accept-language': header } }).languages()
  try {
    const found = match(
      requested.filter((tag) => tag !== '*'),
      LOCALES,
      DEFAULT_LOCALE,
    )
    return isLocale(found) ? found : DEFAULT_LOCALE
  } catch {
    // A tag Intl cannot read ('x-!!'): the default, as for no header.
    return DEFAULT_LOCALE
  }
}

import Negotiator from 'negotiator'
import { match } from '@formatjs/intl-localematcher'

/** The site's languages: Dutch first (the default, the spec's texts and addresses), then French. */
export const LOCALES = ['nl', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'nl'

/** True for one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The Belgian variant `Intl` formats with: 'nl-BE' (`€ 1.234,50`) or 'fr-BE' (`1 234,50 €`). */
export function intlLocale(locale: Locale): 'nl-BE' | 'fr-BE' {
  return locale === 'fr' ? 'fr-BE' : 'nl-BE'
}

/**
 * The site's language that best answers an `Accept-Language` header (RFC 9110 §12.5.4, weights honoured), with
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

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

import type { Locale } from '@/lib/i18n/locales'

// next-intl's `useLocale()` and `getLocale()` answer one of the site's languages, not any string.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
  }
}

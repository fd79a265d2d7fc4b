import { useTranslations } from 'next-intl'
import { LOCALES } from '@/lib/i18n/locales'

/**
 * The site's languages as the options of a `SelectField`, each named in itself ('Nederlands', 'Français') and marked
 * with its `lang`, so whoever reads either finds their own.
 */
export function LocaleOptions() {
  const t = useTranslations('locales')
  return LOCALES.map((value) => (
    <option key={value} value={value} lang={value}>
      {t(value)}
    </option>
  ))
}

import { currentLocale, intlLocale, LOCALES, translatorFor, type Locale } from '@/lib/i18n'
import { belgianToday } from './birth-date'
import { isDueDate } from './display'

const longDates = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>

/**
 * A calendar day (yyyy-MM-dd) written out: '15 februari 2027', '15 février 2027'. Read as UTC, so no time zone can
 * shift it. `locale`: the language under way (`withLocale`) unless said.
 */
export function spelledDate(isoDate: string, locale: Locale = currentLocale()): string {
  return longDates[locale].format(new Date(`${isoDate}T00:00:00Z`))
}

/** How a list's date reads on `today`, and both readings for a page that decides again in the browser. */
export interface DateLabel {
  /** The date is still to come: a due date. */
  due: boolean
  /** 'Verwacht op 15 februari 2027' or 'Geboren op 15 februari 2027', as `due` says. */
  text: string
  /** 'Verwacht op 15 februari 2027'. */
  dueText: string
  /** 'Geboren op 15 februari 2027'. */
  bornText: string
}

/**
 * The line that says a list's date (a date still to come is a due date): 'Verwacht op 15 februari 2027'
 * before the day, 'Geboren op 15 februari 2027' from the day itself on (`isDueDate`, Belgian calendar days).
 * @param birthDate yyyy-MM-dd as stored.
 * @param locale the page's language; default the one under way (`withLocale`, Dutch).
 * @param today Belgian yyyy-MM-dd; default today.
 */
export function dateLabel(
  birthDate: string,
  locale: Locale = currentLocale(),
  today: string = belgianToday(),
): DateLabel {
  const date = spelledDate(birthDate, locale)
  const t = translatorFor(locale)
  const dueText = t('list.dueOn', { date })
  const bornText = t('list.bornOn', { date })
  const due = isDueDate(birthDate, today)
  return { due, text: due ? dueText : bornText, dueText, bornText }
}

import { t } from '@/lib/i18n'
import { belgianToday } from './birth-date'
import { isDueDate } from './display'

const longDate = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: 'UTC' })

/** A calendar day (yyyy-MM-dd) written out: '15 februari 2027'. Read as UTC, so no time zone can shift it. */
export function spelledDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`))
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
 * @param today Belgian yyyy-MM-dd; default today.
 */
export function dateLabel(birthDate: string, today: string = belgianToday()): DateLabel {
  const date = spelledDate(birthDate)
  const dueText = t('list.dueOn', { date })
  const bornText = t('list.bornOn', { date })
  const due = isDueDate(birthDate, today)
  return { due, text: due ? dueText : bornText, dueText, bornText }
}

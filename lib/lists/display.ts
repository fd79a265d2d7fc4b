import { t } from '@/lib/i18n'
import { belgianToday } from './birth-date'

// How a list names its child and its date everywhere (page, search results, sidebar, mails, share panel, birth card,
// preview image): before the birth the baby may have no first name yet, and a date still to come is a due date.
// Server code only (it reads the Dutch texts): client components get the strings from the server.

/** What these helpers read of a list. */
export interface ListNames {
  firstName: string
  lastName: string
  parent1FirstName: string
  parent2FirstName: string | null
}

/** The parents' first names: 'Sofie en Jonas', or 'Sofie' alone. */
export function parentFirstNames(list: Pick<ListNames, 'parent1FirstName' | 'parent2FirstName'>): string {
  return list.parent2FirstName
    ? `${list.parent1FirstName} ${t('list.and')} ${list.parent2FirstName}`
    : list.parent1FirstName
}

/**
 * The child as the list names it: 'Noor Peeters', or while the first name is still empty 'Baby van Sofie en Jonas'
 * (the baby's first name may be empty until the birth).
 */
export function childName(list: ListNames): string {
  const first = list.firstName.trim()
  return first ? `${first} ${list.lastName}`.trim() : t('list.babyOf', { parents: parentFirstNames(list) })
}

/** The child's first name for short places (the sidebar, the menu): 'Noor', or 'Baby van Sofie en Jonas'. */
export function childShortName(list: ListNames): string {
  return list.firstName.trim() || t('list.babyOf', { parents: parentFirstNames(list) })
}

/**
 * Whether the list's date is still to come on `today` (Belgian yyyy-MM-dd): then it is a due date ('Verwacht op'),
 * from that day on a birth date ('Geboren op').
 * @param birthDate yyyy-MM-dd as stored.
 */
export function isDueDate(birthDate: string, today: string = belgianToday()): boolean {
  return birthDate > today
}

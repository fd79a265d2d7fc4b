// When two lists look alike (decision 033): the names a giver searches and reads on the card. Pure: no database.
import { foldName } from '@/lib/text/fold'

/** The names the look-alike rule reads of a list. */
export interface ListNames {
  firstName: string
  lastName: string
  parent1FirstName: string
  parent2FirstName: string | null
}

/** The names folded as the list search folds them (case, accents and inner spaces do not count). */
export function foldedNames(names: ListNames): { first: string; last: string; parents: string[] } {
  return {
    first: foldName(names.firstName),
    last: foldName(names.lastName),
    parents: [names.parent1FirstName, names.parent2FirstName].filter((name): name is string => !!name).map(foldName).filter(Boolean),
  }
}

/**
 * True when `a` and `b` could be taken for each other in the search: the same baby's first and last name and at least
 * one parent's first name in common, folded. Last names of the parents, the birth date and the IBAN are not compared:
 * an impersonator copies what the search shows, and real parents' lists differ in the baby's or the parents' names.
 */
export function looksAlike(a: ListNames, b: ListNames): boolean {
  const x = foldedNames(a)
  const y = foldedNames(b)
  return !!x.first && x.first === y.first && x.last === y.last && x.parents.some((parent) => y.parents.includes(parent))
}

/** True when a change of names can change what a list looks like to the rule (any of the compared names changed). */
export function namesChanged(before: ListNames, after: ListNames): boolean {
  const x = foldedNames(before)
  const y = foldedNames(after)
  return x.first !== y.first || x.last !== y.last || x.parents.join('\n') !== y.parents.join('\n')
}

/**
 * The parents' IBAN as an administrator compares two lists without reading it whole: every character but the last 4
 * hidden, in groups of 4 ('BE71096123456769' → '•••• •••• •••• 6769').
 */
export function maskIban(iban: string): string {
  const masked = '•'.repeat(Math.max(0, iban.length - 4)) + iban.slice(-4)
  return masked.replace(/(.{4})(?=.)/g, '$1 ')
}

// When two lists look alike (decision 033): the names a giver searches and reads on the card. Pure: no database.
import { foldName } from '@/lib/text/fold'

/** The names the look-alike rule reads of a list. */
export interface ListNames {
  firstName: string
  lastName: string
  parent1FirstName: string
  parent1LastName: string
  parent2FirstName: string | null
  parent2LastName: string | null
}

/** The names folded as the list search folds them (case, accents and inner spaces do not count). */
export function foldedNames(names: ListNames): {
  first: string
  last: string
  parents: string[]
  parentKeys: string[]
} {
  const last = foldName(names.lastName)
  const parents = [
    { first: names.parent1FirstName, last: names.parent1LastName },
    { first: names.parent2FirstName, last: names.parent2LastName },
  ]
    .filter((parent): parent is { first: string; last: string | null } => !!parent.first)
    .map((parent) => ({ first: foldName(parent.first), last: foldName(parent.last ?? '') }))
    .filter((parent) => !!parent.first)
  return {
    first: foldName(names.firstName),
    last,
    parents: parents.map((parent) => parent.first),
    // What finds the list without the baby's first name: a parent's first name with that parent's or the baby's last name.
    parentKeys: [
      ...new Set(
        parents.flatMap((parent) =>
          [parent.last, last].filter(Boolean).map((lastName) => `${parent.first}\n${lastName}`),
        ),
      ),
    ],
  }
}

/**
 * True when `a` and `b` could be taken for each other in the search. Both with a baby's first name: the same baby's
 * first and last name and at least one parent's first name in common, folded. While either has no baby's first name
 * yet (its card says 'Baby van Sofie en Jonas'), a search by a parent's first name and a last name finds it: then they
 * look alike when one such search finds both, i.e. they share a parent's first name together with a last name (that
 * parent's or the baby's) (decision 041). The birth date and the IBAN are not compared: an impersonator copies what
 * the search shows, and real parents' lists differ in the baby's or the parents' names.
 */
export function looksAlike(a: ListNames, b: ListNames): boolean {
  const x = foldedNames(a)
  const y = foldedNames(b)
  if (x.first && y.first)
    return x.first === y.first && x.last === y.last && x.parents.some((parent) => y.parents.includes(parent))
  return x.parentKeys.some((key) => y.parentKeys.includes(key))
}

/** True when a change of names can change what a list looks like to the rule (any of the compared names changed). */
export function namesChanged(before: ListNames, after: ListNames): boolean {
  const x = foldedNames(before)
  const y = foldedNames(after)
  return (
    x.first !== y.first ||
    x.last !== y.last ||
    x.parents.join('\n') !== y.parents.join('\n') ||
    x.parentKeys.join('\t') !== y.parentKeys.join('\t')
  )
}

/**
 * The parents' IBAN as an administrator compares two lists without reading it whole: every character but the last 4
 * hidden, in groups of 4 ('BE71096123456769' → '•••• •••• •••• 6769').
 */
export function maskIban(iban: string): string {
  const masked = '•'.repeat(Math.max(0, iban.length - 4)) + iban.slice(-4)
  return masked.replace(/(.{4})(?=.)/g, '$1 ')
}

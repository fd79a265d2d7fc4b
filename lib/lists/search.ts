import 'server-only'
import { getDb } from '@/lib/db'
import { foldName } from '@/lib/text/fold'
import { toSearchResult, type ListSearchResult } from './view'
import { searchableWhere } from './visibility'

/** The most results one search answers. */
const MAX_RESULTS = 50
/**
 * The lists with the parent's first name whose last name, or the baby's, is `lastName` (both folded as the list
 * search folds: case, accents and inner spaces do not count). The folded first names have their own columns; the last
 * names do not, so PostgreSQL folds them here (`unaccent`, which the finder's migration installs on both databases).
 * At most the 500 oldest: far more than one family's names share, and a bound on what a flood of copies can cost
 * (the first list of a name is never pushed out by later ones).
 */
async function idsByParentAndLastName(parent: string, lastName: string): Promise<number[]> {
  const prisma = await getDb()
  const rows = await prisma.$queryRaw<{ id: number }[]>`
    SELECT id FROM "List"
    WHERE ("searchParent1" = ${parent} AND (
            regexp_replace(lower(unaccent("parent1LastName")), '\\s+', ' ', 'g') = lower(unaccent(${lastName}))
         OR regexp_replace(lower(unaccent("lastName")), '\\s+', ' ', 'g') = lower(unaccent(${lastName}))))
       OR ("searchParent2" = ${parent} AND (
            regexp_replace(lower(unaccent(coalesce("parent2LastName", ''))), '\\s+', ' ', 'g') = lower(unaccent(${lastName}))
         OR regexp_replace(lower(unaccent("lastName")), '\\s+', ' ', 'g') = lower(unaccent(${lastName}))))
    ORDER BY "createdAt", id
    LIMIT 500`
  return rows.map((row) => Number(row.id))
}

/**
 * The list search (docs/rules.md#list-search): a parent's first name together with the baby's first name, or
 * with a last name (the parent's own or the baby's), or with both. A list whose baby has no first name yet is found
 * by the parent's first name and a last name only. Every name is matched whole, case- and accent-insensitively, so
 * lists cannot be enumerated by a prefix, and never by one first name alone (`listSearchSchema` asks for the second
 * name). Only lists that appear in search (`searchableWhere`, decision 033), oldest list first, so a later copy never
 * comes before the list it copies; each with what tells two lists apart (birth date, city, both parents, when it was
 * made); at most 50.
 * @param input validated by `listSearchSchema` (`ListSearchInput`): `parentName`, and `babyName` or `lastName` or both.
 */
export async function searchLists(input: {
  babyName?: string
  parentName: string
  lastName?: string
}): Promise<ListSearchResult[]> {
  const baby = foldName(input.babyName ?? '')
  const parent = foldName(input.parentName)
  const last = foldName(input.lastName ?? '')
  if (!parent || (!baby && !last)) return []
  const ids = last ? await idsByParentAndLastName(parent, last) : null
  if (ids?.length === 0) return []
  const prisma = await getDb()
  const lists = await prisma.list.findMany({
    where: {
      ...(baby ? { searchFirstName: baby } : {}),
      ...(ids ? { id: { in: ids } } : {}),
      OR: [{ searchParent1: parent }, { searchParent2: parent }],
      ...searchableWhere,
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: MAX_RESULTS,
  })
  return lists.map(toSearchResult)
}

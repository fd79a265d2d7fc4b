import { withLocale, type Locale } from '@/lib/i18n'
import 'server-only'
import type { Tx } from '@/lib/db'
import type { List } from '@/lib/generated/prisma/client'
import { enqueueMail } from '@/lib/mail'
import { lookAlikeMail } from '@/lib/mail/list-review'
import { foldedNames, looksAlike, type ListNames } from './look-alike'

/** The names `looksAlike` compares, as a Prisma select. */
const lookAlikeNames = {
  firstName: true,
  lastName: true,
  parent1FirstName: true,
  parent1LastName: true,
  parent2FirstName: true,
  parent2LastName: true,
} as const

/** An older list of another account with the same names, with what the mail to its owner needs. */
interface LookAlike extends ListNames {
  id: number
  url: string
  user: { name: string; email: string; emailConfirmedAt: Date | null; locale: Locale }
}

/**
 * The lists of other accounts, older than `list`, that `names` make it look like (`looksAlike`), oldest first. Only
 * older ones: the rule protects the first list, and a change of one list never moves another one (decision 033).
 */
async function olderLookAlikes(
  tx: Tx,
  list: Pick<List, 'id' | 'userId' | 'createdAt'>,
  names: ListNames,
): Promise<LookAlike[]> {
  const { first, parents } = foldedNames(names)
  if (parents.length === 0) return []
  const candidates = await tx.list.findMany({
    where: {
      AND: [
        { OR: [{ createdAt: { lt: list.createdAt } }, { createdAt: list.createdAt, id: { lt: list.id } }] },
        { OR: [{ searchParent1: { in: parents } }, { searchParent2: { in: parents } }] },
      ],
      userId: { not: list.userId },
      // A named list resembles lists with its baby's name and lists without one yet; a nameless list any list.
      ...(first ? { searchFirstName: { in: [first, ''] } } : {}),
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      url: true,
      ...lookAlikeNames,
      user: { select: { name: true, email: true, emailConfirmedAt: true, locale: true } },
    },
  })
  // The search columns narrow it down; the last names have no folded column and are compared here.
  return candidates.filter((candidate) => looksAlike(candidate, names))
}

/**
 * Applies the look-alike rule of decision 033 to `list` right after its names were set, inside the transaction that
 * set them (`before`: the names before a change; null for a new list). A list that matches an older list of another
 * account waits for an administrator (`reviewStatus` PENDING, `similarToListId` the oldest such list) and that list's
 * owner is mailed (only at a confirmed address: an unconfirmed one may not be theirs). An APPROVED list goes back to
 * PENDING only for a match that is new: a list that does not itself look like the one it was approved beside (when
 * that one is gone: a list it did not match before the change). A PENDING list stays PENDING; the owner of a list it
 * newly matches is mailed.
 * @returns true when a mail was queued (call `nudgeMailWorker()` after the commit).
 */
export async function reviewLookAlikes(tx: Tx, list: List, before: ListNames | null): Promise<boolean> {
  const matches = await olderLookAlikes(tx, list, list)
  if (matches.length === 0) return false
  const fresh = await newMatches(tx, list, before, matches)
  if (fresh.length === 0) return false
  const oldest = fresh[0]
  if (list.reviewStatus !== 'PENDING') {
    await tx.list.update({ where: { id: list.id }, data: { reviewStatus: 'PENDING', similarToListId: oldest.id } })
  }
  if (!oldest.user.emailConfirmedAt) return false
  await enqueueMail(
    tx,
    'list-review',
    await withLocale(oldest.user.locale, () =>
      lookAlikeMail({ owner: oldest.user, list: oldest, lookAlike: { url: list.url } }),
    ),
  )
  return true
}

/** The matches an administrator has not looked at yet (see `reviewLookAlikes`), oldest first. */
async function newMatches(tx: Tx, list: List, before: ListNames | null, matches: LookAlike[]): Promise<LookAlike[]> {
  // A list that never waited has not been looked at beside any of them.
  if (list.reviewStatus === 'NOT_NEEDED') return matches
  if (list.reviewStatus === 'APPROVED' && list.similarToListId !== null) {
    const approvedBeside = await tx.list.findUnique({ where: { id: list.similarToListId }, select: lookAlikeNames })
    // Approval means: this list may carry names like that list's. Another list with such names is no new identity.
    if (approvedBeside) return matches.filter((match) => !looksAlike(match, approvedBeside))
  }
  const known = new Set(before ? (await olderLookAlikes(tx, list, before)).map((match) => match.id) : [])
  return matches.filter((match) => !known.has(match.id))
}

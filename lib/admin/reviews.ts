import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import type { Actor } from '@/lib/auth/actor'
import type { Prisma } from '@/lib/generated/prisma/client'
import type { ListReviewStatus } from '@/lib/generated/prisma/enums'
import { maskIban } from '@/lib/lists/look-alike'
import { toPublicListView, type PublicListView } from '@/lib/lists/view'
import type { Page } from '@/lib/validation/paging'
import { adminPaging, listSearchWhere, requireAdmin } from './index'

// The review of look-alike lists (decision 033): a list with the same names as an older list of another account waits
// (PENDING) until an administrator compares the two and approves it, or deletes it (`deleteList`).

/** One list as an administrator compares it: names, dates, city, the IBAN masked, and its owner's account. */
export type ReviewedList = Omit<PublicListView, 'iban' | 'introduction'> & {
  /** Every character but the last 4 hidden (`maskIban`). */
  ibanMasked: string
  reviewStatus: ListReviewStatus
  createdAt: string
  owner: { id: number; name: string; email: string; createdAt: string; emailConfirmed: boolean }
}

/** A list waiting for review, beside the older list it resembles (null when that one was deleted since). */
export interface ListReview extends ReviewedList {
  similarTo: ReviewedList | null
  /** Both lists pay out to the same account: most likely the same family. */
  sameIban: boolean
}

const reviewInclude = {
  user: { select: { id: true, name: true, email: true, createdAt: true, emailConfirmedAt: true } },
} as const
type ReviewRow = Prisma.ListGetPayload<{ include: typeof reviewInclude }>

function reviewed(list: ReviewRow): ReviewedList {
  const { iban, introduction: _introduction, ...view } = toPublicListView(list)
  return {
    ...view,
    ibanMasked: maskIban(iban),
    reviewStatus: list.reviewStatus,
    createdAt: list.createdAt.toISOString(),
    owner: {
      id: list.user.id,
      name: list.user.name,
      email: list.user.email,
      createdAt: list.user.createdAt.toISOString(),
      emailConfirmed: list.user.emailConfirmedAt !== null,
    },
  }
}

/** The reviews of `rows`, each beside the list it resembles (read in one query). */
async function withSimilar(rows: ReviewRow[]): Promise<ListReview[]> {
  const ids = [...new Set(rows.map((row) => row.similarToListId).filter((id): id is number => id !== null))]
  const prisma = await getDb()
  const similar = new Map(
    (await prisma.list.findMany({ where: { id: { in: ids } }, include: reviewInclude })).map((row) => [row.id, row]),
  )
  return rows.map((row) => {
    const other = row.similarToListId === null ? undefined : similar.get(row.similarToListId)
    return { ...reviewed(row), similarTo: other ? reviewed(other) : null, sameIban: !!other && other.iban === row.iban }
  })
}

/**
 * The lists waiting for review ('Te controleren lijsten', /admin/review; GET /api/lists?review=pending), the longest
 * waiting first, each beside the list it resembles; searched (every word) in the names, the slug and the owner.
 * @param paging `{ take?, skip?, searchString? }` (query strings or numbers; 25 a page).
 * @throws DomainError 401/403 for anyone but an ADMIN, VALIDATION (422) for bad paging.
 */
export async function pendingListReviews(actor: Actor | null, paging?: unknown): Promise<Page<ListReview>> {
  const { take, skip, searchString } = adminPaging(actor, paging)
  const where: Prisma.ListWhereInput = { reviewStatus: 'PENDING', ...listSearchWhere(searchString) }
  const prisma = await getDb()
  const [rows, total] = await Promise.all([
    prisma.list.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take, skip, include: reviewInclude }),
    prisma.list.count({ where }),
  ])
  return { items: await withSimilar(rows), total, take, skip }
}

/**
 * Approves a list that waited for review ('Goedkeuren'; POST /api/lists/{id}/approve): it appears in search from now
 * on (once its owner confirmed the e-mail address). A later change of its names sends it back only for a new match
 * (`reviewLookAlikes`).
 * @returns the list's review as it is now (`reviewStatus` APPROVED).
 * @throws DomainError UNAUTHORIZED (401) without an actor, FORBIDDEN (403) for anyone but an ADMIN, NOT_FOUND (404)
 *   for an unknown list, LIST_NOT_PENDING (409) for a list that does not wait for review. Nothing changes then.
 */
export async function approveList(actor: Actor | null, id: number): Promise<ListReview> {
  requireAdmin(actor)
  const prisma = await getDb()
  // Conditional: of two administrators approving at once, or one approving while the owner deletes, one wins cleanly.
  const { count } = await prisma.list.updateMany({
    where: { id, reviewStatus: 'PENDING' },
    data: { reviewStatus: 'APPROVED' },
  })
  const row = await prisma.list.findUnique({ where: { id }, include: reviewInclude })
  if (!row) throw new DomainError('NOT_FOUND', t('errors.listNotFound'))
  if (count === 0) throw new DomainError('LIST_NOT_PENDING', t('errors.listNotPending'))
  const [review] = await withSimilar([row])
  return review
}

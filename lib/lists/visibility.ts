// When a list is open to givers (decision 033). The site moves money to the IBAN a list shows, so a list speaks for
// its parents only once its owner proved the e-mail address, and a list that copies the names of an older list of
// another account stays out of search until an administrator approved it. Pure rules: no database access here.

import type { ListReviewStatus } from '@/lib/generated/prisma/enums'

/** What the rules read of a list: its review status and whether its owner confirmed the e-mail address. */
export interface ListTrust {
  reviewStatus: ListReviewStatus
  user: { emailConfirmedAt: Date | null }
}

/**
 * True when givers may see the list's payment details and place orders on it: its owner confirmed the e-mail address.
 * A list waiting for review takes orders (its parents may share the link themselves); it is only kept out of search.
 */
export function takesOrders(list: Pick<ListTrust, 'user'>): boolean {
  return list.user.emailConfirmedAt !== null
}

/** True when the list may appear in the list search: it takes orders and does not wait for an administrator. */
export function appearsInSearch(list: ListTrust): boolean {
  return takesOrders(list) && list.reviewStatus !== 'PENDING'
}

/** The Prisma filter of `appearsInSearch`, for queries over many lists. */
export const searchableWhere = {
  user: { emailConfirmedAt: { not: null } },
  reviewStatus: { not: 'PENDING' },
} as const

/** Who is asking for a list by its id or slug. */
export interface ListViewer {
  /** The viewer is the list's owner or an administrator (`canManageList`). */
  manages: boolean
}

/**
 * True when the list is served to `viewer` by its id or slug (GET /api/lists/{id}, /api/lists/slug/{slug}): to its
 * owner and the administrators always; to anyone else only while it takes orders, so a list whose owner never
 * confirmed the address cannot be read by counting ids. Any later rule on who may read a list (an unlisted or a
 * protected list) belongs here.
 */
export function servedTo(list: Pick<ListTrust, 'user'>, viewer: ListViewer): boolean {
  return viewer.manages || takesOrders(list)
}

/** True when the viewer sees the owner's id in a list's answer: the owner and the administrators only. */
export function showsOwner(viewer: ListViewer): boolean {
  return viewer.manages
}

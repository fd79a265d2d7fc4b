// Who may find and read a list (decisions 033 and 040). The site moves money to the IBAN a list shows, so a list
// speaks for its parents only once its owner proved the e-mail address, and a list that copies the names of an older
// list of another account stays out of search until an administrator approved it. On top of that the parents choose
// who finds the list: everyone (PUBLIC), only who has its link (UNLISTED), or only who also has its code (PROTECTED);
// and whether the IBAN stands on the public page. Pure rules: no database access here.

import type { ListReviewStatus, ListVisibility } from '@/lib/generated/prisma/enums'

/** What the rules read of a list: its review status, its visibility and whether its owner confirmed the e-mail address. */
export interface ListTrust {
  reviewStatus: ListReviewStatus
  visibility: ListVisibility
  user: { emailConfirmedAt: Date | null }
}

/**
 * True when givers may see the list's payment details and place orders on it: its owner confirmed the e-mail address.
 * A list waiting for review takes orders (its parents may share the link themselves); it is only kept out of search.
 */
export function takesOrders(list: Pick<ListTrust, 'user'>): boolean {
  return list.user.emailConfirmedAt !== null
}

/**
 * True when the list may appear in the list search, the sitemap and search engines: it takes orders, does not wait
 * for an administrator and its parents made it public (an unlisted or protected list is reached by its link only).
 */
export function appearsInSearch(list: ListTrust): boolean {
  return takesOrders(list) && list.reviewStatus !== 'PENDING' && list.visibility === 'PUBLIC'
}

/** The Prisma filter of `appearsInSearch`, for queries over many lists (the search, the sitemap). */
export const searchableWhere = {
  user: { emailConfirmedAt: { not: null } },
  reviewStatus: { not: 'PENDING' },
  visibility: 'PUBLIC',
} as const

/**
 * True when search engines may index the list's page (no `noindex`): exactly the lists the search shows. A list that
 * is not active, waits for review, or is unlisted or protected gets `noindex`.
 */
export function indexable(list: ListTrust): boolean {
  return appearsInSearch(list)
}

/** Who is asking for a list by its id or slug. */
export interface ListViewer {
  /** The viewer manages the list: its owner, a manager or an administrator (`canManageList`). */
  manages: boolean
  /** The viewer gave the list's code: this request's `X-List-Code`, or the browser's list-code cookie (lib/lists/access.ts). */
  hasCode?: boolean
}

/**
 * True when the list is served to `viewer` by its id or slug (GET /api/lists/{id}, /api/lists/slug/{slug}): to its
 * owner and the administrators always; to anyone else only while it takes orders, so a list whose owner never
 * confirmed the address cannot be read by counting ids. A protected list that is served still asks for its code
 * (`asksForCode`).
 */
export function servedTo(list: Pick<ListTrust, 'user'>, viewer: ListViewer): boolean {
  return viewer.manages || takesOrders(list)
}

/**
 * True when the list asks `viewer` for its code before it shows its names, gifts or IBAN, or takes an order: a
 * protected list, for anyone who neither manages it nor gave the code.
 */
export function asksForCode(list: { visibility: ListVisibility }, viewer: ListViewer): boolean {
  return list.visibility === 'PROTECTED' && !viewer.manages && !viewer.hasCode
}

/** True when the viewer sees the owner's id in a list's answer: the owner, the managers and the administrators only. */
export function showsOwner(viewer: ListViewer): boolean {
  return viewer.manages
}

/**
 * True when the IBAN stands on the list's public page and in its public REST answer. With `ibanPublic` false only
 * givers who chose a transfer see it, on their order confirmation and in their mail; the list's managers always.
 */
export function showsIban(list: { ibanPublic: boolean }, viewer: Pick<ListViewer, 'manages'>): boolean {
  return viewer.manages || list.ibanPublic
}

/**
 * True when the link preview (Open Graph image, title, description) may carry the baby's and parents' names: not for
 * a protected list, whose cached page and preview are the same for everyone, code or not.
 */
export function previewShowsNames(list: { visibility: ListVisibility }): boolean {
  return list.visibility !== 'PROTECTED'
}

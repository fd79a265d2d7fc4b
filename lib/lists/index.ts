import 'server-only'
import { isSlug } from './slug'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { invalidateListPage } from '@/lib/cache/invalidate'
import { toListView, toPublicListView, type ListAnswer, type ListView, type PublicListView } from './view'
import { indexable, servedTo, showsIban, showsOwner, takesOrders } from './visibility'
import { assertListOpen, type ListKey } from './access'
import { canManageList, listRoleOf, requireActor, withManagers, type Actor, type ListRole } from '@/lib/auth/actor'
import { firstListPathOf, ownAndManagedLists, type OwnListView } from './managers'

export {
  toListView,
  toPublicListView,
  type ListAnswer,
  type ListSearchResult,
  type ListView,
  type PublicListView,
} from './view'
export { createList, defaultIntroduction, deleteList, pathAfterListDeleted, updateList } from './manage'
export { firstListPathOf, type OwnListView } from './managers'

/** Slugs are lower-case letters, digits and hyphens: anything else cannot be a list. */
const notFound = () => new DomainError('NOT_FOUND', t('errors.listNotFound'))
/** What the trust rules read of a list's owner (lib/lists/visibility.ts). */
const withOwnerTrust = { user: { select: { emailConfirmedAt: true } } } as const
/** The trust rules' facts and who manages the list beside its owner: what a read by id or slug decides on. */
const withReadFacts = { ...withOwnerTrust, ...withManagers } as const

/**
 * One list by its slug, for the server's own code (the management pages, checkout): whatever its state, with the
 * owner's id. What a visitor may see is `getListPage` or `readListBySlug`.
 * @throws DomainError NOT_FOUND (404) for an unknown slug.
 */
export async function getListBySlug(slug: string): Promise<ListView> {
  if (!isSlug(slug)) throw notFound()
  const prisma = await getDb()
  const list = await prisma.list.findUnique({ where: { url: slug } })
  if (!list) throw notFound()
  return toListView(list)
}

/**
 * One list by id, for the server's own code: whatever its state, with the owner's id.
 * @throws DomainError NOT_FOUND (404) for an unknown id.
 */
export async function getListById(id: number): Promise<ListView> {
  const prisma = await getDb()
  const list = await prisma.list.findUnique({ where: { id } })
  if (!list) throw notFound()
  return toListView(list)
}

/**
 * The public list page's list (docs/rules.md#list-page), one cached page for every visitor: the list without its
 * owner, whether it is active (`takesOrders`: its owner confirmed the e-mail address, decision 033) and whether search
 * engines may index it (`indexable`: public, active, not waiting for review; decision 040). An inactive list's page
 * shows neither the IBAN nor a way to give; a protected list's page asks for its code first.
 * @throws DomainError NOT_FOUND (404) for an unknown slug.
 */
export async function getListPage(
  slug: string,
): Promise<{ list: PublicListView; active: boolean; indexable: boolean }> {
  if (!isSlug(slug)) throw notFound()
  const prisma = await getDb()
  const list = await prisma.list.findUnique({ where: { url: slug }, include: withOwnerTrust })
  if (!list) throw notFound()
  return { list: toPublicListView(list), active: takesOrders(list), indexable: indexable(list) }
}

/**
 * A list row as `actor` may read it by id or slug (`servedTo`, `showsOwner`, `showsIban`), or NOT_FOUND; a protected
 * list first asks for its code (`assertListOpen`).
 */
async function answerFor(
  actor: Actor | null,
  list:
    | (Parameters<typeof toListView>[0] & { user: { emailConfirmedAt: Date | null }; managers: { userId: number }[] })
    | null,
  key: ListKey,
): Promise<ListAnswer> {
  if (!list) throw notFound()
  const viewer = { manages: canManageList(actor, list) }
  // Not served looks exactly like unknown: counting ids tells nothing about lists that are not active.
  if (!servedTo(list, viewer)) throw notFound()
  await assertListOpen(list, actor, key)
  if (showsOwner(viewer)) return toListView(list)
  const { iban, ...rest } = toPublicListView(list)
  return showsIban(list, viewer) ? { ...rest, iban } : rest
}

/**
 * One list by id as a client may read it (GET /api/lists/{id}): the owner's id and a protected list's code only
 * for the owner, its managers or an administrator; a list that is not active (its owner has not confirmed the e-mail
 * address) only for them (lib/lists/visibility.ts `servedTo`, decision 033); the IBAN only when the parents show it
 * on the list (`showsIban`); a protected list only with its code (decision 040). The handler limits it like the search.
 * @param actor the logged-in user, or null.
 * @param key the code, cookies and client address of the request (lib/lists/access.ts).
 * @throws DomainError NOT_FOUND (404) for an unknown id and for a list not served to this actor; LIST_CODE_REQUIRED
 *   (403) or LIST_CODE_WRONG (403) for a protected list without its code; RATE_LIMITED (429) past the wrong tries.
 */
export async function readListById(actor: Actor | null, id: number, key: ListKey = {}): Promise<ListAnswer> {
  const prisma = await getDb()
  return answerFor(actor, await prisma.list.findUnique({ where: { id }, include: withReadFacts }), key)
}

/**
 * One list by slug as a client may read it (GET /api/lists/slug/{slug}): the same rules as `readListById`.
 * @throws DomainError NOT_FOUND (404) for an unknown slug and for a list not served to this actor; LIST_CODE_REQUIRED,
 *   LIST_CODE_WRONG (403) and RATE_LIMITED (429) as `readListById`.
 */
export async function readListBySlug(actor: Actor | null, slug: string, key: ListKey = {}): Promise<ListAnswer> {
  if (!isSlug(slug)) throw notFound()
  const prisma = await getDb()
  return answerFor(actor, await prisma.list.findUnique({ where: { url: slug }, include: withReadFacts }), key)
}

export { searchLists } from './search'

/**
 * Marks every public list page of a user stale, so the next visitor sees it as it is now: after the user confirmed the
 * e-mail address, their lists become active (the IBAN and the gifts show; decision 033). Never throws for the cache.
 * @param userId the account whose lists changed.
 */
export async function invalidateListsOfUser(userId: number): Promise<void> {
  const prisma = await getDb()
  const lists = await prisma.list.findMany({ where: { userId }, select: { url: true } })
  await Promise.all(lists.map((list) => invalidateListPage(list.url)))
}

export { searchColumns } from './search-columns'

/**
 * The lists of one user (GET /api/lists and GET /lists?userId={id}): a user sees their own lists (without
 * `userId`, or with their own id), an administrator anyone's. Beside the lists the user owns (newest first) come the
 * lists they manage (decision 038), each marked by `role`. Every list of the site, for an administrator, is
 * `adminLists` of lib/admin (paged).
 * @throws DomainError UNAUTHORIZED (401) without an actor, FORBIDDEN (403) for another user's lists.
 */
export async function listsOfUser(anyActor: Actor | null, userId?: number): Promise<OwnListView[]> {
  const actor = requireActor(anyActor)
  const target = userId ?? actor.id
  if (target !== actor.id && actor.role !== 'ADMIN') throw new DomainError('FORBIDDEN', t('errors.forbidden'))
  return ownAndManagedLists(target)
}

/**
 * Where a user lands after logging in (docs/rules.md#accounts): no user → /site/index; ADMIN →
 * /admin/list; otherwise their first own list, else the first list they manage (decision 038), else /list/create.
 */
export async function homePathFor(actor: Actor | null): Promise<string> {
  if (!actor) return '/site/index'
  if (actor.role === 'ADMIN') return '/admin/list'
  return (await firstListPathOf(actor.id)) ?? '/list/create'
}

/** A list as someone who may manage it sees it on the management pages: with their role (owner, manager, admin). */
export type ManagedListView = ListView & { role: ListRole }

/** The list row with its managers, checked for the actor (`listRoleOf`). */
function managedView(
  actor: Actor,
  list: (Parameters<typeof toListView>[0] & { managers: { userId: number }[] }) | null,
): ManagedListView {
  if (!list) throw notFound()
  const role = listRoleOf(actor, list)
  if (!role) throw new DomainError('FORBIDDEN', t('errors.forbidden'))
  return { ...toListView(list), role }
}

/**
 * A list its owner, one of its managers or an administrator manages (decision 038), by slug: the management
 * pages start here. `role` says which of the three the actor is (a manager sees no 'delete' and no managers' part).
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown slug,
 *   FORBIDDEN (403) when the actor is neither the owner, a manager nor an ADMIN.
 */
export async function getManagedListBySlug(actor: Actor | null, slug: string): Promise<ManagedListView> {
  const who = requireActor(actor)
  if (!isSlug(slug)) throw notFound()
  const prisma = await getDb()
  return managedView(who, await prisma.list.findUnique({ where: { url: slug }, include: withManagers }))
}

/**
 * A list its owner, one of its managers or an administrator manages (decision 038), by id: the REST
 * handlers start here.
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown id,
 *   FORBIDDEN (403) when the actor is neither the owner, a manager nor an ADMIN.
 */
export async function getManagedListById(actor: Actor | null, id: number): Promise<ManagedListView> {
  const who = requireActor(actor)
  const prisma = await getDb()
  return managedView(who, await prisma.list.findUnique({ where: { id }, include: withManagers }))
}

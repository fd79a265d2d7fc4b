import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { foldName } from '@/lib/text/fold'
import { toListView, type ListSearchResult, type ListView } from './view'
import { assertCanManageList, requireActor, type Actor } from '@/lib/auth/actor'

export { toListView, type ListSearchResult, type ListView } from './view'
export { createList, defaultIntroduction, deleteList, pathAfterListDeleted, updateList } from './manage'

/**
 * One list by its slug (spec §2, /list/{listSlug}; §7 GET /lists/slug/{slug}).
 * @throws DomainError NOT_FOUND (404) for an unknown slug.
 */
export async function getListBySlug(slug: string): Promise<ListView> {
  // Slugs are lower-case letters, digits and hyphens: anything else cannot be a list.
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)) throw new DomainError('NOT_FOUND', t('errors.listNotFound'))
  const prisma = await getDb()
  const list = await prisma.list.findUnique({ where: { url: slug } })
  if (!list) throw new DomainError('NOT_FOUND', t('errors.listNotFound'))
  return toListView(list)
}

/**
 * One list by id (spec §7 GET /lists/{id}).
 * @throws DomainError NOT_FOUND (404) for an unknown id.
 */
export async function getListById(id: number): Promise<ListView> {
  const prisma = await getDb()
  const list = await prisma.list.findUnique({ where: { id } })
  if (!list) throw new DomainError('NOT_FOUND', t('errors.listNotFound'))
  return toListView(list)
}

/**
 * The list search of spec §2: the baby's first name plus the first name of either parent, both
 * case- and accent-insensitive and matched whole (so lists cannot be enumerated by a prefix).
 * Input is validated by `listSearchSchema`; at most 50 results, newest birth first.
 */
export async function searchLists(input: { babyName: string; parentName: string }): Promise<ListSearchResult[]> {
  const baby = foldName(input.babyName)
  const parent = foldName(input.parentName)
  if (!baby || !parent) return []
  const prisma = await getDb()
  const lists = await prisma.list.findMany({
    where: { searchFirstName: baby, OR: [{ searchParent1: parent }, { searchParent2: parent }] },
    orderBy: [{ birthDate: 'desc' }, { id: 'desc' }],
    take: 50,
  })
  return lists.map((list) => {
    const { iban: _iban, introduction: _intro, userId: _user, ...rest } = toListView(list)
    return rest
  })
}

export { searchColumns } from './search-columns'

/**
 * The lists of one user (spec §7 GET /lists and GET /lists?userId={id}): a user sees their own lists (without
 * `userId`, or with their own id), an administrator anyone's. Every list of the site, for an administrator, is
 * `adminLists` of lib/admin (paged). Newest first.
 * @throws DomainError UNAUTHORIZED (401) without an actor, FORBIDDEN (403) for another user's lists.
 */
export async function listsOfUser(anyActor: Actor | null, userId?: number): Promise<ListView[]> {
  const actor = requireActor(anyActor)
  const target = userId ?? actor.id
  if (target !== actor.id && actor.role !== 'ADMIN') throw new DomainError('FORBIDDEN', t('errors.forbidden'))
  const prisma = await getDb()
  const lists = await prisma.list.findMany({ where: { userId: target }, orderBy: { id: 'desc' }, take: 500 })
  return lists.map(toListView)
}

/**
 * Where a user lands after logging in (spec §2, "Redirects after login"): no user → /site/index; ADMIN →
 * /admin/list; a user without lists → /list/create; otherwise their first list.
 */
export async function homePathFor(actor: Actor | null): Promise<string> {
  if (!actor) return '/site/index'
  if (actor.role === 'ADMIN') return '/admin/list'
  const prisma = await getDb()
  const first = await prisma.list.findFirst({ where: { userId: actor.id }, orderBy: { id: 'asc' }, select: { url: true } })
  return first ? `/list/${first.url}` : '/list/create'
}

/**
 * A list its owner or an administrator manages (spec §6), by slug: the management pages start here.
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown slug,
 *   FORBIDDEN (403) when the actor is neither the owner nor an ADMIN.
 */
export async function getManagedListBySlug(actor: Actor | null, slug: string): Promise<ListView> {
  const who = requireActor(actor)
  const list = await getListBySlug(slug)
  assertCanManageList(who, list)
  return list
}

/**
 * A list its owner or an administrator manages (spec §6), by id: the REST handlers start here.
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown id,
 *   FORBIDDEN (403) when the actor is neither the owner nor an ADMIN.
 */
export async function getManagedListById(actor: Actor | null, id: number): Promise<ListView> {
  const who = requireActor(actor)
  const list = await getListById(id)
  assertCanManageList(who, list)
  return list
}

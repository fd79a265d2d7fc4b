import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import {
  assertOwnsList,
  listAccessSelect,
  listRoleOf,
  ownsList,
  requireActor,
  type Actor,
  type ListRole,
} from '@/lib/auth/actor'
import { toListView, type ListView } from './view'
import { logger } from '@/lib/log'

// The people who manage a list beside its owner (decision 038): who they are, who is invited, and taking someone's
// rights away. Inviting and accepting are ./invitations.ts.

/** A list as its owner or a manager sees it among their lists: with how they stand to it. */
export type OwnListView = ListView & { role: Exclude<ListRole, 'ADMIN'> }

/** A manager of a list as its owner sees them: since when (the accepted invitation) they manage it. */
export interface ManagerView {
  userId: number
  name: string
  email: string
  /** ISO 8601: when they accepted the invitation. The longest-standing one takes the list over when the owner leaves. */
  since: string
}

/** An invitation that was mailed and not yet accepted. Its link works until `expiresAt` (7 days). */
export interface InvitationView {
  id: number
  email: string
  createdAt: string
  expiresAt: string
}

/** The managers and open invitations of a list: the 'Samen beheren' part of the settings page. */
export interface ListManagers {
  managers: ManagerView[]
  invitations: InvitationView[]
}

const notFound = () => new DomainError('NOT_FOUND', t('errors.listNotFound'))

/**
 * The lists one user owns or manages beside the owner (decision 038): the owned ones newest first, then the managed
 * ones, the longest managed first, each with `role` OWNER or MANAGER. At most 500 of each.
 */
export async function ownAndManagedLists(userId: number): Promise<OwnListView[]> {
  const prisma = await getDb()
  const [owned, managed] = await Promise.all([
    prisma.list.findMany({ where: { userId }, orderBy: { id: 'desc' }, take: 500 }),
    prisma.listManager.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: 500,
      include: { list: true },
    }),
  ])
  return [
    ...owned.map((list) => ({ ...toListView(list), role: 'OWNER' as const })),
    ...managed.map((row) => ({ ...toListView(row.list), role: 'MANAGER' as const })),
  ]
}

/**
 * The address of the first list a user owns (the oldest), else of the list they manage the longest, or null: where
 * they land after logging in and after deleting a list.
 */
export async function firstListPathOf(userId: number): Promise<string | null> {
  const prisma = await getDb()
  const own = await prisma.list.findFirst({ where: { userId }, orderBy: { id: 'asc' }, select: { url: true } })
  if (own) return `/list/${own.url}`
  const managed = await prisma.listManager.findFirst({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { list: { select: { url: true } } },
  })
  return managed ? `/list/${managed.list.url}` : null
}

/**
 * The managers of a list and its invitations still open (not accepted, not expired), for its owner or an
 * administrator (`GET /api/lists/{id}/managers`, the settings page). Managers the longest first, invitations newest
 * first.
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown list, FORBIDDEN (403) for
 *   anyone but the owner or an ADMIN (a manager included: managing managers is the owner's).
 */
export async function listManagers(actor: Actor | null, listId: number): Promise<ListManagers> {
  const who = requireActor(actor)
  const prisma = await getDb()
  const list = await prisma.list.findUnique({ where: { id: listId }, select: { userId: true } })
  if (!list) throw notFound()
  assertOwnsList(who, list)
  const [managers, invitations] = await Promise.all([
    prisma.listManager.findMany({
      where: { listId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { createdAt: true, user: { select: { id: true, name: true, email: true } } },
    }),
    prisma.listInvitation.findMany({
      where: { listId, acceptedAt: null, expiresAt: { gt: new Date() } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true, email: true, createdAt: true, expiresAt: true },
    }),
  ])
  return {
    managers: managers.map((m) => ({
      userId: m.user.id,
      name: m.user.name,
      email: m.user.email,
      since: m.createdAt.toISOString(),
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
  }
}

/**
 * Takes a manager's rights on a list away at once (`DELETE /api/lists/{id}/managers/{userId}`): the owner or an
 * administrator removes anyone who manages it; a manager may remove themselves ('Stoppen met beheren'). The
 * accepted invitation of that person goes too, so the list keeps no address of someone who no longer manages it.
 * Every check after this reads the managers afresh, so the next request of the removed manager is refused.
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown list or someone who does not
 *   manage it, FORBIDDEN (403) for anyone but the owner, an ADMIN or the manager themselves. Nothing changes then.
 */
export async function removeManager(actor: Actor | null, listId: number, userId: number): Promise<void> {
  const who = requireActor(actor)
  const prisma = await getDb()
  const list = await prisma.list.findUnique({ where: { id: listId }, select: listAccessSelect })
  if (!list) throw notFound()
  if (!ownsList(who, list) && who.id !== userId) throw new DomainError('FORBIDDEN', t('errors.forbidden'))
  await prisma.$transaction(async (tx) => {
    // Conditional: of two removals at once, one finds nothing left to remove and says so.
    const { count } = await tx.listManager.deleteMany({ where: { listId, userId } })
    if (count === 0) throw new DomainError('NOT_FOUND', t('managers.notAManager'))
    const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true } })
    if (user) await tx.listInvitation.deleteMany({ where: { listId, email: user.email, acceptedAt: { not: null } } })
  })
  logger.info(`[managers] user ${userId} no longer manages list ${listId} (by user ${who.id})`)
}

/** The 'Samen beheren' part of the settings page: the owner's view of managers and invitations, or a manager's. */
export type ManagersPanelData =
  ({ kind: 'owner' } & ListManagers) | { kind: 'manager'; userId: number; ownerName: string }

/**
 * What the settings page shows about managing the list together: to its owner or an administrator the managers and
 * open invitations (`listManagers`), to a manager who the owner is (and the way to stop managing it).
 * @throws DomainError UNAUTHORIZED (401), NOT_FOUND (404) for an unknown list, FORBIDDEN (403) for anyone who may not
 *   manage it.
 */
export async function managersPanel(actor: Actor | null, listId: number): Promise<ManagersPanelData> {
  const who = requireActor(actor)
  const prisma = await getDb()
  const list = await prisma.list.findUnique({
    where: { id: listId },
    select: { ...listAccessSelect, user: { select: { name: true } } },
  })
  if (!list) throw notFound()
  if (!listRoleOf(who, list)) throw new DomainError('FORBIDDEN', t('errors.forbidden'))
  if (ownsList(who, list)) return { kind: 'owner', ...(await listManagers(who, listId)) }
  return { kind: 'manager', userId: who.id, ownerName: list.user.name }
}

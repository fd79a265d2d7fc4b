import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'

/** Who is acting: the logged-in user (from the session cookie or a bearer token), or null for a visitor. */
export interface Actor {
  id: number
  role: 'USER' | 'ADMIN'
}

/**
 * What the permission rules read of a list: its owner and the people who manage it beside the owner (decision 038).
 * Every domain function loads `managers` with the list (`listAccessSelect`), so the type refuses a list read without
 * them: a check that forgot the managers cannot compile.
 */
export interface ListAccessFacts {
  userId: number
  managers: readonly { userId: number }[]
}

/** The Prisma `select` of a list's access facts; spread it into a list's select or use `managers` as an include. */
export const listAccessSelect = { userId: true, managers: { select: { userId: true } } } as const
/** The Prisma `include` that adds a list's managers to a full list row. */
export const withManagers = { managers: listAccessSelect.managers } as const

/** How the actor stands to a list: its owner, one of its managers, or an administrator of the site. */
export type ListRole = 'OWNER' | 'MANAGER' | 'ADMIN'

/**
 * The actor's role on the list, or null when they may not manage it. An administrator who also manages the list is
 * its MANAGER (what the pages show them), with the administrator's rights all the same (`ownsList`).
 */
export function listRoleOf(actor: Actor | null | undefined, list: ListAccessFacts): ListRole | null {
  if (!actor) return null
  if (actor.id === list.userId) return 'OWNER'
  if (list.managers.some((manager) => manager.userId === actor.id)) return 'MANAGER'
  return actor.role === 'ADMIN' ? 'ADMIN' : null
}

/**
 * True when the actor may manage the list (docs/rules.md#permissions): its owner, one of its managers, or an
 * administrator. Everything on a list but deleting it and managing its managers.
 */
export function canManageList(actor: Actor | null | undefined, list: ListAccessFacts): boolean {
  return listRoleOf(actor, list) !== null
}

/**
 * True when the actor may do what only the owner may (delete the list, invite and remove its managers): the owner or
 * an administrator, never a manager.
 */
export function ownsList(actor: Actor | null | undefined, list: { userId: number }): boolean {
  return !!actor && (actor.role === 'ADMIN' || actor.id === list.userId)
}

/**
 * The actor, when there is one.
 * @throws DomainError UNAUTHORIZED (401) for an anonymous visitor or a revoked session or token.
 */
export function requireActor(actor: Actor | null | undefined): Actor {
  if (!actor) throw new DomainError('UNAUTHORIZED', t('errors.unauthorized'))
  return actor
}

/**
 * Checks that the actor may manage the list (`canManageList`: owner, manager or ADMIN).
 * @throws DomainError UNAUTHORIZED (401) without an actor, FORBIDDEN (403) for anyone else.
 */
export function assertCanManageList(actor: Actor | null | undefined, list: ListAccessFacts): Actor {
  const who = requireActor(actor)
  if (!canManageList(who, list)) throw new DomainError('FORBIDDEN', t('errors.forbidden'))
  return who
}

/**
 * Checks that the actor may do what only the owner may (`ownsList`: owner or ADMIN; a manager is refused).
 * @throws DomainError UNAUTHORIZED (401) without an actor, FORBIDDEN (403) for anyone else, managers included.
 */
export function assertOwnsList(actor: Actor | null | undefined, list: { userId: number }): Actor {
  const who = requireActor(actor)
  if (!ownsList(who, list)) throw new DomainError('FORBIDDEN', t('errors.forbidden'))
  return who
}

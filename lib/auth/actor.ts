import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'

/** Who is acting: the logged-in user (from the session cookie or a bearer token), or null for a visitor. */
export interface Actor {
  id: number
  role: 'USER' | 'ADMIN'
}

/** True when the actor may manage the list: its owner, or an administrator (spec §6). */
export function canManageList(actor: Actor | null | undefined, list: { userId: number }): boolean {
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
 * Checks that the actor may manage the list (spec §6: its owner or an ADMIN).
 * @throws DomainError UNAUTHORIZED (401) without an actor, FORBIDDEN (403) for anyone else.
 */
export function assertCanManageList(actor: Actor | null | undefined, list: { userId: number }): Actor {
  const who = requireActor(actor)
  if (!canManageList(who, list)) throw new DomainError('FORBIDDEN', t('errors.forbidden'))
  return who
}

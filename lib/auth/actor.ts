/** Who is acting: the logged-in user (from the session cookie or a bearer token), or null for a visitor. */
export interface Actor {
  id: number
  role: 'USER' | 'ADMIN'
}

/** True when the actor may manage the list: its owner, or an administrator (spec §6). */
export function canManageList(actor: Actor | null | undefined, list: { userId: number }): boolean {
  return !!actor && (actor.role === 'ADMIN' || actor.id === list.userId)
}

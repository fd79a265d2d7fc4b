import 'server-only'
import { getDb } from '@/lib/db'

/** The user a session or bearer token stands for, as read from the database on each request. */
export interface SessionUser {
  id: number
  name: string
  email: string
  role: 'USER' | 'ADMIN'
  tokenVersion: number
  emailConfirmed: boolean
}

/** The claims of a session cookie or bearer token (next-auth's JWT format) for a user. */
export function claimsFor(user: SessionUser) {
  return {
    sub: String(user.id),
    uid: user.id,
    role: user.role,
    ver: user.tokenVersion,
    name: user.name,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
  }
}

/**
 * Checks the claims of a decoded session or token against the database: the user must still exist and the token
 * must carry the user's current token version (a password change or reset, 'log out everywhere', a role change or
 * deleting the account raise it). The role, name and e-mail come from the database, not from the token, so a
 * demoted administrator loses the rights at once.
 * @returns the current user, or null when the token is revoked or malformed.
 */
export async function verifyClaims(claims: { uid?: unknown; ver?: unknown } | null | undefined): Promise<SessionUser | null> {
  if (!claims || typeof claims.uid !== 'number' || !Number.isInteger(claims.uid) || typeof claims.ver !== 'number') return null
  const prisma = await getDb()
  const user = await prisma.user.findUnique({
    where: { id: claims.uid },
    select: { id: true, name: true, email: true, role: true, tokenVersion: true, emailConfirmedAt: true },
  })
  if (!user || user.tokenVersion !== claims.ver) return null
  return toSessionUser(user)
}

/** The session view of a user row (no password hash). */
export function toSessionUser(user: Omit<SessionUser, 'emailConfirmed'> & { emailConfirmedAt: Date | null }): SessionUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role, tokenVersion: user.tokenVersion, emailConfirmed: !!user.emailConfirmedAt }
}

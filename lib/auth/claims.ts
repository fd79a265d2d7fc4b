import type { Locale } from '@/lib/i18n/locales'
import 'server-only'
import { liveSession } from './sessions'

/** The user a session or bearer token stands for, as read from the database on each request. */
export interface SessionUser {
  id: number
  name: string
  email: string
  role: 'USER' | 'ADMIN'
  tokenVersion: number
  emailConfirmed: boolean
  /** The account's language: its mails, and its pages once it has chosen. */
  locale: Locale
}

/**
 * The claims of a session cookie or bearer token (next-auth's JWT format) for a user.
 * @param sid the id of the Session row the cookie or token stands for (`openSession`).
 */
export function claimsFor(user: SessionUser, sid: string) {
  return {
    sub: String(user.id),
    sid,
    uid: user.id,
    role: user.role,
    ver: user.tokenVersion,
    name: user.name,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    locale: user.locale,
  }
}

/**
 * Checks the claims of a decoded session or token against the database: its session (`sid`) must still exist (logging
 * out deletes it), belong to the user, and the token must carry the user's current token version (a password change
 * or reset, an e-mail change, 'log out everywhere', a role change or deleting the account raise it). The role, name
 * and e-mail come from the database, not from the token, so a demoted administrator loses the rights at once.
 * @returns the current user, or null when the token is revoked, expired or malformed.
 */
export async function verifyClaims(
  claims: { uid?: unknown; ver?: unknown; sid?: unknown } | null | undefined,
): Promise<SessionUser | null> {
  if (!claims || typeof claims.uid !== 'number' || !Number.isInteger(claims.uid) || typeof claims.ver !== 'number')
    return null
  if (typeof claims.sid !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(claims.sid)) return null
  const session = await liveSession(claims.sid)
  if (!session || session.userId !== claims.uid || session.user.tokenVersion !== claims.ver) return null
  return toSessionUser(session.user)
}

/** The session view of a user row (no password hash). */
export function toSessionUser(
  user: Omit<SessionUser, 'emailConfirmed'> & { emailConfirmedAt: Date | null },
): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    tokenVersion: user.tokenVersion,
    emailConfirmed: !!user.emailConfirmedAt,
    locale: user.locale,
  }
}

import 'server-only'
import type { NextRequest } from 'next/server'
import { getToken, encode } from 'next-auth/jwt'
import { getServerSession } from 'next-auth'
import { getDb } from '@/lib/db'
import { authOptions } from './options'
import { authSecret } from './secret'
import { hashPassword, verifyPassword } from './password'
import type { Actor } from './actor'

export type { Actor } from './actor'
export { canManageList } from './actor'

/** Bearer tokens for API clients live as long as a session: 30 days. */
export const TOKEN_MAX_AGE = 30 * 24 * 60 * 60

export interface AuthenticatedUser {
  id: number
  name: string
  email: string
  role: 'USER' | 'ADMIN'
}

let dummy: Promise<string> | undefined
const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'))

/**
 * Checks an e-mail address and password (case-insensitive e-mail).
 * @returns the user, or null when either is wrong (no hint which one).
 */
export async function authenticate(email: string, password: string): Promise<AuthenticatedUser | null> {
  if (email.includes('\u0000') || password.includes('\u0000')) return null
  const prisma = await getDb()
  // E-mail addresses are stored in lower case; an exact match (not ILIKE) so that % and _ are no wildcards.
  const user = await prisma.user.findUnique({ where: { email: email.trim().toLowerCase() } })
  if (!user) {
    // Hash anyway, so the response time does not tell which e-mail addresses have an account.
    await verifyPassword(password, await dummyHash())
    return null
  }
  if (!(await verifyPassword(password, user.passwordHash))) return null
  return { id: user.id, name: user.name, email: user.email, role: user.role }
}

/** A signed token (next-auth's JWT format) that API clients send as `Authorization: Bearer <token>` (spec §7). */
export async function issueToken(user: AuthenticatedUser): Promise<string> {
  return encode({ token: { sub: String(user.id), uid: user.id, role: user.role, name: user.name, email: user.email }, secret: authSecret(), maxAge: TOKEN_MAX_AGE })
}

/** The actor of a REST request: the session cookie, or a bearer token. Null for an anonymous visitor or an invalid token. */
export async function actorFromRequest(req: NextRequest): Promise<Actor | null> {
  const token = await getToken({ req, secret: authSecret() }).catch(() => null)
  if (!token || typeof token.uid !== 'number') return null
  return { id: token.uid, role: token.role === 'ADMIN' ? 'ADMIN' : 'USER' }
}

/** The actor of a page or server action, from the session cookie. */
export async function currentActor(): Promise<Actor | null> {
  const session = await getServerSession(authOptions)
  const user = session?.user
  return user?.id ? { id: user.id, role: user.role } : null
}

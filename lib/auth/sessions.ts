import 'server-only'
import { randomBytes } from 'node:crypto'
import { getDb, type Tx } from '@/lib/db'

// Server-side sessions: every session cookie and bearer token carries the id (`sid`) of a Session row and is valid
// only while that row exists (decision 037). Logging out deletes the row, so a copied cookie or token stops working at
// once; the token version (User.tokenVersion) still ends every session of an account together.

/** How long a session cookie and an API bearer token live: 30 days. */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60

/** Session rows are moved on at most once a day as next-auth renews a browser's cookie. */
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000

/**
 * Opens a session for a user.
 * @param maxAgeSeconds how long its cookie or token lives (30 days).
 * @returns the session id to put in the cookie's or token's `sid` claim.
 */
export async function openSession(db: Tx, userId: number, maxAgeSeconds: number): Promise<string> {
  const id = randomBytes(16).toString('base64url')
  await db.session.create({ data: { id, userId, expiresAt: new Date(Date.now() + maxAgeSeconds * 1000) } })
  return id
}

/** Ends one session (logging out): its cookie or token is refused from now on. Unknown ids are fine. */
export async function endSession(sid: unknown): Promise<void> {
  if (typeof sid !== 'string' || !sid) return
  await (await getDb()).session.deleteMany({ where: { id: sid } })
}

/**
 * Ends every session and bearer token of a user inside `tx`: raises the token version and deletes the session rows.
 * For a password change or reset, an e-mail change, 'log out everywhere' and a role change; the caller opens a fresh
 * session for whoever made the change when they should stay logged in.
 */
export async function endAllSessions(tx: Tx, userId: number): Promise<void> {
  await tx.session.deleteMany({ where: { userId } })
  await tx.user.updateMany({ where: { id: userId }, data: { tokenVersion: { increment: 1 } } })
}

/** What `verifyClaims` needs of a live session: its user's current row. */
export interface LiveSession {
  userId: number
  user: {
    id: number
    name: string
    email: string
    role: 'USER' | 'ADMIN'
    tokenVersion: number
    emailConfirmedAt: Date | null
    locale: 'nl' | 'fr'
  }
}

/**
 * The live session of `sid` with its user, or null when it ended or expired. A session used a day or more after its
 * expiry was last set is moved on by `maxAgeSeconds`, as next-auth moves the browser's cookie on.
 */
export async function liveSession(sid: string, maxAgeSeconds: number = SESSION_MAX_AGE): Promise<LiveSession | null> {
  const prisma = await getDb()
  const session = await prisma.session.findUnique({
    where: { id: sid },
    select: {
      userId: true,
      expiresAt: true,
      user: {
        select: {
          id: true,
          name: true,
          email: true,
          role: true,
          tokenVersion: true,
          emailConfirmedAt: true,
          locale: true,
        },
      },
    },
  })
  const now = Date.now()
  if (!session || session.expiresAt.getTime() <= now) return null
  const renewed = now + maxAgeSeconds * 1000
  if (renewed - session.expiresAt.getTime() >= EXTEND_AFTER_MS) {
    await prisma.session.updateMany({ where: { id: sid }, data: { expiresAt: new Date(renewed) } })
  }
  return session
}

/**
 * Deletes session rows that expired (the daily clean-up).
 * @returns how many were deleted.
 */
export async function deleteExpiredSessions(tx: Tx, now: Date): Promise<number> {
  const { count } = await tx.session.deleteMany({ where: { expiresAt: { lt: now } } })
  return count
}

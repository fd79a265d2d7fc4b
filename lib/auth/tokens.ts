import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import type { Tx } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import type { AuthTokenKind } from '@/lib/generated/prisma/client'

const HOUR_MS = 60 * 60 * 1000

/**
 * How long each kind of link works: a reset link 1 hour; a confirmation link 7 days (a parent may read the mail late);
 * the link that confirms a new address 24 hours; the link that undoes an e-mail change 7 days.
 */
export const TOKEN_TTL_MS: Record<AuthTokenKind, number> = {
  RESET_PASSWORD: HOUR_MS,
  CONFIRM_EMAIL: 7 * 24 * HOUR_MS,
  CHANGE_EMAIL: 24 * HOUR_MS,
  UNDO_EMAIL_CHANGE: 7 * 24 * HOUR_MS,
}

/** The longest a link of any kind works: older rows are removed when a new link is made. */
const LONGEST_TTL_MS = Math.max(...Object.values(TOKEN_TTL_MS))

/**
 * The kinds whose link is only good while the account still has the address it was mailed to. The e-mail change's
 * links are not: one is mailed to the new address, the other undoes the change from the old one.
 */
const BOUND_TO_ADDRESS: ReadonlySet<AuthTokenKind> = new Set(['RESET_PASSWORD', 'CONFIRM_EMAIL'])

/**
 * The stored form of a link's secret: SHA-256, so the token table holds no working links. (The link's mail does, in
 * the outbox, until it is sent: decision 025.)
 */
export function hashToken(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex')
}

/**
 * Creates a single-use link secret for a user: 32 random bytes, base64url (43 characters) in the link, only its
 * hash stored. Older unused links of the same kind are removed, so only the newest link works — except undo links:
 * each e-mail change's undo link keeps working for its 7 days, so a second change cannot cancel the first one's.
 * Long-expired links of the user go as well.
 * @returns the secret to put in the mailed link (never stored).
 */
export async function createAuthToken(tx: Tx, userId: number, kind: AuthTokenKind, email: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url')
  const now = Date.now()
  const expired = { expiresAt: { lt: new Date(now - LONGEST_TTL_MS) } }
  await tx.authToken.deleteMany({
    where: { userId, OR: kind === 'UNDO_EMAIL_CHANGE' ? [expired] : [{ kind, usedAt: null }, expired] },
  })
  await tx.authToken.create({
    data: {
      userId,
      kind,
      email,
      tokenHash: hashToken(secret),
      createdAt: new Date(now),
      expiresAt: new Date(now + TOKEN_TTL_MS[kind]),
    },
  })
  return secret
}

/**
 * Uses a link once: a conditional update (`usedAt` still null, not expired) whose count decides, so of two
 * simultaneous requests with the same link exactly one wins (PostgreSQL re-checks the condition after the row lock).
 * A reset or confirmation link must still belong to the address it was mailed to: after an e-mail change, old links
 * stop working. Call it inside the transaction that does what the link allows, so a failure later undoes the use.
 * @returns the user the link was made for, and the address it was mailed to.
 * @throws DomainError TOKEN_INVALID (400) with `message` for an unknown, used, expired or outdated link.
 */
export async function redeemAuthToken(tx: Tx, kind: AuthTokenKind, secret: string, message: string) {
  const tokenHash = hashToken(secret)
  const now = new Date()
  const { count } = await tx.authToken.updateMany({
    where: { tokenHash, kind, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  })
  if (count !== 1) throw new DomainError('TOKEN_INVALID', message)
  const token = await tx.authToken.findUniqueOrThrow({ where: { tokenHash }, include: { user: true } })
  if (BOUND_TO_ADDRESS.has(kind) && token.user.email !== token.email) throw new DomainError('TOKEN_INVALID', message)
  return { user: token.user, email: token.email }
}

/** The kind of a link, without using it (one page serves the confirmation of a new account and of a new address). */
export async function authTokenKind(tx: Tx, secret: string): Promise<AuthTokenKind | null> {
  const token = await tx.authToken.findUnique({ where: { tokenHash: hashToken(secret) }, select: { kind: true } })
  return token?.kind ?? null
}

/** True when a link is known, unused and not expired, without using it (the reset page asks before showing its form). */
export async function isAuthTokenUsable(tx: Tx, kind: AuthTokenKind, secret: string): Promise<boolean> {
  const token = await tx.authToken.findUnique({
    where: { tokenHash: hashToken(secret) },
    include: { user: { select: { email: true } } },
  })
  return (
    !!token &&
    token.kind === kind &&
    !token.usedAt &&
    token.expiresAt > new Date() &&
    (!BOUND_TO_ADDRESS.has(kind) || token.user.email === token.email)
  )
}

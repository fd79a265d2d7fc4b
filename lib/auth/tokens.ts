import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import type { Tx } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import type { AuthTokenKind } from '@/lib/generated/prisma/client'

/** A reset link works for 1 hour (issue 5); a confirmation link for 7 days (a parent may read the mail late). */
export const TOKEN_TTL_MS: Record<AuthTokenKind, number> = {
  RESET_PASSWORD: 60 * 60 * 1000,
  CONFIRM_EMAIL: 7 * 24 * 60 * 60 * 1000,
}

/**
 * The stored form of a link's secret: SHA-256, so the token table holds no working links. (The link's mail does, in
 * the outbox, until it is sent: decision 025.)
 */
export function hashToken(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex')
}

/**
 * Creates a single-use link secret for a user: 32 random bytes, base64url (43 characters) in the link, only its
 * hash stored. Older unused links of the same kind are removed, so only the newest link works; long-expired
 * ones of the user go as well.
 * @returns the secret to put in the mailed link (never stored).
 */
export async function createAuthToken(tx: Tx, userId: number, kind: AuthTokenKind, email: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url')
  const now = Date.now()
  await tx.authToken.deleteMany({ where: { userId, OR: [{ kind, usedAt: null }, { expiresAt: { lt: new Date(now - TOKEN_TTL_MS.CONFIRM_EMAIL) } }] } })
  await tx.authToken.create({ data: { userId, kind, email, tokenHash: hashToken(secret), createdAt: new Date(now), expiresAt: new Date(now + TOKEN_TTL_MS[kind]) } })
  return secret
}

/**
 * Uses a link once: a conditional update (`usedAt` still null, not expired) whose count decides, so of two
 * simultaneous requests with the same link exactly one wins (PostgreSQL re-checks the condition after the row lock).
 * The link must still belong to the address it was mailed to: after an e-mail change, old links stop working.
 * Call it inside the transaction that does what the link allows, so a failure later undoes the use.
 * @returns the user the link was made for.
 * @throws DomainError TOKEN_INVALID (400) with `message` for an unknown, used, expired or outdated link.
 */
export async function redeemAuthToken(tx: Tx, kind: AuthTokenKind, secret: string, message: string) {
  const tokenHash = hashToken(secret)
  const now = new Date()
  const { count } = await tx.authToken.updateMany({ where: { tokenHash, kind, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } })
  if (count !== 1) throw new DomainError('TOKEN_INVALID', message)
  const token = await tx.authToken.findUniqueOrThrow({ where: { tokenHash }, include: { user: true } })
  if (token.user.email !== token.email) throw new DomainError('TOKEN_INVALID', message)
  return token.user
}

/** True when a link is known, unused and not expired, without using it (the reset page asks before showing its form). */
export async function isAuthTokenUsable(tx: Tx, kind: AuthTokenKind, secret: string): Promise<boolean> {
  const token = await tx.authToken.findUnique({ where: { tokenHash: hashToken(secret) }, include: { user: { select: { email: true } } } })
  return !!token && token.kind === kind && !token.usedAt && token.expiresAt > new Date() && token.user.email === token.email
}

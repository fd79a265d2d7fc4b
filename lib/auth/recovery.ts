import 'server-only'
import { getDb, type Tx } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { enqueueMail, mailAfterResponse, nudgeMailWorker } from '@/lib/mail'
import { confirmEmailMail, resetPasswordMail } from '@/lib/mail/account'
import { sharedLimiter } from '@/lib/redis/limiter'
import { parseInput } from '@/lib/validation/parse'
import { confirmEmailSchema, forgotPasswordSchema, linkToken, resetPasswordSchema } from '@/lib/validation/account'
import { requireActor, type Actor } from './actor'
import { toSessionUser, type SessionUser } from './claims'
import { clearLoginFailures } from './login-throttle'
import { hashPassword } from './password'
import { createAuthToken, isAuthTokenUsable, redeemAuthToken } from './tokens'

/**
 * Reset mails per address, beside the per-client 'mail' limit: rotating client addresses cannot flood someone's
 * mailbox (or keep replacing their link). Over the limit nothing is sent, and the answer stays the same. Shared by all
 * instances through Redis when `REDIS_URL` is set.
 */
const resetMailsPerAddress = sharedLimiter({ keyPrefix: 'reset-mail-address', points: 5, duration: 3600 })

/**
 * A confirmation link for the user's current address (issue 5: after registering, after an e-mail change and on
 * 'Opnieuw versturen'), stored with its mail in the outbox inside `tx`, the transaction that registered or changed
 * the account (decision 025): the mail exists exactly when the token does. The link works once, for 7 days, and only
 * while the account keeps that address; a new link replaces older unused ones. Nudge the mail worker after the commit.
 */
export async function queueEmailConfirmation(tx: Tx, user: { id: number; name: string; email: string }): Promise<void> {
  const secret = await createAuthToken(tx, user.id, 'CONFIRM_EMAIL', user.email)
  await enqueueMail(tx, 'confirm-email', confirmEmailMail(user, secret))
}

/**
 * A new confirmation link for the user's current address in its own transaction (see `queueEmailConfirmation`).
 * @returns once the token and its mail are committed to the outbox; the worker sends it right after.
 */
export async function sendEmailConfirmation(user: { id: number; name: string; email: string }): Promise<void> {
  const prisma = await getDb()
  await prisma.$transaction((tx) => queueEmailConfirmation(tx, user))
  nudgeMailWorker()
}

/**
 * 'Opnieuw versturen' of the unconfirmed reminder: a new confirmation link for the actor's address.
 * @returns `sent: false` when the address is already confirmed (nothing to send).
 * @throws DomainError UNAUTHORIZED (401) without an actor.
 */
export async function resendConfirmation(actor: Actor | null): Promise<{ sent: boolean }> {
  const who = requireActor(actor)
  const user = await (await getDb()).user.findUnique({ where: { id: who.id } })
  if (!user) throw new DomainError('UNAUTHORIZED', t('errors.unauthorized'))
  if (user.emailConfirmedAt) return { sent: false }
  await sendEmailConfirmation(user)
  return { sent: true }
}

/**
 * Confirms an e-mail address by its mailed link (spec §7 POST /auth/confirm-email). No login needed: the link
 * proves the mailbox. Works once, within 7 days, and only while the account still has the address it was sent to.
 * @returns the confirmed user.
 * @throws DomainError VALIDATION (422) without a token; TOKEN_INVALID (400) for an unknown, used or expired link.
 */
export async function confirmEmail(token: unknown): Promise<SessionUser> {
  const input = parseInput(confirmEmailSchema, { token })
  const prisma = await getDb()
  const user = await prisma.$transaction(async (tx) => {
    const owner = await redeemAuthToken(tx, 'CONFIRM_EMAIL', input.token, t('errors.confirmTokenInvalid'))
    return tx.user.update({ where: { id: owner.id }, data: { emailConfirmedAt: owner.emailConfirmedAt ?? new Date() } })
  })
  return toSessionUser(user)
}

/**
 * 'Wachtwoord vergeten?' (spec §7 POST /auth/forgot-password). Always answers the same, in the same time: the
 * lookup, the token and its mail (one transaction, the mail in the outbox: decision 025) happen after the response.
 * Only an address with an account gets a mail, with a link that works once within 1 hour; a new request replaces
 * the older unused link.
 * @throws DomainError VALIDATION (422) when the input is not an e-mail address (says nothing about accounts).
 */
export async function forgotPassword(email: unknown): Promise<void> {
  const input = parseInput(forgotPasswordSchema, { email })
  mailAfterResponse('password reset', async () => {
    const prisma = await getDb()
    const user = await prisma.user.findUnique({ where: { email: input.email } })
    if (!user) return
    const allowed = await resetMailsPerAddress.consume(user.email).then(() => true, () => false)
    if (!allowed) return
    await prisma.$transaction(async (tx) => {
      const secret = await createAuthToken(tx, user.id, 'RESET_PASSWORD', user.email)
      await enqueueMail(tx, 'reset-password', resetPasswordMail(user, secret))
    })
    nudgeMailWorker()
  })
}

/**
 * Sets a new password through a mailed reset link (spec §7 POST /auth/reset-password). The link is used by a
 * conditional update inside the transaction that sets the password, so two simultaneous requests cannot both use
 * it. Raises the token version (every session and token ends), confirms the address the link reached, and lifts a
 * login lock of the account ('stel je wachtwoord opnieuw in', says the lock message).
 * @returns the user with the new password.
 * @throws DomainError VALIDATION (422) for a missing token or a too short password; TOKEN_INVALID (400) for an
 *   unknown, used, replaced or expired link.
 */
export async function resetPassword(token: unknown, password: unknown): Promise<SessionUser> {
  const input = parseInput(resetPasswordSchema, { token, password })
  const passwordHash = await hashPassword(input.password)
  const prisma = await getDb()
  const user = await prisma.$transaction(async (tx) => {
    const owner = await redeemAuthToken(tx, 'RESET_PASSWORD', input.token, t('errors.resetTokenInvalid'))
    await tx.authToken.deleteMany({ where: { userId: owner.id, kind: 'RESET_PASSWORD', usedAt: null } })
    return tx.user.update({
      where: { id: owner.id },
      data: { passwordHash, tokenVersion: { increment: 1 }, emailConfirmedAt: owner.emailConfirmedAt ?? new Date() },
    })
  })
  await clearLoginFailures(user.email)
  return toSessionUser(user)
}

/** True when a reset link can still be used (the reset page shows its form, or says the link no longer works). */
export async function isResetLinkUsable(token: unknown): Promise<boolean> {
  const parsed = linkToken.safeParse(token)
  if (!parsed.success) return false
  const prisma = await getDb()
  return isAuthTokenUsable(prisma, 'RESET_PASSWORD', parsed.data)
}

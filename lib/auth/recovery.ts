import 'server-only'
import { getDb, type Tx } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t, withLocale, type Locale } from '@/lib/i18n'
import { enqueueMail, mailAfterResponse, nudgeMailWorker } from '@/lib/mail'
import { confirmEmailMail, emailChangedMail, resetPasswordMail } from '@/lib/mail/account'
import { Prisma } from '@/lib/generated/prisma/client'
import { invalidateListsOfUser } from '@/lib/lists'
import { sharedLimiter } from '@/lib/redis/limiter'
import { parseInput } from '@/lib/validation/parse'
import { confirmEmailSchema, forgotPasswordSchema, linkToken, resetPasswordSchema } from '@/lib/validation/account'
import { requireActor, type Actor } from './actor'
import { toSessionUser, type SessionUser } from './claims'
import { clearLoginFailures } from './login-throttle'
import { hashPassword } from './password'
import { assertStrongPassword } from './password-strength'
import { endAllSessions } from './sessions'
import { authTokenKind, createAuthToken, isAuthTokenUsable, redeemAuthToken } from './tokens'

/**
 * Reset mails per address, beside the per-client 'mail' limit: rotating client addresses cannot flood someone's
 * mailbox (or keep replacing their link). Over the limit nothing is sent, and the answer stays the same. Shared by all
 * instances through Redis when `REDIS_URL` is set.
 */
const resetMailsPerAddress = sharedLimiter({ keyPrefix: 'reset-mail-address', points: 5, duration: 3600 })

/**
 * A confirmation link for the user's current address (after registering, after an e-mail change and on
 * 'Opnieuw versturen'), stored with its mail in the outbox inside `tx`, the transaction that registered or changed
 * the account (decision 025): the mail exists exactly when the token does. The link works once, for 7 days, and only
 * while the account keeps that address; a new link replaces older unused ones. Nudge the mail worker after the commit.
 */
export async function queueEmailConfirmation(
  tx: Tx,
  user: { id: number; name: string; email: string; locale: Locale },
): Promise<void> {
  const secret = await createAuthToken(tx, user.id, 'CONFIRM_EMAIL', user.email)
  await enqueueMail(tx, 'confirm-email', await withLocale(user.locale, () => confirmEmailMail(user, secret)))
}

/**
 * A new confirmation link for the user's current address in its own transaction (see `queueEmailConfirmation`).
 * @returns once the token and its mail are committed to the outbox; the worker sends it right after.
 */
export async function sendEmailConfirmation(user: {
  id: number
  name: string
  email: string
  locale: Locale
}): Promise<void> {
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

/** What a confirmation link did: confirmed the account's address, or made a requested new address the account's. */
export interface ConfirmedEmail {
  user: SessionUser
  /** True when the link confirmed an e-mail change: every session of the account ended. */
  changed: boolean
}

/**
 * Confirms an e-mail address by its mailed link (POST /api/auth/confirm-email). No login needed: the link
 * proves the mailbox. Two kinds of link come here: the confirmation of an account's address (works once, within 7
 * days, only while the account still has that address) and the confirmation of a new address asked for on the
 * account page (`requestEmailChange`, within 24 hours): the account then takes the new address, every session and
 * token of it ends, and the old address gets a mail with a link that undoes the change within 7 days.
 * @returns the confirmed user, and whether the address changed.
 * @throws DomainError VALIDATION (422) without a token; TOKEN_INVALID (400) for an unknown, used or expired link, or
 *   a new address that another account took meanwhile.
 */
export async function confirmEmail(token: unknown): Promise<ConfirmedEmail> {
  const input = parseInput(confirmEmailSchema, { token })
  const prisma = await getDb()
  const invalid = t('errors.confirmTokenInvalid')
  const result = await prisma
    .$transaction(async (tx): Promise<ConfirmedEmail> => {
      if ((await authTokenKind(tx, input.token)) === 'CHANGE_EMAIL') {
        const { user: owner, email } = await redeemAuthToken(tx, 'CHANGE_EMAIL', input.token, invalid)
        await endAllSessions(tx, owner.id)
        // Older links were mailed to the old address or for it: none of them may work for the account any more.
        await tx.authToken.deleteMany({
          where: { userId: owner.id, usedAt: null, kind: { in: ['RESET_PASSWORD', 'CONFIRM_EMAIL', 'CHANGE_EMAIL'] } },
        })
        const changed = await tx.user.update({ where: { id: owner.id }, data: { email, emailConfirmedAt: new Date() } })
        const undo = await createAuthToken(tx, owner.id, 'UNDO_EMAIL_CHANGE', owner.email)
        await enqueueMail(
          tx,
          'email-changed',
          await withLocale(owner.locale, () => emailChangedMail({ name: owner.name, email: owner.email }, email, undo)),
        )
        return { user: toSessionUser(changed), changed: true }
      }
      const { user: owner } = await redeemAuthToken(tx, 'CONFIRM_EMAIL', input.token, invalid)
      const confirmed = await tx.user.update({
        where: { id: owner.id },
        data: { emailConfirmedAt: owner.emailConfirmedAt ?? new Date() },
      })
      return { user: toSessionUser(confirmed), changed: false }
    })
    .catch((error) => {
      // The new address got an account of its own since the change was asked: the link cannot be used.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
        throw new DomainError('TOKEN_INVALID', invalid)
      throw error
    })
  if (result.changed) nudgeMailWorker()
  // A first confirmation makes the owner's lists active: their cached pages must show the IBAN and the gifts now.
  else await invalidateListsOfUser(result.user.id)
  return result
}

/**
 * Undoes an e-mail change through the link mailed to the old address (`confirmEmail`), within 7 days: the account
 * gets its old address back (confirmed), every session, token and pending link of it ends, and a fresh password reset
 * link is made for whoever holds the old mailbox, so whoever changed the address is locked out for good.
 * @returns the restored address and the secret of a reset link (the page goes on to the new-password form with it).
 * @throws DomainError VALIDATION (422) without a token; TOKEN_INVALID (400) for an unknown, used or expired link, or
 *   when the old address has an account of its own by now.
 */
export async function undoEmailChange(token: unknown): Promise<{ email: string; resetToken: string }> {
  const input = parseInput(confirmEmailSchema, { token })
  const prisma = await getDb()
  const invalid = t('errors.undoTokenInvalid')
  const result = await prisma
    .$transaction(async (tx) => {
      const { user: owner, email } = await redeemAuthToken(tx, 'UNDO_EMAIL_CHANGE', input.token, invalid)
      await endAllSessions(tx, owner.id)
      await tx.authToken.deleteMany({ where: { userId: owner.id, usedAt: null } })
      const restored = await tx.user.update({ where: { id: owner.id }, data: { email, emailConfirmedAt: new Date() } })
      const resetToken = await createAuthToken(tx, owner.id, 'RESET_PASSWORD', restored.email)
      return { email: restored.email, resetToken }
    })
    .catch((error) => {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
        throw new DomainError('TOKEN_INVALID', invalid)
      throw error
    })
  await clearLoginFailures(result.email)
  return result
}

/**
 * 'Wachtwoord vergeten?' (POST /api/auth/forgot-password). Always answers the same, in the same time: the
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
    const allowed = await resetMailsPerAddress.consume(user.email).then(
      () => true,
      () => false,
    )
    if (!allowed) return
    await prisma.$transaction(async (tx) => {
      const secret = await createAuthToken(tx, user.id, 'RESET_PASSWORD', user.email)
      await enqueueMail(tx, 'reset-password', await withLocale(user.locale, () => resetPasswordMail(user, secret)))
    })
    nudgeMailWorker()
  })
}

/**
 * Sets a new password through a mailed reset link (POST /api/auth/reset-password). The link is used by a
 * conditional update inside the transaction that sets the password, so two simultaneous requests cannot both use
 * it. Raises the token version (every session and token ends), confirms the address the link reached, and lifts a
 * login lock of the account ('stel je wachtwoord opnieuw in', says the lock message).
 * @returns the user with the new password.
 * @throws DomainError VALIDATION (422) for a missing token, a too short or a weak password (lib/auth/password-strength.ts);
 *   TOKEN_INVALID (400) for an unknown, used, replaced or expired link.
 */
export async function resetPassword(token: unknown, password: unknown): Promise<SessionUser> {
  const input = parseInput(resetPasswordSchema, { token, password })
  const passwordHash = await hashPassword(input.password)
  const prisma = await getDb()
  const user = await prisma.$transaction(async (tx) => {
    const { user: owner } = await redeemAuthToken(tx, 'RESET_PASSWORD', input.token, t('errors.resetTokenInvalid'))
    // Judged once the link is known good (it names the account); a refusal rolls back the link's use.
    await assertStrongPassword(input.password, owner, 'password')
    await tx.authToken.deleteMany({ where: { userId: owner.id, kind: 'RESET_PASSWORD', usedAt: null } })
    await endAllSessions(tx, owner.id)
    return tx.user.update({
      where: { id: owner.id },
      data: { passwordHash, emailConfirmedAt: owner.emailConfirmedAt ?? new Date() },
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

import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { Prisma, type User } from '@/lib/generated/prisma/client'
import { currentLocale, t, withLocale, type Locale } from '@/lib/i18n'
import { enqueueMail, nudgeMailWorker } from '@/lib/mail'
import { confirmEmailChangeMail, emailInUseMail, passwordChangedMail } from '@/lib/mail/account'
import { enforceRateLimit, rateLimited } from '@/lib/http/rate-limit'
import { sharedLimiter } from '@/lib/redis/limiter'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { parseInput } from '@/lib/validation/parse'
import { changePasswordSchema, chooseLocaleSchema, registerSchema, updateAccountSchema } from '@/lib/validation/account'
import { requireActor, type Actor } from './actor'
import { toSessionUser, type SessionUser } from './claims'
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle'
import { hashPassword, verifyPassword } from './password'
import { assertStrongPassword } from './password-strength'
import { queueEmailConfirmation } from './recovery'
import { endAllSessions } from './sessions'
import { createAuthToken } from './tokens'

/** An account as the API answers it: no password hash, no token version. */
export type AccountView = Omit<SessionUser, 'tokenVersion'>

export function accountView(user: SessionUser): AccountView {
  const { tokenVersion: _version, ...view } = user
  return view
}

const emailTaken = () =>
  new DomainError('EMAIL_TAKEN', t('errors.emailTaken'), { fields: { email: t('errors.emailTaken') } })
const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

/** The actor's own user row. @throws DomainError UNAUTHORIZED (401) when there is no actor or the user is gone. */
export async function ownUser(actor: Actor | null | undefined): Promise<User> {
  const who = requireActor(actor)
  const user = await (await getDb()).user.findUnique({ where: { id: who.id } })
  if (!user) throw new DomainError('UNAUTHORIZED', t('errors.unauthorized'))
  return user
}

/**
 * Checks the user's password before a sensitive change. Wrong attempts count towards the same per-account lock as
 * logins (lib/auth/login-throttle.ts), so a stolen session cannot guess its way to a password change.
 * @throws DomainError VALIDATION (422) with the Dutch message on `field`; RATE_LIMITED (429) while the account waits.
 */
export async function assertPassword(user: User, password: string, field: string): Promise<void> {
  await assertLoginAllowed(user.email)
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordLoginFailure(user.email)
    throw new DomainError('VALIDATION', t('errors.wrongPassword'), { fields: { [field]: t('errors.wrongPassword') } })
  }
  await clearLoginFailures(user.email)
}

/**
 * Creates an account (POST /api/auth/register; docs/rules.md#accounts) with its confirmation link, whose mail is
 * written to the outbox in the same transaction (decision 025). The e-mail address is stored in lower case; the account can log in at once, unconfirmed.
 * @param input `{ name, email, password }` (`registerSchema`).
 * @returns the new user (the caller logs them in: a session or a bearer token).
 * @throws DomainError VALIDATION (422) with field messages (a weak password on `password`:
 *   lib/auth/password-strength.ts); EMAIL_TAKEN (409) when the address has an account.
 */
export async function registerUser(input: unknown): Promise<SessionUser> {
  const { name, email, password } = parseInput(registerSchema, input)
  await assertStrongPassword(password, { email, name }, 'password')
  const prisma = await getDb()
  const passwordHash = await hashPassword(password)
  // The unique index decides, also between two simultaneous registrations of one address. The account, its
  // confirmation link and the link's mail (outbox, decision 025) are committed together.
  const user = await prisma
    .$transaction(async (tx) => {
      // The language of the registration (the page's, or the API client's Accept-Language) is the account's.
      const created = await tx.user.create({ data: { name, email, passwordHash, locale: currentLocale() } })
      await queueEmailConfirmation(tx, created)
      return created
    })
    .catch((error) => {
      throw isUniqueViolation(error) ? emailTaken() : error
    })
  nudgeMailWorker()
  return toSessionUser(user)
}

/**
 * Requests of an e-mail change per account and day, beside the per-client 'mail' limit: each one mails an address of
 * the requester's choosing.
 */
const emailChangesPerAccount = sharedLimiter({ keyPrefix: 'email-change-account', points: 5, duration: 24 * 3600 })

/** The account after `updateAccount`: `pendingEmail` is a new address waiting for its confirmation link, or null. */
export type AccountUpdate = AccountView & { pendingEmail: string | null }

/** The new address an e-mail change of the user waits to have confirmed, or null. */
export async function pendingEmailOf(userId: number): Promise<string | null> {
  const token = await (
    await getDb()
  ).authToken.findFirst({
    where: { userId, kind: 'CHANGE_EMAIL', usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { id: 'desc' },
    select: { email: true },
  })
  return token?.email ?? null
}

/**
 * Changes the name of the actor's account and asks for a change of its e-mail address (POST
 * /api/auth/update-account). The name changes at once. A new address needs the current password and takes effect only
 * when the link mailed to it is used (`confirmEmail`, which then ends every session and tells the old address, with
 * a link to undo it). An address that already has an account gets a mail saying so instead of a link, and the answer
 * is the same as for any other address, so nobody learns from it which addresses have accounts. Limited to the
 * per-client 'mail' limit and 5 requests per account a day.
 * @param input `{ name, email, currentPassword?, locale? }` (`updateAccountSchema`); `locale` is the account's
 *   language, which its mails speak from now on.
 * @param client the client address (`clientIp`) the mail limit counts.
 * @returns the account (its address unchanged until confirmed) with `pendingEmail`.
 * @throws DomainError UNAUTHORIZED (401); VALIDATION (422; a missing or wrong current password on `currentPassword`);
 *   RATE_LIMITED (429) past the mail limits or after repeated wrong passwords. Nothing changes when it throws.
 */
export async function updateAccount(
  actor: Actor | null,
  input: unknown,
  client: { ip?: string } = {},
): Promise<AccountUpdate> {
  const user = await ownUser(actor)
  const { name, email, currentPassword, locale } = parseInput(updateAccountSchema, input)
  const prisma = await getDb()
  if (email === user.email) {
    const updated = await prisma.user.update({ where: { id: user.id }, data: { name, locale } })
    return { ...accountView(toSessionUser(updated)), pendingEmail: await pendingEmailOf(user.id) }
  }
  if (!currentPassword) {
    throw new DomainError('VALIDATION', t('errors.passwordForEmail'), {
      fields: { currentPassword: t('errors.passwordForEmail') },
    })
  }
  await enforceRateLimit('mail', client.ip ?? 'local')
  await assertPassword(user, currentPassword, 'currentPassword')
  await emailChangesPerAccount.consume(String(user.id)).catch((error: unknown) => {
    throw error instanceof RateLimiterRes ? rateLimited(error.msBeforeNext) : error
  })
  const taken = await prisma.user.findUnique({ where: { email }, select: { id: true, locale: true } })
  const updated = await prisma.$transaction(async (tx) => {
    const changed = await tx.user.update({ where: { id: user.id }, data: { name, locale } })
    // A token for a taken address too (never mailed, and it could not be used): the account page shows the same
    // pending address either way.
    const secret = await createAuthToken(tx, user.id, 'CHANGE_EMAIL', email)
    // Each in the language of the account it speaks to: the address's own account, or the one asking for it.
    if (taken) await enqueueMail(tx, 'email-in-use', await withLocale(taken.locale, () => emailInUseMail({ email })))
    else
      await enqueueMail(
        tx,
        'change-email',
        await withLocale(changed.locale, () => confirmEmailChangeMail({ email }, secret)),
      )
    return changed
  })
  nudgeMailWorker()
  return { ...accountView(toSessionUser(updated)), pendingEmail: email }
}

/**
 * Changes the actor's password (POST /api/auth/update-password) after checking the current one. Raises the
 * token version, so every other session and bearer token ends; unused reset links stop working. A short notice
 * is written to the mail outbox in the same transaction.
 * @returns the user with the new token version: the caller sets a fresh session cookie (`setSessionCookie`) or
 *   answers a new bearer token (`issueToken`), so whoever changed it stays logged in.
 * @throws DomainError UNAUTHORIZED (401), VALIDATION (422; a wrong current password on `currentPassword`, a weak
 *   new one on `newPassword`: lib/auth/password-strength.ts),
 *   RATE_LIMITED (429) after repeated wrong passwords.
 */
export async function changePassword(
  actor: Actor | null,
  currentPassword: unknown,
  newPassword: unknown,
): Promise<SessionUser> {
  const user = await ownUser(actor)
  const input = parseInput(changePasswordSchema, { currentPassword, newPassword })
  await assertPassword(user, input.currentPassword, 'currentPassword')
  await assertStrongPassword(input.newPassword, user, 'newPassword')
  const passwordHash = await hashPassword(input.newPassword)
  const prisma = await getDb()
  const updated = await prisma.$transaction(async (tx) => {
    await tx.authToken.deleteMany({ where: { userId: user.id, kind: 'RESET_PASSWORD', usedAt: null } })
    await endAllSessions(tx, user.id)
    const changed = await tx.user.update({ where: { id: user.id }, data: { passwordHash } })
    await enqueueMail(tx, 'password-changed', await withLocale(changed.locale, () => passwordChangedMail(changed)))
    return changed
  })
  nudgeMailWorker()
  return toSessionUser(updated)
}

/**
 * 'Uitloggen op alle toestellen': raises the token version, so every session and bearer token of the actor ends,
 * the current one included.
 * @throws DomainError UNAUTHORIZED (401) without an actor.
 */
export async function logoutEverywhere(actor: Actor | null): Promise<void> {
  const who = requireActor(actor)
  const prisma = await getDb()
  const exists = await prisma.user.findUnique({ where: { id: who.id }, select: { id: true } })
  if (!exists) throw new DomainError('UNAUTHORIZED', t('errors.unauthorized'))
  await prisma.$transaction((tx) => endAllSessions(tx, who.id))
}

/**
 * Gives a user the role USER or ADMIN (the admin area). A change raises the user's token version, so their
 * sessions and tokens end at once (they log in again with the new role). The last administrator can never lose the
 * role — so nobody removes their own last admin role and the site always keeps someone to run it: the administrators
 * are locked while counting, so two demotions at once cannot both pass.
 * @returns the user after the change.
 * @throws DomainError UNAUTHORIZED (401), FORBIDDEN (403) for anyone but an ADMIN, VALIDATION (422) for an unknown
 *   role, NOT_FOUND (404) for an unknown user, LAST_ADMIN (409) for demoting the last administrator.
 */
export async function setUserRole(actor: Actor | null, userId: number, role: unknown): Promise<AccountView> {
  const who = requireActor(actor)
  if (who.role !== 'ADMIN') throw new DomainError('FORBIDDEN', t('errors.adminOnly'))
  if (role !== 'USER' && role !== 'ADMIN')
    throw new DomainError('VALIDATION', t('errors.role'), { fields: { role: t('errors.role') } })
  const prisma = await getDb()
  const user = await prisma.$transaction(async (tx) => {
    if (role === 'USER') {
      const admins = await tx.$queryRaw<
        { id: number }[]
      >`SELECT id FROM "User" WHERE role = 'ADMIN' ORDER BY id FOR UPDATE`
      if (admins.length === 1 && admins[0]!.id === userId) throw new DomainError('LAST_ADMIN', t('errors.lastAdmin'))
    }
    // Only a real change ends the sessions: setting the same role logs nobody out.
    const { count } = await tx.user.updateMany({ where: { id: userId, role: { not: role } }, data: { role } })
    if (count > 0) await endAllSessions(tx, userId)
    const found = await tx.user.findUnique({ where: { id: userId } })
    if (!found) throw new DomainError('NOT_FOUND', t('errors.userNotFound'))
    return found
  })
  return accountView(toSessionUser(user))
}

/**
 * The language a logged-in person chose with the site's 'NL | FR' switch becomes the account's language: its mails
 * speak it from then on, as after choosing it on the account page (docs/rules.md#languages). Anyone may call it; without
 * an account nothing is stored here (the browser keeps the choice in its cookie).
 * @param input `{ locale: 'nl' | 'fr' }` (`chooseLocaleSchema`).
 * @returns the language chosen.
 * @throws DomainError VALIDATION (422) for any other language. Nothing changes when it throws.
 */
export async function chooseLocale(actor: Actor | null, input: unknown): Promise<Locale> {
  const { locale } = parseInput(chooseLocaleSchema, input)
  if (actor) await (await getDb()).user.update({ where: { id: actor.id }, data: { locale } })
  return locale
}

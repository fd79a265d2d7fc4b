import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { Prisma, type User } from '@/lib/generated/prisma/client'
import { t } from '@/lib/i18n'
import { enqueueMail, nudgeMailWorker } from '@/lib/mail'
import { passwordChangedMail } from '@/lib/mail/account'
import { parseInput } from '@/lib/validation/parse'
import { changePasswordSchema, registerSchema, updateAccountSchema } from '@/lib/validation/account'
import { requireActor, type Actor } from './actor'
import { toSessionUser, type SessionUser } from './claims'
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle'
import { hashPassword, verifyPassword } from './password'
import { queueEmailConfirmation } from './recovery'

/** An account as the API answers it (spec §3 User): no password hash, no token version. */
export type AccountView = Omit<SessionUser, 'tokenVersion'>

export function accountView(user: SessionUser): AccountView {
  const { tokenVersion: _version, ...view } = user
  return view
}

const emailTaken = () => new DomainError('EMAIL_TAKEN', t('errors.emailTaken'), { fields: { email: t('errors.emailTaken') } })
const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

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
 * Creates an account (issue 5, Accounts; spec §7 POST /auth/register) with its confirmation link, whose mail is
 * written to the outbox in the same transaction (decision 025). The e-mail address is stored in lower case; the account can log in at once, unconfirmed.
 * @param input `{ name, email, password }` (`registerSchema`).
 * @returns the new user (the caller logs them in: a session or a bearer token).
 * @throws DomainError VALIDATION (422) with field messages; EMAIL_TAKEN (409) when the address has an account.
 */
export async function registerUser(input: unknown): Promise<SessionUser> {
  const { name, email, password } = parseInput(registerSchema, input)
  const prisma = await getDb()
  const passwordHash = await hashPassword(password)
  // The unique index decides, also between two simultaneous registrations of one address. The account, its
  // confirmation link and the link's mail (outbox, decision 025) are committed together.
  const user = await prisma
    .$transaction(async (tx) => {
      const created = await tx.user.create({ data: { name, email, passwordHash } })
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
 * Changes the name and e-mail address of the actor's account (spec §7 POST /auth/update-account). A changed
 * address is unconfirmed until the link mailed to it (outbox, same transaction) is used.
 * @param input `{ name, email }` (`updateAccountSchema`).
 * @returns the updated user.
 * @throws DomainError UNAUTHORIZED (401), VALIDATION (422), EMAIL_TAKEN (409) when another account has the address.
 */
export async function updateAccount(actor: Actor | null, input: unknown): Promise<SessionUser> {
  const user = await ownUser(actor)
  const { name, email } = parseInput(updateAccountSchema, input)
  const emailChanged = email !== user.email
  const prisma = await getDb()
  const updated = await prisma
    .$transaction(async (tx) => {
      const changed = await tx.user.update({ where: { id: user.id }, data: { name, ...(emailChanged ? { email, emailConfirmedAt: null } : {}) } })
      if (emailChanged) await queueEmailConfirmation(tx, changed)
      return changed
    })
    .catch((error) => {
      throw isUniqueViolation(error) ? emailTaken() : error
    })
  if (emailChanged) nudgeMailWorker()
  return toSessionUser(updated)
}

/**
 * Changes the actor's password (spec §7 POST /auth/update-password) after checking the current one. Raises the
 * token version, so every other session and bearer token ends; unused reset links stop working. A short notice
 * is written to the mail outbox in the same transaction.
 * @returns the user with the new token version: the caller sets a fresh session cookie (`setSessionCookie`) or
 *   answers a new bearer token (`issueToken`), so whoever changed it stays logged in.
 * @throws DomainError UNAUTHORIZED (401), VALIDATION (422; a wrong current password on `currentPassword`),
 *   RATE_LIMITED (429) after repeated wrong passwords.
 */
export async function changePassword(actor: Actor | null, currentPassword: unknown, newPassword: unknown): Promise<SessionUser> {
  const user = await ownUser(actor)
  const input = parseInput(changePasswordSchema, { currentPassword, newPassword })
  await assertPassword(user, input.currentPassword, 'currentPassword')
  const passwordHash = await hashPassword(input.newPassword)
  const prisma = await getDb()
  const updated = await prisma.$transaction(async (tx) => {
    await tx.authToken.deleteMany({ where: { userId: user.id, kind: 'RESET_PASSWORD', usedAt: null } })
    const changed = await tx.user.update({ where: { id: user.id }, data: { passwordHash, tokenVersion: { increment: 1 } } })
    await enqueueMail(tx, 'password-changed', passwordChangedMail(changed))
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
  const { count } = await (await getDb()).user.updateMany({ where: { id: who.id }, data: { tokenVersion: { increment: 1 } } })
  if (count === 0) throw new DomainError('UNAUTHORIZED', t('errors.unauthorized'))
}

/**
 * Gives a user the role USER or ADMIN (issue 6 admin area). A change raises the user's token version, so their
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
  if (role !== 'USER' && role !== 'ADMIN') throw new DomainError('VALIDATION', t('errors.role'), { fields: { role: t('errors.role') } })
  const prisma = await getDb()
  const user = await prisma.$transaction(async (tx) => {
    if (role === 'USER') {
      const admins = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "User" WHERE role = 'ADMIN' ORDER BY id FOR UPDATE`
      if (admins.length === 1 && admins[0]!.id === userId) throw new DomainError('LAST_ADMIN', t('errors.lastAdmin'))
    }
    // Only a real change raises the version: setting the same role logs nobody out.
    await tx.user.updateMany({ where: { id: userId, role: { not: role } }, data: { role, tokenVersion: { increment: 1 } } })
    const found = await tx.user.findUnique({ where: { id: userId } })
    if (!found) throw new DomainError('NOT_FOUND', t('errors.userNotFound'))
    return found
  })
  return accountView(toSessionUser(user))
}

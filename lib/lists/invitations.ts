import 'server-only'
import { randomBytes } from 'node:crypto'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t, withLocale } from '@/lib/i18n'
import { assertOwnsList, requireActor, type Actor } from '@/lib/auth/actor'
import { hashToken } from '@/lib/auth/tokens'
import { maskEmail } from '@/lib/mail/account'
import { enqueueMail, nudgeMailWorker } from '@/lib/mail'
import { invitationMail } from '@/lib/mail/invitation'
import { enforceRateLimit, rateLimited } from '@/lib/http/rate-limit'
import { sharedLimiter } from '@/lib/redis/limiter'
import { inviteManagerSchema } from '@/lib/validation/invitation'
import { parseInput } from '@/lib/validation/parse'
import { childName } from './display'
import { toListView } from './view'
import type { InvitationView, OwnListView } from './managers'
import { logger } from '@/lib/log'

// Inviting someone by e-mail to manage a list beside its owner, and accepting (decision 038). The link's secret is
// mailed, only its SHA-256 is stored (as lib/auth/tokens.ts does for account links); it works once, within 7 days.

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Invitations one account may send a day, beside the per-client 'mail' limit: each one mails an address of the
 * sender's choosing, so the site cannot be used to send many.
 */
export const INVITATIONS_PER_DAY = 10
const invitationsPerAccount = sharedLimiter({
  keyPrefix: 'invitations-account',
  points: INVITATIONS_PER_DAY,
  duration: 24 * 3600,
})

/** A link's secret as it is mailed: 32 random bytes in base64url. Anything else cannot be one. */
const isSecret = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token)
const invalid = () => new DomainError('NOT_FOUND', t('managers.invitationInvalid'))
const notConfirmed = (message: string) => new DomainError('EMAIL_NOT_CONFIRMED', message)
const toView = (i: { id: number; email: string; createdAt: Date; expiresAt: Date }): InvitationView => ({
  id: i.id,
  email: i.email,
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
})

/**
 * Invites someone by e-mail to manage a list (`POST /api/lists/{id}/managers`, 'Samen beheren' on the settings page).
 * The invitation mail goes through the outbox in the same transaction. An address with an account and one without get
 * the same answer and the same mail, so nobody learns which addresses have accounts. Inviting an address that has an
 * open invitation replaces it (a new link; the old one stops working). The sender's own address must be confirmed.
 * Limited per client ('mail') and per sending account (`INVITATIONS_PER_DAY`).
 * @param input `{ email }` (`inviteManagerSchema`).
 * @param client the client address (`clientIp`) the mail limit counts.
 * @returns the open invitation (no link: that is only in the mail).
 * @throws DomainError UNAUTHORIZED (401); NOT_FOUND (404) for an unknown list; FORBIDDEN (403) for anyone but the
 *   owner or an ADMIN (a manager included); EMAIL_NOT_CONFIRMED (403) while the sender's address is unconfirmed;
 *   VALIDATION (422) for a bad address or the owner's own; ALREADY_MANAGER (409) for someone who manages the list
 *   already; RATE_LIMITED (429). Nothing changes and nothing is mailed when it throws.
 */
export async function inviteManager(
  actor: Actor | null,
  listId: number,
  input: unknown,
  client: { ip?: string } = {},
): Promise<InvitationView> {
  const who = requireActor(actor)
  const prisma = await getDb()
  const list = await prisma.list.findUnique({
    where: { id: listId },
    include: { user: { select: { email: true } }, managers: { select: { user: { select: { email: true } } } } },
  })
  if (!list) throw new DomainError('NOT_FOUND', t('errors.listNotFound'))
  assertOwnsList(who, list)
  const { email } = parseInput(inviteManagerSchema, input)
  if (email === list.user.email) {
    const message = t('managers.inviteOwner')
    throw new DomainError('VALIDATION', message, { fields: { email: message } })
  }
  if (list.managers.some((m) => m.user.email === email))
    throw new DomainError('ALREADY_MANAGER', t('managers.alreadyManager', { email }))
  const sender = await prisma.user.findUnique({
    where: { id: who.id },
    select: { name: true, email: true, emailConfirmedAt: true, locale: true },
  })
  if (!sender) throw new DomainError('UNAUTHORIZED', t('errors.unauthorized'))
  if (!sender.emailConfirmedAt) throw notConfirmed(t('managers.confirmFirstToInvite'))
  await enforceRateLimit('mail', client.ip ?? 'local')
  await invitationsPerAccount.consume(String(who.id)).catch((error: unknown) => {
    throw error instanceof RateLimiterRes
      ? rateLimited(error.msBeforeNext, t('managers.tooManyInvitations', { count: INVITATIONS_PER_DAY }))
      : error
  })

  const secret = randomBytes(32).toString('base64url')
  const now = Date.now()
  const invitation = await prisma.$transaction(async (tx) => {
    // The earlier open invitation to this address, and every expired one of the list, go: one working link each.
    await tx.listInvitation.deleteMany({
      where: { listId, acceptedAt: null, OR: [{ email }, { expiresAt: { lt: new Date(now) } }] },
    })
    const created = await tx.listInvitation.create({
      data: {
        listId,
        email,
        tokenHash: hashToken(secret),
        invitedById: who.id,
        createdAt: new Date(now),
        expiresAt: new Date(now + INVITATION_TTL_MS),
      },
    })
    // In the invited account's language when the address has one, else in the sender's.
    const invitee = await tx.user.findUnique({ where: { email }, select: { locale: true } })
    await enqueueMail(
      tx,
      'list-invitation',
      await withLocale(invitee?.locale ?? sender.locale, () =>
        invitationMail({ email }, { name: sender.name, email: sender.email }, childName(list), secret),
      ),
    )
    return created
  })
  nudgeMailWorker()
  logger.info(`[managers] invitation ${invitation.id} to list ${listId} sent by user ${who.id}`)
  return toView(invitation)
}

/**
 * Withdraws an open invitation (`DELETE /api/lists/{id}/invitations/{invitationId}`, 'Intrekken'): its link stops
 * working at once.
 * @throws DomainError UNAUTHORIZED (401); NOT_FOUND (404) for an unknown list, or an invitation that is not an open one
 *   of this list; FORBIDDEN (403) for anyone but the owner or an ADMIN. Nothing changes then.
 */
export async function withdrawInvitation(actor: Actor | null, listId: number, invitationId: number): Promise<void> {
  const who = requireActor(actor)
  const prisma = await getDb()
  const list = await prisma.list.findUnique({ where: { id: listId }, select: { userId: true } })
  if (!list) throw new DomainError('NOT_FOUND', t('errors.listNotFound'))
  assertOwnsList(who, list)
  const { count } = await prisma.listInvitation.deleteMany({ where: { id: invitationId, listId, acceptedAt: null } })
  if (count === 0) throw new DomainError('NOT_FOUND', t('managers.invitationNotFound'))
}

/** What the invitation page shows: the invitation as the link's holder may see it, and what the visitor can do. */
export type InvitationPage =
  | { state: 'invalid' }
  | {
      state: 'anonymous' | 'unconfirmed' | 'wrong-account' | 'owner' | 'manager' | 'ready'
      /** The child as the list names it ('Noor Peeters', 'Baby van Sofie en Jonas'). */
      child: string
      /** Who invited, or null when that account is gone. */
      inviter: string | null
      /** The invited address, mostly hidden ('j•••s@example.be'): enough to recognise. */
      invitedEmail: string
      expiresAt: string
      /** The list's slug: its page for someone who manages it already. */
      url: string
    }

/**
 * The invitation of a link, for its page (/user/invitation?token=…), without using it: a mail scanner that opens the
 * link changes nothing. `state` says what the visitor can do: log in or register (`anonymous`), confirm the address
 * first (`unconfirmed`), use the invited address instead (`wrong-account`), nothing (`owner`, `manager`: they manage
 * it already) or accept (`ready`). A used, withdrawn, expired or unknown link is `invalid`.
 */
export async function describeInvitation(actor: Actor | null, token: string): Promise<InvitationPage> {
  if (!isSecret(token)) return { state: 'invalid' }
  const prisma = await getDb()
  const invitation = await prisma.listInvitation.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { invitedBy: { select: { name: true } }, list: { include: { managers: { select: { userId: true } } } } },
  })
  if (!invitation || invitation.acceptedAt || invitation.expiresAt <= new Date()) return { state: 'invalid' }
  const shown = {
    child: childName(invitation.list),
    inviter: invitation.invitedBy?.name ?? null,
    invitedEmail: maskEmail(invitation.email),
    expiresAt: invitation.expiresAt.toISOString(),
    url: invitation.list.url,
  }
  if (!actor) return { state: 'anonymous', ...shown }
  const user = await prisma.user.findUnique({
    where: { id: actor.id },
    select: { email: true, emailConfirmedAt: true },
  })
  if (!user) return { state: 'anonymous', ...shown }
  if (invitation.list.userId === actor.id) return { state: 'owner', ...shown }
  if (invitation.list.managers.some((m) => m.userId === actor.id)) return { state: 'manager', ...shown }
  if (user.email !== invitation.email) return { state: 'wrong-account', ...shown }
  if (!user.emailConfirmedAt) return { state: 'unconfirmed', ...shown }
  return { state: 'ready', ...shown }
}

/**
 * Accepts an invitation (`POST /api/invitations/{token}/accept`, 'Uitnodiging aanvaarden'): the logged-in account
 * manages the list from now on. Only the account with the invited address may accept, once it confirmed that address
 * (the link proves the mailbox, the account must be the one behind it). The link is used in the same transaction,
 * by a conditional update, so of two accepts at once exactly one wins; it never works again.
 * @param token the secret of the mailed link.
 * @returns the list as its new manager sees it among their lists (`role` MANAGER).
 * @throws DomainError UNAUTHORIZED (401) without an actor; EMAIL_NOT_CONFIRMED (403) while the account's address is
 *   unconfirmed; NOT_FOUND (404) for a used, withdrawn, expired or unknown link; INVITATION_WRONG_ACCOUNT (403) for an
 *   account with another address; ALREADY_MANAGER (409) for the list's owner. Nothing changes then (the link stays).
 */
export async function acceptInvitation(actor: Actor | null, token: string): Promise<OwnListView> {
  const who = requireActor(actor)
  const prisma = await getDb()
  const user = await prisma.user.findUnique({ where: { id: who.id }, select: { email: true, emailConfirmedAt: true } })
  if (!user) throw new DomainError('UNAUTHORIZED', t('errors.unauthorized'))
  if (!user.emailConfirmedAt) throw notConfirmed(t('managers.confirmFirstToAccept'))
  if (!isSecret(token)) throw invalid()
  const list = await prisma.$transaction(async (tx) => {
    const now = new Date()
    const invitation = await tx.listInvitation.findUnique({
      where: { tokenHash: hashToken(token) },
      include: { list: true },
    })
    if (!invitation || invitation.acceptedAt || invitation.expiresAt <= now) throw invalid()
    if (invitation.email !== user.email) {
      throw new DomainError(
        'INVITATION_WRONG_ACCOUNT',
        t('managers.wrongAccount', { email: maskEmail(invitation.email) }),
      )
    }
    if (invitation.list.userId === who.id) throw new DomainError('ALREADY_MANAGER', t('managers.ownerAccepts'))
    const used = await tx.listInvitation.updateMany({
      where: { id: invitation.id, acceptedAt: null, expiresAt: { gt: now } },
      data: { acceptedAt: now },
    })
    if (used.count !== 1) throw invalid()
    await tx.listManager.upsert({
      where: { listId_userId: { listId: invitation.listId, userId: who.id } },
      create: { listId: invitation.listId, userId: who.id, createdAt: now },
      update: {},
    })
    // Other open invitations of this list to the same address have nothing left to do.
    await tx.listInvitation.deleteMany({
      where: { listId: invitation.listId, email: invitation.email, acceptedAt: null },
    })
    return invitation.list
  })
  logger.info(`[managers] user ${who.id} accepted an invitation and manages list ${list.id}`)
  return { ...toListView(list), role: 'MANAGER' }
}

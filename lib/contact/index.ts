import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError, isDomainError } from '@/lib/errors'
import { t, withLocale } from '@/lib/i18n'
import { requireAdmin } from '@/lib/admin'
import type { Actor } from '@/lib/auth/actor'
import { enforceRateLimit } from '@/lib/http/rate-limit'
import { enqueueMail, nudgeMailWorker } from '@/lib/mail'
import { contactMail } from '@/lib/mail/contact'
import type { Prisma } from '@/lib/generated/prisma/client'
import { everyWord } from '@/lib/text/like'
import { parseInput } from '@/lib/validation/parse'
import { pagingSchema, type Page } from '@/lib/validation/paging'
import { contactSchema, HONEYPOT_FIELD } from '@/lib/validation/contact'
import { contactEmail } from './address'

// The contact form (/site/contact and POST /api/contact; docs/rules.md#site-pages) and its messages in the admin area.

/** A stored contact message, as the admin page shows it. `createdAt` as an ISO string. */
export interface ContactMessageView {
  id: number
  fromName: string
  fromEmail: string
  message: string
  createdAt: string
}

/** Rows per page of /admin/contact. */
export const CONTACT_PAGE_SIZE = 25

/** True when the hidden honeypot field holds anything: people never see it, bots fill in every field. */
function isBot(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD]
  return value !== undefined && value !== null && value !== ''
}

/** The contact limit per client address, said as what it is: a Dutch rate-limit message with the minutes to wait. */
async function countAgainstLimit(ip: string): Promise<void> {
  try {
    await enforceRateLimit('contact', ip)
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'RATE_LIMITED') throw error
    const retryAfter = Number(error.details?.retryAfter ?? 60)
    throw new DomainError(
      'RATE_LIMITED',
      t('contact.rateLimited', { minutes: Math.max(1, Math.ceil(retryAfter / 60)), email: contactEmail() }),
      error.details,
    )
  }
}

/**
 * Takes a message of the contact form: stores it as a ContactMessage and, in the same
 * transaction, its mail to the site's inbox (`CONTACT_EMAIL`, reply-to the sender) in the mail outbox (decision 025). A filled-in honeypot is a bot: it
 * gets the same answer, but nothing is stored or mailed.
 * @param input `{ fromName, fromEmail, message }` (see `contactSchema`).
 * @param ctx the client address the 'contact' rate limit counts.
 * @returns the Dutch success text 'Je bericht is verzonden, je mag snel een antwoord verwachten!'.
 * @throws DomainError RATE_LIMITED (429) with `details.retryAfter` (seconds), VALIDATION (422) with `details.fields`
 *   keyed fromName, fromEmail, message. Nothing is stored or mailed then.
 */
export async function sendContactMessage(input: unknown, ctx: { ip: string }): Promise<{ message: string }> {
  await countAgainstLimit(ctx.ip)
  const answer = { message: t('contact.sent') }
  if (isBot(input)) return answer
  const values = parseInput(contactSchema, input)
  const prisma = await getDb()
  // The message and its mail to the inbox in one transaction: the mail goes out whenever the message was stored.
  await prisma.$transaction(async (tx) => {
    const stored = await tx.contactMessage.create({
      data: { fromName: values.fromName, fromEmail: values.fromEmail, message: values.message },
    })
    // To the site's own inbox: in Dutch, whatever the sender's language.
    await enqueueMail(tx, 'contact', await withLocale('nl', () => contactMail(stored)))
  })
  nudgeMailWorker()
  return answer
}

/**
 * A page of contact messages, newest first (the admin area's /admin/contact).
 * @param paging `{ take?, skip?, searchString? }` (`pagingSchema(25)`): the search matches name, e-mail address or
 *   message, ignoring case.
 * @returns the page and the number of all matches.
 * @throws DomainError UNAUTHORIZED (401), FORBIDDEN (403) for anyone but an ADMIN, VALIDATION (422) for bad paging.
 */
export async function listContactMessages(actor: Actor | null, paging: unknown): Promise<Page<ContactMessageView>> {
  requireAdmin(actor)
  const { take, skip, searchString } = parseInput(pagingSchema(CONTACT_PAGE_SIZE), paging ?? {})
  const where: Prisma.ContactMessageWhereInput = everyWord(searchString, (c) => [
    { fromName: c },
    { fromEmail: c },
    { message: c },
  ])
  const prisma = await getDb()
  const [rows, total] = await Promise.all([
    prisma.contactMessage.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take, skip }),
    prisma.contactMessage.count({ where }),
  ])
  return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total, take, skip }
}

/**
 * Deletes a contact message (the admin area).
 * @throws DomainError 401/403 for anyone but an ADMIN, NOT_FOUND (404) for an unknown id.
 */
export async function deleteContactMessage(actor: Actor | null, id: number): Promise<void> {
  requireAdmin(actor)
  const prisma = await getDb()
  const { count } = await prisma.contactMessage.deleteMany({ where: { id } })
  if (count === 0) throw new DomainError('NOT_FOUND', t('adminContact.notFound'))
}

import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { after } from 'next/server'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import { dataDir, type Tx } from '@/lib/db'
import { settleMailWorker } from './outbox'
import { describeError } from '@/lib/privacy/log'
import { logger } from '@/lib/log'

export { nudgeMailWorker } from './outbox'

/** The folder where mails are written as .eml files when no SMTP relay is configured. */
export function outboxDir(): string {
  return path.join(dataDir(), 'outbox')
}

/** The sender of every mail (`MAIL_FROM`). */
export function mailFrom(): string {
  return process.env.MAIL_FROM ?? 'Geboortelijst <noreply@geboortelijst.be>'
}

/** What a mail is, as logs and /admin/mail name it (never by its recipient). */
export type MailKind =
  | 'order-summary'
  | 'order-owner'
  | 'order-released'
  | 'order-taken-back'
  | 'order-cancelled'
  | 'order-paid-thanks'
  | 'order-reminder'
  | 'confirm-email'
  | 'change-email'
  | 'email-in-use'
  | 'email-changed'
  | 'reset-password'
  | 'password-changed'
  | 'contact'
  | 'list-review'
  | 'list-invitation'

/** A mail as the renderers in lib/mail build it: one recipient, the texts, optional reply-to and attachments. */
export interface MailMessage {
  to: { name: string; address: string }
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  html: string
  attachments?: { filename: string; content: Buffer; cid?: string; contentType?: string }[]
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })

/**
 * Builds the whole RFC 5322 message once (nodemailer's MailComposer), with a Message-ID of its own that stays the
 * same on every try (decision 025).
 * @returns the message as text (7-bit: nodemailer encodes every non-ASCII part), its Message-ID and its envelope.
 */
export async function composeMail(
  message: MailMessage,
): Promise<{ raw: string; messageId: string; sender: string; recipient: string }> {
  const from = mailFrom()
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'geboortelijst.be'
  const messageId = `<${randomUUID()}@${domain}>`
  // nodemailer's stream transport only builds the message (MailComposer, through the package's main entry).
  const info = await composer.sendMail({ ...message, from, messageId } as Mail.Options)
  const raw = (info.message as Buffer).toString('latin1')
  return { raw, messageId, sender: info.envelope.from || '', recipient: message.to.address }
}

/**
 * Writes a mail to the outbox table inside `tx`, the transaction of what caused it (an order, a link token, …):
 * it exists exactly when its cause was committed, and the outbox worker sends it (lib/mail/outbox.ts, decision 025).
 * Call `nudgeMailWorker()` after the commit so it goes out at once instead of at the next poll.
 * @returns the outbox row's id.
 */
export async function enqueueMail(tx: Tx, kind: MailKind, message: MailMessage): Promise<number> {
  const mail = await composeMail(message)
  const row = await tx.outboxMail.create({
    data: {
      kind,
      messageId: mail.messageId,
      sender: mail.sender,
      recipient: mail.recipient,
      subject: message.subject,
      raw: mail.raw,
    },
    select: { id: true },
  })
  return row.id
}

/**
 * Runs `task` after the response (Next's `after`; outside a request, as in tests and scripts, it starts at once,
 * unawaited) and logs a failure instead of throwing. Only 'Wachtwoord vergeten?' uses it: it must answer in the same
 * time whether or not the address has an account, so its lookup and its outbox row come after the answer.
 */
export function mailAfterResponse(label: string, task: () => Promise<unknown>): void {
  const run = () =>
    task().then(
      () => undefined,
      (error) => logger.error({ err: describeError(error) }, `[mail] ${label} failed`),
    )
  try {
    after(run)
  } catch {
    const pending = run().finally(() => outsideRequest.delete(pending))
    outsideRequest.add(pending)
  }
}

/** Tasks started outside a request (tests, scripts), which nothing else waits for. */
const outsideRequest = new Set<Promise<void>>()

/**
 * Resolves once every mail task started outside a request and every send the outbox worker has under way in this
 * process have finished: tests and scripts await it before closing the database.
 */
export async function settleMailTasks(): Promise<void> {
  while (outsideRequest.size) await Promise.all([...outsideRequest])
  await settleMailWorker()
}

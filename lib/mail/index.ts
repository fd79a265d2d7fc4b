import fs from 'node:fs/promises'
import path from 'node:path'
import { after } from 'next/server'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import { dataDir } from '@/lib/db'

let transport: nodemailer.Transporter | undefined

/** The folder where mails are written as .eml files when no SMTP relay is configured. */
export function outboxDir(): string {
  return path.join(dataDir(), 'outbox')
}

/**
 * Sends a mail with nodemailer (design.md, mail): over SMTP when `SMTP_URL` is set, otherwise it is written
 * to `$DATA_DIR/outbox/<time>-<id>.eml` so it can be opened in any mail client.
 * @returns the path of the .eml file, or the SMTP message id.
 */
export async function sendMail(message: Mail.Options): Promise<string> {
  const from = process.env.MAIL_FROM ?? 'Geboortelijst <noreply@geboortelijst.be>'
  if (process.env.SMTP_URL) {
    // Bounded timeouts: a slow relay must not hold mails (and memory) for nodemailer's default 10 minutes.
    transport ??= nodemailer.createTransport({ url: process.env.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never)
    const info = await transport.sendMail({ from, ...message })
    return info.messageId
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await stream.sendMail({ from, ...message })
  const dir = outboxDir()
  await fs.mkdir(dir, { recursive: true })
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`)
  await fs.writeFile(file, info.message as Buffer)
  return file
}

/**
 * Sends a mail after the response (Next's `after`; outside a request, as in tests and scripts, it starts
 * at once, unawaited): the answer never waits for the mail server, takes as long whether or not a mail goes out
 * (forgot-password must not tell which addresses have an account; an order is answered right after its commit), and a failed mail is logged, never an error.
 */
export function mailAfterResponse(label: string, task: () => Promise<unknown>): void {
  const run = () => task().then(() => undefined, (error) => console.error(`[mail] ${label} failed`, error))
  try {
    after(run)
  } catch {
    const pending = run().finally(() => outsideRequest.delete(pending))
    outsideRequest.add(pending)
  }
}

/** Mail tasks started outside a request (tests, scripts), which nothing else waits for. */
const outsideRequest = new Set<Promise<void>>()

/** Resolves once every mail task started outside a request has finished: tests and scripts await it before closing the database. */
export async function settleMailTasks(): Promise<void> {
  while (outsideRequest.size) await Promise.all([...outsideRequest])
}

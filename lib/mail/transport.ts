import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { dataDir } from '@/lib/db'

/** One mail as the outbox worker hands it to a transport: the finished message and its SMTP envelope. */
export interface OutgoingMail {
  /** The whole RFC 5322 message, Message-ID included. */
  raw: string
  messageId: string
  envelope: { from: string; to: string[] }
}

/** Delivers one mail; resolves once the relay accepted it (or the .eml file is written), rejects otherwise. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>

let smtp: { url: string; transporter: nodemailer.Transporter } | undefined

/**
 * The transport of this process: SMTP through nodemailer when `SMTP_URL` is set, otherwise one
 * `.eml` file per mail in `$DATA_DIR/outbox`, named by the time of delivery and the Message-ID, so it can be opened
 * in any mail client. The file is written under a temporary name and renamed: a reader never sees half a mail.
 * Recipients in the reserved domain `.invalid` are refused with a relay's 550.
 */
export const defaultTransport: MailTransport = async (mail) => {
  if (process.env.SMTP_URL) {
    // Bounded timeouts: a slow relay must not hold a mail for nodemailer's default 10 minutes (and never past the
    // worker's lease of 5 minutes, after which another worker may try the same mail).
    if (smtp?.url !== process.env.SMTP_URL) {
      const url = process.env.SMTP_URL
      smtp = {
        url,
        transporter: nodemailer.createTransport({
          url,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        } as never),
      }
    }
    await smtp.transporter.sendMail({ envelope: mail.envelope, raw: mail.raw })
    return
  }
  // The reserved top-level domain .invalid (RFC 6761) can never receive mail: refused as a relay refuses it, so the
  // retries and /admin/mail can be seen at work without a relay (the e2e tests register such an address).
  if (mail.envelope.to.some((address) => /\.invalid>?$/i.test(address))) {
    throw Object.assign(new Error('Recipient address rejected'), {
      responseCode: 550,
      response: '550 5.1.2 Recipient address rejected: the domain .invalid does not exist',
    })
  }
  const dir = path.join(dataDir(), 'outbox')
  await fs.mkdir(dir, { recursive: true })
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`
  const temporary = path.join(dir, `.${name}.tmp`)
  await fs.writeFile(temporary, mail.raw, 'latin1')
  await fs.rename(temporary, path.join(dir, name))
}

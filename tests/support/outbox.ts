// The mails a test run wrote to $DATA_DIR/outbox (lib/mail without SMTP_URL), read back as a mail client would.
import fs from 'node:fs'
import path from 'node:path'
import { outboxDir } from '@/lib/mail'

/** Every mail in the outbox, oldest first, with quoted-printable soft breaks and escapes decoded. */
export function outbox(): string[] {
  const dir = outboxDir()
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'latin1'))
    .map((raw) =>
      Buffer.from(
        raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    )
}

/** The mails to `address` (as in the To header, with or without a name) whose text matches `pattern`. */
export function mailsTo(address: string, pattern?: RegExp): string[] {
  return outbox().filter(
    (mail) =>
      (mail.includes(`<${address}>`) || mail.includes(`\nTo: ${address}\r`)) && (!pattern || pattern.test(mail)),
  )
}

/**
 * Waits until `count` mails to `address` matching `pattern` are in the outbox (account mails go out after the
 * response), then returns them. Fails after about 15 seconds: on a loaded CI machine the outbox worker's pass can
 * take several seconds.
 */
export async function waitForMails(address: string, pattern: RegExp, count = 1): Promise<string[]> {
  for (let i = 0; i < 300; i++) {
    const found = mailsTo(address, pattern)
    if (found.length >= count) return found
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(
    `expected ${count} mail(s) to ${address} matching ${pattern}, found ${mailsTo(address, pattern).length}`,
  )
}

/** The token of the link to `page` (e.g. '/user/reset-password') in a mail. */
export function linkToken(mail: string, page: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${page.replace(/[/]/g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail)
  if (!match) throw new Error(`no ${page} link in the mail`)
  return match[1]
}

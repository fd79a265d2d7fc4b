import fs from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'

/** The e2e server's outbox: the mail worker writes one .eml file per mail there when no SMTP_URL is set (via a hidden temporary file, skipped here). */
export const outbox = path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'outbox')

/** A mail file as text: encoded headers and quoted-printable soft breaks joined and escapes decoded, read as UTF-8. */
function readMail(file: string): string {
  const raw = fs
    .readFileSync(file, 'latin1')
    // A header with other than ASCII (a French subject) comes as RFC 2047 encoded words, folded over lines: joined,
    // their underscores made spaces; their =XX bytes are decoded with the body's below.
    .replace(/\?=\r?\n[ \t]+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, words: string) => words.replace(/_/g, ' '))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
  return Buffer.from(raw, 'latin1').toString('utf8')
}

/**
 * The newest mail to `address` whose subject is `subject`, written at or after `after` (ms since the epoch),
 * once it has arrived: mails go out after the response, so this polls the outbox.
 */
export async function latestMail(address: string, subject: string, after: number): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox)
          ? fs
              .readdirSync(outbox)
              .filter((f) => f.endsWith('.eml'))
              .map((f) => path.join(outbox, f))
          : []
        found = files
          .filter((f) => fs.statSync(f).mtimeMs >= after)
          .sort()
          .map(readMail)
          .filter(
            (m) =>
              (m.includes(`<${address}>`) || m.includes(`\nTo: ${address}\r`)) && m.includes(`Subject: ${subject}`),
          )
          .at(-1)
        return !!found
      },
      { message: `a mail '${subject}' to ${address}` },
    )
    .toBe(true)
  return found!
}

/** The path and query of the link to `page` (e.g. '/user/confirm-email') in a mail. */
export function linkIn(mail: string, page: string): string {
  const match = new RegExp(`https?://[^/\\s"]+(${page}\\?token=[A-Za-z0-9_-]+)`).exec(mail)
  expect(match, `a ${page} link in the mail`).not.toBeNull()
  return match![1]!
}

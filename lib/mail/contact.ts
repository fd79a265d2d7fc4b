import { t } from '@/lib/i18n'
import { contactEmail } from '@/lib/contact/address'
import { escapeHtml, siteUrl } from './html'
import type { MailMessage } from './index'

const received = new Intl.DateTimeFormat('nl-BE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Brussels',
})

/**
 * The mail of a contact message to the site's inbox (`CONTACT_EMAIL`): the site's own
 * text first (who wrote, when, how to answer), then the sender's message quoted, so a forged message cannot pass
 * for ours. Replies go to the sender. The subject names the sender, never their message. Texts: `contactMail`.
 * @returns the mail, for `enqueueMail(tx, 'contact', …)`.
 */
export function contactMail(message: {
  fromName: string
  fromEmail: string
  message: string
  createdAt: Date
}): MailMessage {
  // One line in the subject and the headers, whatever the name holds.
  const name = message.fromName.replace(/\s+/g, ' ').trim()
  const adminUrl = `${siteUrl()}/admin/contact`
  const lines = [
    t('contactMail.intro'),
    '',
    t('contactMail.from', { name, email: message.fromEmail }),
    t('contactMail.received', { date: received.format(message.createdAt) }),
    t('contactMail.reply', { name }),
  ]
  const quoted = message.message.split(/\r?\n/)
  const text = [
    ...lines,
    '',
    t('contactMail.messageTitle'),
    '',
    ...quoted.map((line) => `> ${line}`),
    '',
    t('contactMail.admin', { url: adminUrl }),
  ]
  const html = [
    `<p>${escapeHtml(lines[0])}</p>`,
    `<p>${lines.slice(2).map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(t('contactMail.messageTitle'))}</p>`,
    `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #bfe1d8;color:#292524">${quoted.map(escapeHtml).join('<br>')}</blockquote>`,
    `<p><a href="${escapeHtml(adminUrl)}">${escapeHtml(t('contactMail.adminLink'))}</a></p>`,
  ]
  return {
    to: { name: t('layout.brand'), address: contactEmail() },
    replyTo: { name, address: message.fromEmail },
    subject: t('contactMail.subject', { name }),
    text: text.join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:sans-serif">${html.join('\n')}</body></html>`,
  }
}

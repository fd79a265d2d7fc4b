import { t } from '@/lib/i18n'
import { escapeHtml, siteUrl } from './html'
import type { MailMessage } from './index'

/**
 * The invitation to manage a list beside its owner (decision 038): who invites (name and address, so the invitee can
 * tell it is really them), for which child, what a manager may do, and a link to /user/invitation that works once
 * within 7 days. Greets nobody by name: the invitee may have no account. The same mail whether or not the address has
 * an account. Every text comes from messages/nl.json (`invitationMail`); what people typed is HTML-escaped.
 * @param to the invited address.
 * @param inviter the sender's account name and address.
 * @param child the child as the list names it (`childName`).
 * @param secret the link's secret (only its hash is stored).
 * @returns the mail, for `enqueueMail(tx, 'list-invitation', …)` in the transaction that stores the invitation.
 */
export function invitationMail(
  to: { email: string },
  inviter: { name: string; email: string },
  child: string,
  secret: string,
): MailMessage {
  const url = `${siteUrl()}/user/invitation?token=${encodeURIComponent(secret)}`
  const paragraphs = [
    t('invitationMail.intro', { inviter: inviter.name, inviterEmail: inviter.email, child }),
    t('invitationMail.rights', { inviter: inviter.name }),
    t('invitationMail.how', { email: to.email }),
  ]
  const notes = [t('invitationMail.validity'), t('invitationMail.ignore', { inviter: inviter.name })]
  const greeting = t('invitationMail.greeting')
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    url,
    '',
    ...notes.flatMap((n) => [n, '']),
    t('invitationMail.regards'),
    t('layout.brand'),
  ]
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#3a7a6c;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(t('invitationMail.button'))}</a></p>`,
    `<p style="font-size:13px;color:#57534e">${escapeHtml(url)}</p>`,
    ...notes.map((n) => `<p>${escapeHtml(n)}</p>`),
    `<p>${escapeHtml(t('invitationMail.regards'))}<br>${escapeHtml(t('layout.brand'))}</p>`,
  ]
  return {
    to: { name: '', address: to.email },
    subject: t('invitationMail.subject', { inviter: inviter.name, child }),
    text: text.join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:sans-serif">${html.join('\n')}</body></html>`,
  }
}

import { t } from '@/lib/i18n'
import { escapeHtml, siteUrl } from './html'
import type { MailMessage } from './index'

interface Recipient {
  name: string
  email: string
}

/**
 * One short Dutch account mail: greeting, an introduction, a link (as a button in HTML, written out in text so it
 * works in every mail client), notes, and the signature. Every text comes from messages/nl.json (`accountMail`).
 */
function accountMail(to: Recipient, subject: string, intro: string[], link: { url: string; label: string }, notes: string[]): MailMessage {
  const text = [t('accountMail.greeting', { name: to.name }), '', ...intro.flatMap((p, i) => (i ? ['', p] : [p])), link.url, '', ...notes.flatMap((n) => [n, '']), t('accountMail.regards'), t('accountMail.signature')]
  const html = [
    `<p>${escapeHtml(t('accountMail.greeting', { name: to.name }))}</p>`,
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#3a7a6c;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p>`,
    `<p style="font-size:13px;color:#57534e">${escapeHtml(link.url)}</p>`,
    ...notes.map((n) => `<p>${escapeHtml(n)}</p>`),
    `<p>${escapeHtml(t('accountMail.regards'))}<br>${escapeHtml(t('accountMail.signature'))}</p>`,
  ]
  return {
    to: { name: to.name, address: to.email },
    subject,
    text: text.join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:sans-serif">${html.join('\n')}</body></html>`,
  }
}

/**
 * The confirmation mail after registering, after an e-mail change and on 'Opnieuw versturen' (issue 5, Accounts):
 * a link to /user/confirm-email valid for 7 days. `secret` is the link's token (only its hash is stored).
 * @returns the mail, for `enqueueMail(tx, 'confirm-email', …)` in the transaction that stores the link's token.
 */
export function confirmEmailMail(to: Recipient, secret: string): MailMessage {
  const url = `${siteUrl()}/user/confirm-email?token=${encodeURIComponent(secret)}`
  return accountMail(to, t('accountMail.confirmSubject'), [t('accountMail.confirmIntro')], { url, label: t('accountMail.confirmButton') }, [
    t('accountMail.confirmValidity'),
    t('accountMail.confirmIgnore'),
  ])
}

/**
 * The password reset mail ('Wachtwoord vergeten?'): a link to /user/reset-password, valid 1 hour, usable once.
 * @returns the mail, for `enqueueMail(tx, 'reset-password', …)` in the transaction that stores the link's token.
 */
export function resetPasswordMail(to: Recipient, secret: string): MailMessage {
  const url = `${siteUrl()}/user/reset-password?token=${encodeURIComponent(secret)}`
  return accountMail(to, t('accountMail.resetSubject'), [t('accountMail.resetIntro')], { url, label: t('accountMail.resetButton') }, [
    t('accountMail.resetValidity'),
    t('accountMail.resetIgnore'),
  ])
}

/**
 * A short notice after a password change or reset, so a parent whose account was taken over learns it and can
 * take it back through 'Wachtwoord vergeten?'.
 * @returns the mail, for `enqueueMail(tx, 'password-changed', …)` in the transaction that changes the password.
 */
export function passwordChangedMail(to: Recipient): MailMessage {
  const url = `${siteUrl()}/user/forgot-password`
  return accountMail(to, t('accountMail.changedSubject'), [t('accountMail.changedText'), t('accountMail.changedNotYou')], { url, label: t('password.forgotLink') }, [])
}

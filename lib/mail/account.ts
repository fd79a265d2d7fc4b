import { t } from '@/lib/i18n'
import { pageUrl } from './html'
import { renderMail, type MailBlock } from './layout'
import type { MailMessage } from './index'

/** Who an account mail is for. Without `name` (an address not yet confirmed as theirs) the greeting is neutral. */
interface Recipient {
  name?: string
  email: string
}

/**
 * One short Dutch account mail: greeting, an introduction, a link (a button in HTML with its address written under
 * it, the bare address in text, so it works in every mail client), notes, and the signature. Every text comes from
 * messages/nl.json (`accountMail`).
 */
function accountMail(
  to: Recipient,
  subject: string,
  intro: string[],
  link: { url: string; label: string } | null,
  notes: string[],
): Promise<MailMessage> {
  const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text })
  return renderMail({
    to: { name: to.name ?? '', address: to.email },
    subject,
    greeting: to.name ? t('accountMail.greeting', { name: to.name }) : t('accountMail.greetingNeutral'),
    blocks: [
      ...intro.map(paragraph),
      ...(link ? [{ kind: 'button', href: link.url, label: link.label, showUrl: true } as const] : []),
      ...notes.map(paragraph),
    ],
    closing: [t('accountMail.regards'), t('accountMail.signature')],
  })
}

/**
 * The confirmation mail after registering, after an e-mail change and on 'Opnieuw versturen' (docs/rules.md#accounts):
 * a link to /user/confirm-email valid for 7 days. `secret` is the link's token (only its hash is stored).
 * @returns the mail, for `enqueueMail(tx, 'confirm-email', …)` in the transaction that stores the link's token.
 */
export function confirmEmailMail(to: Required<Recipient>, secret: string): Promise<MailMessage> {
  const url = pageUrl(`/user/confirm-email?token=${encodeURIComponent(secret)}`)
  return accountMail(
    to,
    t('accountMail.confirmSubject'),
    [t('accountMail.confirmIntro')],
    { url, label: t('accountMail.confirmButton') },
    [t('accountMail.confirmValidity'), t('accountMail.confirmIgnore')],
  )
}

/**
 * The password reset mail ('Wachtwoord vergeten?'): a link to /user/reset-password, valid 1 hour, usable once.
 * @returns the mail, for `enqueueMail(tx, 'reset-password', …)` in the transaction that stores the link's token.
 */
export function resetPasswordMail(to: Recipient, secret: string): Promise<MailMessage> {
  const url = pageUrl(`/user/reset-password?token=${encodeURIComponent(secret)}`)
  return accountMail(
    to,
    t('accountMail.resetSubject'),
    [t('accountMail.resetIntro')],
    { url, label: t('accountMail.resetButton') },
    [t('accountMail.resetValidity'), t('accountMail.resetIgnore')],
  )
}

/**
 * A short notice after a password change or reset, so a parent whose account was taken over learns it and can
 * take it back through 'Wachtwoord vergeten?'.
 * @returns the mail, for `enqueueMail(tx, 'password-changed', …)` in the transaction that changes the password.
 */
export function passwordChangedMail(to: Recipient): Promise<MailMessage> {
  const url = pageUrl(`/user/forgot-password`)
  return accountMail(
    to,
    t('accountMail.changedSubject'),
    [t('accountMail.changedText'), t('accountMail.changedNotYou')],
    { url, label: t('password.forgotLink') },
    [],
  )
}

/**
 * The link that confirms a new address after an e-mail change was asked (with the password) on the account page: the
 * account takes the address when it is used, within 24 hours. Greets nobody by name: the account's name is whatever
 * the person asking typed, and the address is not yet known to be theirs.
 * @returns the mail, for `enqueueMail(tx, 'change-email', …)` in the transaction that stores the link's token.
 */
export function confirmEmailChangeMail(to: { email: string }, secret: string): Promise<MailMessage> {
  const url = pageUrl(`/user/confirm-email?token=${encodeURIComponent(secret)}`)
  return accountMail(
    { email: to.email },
    t('accountMail.changeSubject'),
    [t('accountMail.changeIntro')],
    { url, label: t('accountMail.changeButton') },
    [t('accountMail.changeValidity'), t('accountMail.changeIgnore')],
  )
}

/**
 * Instead of a confirmation link, to an address that already has an account when another account asks to take it:
 * the one asking gets the same answer either way, so the API tells nobody which addresses have accounts.
 * @returns the mail, for `enqueueMail(tx, 'email-in-use', …)`.
 */
export function emailInUseMail(to: { email: string }): Promise<MailMessage> {
  const url = pageUrl(`/user/login`)
  return accountMail(
    { email: to.email },
    t('accountMail.inUseSubject'),
    [t('accountMail.inUseText')],
    { url, label: t('accountMail.inUseButton') },
    [t('accountMail.inUseIgnore')],
  )
}

/**
 * To the old address once an e-mail change took effect: what the new address is (partly hidden) and a link that puts
 * the old one back within 7 days, so an account taken over through a stolen session can be taken back.
 * @returns the mail, for `enqueueMail(tx, 'email-changed', …)` in the transaction that changes the address.
 */
export function emailChangedMail(to: Required<Recipient>, newAddress: string, secret: string): Promise<MailMessage> {
  const url = pageUrl(`/user/undo-email?token=${encodeURIComponent(secret)}`)
  return accountMail(
    to,
    t('accountMail.emailChangedSubject'),
    [t('accountMail.emailChangedText', { email: maskEmail(newAddress) }), t('accountMail.emailChangedNotYou')],
    { url, label: t('accountMail.emailChangedButton') },
    [t('accountMail.emailChangedValidity')],
  )
}

/** An address with most of its local part hidden ('j•••s@example.be'): enough to recognise, too little to harvest. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@')
  if (at < 1) return '•••'
  const local = address.slice(0, at)
  const hidden = local.length <= 2 ? `${local[0]}•••` : `${local[0]}•••${local[local.length - 1]}`
  return `${hidden}${address.slice(at)}`
}

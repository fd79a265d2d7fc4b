import { t } from '@/lib/i18n'
import { pageUrl } from './html'
import { renderMail, type MailBlock } from './layout'
import type { MailMessage } from './index'

/**
 * The invitation to manage a list beside its owner (decision 038): who invites (name and address, so the invitee can
 * tell it is really them), for which child, what a manager may do, and a link to /user/invitation that works once
 * within 7 days. Greets nobody by name: the invitee may have no account. The same mail whether or not the address has
 * an account. Every text comes from messages/nl.json (`invitationMail`); what people typed is escaped by the layout.
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
): Promise<MailMessage> {
  const url = pageUrl(`/user/invitation?token=${encodeURIComponent(secret)}`)
  const paragraphs = [
    t('invitationMail.intro', { inviter: inviter.name, inviterEmail: inviter.email, child }),
    t('invitationMail.rights', { inviter: inviter.name }),
    t('invitationMail.how', { email: to.email }),
  ]
  const notes = [t('invitationMail.validity'), t('invitationMail.ignore', { inviter: inviter.name })]
  return renderMail({
    to: { name: '', address: to.email },
    subject: t('invitationMail.subject', { inviter: inviter.name, child }),
    greeting: t('invitationMail.greeting'),
    blocks: [
      ...paragraphs.map((text): MailBlock => ({ kind: 'paragraph', text })),
      { kind: 'button', href: url, label: t('invitationMail.button'), showUrl: true },
      ...notes.map((text): MailBlock => ({ kind: 'paragraph', text })),
    ],
    closing: [t('invitationMail.regards'), t('layout.brand')],
  })
}

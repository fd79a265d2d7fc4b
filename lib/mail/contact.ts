import { currentLocale, intlLocale, t } from '@/lib/i18n'
import { contactEmail } from '@/lib/contact/address'
import { pageUrl } from './html'
import { renderMail } from './layout'
import type { MailMessage } from './index'

const received = () =>
  new Intl.DateTimeFormat(intlLocale(currentLocale()), {
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
}): Promise<MailMessage> {
  // One line in the subject and the headers, whatever the name holds.
  const name = message.fromName.replace(/\s+/g, ' ').trim()
  const adminUrl = pageUrl(`/admin/contact`)
  return renderMail({
    to: { name: t('layout.brand'), address: contactEmail() },
    replyTo: { name, address: message.fromEmail },
    subject: t('contactMail.subject', { name }),
    greeting: t('contactMail.intro'),
    blocks: [
      {
        kind: 'lines',
        lines: [
          t('contactMail.from', { name, email: message.fromEmail }),
          t('contactMail.received', { date: received().format(message.createdAt) }),
          t('contactMail.reply', { name }),
        ],
      },
      {
        kind: 'button',
        href: adminUrl,
        label: t('contactMail.adminLink'),
        text: t('contactMail.admin', { url: adminUrl }),
      },
    ],
    closing: [t('layout.brand')],
    quote: { title: t('contactMail.messageTitle'), text: message.message },
  })
}

import { t } from '@/lib/i18n'
import { childName, type ListNames } from '@/lib/lists/display'
import { pageUrl } from './html'
import { renderMail } from './layout'
import type { MailMessage } from './index'

/** What the look-alike mail tells: the older list's owner, that list, and the new list that resembles it. */
export interface LookAlikeNotice {
  owner: { name: string; email: string }
  /** The owner's own (older) list. */
  list: ListNames & { url: string }
  /** The new list with the same names, of another account (never named by its account or e-mail address). */
  lookAlike: { url: string }
}

/**
 * The mail to the owner of a list when a list of another account got the same baby's and parent's names (decision
 * 033): the new list stays out of search until an administrator checked it; when it is the list of someone they know
 * (a partner with an account of their own), nothing needs doing; when it is not, they contact the site. It does not
 * say who made the other list. Texts from messages/nl.json (`listReviewMail`).
 * @returns the mail, for `enqueueMail(tx, 'list-review', …)` in the transaction that marked the new list.
 */
export function lookAlikeMail(notice: LookAlikeNotice): Promise<MailMessage> {
  const baby = childName(notice.list)
  const own = pageUrl(`/list/${notice.list.url}`)
  const other = pageUrl(`/list/${notice.lookAlike.url}`)
  const contact = pageUrl(`/site/contact`)
  return renderMail({
    to: { name: notice.owner.name, address: notice.owner.email },
    subject: t('listReviewMail.subject', { baby }),
    greeting: t('listReviewMail.greeting', { name: notice.owner.name }),
    blocks: [
      { kind: 'paragraph', text: t('listReviewMail.intro', { baby }) },
      {
        kind: 'links',
        links: [
          { href: other, label: t('listReviewMail.otherLabel'), text: t('listReviewMail.otherLink', { url: other }) },
          { href: own, label: t('listReviewMail.ownLabel', { baby }), text: t('listReviewMail.ownLink', { url: own }) },
        ],
      },
      { kind: 'paragraph', text: t('listReviewMail.review') },
      { kind: 'paragraph', text: t('listReviewMail.known') },
      { kind: 'paragraph', text: t('listReviewMail.notKnown') },
      {
        kind: 'button',
        href: contact,
        label: t('listReviewMail.contactLabel'),
        text: t('listReviewMail.contactLink', { url: contact }),
      },
    ],
    closing: [t('listReviewMail.closing'), t('layout.brand')],
  })
}

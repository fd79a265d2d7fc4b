import { t } from '@/lib/i18n'
import { childName, type ListNames } from '@/lib/lists/display'
import { escapeHtml, siteUrl } from './html'
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
export function lookAlikeMail(notice: LookAlikeNotice): MailMessage {
  const baby = childName(notice.list)
  const own = `${siteUrl()}/list/${notice.list.url}`
  const other = `${siteUrl()}/list/${notice.lookAlike.url}`
  const contact = `${siteUrl()}/site/contact`
  const greeting = t('listReviewMail.greeting', { name: notice.owner.name })
  const paragraphs = [
    t('listReviewMail.intro', { baby }),
    t('listReviewMail.review'),
    t('listReviewMail.known'),
    t('listReviewMail.notKnown'),
  ]
  const text = [
    greeting,
    '',
    paragraphs[0],
    t('listReviewMail.otherLink', { url: other }),
    t('listReviewMail.ownLink', { url: own }),
    '',
    ...paragraphs.slice(1).flatMap((p) => [p, '']),
    t('listReviewMail.contactLink', { url: contact }),
    '',
    t('listReviewMail.closing'),
    t('layout.brand'),
  ]
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(paragraphs[0])}</p>`,
    `<ul><li>${link(other, t('listReviewMail.otherLabel'))}</li><li>${link(own, t('listReviewMail.ownLabel', { baby }))}</li></ul>`,
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${link(contact, t('listReviewMail.contactLabel'))}</p>`,
    `<p>${escapeHtml(t('listReviewMail.closing'))}<br>${escapeHtml(t('layout.brand'))}</p>`,
  ]
  return {
    to: { name: notice.owner.name, address: notice.owner.email },
    subject: t('listReviewMail.subject', { baby }),
    text: text.join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:sans-serif">${html.join('\n')}</body></html>`,
  }
}

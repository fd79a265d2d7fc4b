import { t } from '@/lib/i18n'
import { childName, type ListNames } from '@/lib/lists/display'
import type { OrderLineView } from '@/lib/orders/types'
import { giftTitle, groupGifts } from '@/lib/orders/overview-types'
import { escapeHtml, siteUrl } from './html'
import type { MailMessage } from './index'

const partList = new Intl.ListFormat('nl', { style: 'long', type: 'conjunction' })

/** What the release mail tells: the giver, the list and the gifts that are free again. */
export interface ReleasedOrder {
  name: string
  email: string
  list: ListNames & { url: string }
  products: OrderLineView[]
}

/**
 * The giver's mail when a reservation is released (decision 026): which gifts are free again, that nothing needs to be
 * bought or paid any more, a word for a giver who already transferred money, and a line for whoever did not make the
 * reservation (givers' addresses are not verified). No amounts, no payment details and nothing the giver typed but the
 * name. Texts from messages/nl.json (`releaseMail`).
 * @param order the released order as it was (cents), read before it was removed.
 * @returns the mail, for `enqueueMail(tx, 'order-released', …)`.
 */
export function orderReleasedMail(order: ReleasedOrder): MailMessage {
  const baby = childName(order.list)
  const link = `${siteUrl()}/list/${order.list.url}`
  const gifts = groupGifts(order.products)
  const count = gifts.length
  const lines = gifts.map((g) =>
    g.parts.length
      ? t('releaseMail.lineParts', { title: g.product.title, parts: partList.format(g.parts) })
      : t('releaseMail.line', { title: giftTitle(g) }),
  )
  const paragraphs = [
    t('releaseMail.explanation', { count }),
    ...(order.products.some((line) => line.giftMethod === 'CASH') ? [t('releaseMail.cashNote')] : []),
    t('releaseMail.notYou'),
  ]
  const greeting = t('releaseMail.greeting', { name: order.name })
  const intro = t('releaseMail.intro', { baby, count })

  const text = [
    greeting,
    '',
    intro,
    ...lines.map((line) => `- ${line}`),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    t('releaseMail.linkText', { url: link }),
    '',
    t('releaseMail.closing'),
    t('layout.brand'),
  ]
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t('releaseMail.link'))}</a></p>`,
    `<p>${escapeHtml(t('releaseMail.closing'))}<br>${escapeHtml(t('layout.brand'))}</p>`,
  ]
  return {
    to: { name: order.name, address: order.email },
    subject: t('releaseMail.subject', { baby }),
    text: text.join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:sans-serif">${html.join('\n')}</body></html>`,
  }
}

/**
 * The parents' short mail when a giver takes a reservation back with the link of the summary mail: who, which gifts
 * are free again, and (for a transfer) that no money is to come. Texts from messages/nl.json (`takeBackMail`).
 * @param order the order as it was, read before it was removed.
 * @param parent the list's owner or a manager with a confirmed address.
 */
export function orderTakenBackMail(order: ReleasedOrder, parent: { name: string; email: string }): MailMessage {
  const baby = childName(order.list)
  const link = `${siteUrl()}/list/${order.list.url}/orders`
  const gifts = groupGifts(order.products).map((g) =>
    g.parts.length
      ? t('releaseMail.lineParts', { title: g.product.title, parts: partList.format(g.parts) })
      : t('releaseMail.line', { title: giftTitle(g) }),
  )
  const greeting = t('takeBackMail.greeting', { name: parent.name })
  const intro = t('takeBackMail.intro', { giver: order.name, baby, count: gifts.length })
  const cash = order.products.some((line) => line.giftMethod === 'CASH') ? [t('takeBackMail.cashNote')] : []
  const text = [
    greeting,
    '',
    intro,
    ...gifts.map((line) => `- ${line}`),
    '',
    ...cash.flatMap((p) => [p, '']),
    t('takeBackMail.linkText', { url: link }),
    '',
    t('releaseMail.closing'),
    t('layout.brand'),
  ]
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${gifts.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...cash.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t('takeBackMail.link'))}</a></p>`,
    `<p>${escapeHtml(t('releaseMail.closing'))}<br>${escapeHtml(t('layout.brand'))}</p>`,
  ]
  return {
    to: { name: parent.name, address: parent.email },
    subject: t('takeBackMail.subject', { giver: order.name, baby }),
    text: text.join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:sans-serif">${html.join('\n')}</body></html>`,
  }
}

/**
 * The mails of an administrator's cancellation: the giver hears that the reservation is cancelled and
 * the gifts free again, with a word for a transfer already made; the parents (owner and managers with a confirmed
 * address) hear whose reservation it was and which gifts are free again. Texts from `cancelMail`.
 * @param order the order as it was, read before it was removed.
 * @param parent null for the giver's mail, else the parent it is for.
 */
export function orderCancelledMail(order: ReleasedOrder, parent: { name: string; email: string } | null): MailMessage {
  const baby = childName(order.list)
  const gifts = groupGifts(order.products).map((g) =>
    g.parts.length
      ? t('releaseMail.lineParts', { title: g.product.title, parts: partList.format(g.parts) })
      : t('releaseMail.line', { title: giftTitle(g) }),
  )
  const cash = order.products.some((line) => line.giftMethod === 'CASH')
  const link = parent ? `${siteUrl()}/list/${order.list.url}/orders` : `${siteUrl()}/list/${order.list.url}`
  const greeting = t('releaseMail.greeting', { name: parent ? parent.name : order.name })
  const intro = parent
    ? t('cancelMail.parentIntro', { giver: order.name, baby, count: gifts.length })
    : t('cancelMail.giverIntro', { baby, count: gifts.length })
  const notes = parent ? [] : [t('cancelMail.giverExplanation'), ...(cash ? [t('releaseMail.cashNote')] : [])]
  const linkLabel = parent ? t('takeBackMail.link') : t('releaseMail.link')
  const text = [
    greeting,
    '',
    intro,
    ...gifts.map((line) => `- ${line}`),
    '',
    ...notes.flatMap((p) => [p, '']),
    `${linkLabel}: ${link}`,
    '',
    t('releaseMail.closing'),
    t('layout.brand'),
  ]
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${gifts.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...notes.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
    `<p>${escapeHtml(t('releaseMail.closing'))}<br>${escapeHtml(t('layout.brand'))}</p>`,
  ]
  return {
    to: parent ? { name: parent.name, address: parent.email } : { name: order.name, address: order.email },
    subject: parent
      ? t('cancelMail.parentSubject', { giver: order.name, baby })
      : t('cancelMail.giverSubject', { baby }),
    text: text.join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:sans-serif">${html.join('\n')}</body></html>`,
  }
}

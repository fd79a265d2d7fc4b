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

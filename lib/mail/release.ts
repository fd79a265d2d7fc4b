import { currentLocale, t } from '@/lib/i18n'
import { childName, type ListNames } from '@/lib/lists/display'
import type { OrderLineView } from '@/lib/orders/types'
import { giftTitle, groupGifts } from '@/lib/orders/overview-types'
import { pageUrl } from './html'
import { renderMail, type MailBlock, type MailItem } from './layout'
import type { MailMessage } from './index'

/** 'Deel 1 en Deel 2' / 'Part 1 et Part 2', in the mail's language. */
const partList = (parts: string[]) =>
  new Intl.ListFormat(currentLocale(), { style: 'long', type: 'conjunction' }).format(parts)

/** What the release mail tells: the giver, the list and the gifts that are free again. */
export interface ReleasedOrder {
  name: string
  email: string
  list: ListNames & { url: string }
  products: OrderLineView[]
}

/** The freed gifts as the mails list them, with their pictures: '2 × Rompertje', 'Kinderwagen (Deel 1 en Deel 2)'. */
function giftLines(products: OrderLineView[]): MailItem[] {
  return groupGifts(products).map((g) => ({
    text: g.parts.length
      ? t('releaseMail.lineParts', { title: g.product.title, parts: partList(g.parts) })
      : t('releaseMail.line', { title: giftTitle(g) }),
    image: g.product.imageUrl,
  }))
}

/**
 * The one shape of the mails about freed gifts: greeting, intro, the gifts, paragraphs, a button and the closing.
 * @param link `text`: the link's line in the plain-text part; `label`: the button's words.
 */
function giftsMail(mail: {
  to: { name: string; address: string }
  subject: string
  greeting: string
  intro: string
  gifts: MailItem[]
  paragraphs: string[]
  link: { href: string; label: string; text: string }
}): Promise<MailMessage> {
  return renderMail({
    to: mail.to,
    subject: mail.subject,
    greeting: mail.greeting,
    blocks: [
      { kind: 'paragraph', text: mail.intro },
      { kind: 'items', items: mail.gifts },
      ...mail.paragraphs.map((text): MailBlock => ({ kind: 'paragraph', text })),
      { kind: 'button', ...mail.link },
    ],
    closing: [t('releaseMail.closing'), t('layout.brand')],
  })
}

const hasCash = (order: ReleasedOrder) => order.products.some((line) => line.giftMethod === 'CASH')

/**
 * The giver's mail when a reservation is released (decision 026): which gifts are free again, that nothing needs to be
 * bought or paid any more, a word for a giver who already transferred money, and a line for whoever did not make the
 * reservation (givers' addresses are not verified). No amounts, no payment details and nothing the giver typed but the
 * name. Texts from messages/nl.json (`releaseMail`).
 * @param order the released order as it was (cents), read before it was removed.
 * @returns the mail, for `enqueueMail(tx, 'order-released', …)`.
 */
export function orderReleasedMail(order: ReleasedOrder): Promise<MailMessage> {
  const baby = childName(order.list)
  const link = pageUrl(`/list/${order.list.url}`)
  const gifts = giftLines(order.products)
  const count = gifts.length
  return giftsMail({
    to: { name: order.name, address: order.email },
    subject: t('releaseMail.subject', { baby }),
    greeting: t('releaseMail.greeting', { name: order.name }),
    intro: t('releaseMail.intro', { baby, count }),
    gifts,
    paragraphs: [
      t('releaseMail.explanation', { count }),
      ...(hasCash(order) ? [t('releaseMail.cashNote')] : []),
      t('releaseMail.notYou'),
    ],
    link: { href: link, label: t('releaseMail.link'), text: t('releaseMail.linkText', { url: link }) },
  })
}

/**
 * The parents' short mail when a giver takes a reservation back with the link of the summary mail: who, which gifts
 * are free again, and (for a transfer) that no money is to come. Texts from messages/nl.json (`takeBackMail`).
 * @param order the order as it was, read before it was removed.
 * @param parent the list's owner or a manager with a confirmed address.
 */
export function orderTakenBackMail(
  order: ReleasedOrder,
  parent: { name: string; email: string },
): Promise<MailMessage> {
  const baby = childName(order.list)
  const link = pageUrl(`/list/${order.list.url}/orders`)
  const gifts = giftLines(order.products)
  return giftsMail({
    to: { name: parent.name, address: parent.email },
    subject: t('takeBackMail.subject', { giver: order.name, baby }),
    greeting: t('takeBackMail.greeting', { name: parent.name }),
    intro: t('takeBackMail.intro', { giver: order.name, baby, count: gifts.length }),
    gifts,
    paragraphs: hasCash(order) ? [t('takeBackMail.cashNote')] : [],
    link: { href: link, label: t('takeBackMail.link'), text: t('takeBackMail.linkText', { url: link }) },
  })
}

/**
 * The mails of an administrator's cancellation: the giver hears that the reservation is cancelled and
 * the gifts free again, with a word for a transfer already made; the parents (owner and managers with a confirmed
 * address) hear whose reservation it was and which gifts are free again. Texts from `cancelMail`.
 * @param order the order as it was, read before it was removed.
 * @param parent null for the giver's mail, else the parent it is for.
 */
export function orderCancelledMail(
  order: ReleasedOrder,
  parent: { name: string; email: string } | null,
): Promise<MailMessage> {
  const baby = childName(order.list)
  const gifts = giftLines(order.products)
  const link = parent ? pageUrl(`/list/${order.list.url}/orders`) : pageUrl(`/list/${order.list.url}`)
  const label = parent ? t('takeBackMail.link') : t('releaseMail.link')
  return giftsMail({
    to: parent ? { name: parent.name, address: parent.email } : { name: order.name, address: order.email },
    subject: parent
      ? t('cancelMail.parentSubject', { giver: order.name, baby })
      : t('cancelMail.giverSubject', { baby }),
    greeting: t('releaseMail.greeting', { name: parent ? parent.name : order.name }),
    intro: parent
      ? t('cancelMail.parentIntro', { giver: order.name, baby, count: gifts.length })
      : t('cancelMail.giverIntro', { baby, count: gifts.length }),
    gifts,
    paragraphs: parent
      ? []
      : [t('cancelMail.giverExplanation'), ...(hasCash(order) ? [t('releaseMail.cashNote')] : [])],
    link: { href: link, label, text: `${label}: ${link}` },
  })
}

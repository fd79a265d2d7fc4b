import { currentLocale, t } from '@/lib/i18n'
import { formatEuro } from '@/lib/money'
import type { OrderView } from '@/lib/orders/types'
import { giftTitle, groupGifts } from '@/lib/orders/overview-types'
import { pageUrl } from './html'
import { renderMail, type MailBlock } from './layout'
import type { MailMessage } from './index'

/** 'Deel 1 en Deel 2' / 'Part 1 et Part 2', in the mail's language. */
const partList = (parts: string[]) =>
  new Intl.ListFormat(currentLocale(), { style: 'long', type: 'conjunction' }).format(parts)

/**
 * The parents' mail for a new order on their list (docs/rules.md#mails): who gave what (titles, parts,
 * methods, amounts), the CASH total with the structured communication to look for on the bank statement, the
 * giver's message (quoted last, after the site's own text) and a link to /list/{slug}/orders. Replies go to the
 * giver, so the parents can say thank you. Every text comes from messages/nl.json (`ownerMail`); what the giver typed
 * is escaped by the layout; gifts with their pictures.
 * @param order the placed order, as `placeOrder` builds it (cents).
 * @param owner who gets it: the list's owner or one of its managers (each gets their own mail, decision 038), by name
 *   and e-mail address.
 * @returns the mail, for `enqueueMail(tx, 'order-owner', …)`.
 */
export function ownerOrderMail(order: OrderView, owner: { name: string; email: string }): Promise<MailMessage> {
  const giver = order.name
  const child = order.list.child
  const link = pageUrl(`/list/${order.list.url}/orders`)
  const gifts = groupGifts(order.products)
  const items = gifts.map((g) => {
    const amount =
      g.giftMethod === 'SHOP'
        ? t('ownerMail.approximately', { amount: formatEuro(g.price, currentLocale()) })
        : formatEuro(g.price, currentLocale())
    const method = g.giftMethod === 'CASH' ? t('ownerMail.methodCash') : t('ownerMail.methodShop')
    return {
      text: g.parts.length
        ? t('ownerMail.lineParts', { title: g.product.title, parts: partList(g.parts), amount, method })
        : t('ownerMail.line', { title: giftTitle(g), amount, method }),
      image: g.product.imageUrl,
    }
  })
  const totals: string[] = []
  if (order.totals.CASH > 0) {
    totals.push(
      t('ownerMail.cashTotal', {
        amount: formatEuro(order.totals.CASH, currentLocale()),
        communication: order.payment?.structuredCommunication ?? '',
      }),
    )
  }
  if (order.totals.SHOP > 0)
    totals.push(t('ownerMail.shopTotal', { amount: formatEuro(order.totals.SHOP, currentLocale()) }))

  return renderMail({
    to: { name: owner.name, address: owner.email },
    replyTo: { name: giver, address: order.email },
    subject: t('ownerMail.subject', { giver, child }),
    greeting: t('ownerMail.greeting', { name: owner.name }),
    blocks: [
      { kind: 'paragraph', text: t('ownerMail.intro', { giver, child, count: gifts.length }) },
      { kind: 'items', items },
      ...totals.map((line): MailBlock => ({ kind: 'paragraph', text: line })),
      { kind: 'paragraph', text: t('ownerMail.contact', { giver, email: order.email }) },
      { kind: 'button', href: link, label: t('ownerMail.link'), text: t('ownerMail.linkText', { url: link }) },
    ],
    closing: [t('ownerMail.closing'), t('layout.brand')],
    // The giver's own words come last, quoted: nothing the site says follows (or can be mistaken for) them.
    quote: order.message.trim() ? { title: t('ownerMail.messageTitle', { giver }), text: order.message } : null,
  })
}

import { t } from '@/lib/i18n'
import { formatEuro } from '@/lib/money'
import type { OrderView } from '@/lib/orders/types'
import { giftTitle, groupGifts } from '@/lib/orders/overview-types'
import { escapeHtml, siteUrl } from './html'
import type { MailMessage } from './index'

const partList = new Intl.ListFormat('nl', { style: 'long', type: 'conjunction' })

/**
 * The parents' mail for a new order on their list (docs/rules.md#mails): who gave what (titles, parts,
 * methods, amounts), the CASH total with the structured communication to look for on the bank statement, the
 * giver's message (quoted last, after the site's own text) and a link to /list/{slug}/orders. Replies go to the
 * giver, so the parents can say thank you. Every text comes from messages/nl.json (`ownerMail`); what the giver typed
 * is HTML-escaped.
 * @param order the placed order, as `placeOrder` builds it (cents).
 * @param owner who gets it: the list's owner or one of its managers (each gets their own mail, decision 038), by name
 *   and e-mail address.
 * @returns the mail, for `enqueueMail(tx, 'order-owner', …)`.
 */
export function ownerOrderMail(order: OrderView, owner: { name: string; email: string }): MailMessage {
  const giver = order.name
  const child = order.list.child
  const link = `${siteUrl()}/list/${order.list.url}/orders`
  const gifts = groupGifts(order.products)

  // Each paragraph is plain text first; the HTML version escapes the whole sentence, values included.
  const paragraphs: string[][] = [
    [t('ownerMail.greeting', { name: owner.name })],
    [t('ownerMail.intro', { giver, child, count: gifts.length })],
    gifts.map((g) => {
      const amount =
        g.giftMethod === 'SHOP' ? t('ownerMail.approximately', { amount: formatEuro(g.price) }) : formatEuro(g.price)
      const method = g.giftMethod === 'CASH' ? t('ownerMail.methodCash') : t('ownerMail.methodShop')
      return g.parts.length
        ? t('ownerMail.lineParts', { title: g.product.title, parts: partList.format(g.parts), amount, method })
        : t('ownerMail.line', { title: giftTitle(g), amount, method })
    }),
  ]
  const totals: string[] = []
  if (order.totals.CASH > 0) {
    totals.push(
      t('ownerMail.cashTotal', {
        amount: formatEuro(order.totals.CASH),
        communication: order.payment?.structuredCommunication ?? '',
      }),
    )
  }
  if (order.totals.SHOP > 0) totals.push(t('ownerMail.shopTotal', { amount: formatEuro(order.totals.SHOP) }))

  const text: string[] = [
    paragraphs[0][0],
    '',
    paragraphs[1][0],
    '',
    ...paragraphs[2].map((l) => `- ${l}`),
    '',
    ...totals,
    '',
  ]
  const html: string[] = [
    `<p>${escapeHtml(paragraphs[0][0])}</p>`,
    `<p>${escapeHtml(paragraphs[1][0])}</p>`,
    `<ul>${paragraphs[2].map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    ...totals.map((line) => `<p>${escapeHtml(line)}</p>`),
  ]
  const contact = t('ownerMail.contact', { giver, email: order.email })
  text.push(contact, '', t('ownerMail.linkText', { url: link }), '', t('ownerMail.closing'), t('layout.brand'))
  html.push(
    `<p>${escapeHtml(contact)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t('ownerMail.link'))}</a></p>`,
    `<p>${escapeHtml(t('ownerMail.closing'))}<br>${escapeHtml(t('layout.brand'))}</p>`,
  )
  // The giver's own words come last, quoted: nothing the site says follows (or can be mistaken for) them.
  if (order.message.trim()) {
    const title = t('ownerMail.messageTitle', { giver })
    const quoted = order.message.split(/\r?\n/)
    text.push('', '---', title, '', ...quoted.map((line) => `> ${line}`))
    html.push(
      `<hr><p>${escapeHtml(title)}</p>`,
      `<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #bfe1d8;color:#292524">${quoted.map(escapeHtml).join('<br>')}</blockquote>`,
    )
  }

  return {
    to: { name: owner.name, address: owner.email },
    replyTo: { name: giver, address: order.email },
    subject: t('ownerMail.subject', { giver, child }),
    text: text.join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:sans-serif">${html.join('\n')}</body></html>`,
  }
}

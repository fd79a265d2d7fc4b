import { TAKE_BACK_DAYS } from '@/lib/orders/take-back-rules'
import { formatEuro } from '@/lib/money'
import { giftTitle } from '@/lib/orders/lines'
import { paymentQr, paymentSteps } from './payment'
import { shopLink } from '@/lib/products/shop-link'
import { t } from '@/lib/i18n'
import type { OrderView } from '@/lib/orders/types'
import { escapeHtml, siteUrl as baseUrl } from './html'
import type { MailMessage } from './index'

/**
 * The giver's summary mail in Dutch (issue: "After an order"; texts `orderMail`): the gifts, the shop links and, for
 * CASH lines, the payment instructions with the EPC QR code inline. The giver's own message is quoted last, after
 * everything the site says, and never in the subject: the address is not verified, so the mail must not
 * carry a stranger's text as if it were ours.
 * @param order the placed order (cents), as `placeOrder` builds it.
 * @returns the mail, for `enqueueMail(tx, 'order-summary', …)`.
 */
export async function orderSummaryMail(order: OrderView, takeBackUrl?: string): Promise<MailMessage> {
  const baby = order.list.child
  const link = `${baseUrl()}/list/${order.list.url}/order/${order.reference}`
  const shop = order.products.filter((p) => p.giftMethod === 'SHOP')
  const cash = order.products.filter((p) => p.giftMethod === 'CASH')
  const lineTitle = (p: OrderView['products'][number]) =>
    p.productPartTitle
      ? t('orderMail.partTitle', { title: p.product.title, part: p.productPartTitle })
      : giftTitle({ product: p.product, quantity: p.quantity, parts: [] })

  const text: string[] = [t('orderMail.greeting', { name: order.name }), '', t('orderMail.intro', { baby }), '']
  const html: string[] = [
    `<p>${escapeHtml(t('orderMail.greeting', { name: order.name }))}</p>`,
    `<p>${escapeHtml(t('orderMail.intro', { baby }))}</p>`,
  ]

  if (shop.length) {
    text.push(`${t('orderMail.shopTitle')}:`)
    html.push(`<h2>${escapeHtml(t('orderMail.shopTitle'))}</h2><ul>`)
    for (const p of shop) {
      const where = shopLink(p.product)
      const amount = formatEuro(p.price)
      const line = where?.shopName
        ? t('orderMail.shopLineAt', { title: lineTitle(p), amount, shop: where.shopName })
        : t('orderMail.shopLine', { title: lineTitle(p), amount })
      // The shop's page, so the giver can tell which model to buy: the partner's link or the product's own.
      const href = where && where.kind !== 'name' ? where.href : null
      const view =
        where?.kind === 'affiliate' && where.shopName
          ? t('shop.viewAt', { shop: where.shopName })
          : t('shop.viewInShop')
      text.push(`- ${line}${href ? `. ${view}: ${href}` : ''}`)
      html.push(`<li>${escapeHtml(line)}${href ? ` – <a href="${escapeHtml(href)}">${escapeHtml(view)}</a>` : ''}</li>`)
    }
    text.push(t('orderMail.shopNote'), '')
    html.push(`</ul><p>${escapeHtml(t('orderMail.shopNote'))}</p>`)
  }

  const attachments: NonNullable<MailMessage['attachments']> = []
  if (cash.length && order.payment) {
    const pay = order.payment
    text.push(`${t('orderMail.cashTitle')}:`)
    html.push(`<h2>${escapeHtml(t('orderMail.cashTitle'))}</h2><ul>`)
    for (const p of cash) {
      const line = t('orderMail.cashLine', { title: lineTitle(p), amount: formatEuro(p.price) })
      text.push(`- ${line}`)
      html.push(`<li>${escapeHtml(line)}</li>`)
    }
    const steps = paymentSteps(pay)
    text.push('', t('orderMail.transferIntro'), ...steps, '')
    html.push(
      `</ul><p>${escapeHtml(t('orderMail.transferIntro'))}</p><ul>`,
      ...steps.map((s) => `<li>${escapeHtml(s)}</li>`),
      '</ul>',
    )
    const qr = await paymentQr(pay)
    if (qr) {
      html.push(qr.html)
      attachments.push(qr.attachment)
    }
  }
  text.push(t('orderMail.viewText', { url: link }), '')
  html.push(`<p><a href="${escapeHtml(link)}">${escapeHtml(t('orderMail.view'))}</a></p>`)
  if (takeBackUrl) {
    const days = TAKE_BACK_DAYS
    text.push(t('orderMail.takeBackText', { days, url: takeBackUrl }), '')
    html.push(
      `<p>${escapeHtml(t('orderMail.takeBackIntro', { days }))} <a href="${escapeHtml(takeBackUrl)}">${escapeHtml(t('orderMail.takeBack'))}</a></p>`,
    )
  }
  text.push(t('orderMail.closing'), t('layout.brand'))
  html.push(`<p>${escapeHtml(t('orderMail.closing'))}<br>${escapeHtml(t('layout.brand'))}</p>`)

  if (order.message.trim()) {
    const quoted = order.message.split(/\r?\n/)
    text.push('', '---', t('orderMail.messageTitle'), '', ...quoted.map((line) => `> ${line}`))
    html.push(
      `<hr><p>${escapeHtml(t('orderMail.messageTitle'))}</p>`,
      `<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #bfe1d8;color:#292524">${quoted.map(escapeHtml).join('<br>')}</blockquote>`,
    )
  }

  return {
    to: { name: order.name, address: order.email },
    subject: t('orderMail.subject', { baby }),
    text: text.join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:sans-serif">${html.join('\n')}</body></html>`,
    attachments,
  }
}

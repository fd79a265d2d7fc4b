import { formatEuro } from '@/lib/money'
import { epcQrPng } from '@/lib/payments/epc'
import { shopLink } from '@/lib/products/shop-link'
import { t } from '@/lib/i18n'
import type { OrderView } from '@/lib/orders/types'
import { escapeHtml, siteUrl as baseUrl } from './html'
import { sendMail } from './index'

/**
 * The giver's summary mail in Dutch (issue: "After an order"): the gifts, the shop links and, for CASH
 * lines, the payment instructions with the EPC QR code inline.
 * @returns the .eml path or SMTP message id of `sendMail`.
 */
export async function sendOrderConfirmation(order: OrderView): Promise<string> {
  const baby = `${order.list.firstName} ${order.list.lastName}`
  const link = `${baseUrl()}/list/${order.list.url}/order/${order.reference}`
  const shop = order.products.filter((p) => p.giftMethod === 'SHOP')
  const cash = order.products.filter((p) => p.giftMethod === 'CASH')
  const lineTitle = (p: OrderView['products'][number]) => p.product.title + (p.productPartTitle ? ` (${p.productPartTitle})` : '')

  const text: string[] = [`Dag ${order.name},`, '', `Bedankt! Je reservatie voor de geboortelijst van ${baby} is bevestigd.`, '']
  const html: string[] = [`<p>Dag ${escapeHtml(order.name)},</p>`, `<p>Bedankt! Je reservatie voor de geboortelijst van <strong>${escapeHtml(baby)}</strong> is bevestigd.</p>`]

  if (shop.length) {
    text.push('Zelf kopen en persoonlijk afgeven:')
    html.push('<h2>Zelf kopen en persoonlijk afgeven</h2><ul>')
    for (const p of shop) {
      const where = shopLink(p.product)
      const at = where?.shopName ? `, bij ${where.shopName}` : ''
      // The shop's page, so the giver can tell which model to buy (issue 7): the partner's link or the product's own.
      const href = where && where.kind !== 'name' ? where.href : null
      const view = where?.kind === 'affiliate' && where.shopName ? t('shop.viewAt', { shop: where.shopName }) : t('shop.viewInShop')
      text.push(`- ${lineTitle(p)}: ongeveer ${formatEuro(p.price)}${at}${href ? `. ${view}: ${href}` : ''}`)
      html.push(`<li>${escapeHtml(lineTitle(p))}: ongeveer ${formatEuro(p.price)}${escapeHtml(at)}${href ? ` – <a href="${escapeHtml(href)}">${escapeHtml(view)}</a>` : ''}</li>`)
    }
    text.push('Prijzen kunnen variëren en de partnerwebsite kan verzendkosten aanrekenen.', '')
    html.push('</ul><p>Prijzen kunnen variëren en de partnerwebsite kan verzendkosten aanrekenen.</p>')
  }

  const attachments = []
  if (cash.length && order.payment) {
    const pay = order.payment
    text.push('Nu betalen:')
    html.push('<h2>Nu betalen</h2><ul>')
    for (const p of cash) {
      text.push(`- ${lineTitle(p)}: ${formatEuro(p.price)}`)
      html.push(`<li>${escapeHtml(lineTitle(p))}: ${formatEuro(p.price)}</li>`)
    }
    const steps = [
      `Bedrag: ${formatEuro(pay.amount)}`,
      `Rekeningnummer (IBAN): ${pay.ibanFormatted}`,
      `Op naam van: ${pay.beneficiary}`,
      `Gestructureerde mededeling: ${pay.structuredCommunication}`,
    ]
    text.push('', 'Schrijf het bedrag over met deze gegevens:', ...steps, '')
    html.push('</ul><p>Schrijf het bedrag over met deze gegevens:</p><ul>', ...steps.map((s) => `<li>${escapeHtml(s)}</li>`), '</ul>')
    if (pay.epcPayload) {
      html.push(`<p>Of scan deze QR-code met je bankapp:</p><p><img src="cid:epc-qr" width="220" height="220" alt="QR-code om ${formatEuro(pay.amount)} over te schrijven naar ${escapeHtml(pay.beneficiary)}"></p>`)
      attachments.push({ filename: 'betaling-qr.png', content: await epcQrPng(pay.epcPayload), cid: 'epc-qr', contentType: 'image/png' })
    }
  }
  if (order.message) {
    text.push(`Je boodschap: ${order.message}`, '')
    html.push(`<p>Je boodschap:<br><em>${escapeHtml(order.message).replace(/\n/g, '<br>')}</em></p>`)
  }
  text.push(`Je reservatie bekijken: ${link}`, '', 'Hartelijke groeten,', 'Geboortelijst')
  html.push(`<p><a href="${escapeHtml(link)}">Je reservatie bekijken</a></p><p>Hartelijke groeten,<br>Geboortelijst</p>`)

  return sendMail({
    to: { name: order.name, address: order.email },
    subject: `Je reservatie voor de geboortelijst van ${baby}`,
    text: text.join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:sans-serif">${html.join('\n')}</body></html>`,
    attachments,
  })
}

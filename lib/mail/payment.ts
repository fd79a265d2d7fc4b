import { t } from '@/lib/i18n'
import { formatEuro } from '@/lib/money'
import type { OrderView, PaymentInstructions } from '@/lib/orders/types'
import { epcQrPng } from '@/lib/payments/epc'
import { escapeHtml, siteUrl } from './html'
import type { MailMessage } from './index'

/** The transfer's details as the mails list them: amount, IBAN, beneficiary, structured communication. */
export function paymentSteps(pay: PaymentInstructions): string[] {
  return [
    t('orderMail.amount', { amount: formatEuro(pay.amount) }),
    t('orderMail.iban', { iban: pay.ibanFormatted }),
    t('orderMail.beneficiary', { name: pay.beneficiary }),
    t('orderMail.communication', { communication: pay.structuredCommunication }),
  ]
}

/**
 * The EPC QR code as a mail shows it: a paragraph with the image by content id, and the PNG attached under that id.
 * @returns null when the payment has no EPC payload (the text details are enough to pay).
 */
export async function paymentQr(
  pay: PaymentInstructions,
): Promise<{ html: string; attachment: NonNullable<MailMessage['attachments']>[number] } | null> {
  if (!pay.epcPayload) return null
  const alt = t('orderMail.qrAlt', { amount: formatEuro(pay.amount), name: pay.beneficiary })
  return {
    html: `<p>${escapeHtml(t('orderMail.qrIntro'))}</p><p><img src="cid:epc-qr" width="220" height="220" alt="${escapeHtml(alt)}"></p>`,
    attachment: {
      filename: 'betaling-qr.png',
      content: await epcQrPng(pay.epcPayload),
      cid: 'epc-qr',
      contentType: 'image/png',
    },
  }
}

/**
 * The giver's short thank-you once the parents marked the transfer received (by hand or from a bank statement), sent
 * only when the list's `thankPayers` is on. The amount and the child; nothing else of the order. Texts from
 * `paidThanksMail`.
 * @param order the order (cents), its CASH total the amount.
 */
export function paidThanksMail(order: OrderView): MailMessage {
  const baby = order.list.child
  const amount = formatEuro(order.totals.CASH)
  const lines = [
    t('paidThanksMail.greeting', { name: order.name }),
    t('paidThanksMail.body', { amount, baby }),
    t('paidThanksMail.closing'),
  ]
  return {
    to: { name: order.name, address: order.email },
    subject: t('paidThanksMail.subject', { baby }),
    text: [...lines.flatMap((line) => [line, '']), t('layout.brand')].join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:sans-serif">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n')}<p>${escapeHtml(t('layout.brand'))}</p></body></html>`,
  }
}

/**
 * The friendly reminder the parents may send once per order whose transfer has not arrived after 7 days: the payment
 * details again (amount, IBAN, beneficiary, structured communication) with the EPC QR code, and a way out for a giver
 * who already paid. Texts from `reminderMail`.
 * @param order the order with its payment instructions (cents).
 * @throws RangeError when the order has no payment instructions (a caller checks that it has CASH lines).
 */
export async function paymentReminderMail(order: OrderView): Promise<MailMessage> {
  const pay = order.payment
  if (!pay) throw new RangeError('paymentReminderMail: an order without a transfer')
  const baby = order.list.child
  const link = `${siteUrl()}/list/${order.list.url}/order/${order.reference}`
  const steps = paymentSteps(pay)
  const greeting = t('reminderMail.greeting', { name: order.name })
  const intro = t('reminderMail.intro', { baby })
  const already = t('reminderMail.already')
  const qr = await paymentQr(pay)
  const attachments = qr ? [qr.attachment] : []
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`,
    ...(qr ? [qr.html] : []),
  ]
  html.push(
    `<p>${escapeHtml(already)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t('orderMail.view'))}</a></p>`,
    `<p>${escapeHtml(t('orderMail.closing'))}<br>${escapeHtml(t('layout.brand'))}</p>`,
  )
  const text = [
    greeting,
    '',
    intro,
    ...steps,
    '',
    already,
    '',
    t('orderMail.viewText', { url: link }),
    '',
    t('orderMail.closing'),
    t('layout.brand'),
  ]
  return {
    to: { name: order.name, address: order.email },
    subject: t('reminderMail.subject', { baby }),
    text: text.join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:sans-serif">${html.join('\n')}</body></html>`,
    attachments,
  }
}

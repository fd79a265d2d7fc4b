import { currentLocale, t } from '@/lib/i18n'
import { formatEuro } from '@/lib/money'
import type { OrderView, PaymentInstructions } from '@/lib/orders/types'
import { epcQrPng } from '@/lib/payments/epc'
import { pageUrl } from './html'
import { renderMail, type MailBlock } from './layout'
import type { MailMessage } from './index'

/**
 * How to pay, as every mail with a transfer shows it: the transfer's details (amount, IBAN, beneficiary, structured
 * communication) on a panel, then the EPC QR code inline, attached under the content id `epc-qr`. Each mail writes its
 * own sentence before them.
 * @returns the blocks and the attachment; without an EPC payload, the details only (they are enough to pay).
 */
export async function paymentBlocks(
  pay: PaymentInstructions,
): Promise<{ blocks: MailBlock[]; attachments: NonNullable<MailMessage['attachments']> }> {
  const blocks: MailBlock[] = [
    {
      kind: 'details',
      rows: [
        t('orderMail.amount', { amount: formatEuro(pay.amount, currentLocale()) }),
        t('orderMail.iban', { iban: pay.ibanFormatted }),
        t('orderMail.beneficiary', { name: pay.beneficiary }),
        t('orderMail.communication', { communication: pay.structuredCommunication }),
      ],
    },
  ]
  if (!pay.epcPayload) return { blocks, attachments: [] }
  blocks.push({
    kind: 'image',
    cid: 'epc-qr',
    size: 220,
    intro: t('orderMail.qrIntro'),
    alt: t('orderMail.qrAlt', { amount: formatEuro(pay.amount, currentLocale()), name: pay.beneficiary }),
  })
  const qr = {
    filename: 'betaling-qr.png',
    content: await epcQrPng(pay.epcPayload),
    cid: 'epc-qr',
    contentType: 'image/png',
  }
  return { blocks, attachments: [qr] }
}

/**
 * The giver's short thank-you once the parents marked the transfer received (by hand or from a bank statement), sent
 * only when the list's `thankPayers` is on. The amount and the child; nothing else of the order. Texts from
 * `paidThanksMail`.
 * @param order the order (cents), its CASH total the amount.
 */
export function paidThanksMail(order: OrderView): Promise<MailMessage> {
  const baby = order.list.child
  return renderMail({
    to: { name: order.name, address: order.email },
    subject: t('paidThanksMail.subject', { baby }),
    greeting: t('paidThanksMail.greeting', { name: order.name }),
    blocks: [
      {
        kind: 'paragraph',
        text: t('paidThanksMail.body', { amount: formatEuro(order.totals.CASH, currentLocale()), baby }),
      },
    ],
    closing: [t('paidThanksMail.closing'), t('layout.brand')],
  })
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
  const link = pageUrl(`/list/${order.list.url}/order/${order.reference}`)
  const payment = await paymentBlocks(pay)
  return renderMail({
    to: { name: order.name, address: order.email },
    subject: t('reminderMail.subject', { baby }),
    greeting: t('reminderMail.greeting', { name: order.name }),
    blocks: [
      { kind: 'paragraph', text: t('reminderMail.intro', { baby }) },
      ...payment.blocks,
      { kind: 'paragraph', text: t('reminderMail.already') },
      { kind: 'button', href: link, label: t('orderMail.view'), text: t('orderMail.viewText', { url: link }) },
    ],
    closing: [t('orderMail.closing'), t('layout.brand')],
    attachments: payment.attachments,
  })
}

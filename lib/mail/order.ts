import { TAKE_BACK_DAYS } from '@/lib/orders/take-back-rules'
import { formatEuro } from '@/lib/money'
import { giftTitle } from '@/lib/orders/lines'
import { paymentBlocks } from './payment'
import { shopLink } from '@/lib/products/shop-link'
import { currentLocale, t } from '@/lib/i18n'
import type { OrderView } from '@/lib/orders/types'
import { pageUrl } from './html'
import { renderMail, type MailBlock, type MailItem } from './layout'
import type { MailMessage } from './index'

/**
 * The giver's summary mail in Dutch (issue: "After an order"; texts `orderMail`), in the order of the confirmation
 * page: what to transfer and how first (the CASH gifts, the transfer's details, the EPC QR code inline), then the gifts
 * to buy with their pictures and shop links, the link to the order and the take-back link. The giver's own message is
 * quoted last, after everything the site says, and never in the subject: the address is not verified, so the mail
 * must not carry a stranger's text as if it were ours.
 * @param order the placed order (cents), as `placeOrder` builds it.
 * @param takeBackUrl the order's take-back link, when it has one.
 * @returns the mail, for `enqueueMail(tx, 'order-summary', …)`.
 */
export async function orderSummaryMail(order: OrderView, takeBackUrl?: string): Promise<MailMessage> {
  const baby = order.list.child
  const link = pageUrl(`/list/${order.list.url}/order/${order.reference}`)
  const shop = order.products.filter((p) => p.giftMethod === 'SHOP')
  const cash = order.products.filter((p) => p.giftMethod === 'CASH')
  const lineTitle = (p: OrderView['products'][number]) =>
    p.productPartTitle
      ? t('orderMail.partTitle', { title: p.product.title, part: p.productPartTitle })
      : giftTitle({ product: p.product, quantity: p.quantity, parts: [] })

  const blocks: MailBlock[] = [{ kind: 'paragraph', text: t('orderMail.intro', { baby }) }]
  const attachments: NonNullable<MailMessage['attachments']> = []

  if (cash.length && order.payment) {
    const items: MailItem[] = cash.map((p) => ({
      text: t('orderMail.cashLine', { title: lineTitle(p), amount: formatEuro(p.price, currentLocale()) }),
      image: p.product.imageUrl,
    }))
    const payment = await paymentBlocks(order.payment)
    blocks.push(
      { kind: 'heading', text: t('orderMail.cashTitle') },
      { kind: 'items', items },
      { kind: 'paragraph', text: t('orderMail.transferIntro') },
      ...payment.blocks,
    )
    attachments.push(...payment.attachments)
  }

  if (shop.length) {
    const items: MailItem[] = shop.map((p) => {
      const where = shopLink(p.product)
      const amount = formatEuro(p.price, currentLocale())
      // The shop's page, so the giver can tell which model to buy: the partner's link or the product's own.
      const href = where && where.kind !== 'name' ? where.href : null
      const label =
        where?.kind === 'affiliate' && where.shopName
          ? t('shop.viewAt', { shop: where.shopName })
          : t('shop.viewInShop')
      return {
        text: where?.shopName
          ? t('orderMail.shopLineAt', { title: lineTitle(p), amount, shop: where.shopName })
          : t('orderMail.shopLine', { title: lineTitle(p), amount }),
        image: p.product.imageUrl,
        link: href ? { href, label } : null,
      }
    })
    blocks.push(
      { kind: 'heading', text: t('orderMail.shopTitle') },
      { kind: 'items', items },
      { kind: 'paragraph', text: t('orderMail.shopNote') },
    )
  }

  blocks.push({ kind: 'button', href: link, label: t('orderMail.view'), text: t('orderMail.viewText', { url: link }) })
  if (takeBackUrl) {
    const days = TAKE_BACK_DAYS
    blocks.push(
      { kind: 'paragraph', text: t('orderMail.takeBackIntro', { days }) },
      { kind: 'links', links: [{ href: takeBackUrl, label: t('orderMail.takeBack'), text: takeBackUrl }] },
    )
  }

  return renderMail({
    to: { name: order.name, address: order.email },
    subject: t('orderMail.subject', { baby }),
    greeting: t('orderMail.greeting', { name: order.name }),
    blocks,
    closing: [t('orderMail.closing'), t('layout.brand')],
    quote: order.message.trim() ? { title: t('orderMail.messageTitle'), text: order.message } : null,
    attachments,
  })
}

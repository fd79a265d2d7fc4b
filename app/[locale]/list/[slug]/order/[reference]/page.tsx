import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { getLocale, getTranslations } from 'next-intl/server'
import { Banknote, CircleCheck, Store } from 'lucide-react'
import type { PaymentInstructions } from '@/lib/orders'
import { giftTitle, groupGifts } from '@/lib/orders/lines'
import { loadOrder } from './load-order'
import { centsToDecimalString, formatApproximateEuro, formatEuro } from '@/lib/money'
import { buttonClass } from '@/components/ui/Button'
import { GiftLine } from '@/components/cart/GiftLine'
import { ShopLinkText } from '@/components/cart/ShopLinkText'
import { CopyButton } from '@/components/order/CopyButton'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'
import { pageLocale } from '@/lib/i18n/page'

type Props = { params: Promise<{ locale: string; slug: string; reference: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params)
  // An unknown reference must not be titled as a confirmation: loadOrder answers notFound() for it.
  await loadOrder((await params).reference)
  const t = await getTranslations('order')
  // The page holds the giver's name and e-mail: reachable by its unguessable reference only, never indexed.
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * The order confirmation (docs/rules.md#order-confirmation): the order's giver, its shop and cash gifts, and for cash gifts how to pay
 * (docs/rules.md#payments: IBAN, beneficiary, amount, structured communication and an EPC QR code with the same data as text).
 * How to pay comes first, near the top on a phone; the giver's own details, which they know, come last.
 */
export default async function OrderPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { reference } = await params
  const [order, t] = await Promise.all([loadOrder(reference), getTranslations('order')])
  const groups = groupGifts(order.products)
  const cash = groups.filter((g) => g.giftMethod === 'CASH')
  const shop = groups.filter((g) => g.giftMethod === 'SHOP')

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CircleCheck aria-hidden="true" className="h-9 w-9" />
        </span>
        <h1 className="text-3xl font-bold text-stone-800">{t('title')}</h1>
        <p className="max-w-xl text-stone-600">
          {t('thanks', { name: order.name, child: order.list.firstName || order.list.child })}
        </p>
      </header>

      {cash.length > 0 && (
        <section
          aria-labelledby="order-cash"
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6"
        >
          <h2 id="order-cash" className="flex items-center gap-2 text-lg font-semibold text-stone-800">
            <Banknote aria-hidden="true" className="h-5 w-5 text-brand-600" />
            {t('cashTitle')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('cashIntro', { count: cash.length })}</p>
          {order.payment && <PaymentBlock payment={order.payment} />}
          <ul className="mt-3 divide-y divide-brand-100">
            {cash.map((g) => (
              <GiftLine
                key={g.key}
                title={giftTitle(g)}
                imageUrl={g.product.imageUrl}
                price={g.price}
                detail={g.parts.length > 0 ? g.parts.join(', ') : null}
              />
            ))}
          </ul>
          <p className="mt-2 flex items-baseline justify-between gap-4 border-t border-brand-100 pt-3 font-semibold text-stone-800">
            <span>{t('cashTotal')}</span>
            <span>{formatEuro(order.totals.CASH, locale)}</span>
          </p>
        </section>
      )}

      {shop.length > 0 && (
        <section
          aria-labelledby="order-shop"
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6"
        >
          <h2 id="order-shop" className="flex items-center gap-2 text-lg font-semibold text-stone-800">
            <Store aria-hidden="true" className="h-5 w-5 text-brand-600" />
            {t('shopTitle')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('shopIntro', { count: shop.length })}</p>
          <ul className="mt-3 divide-y divide-brand-100">
            {shop.map((g) => (
              <GiftLine
                key={g.key}
                title={giftTitle(g)}
                imageUrl={g.product.imageUrl}
                price={g.price}
                approximate
                detail={<ShopLinkText product={g.product} />}
              />
            ))}
          </ul>
          <p className="mt-2 flex items-baseline justify-between gap-4 border-t border-brand-100 pt-3 font-semibold text-stone-800">
            <span>{t('shopTotal')}</span>
            <span>{formatApproximateEuro(order.totals.SHOP, locale)}</span>
          </p>
        </section>
      )}

      <section
        aria-labelledby="order-giver"
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6"
      >
        <h2 id="order-giver" className="text-lg font-semibold text-stone-800">
          {t('giverTitle')}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-stone-500">{t('name')}</dt>
          <dd className="text-stone-800">{order.name}</dd>
          <dt className="font-medium text-stone-500">{t('email')}</dt>
          <dd className={`${PRIVATE_TEXT_CLASS} break-all text-stone-800`}>{order.email}</dd>
          {order.message.trim() && (
            <>
              <dt className="font-medium text-stone-500">{t('message')}</dt>
              <dd className={`${PRIVATE_TEXT_CLASS} whitespace-pre-line italic text-stone-800`}>{order.message}</dd>
            </>
          )}
        </dl>
      </section>

      <p className="rounded-2xl bg-butter px-5 py-4 text-sm text-stone-700">{t('note')}</p>

      <div className="flex justify-center">
        <Link href={`/list/${order.list.url}`} className={buttonClass('secondary')}>
          {t('backToList', { child: order.list.firstName || order.list.child })}
        </Link>
      </div>
    </div>
  )
}

/**
 * How to pay the cash gifts: the transfer's data with copy buttons first (on a phone the giver pays in the banking app
 * of that same phone, so copying is what works there), then the EPC QR code, with a word that it is for scanning with
 * the banking app of another device. Side by side from the small breakpoint up.
 */
async function PaymentBlock({ payment }: { payment: PaymentInstructions }) {
  const locale = await getLocale()
  const t = await getTranslations('order')
  const amount = formatEuro(payment.amount, locale)
  const qrSrc = payment.qrSvg ? `data:image/svg+xml;base64,${Buffer.from(payment.qrSvg).toString('base64')}` : null
  const row = (label: string, value: ReactNode, copy: { value: string; label: string }) => (
    <div>
      <dt className="text-stone-600">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        {value}
        <CopyButton value={copy.value} label={copy.label} />
      </dd>
    </div>
  )
  return (
    <div className="mt-4 rounded-2xl bg-brand-50 p-4 sm:p-5">
      <h3 className="font-semibold text-stone-800">{t('payTitle')}</h3>
      <p className="mt-1 text-sm text-stone-600">{t('payIntro')}</p>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        <dl className="grid w-full gap-3 text-sm">
          {row(t('beneficiary'), <span className="font-medium text-stone-800">{payment.beneficiary}</span>, {
            value: payment.beneficiary,
            label: t('copyBeneficiary'),
          })}
          {row(
            t('iban'),
            <span className={`${PRIVATE_TEXT_CLASS} font-mono font-medium tracking-wide text-stone-800`}>
              {payment.ibanFormatted}
            </span>,
            { value: payment.iban, label: t('copyIban') },
          )}
          {row(t('amount'), <span className="font-medium text-stone-800">{amount}</span>, {
            // '25,00': the amount as a Belgian banking app's amount field takes it (no sign, a decimal comma).
            value: centsToDecimalString(payment.amount).replace('.', ','),
            label: t('copyAmount'),
          })}
          {row(
            t('communication'),
            <span className="font-mono font-medium text-stone-800">{payment.structuredCommunication}</span>,
            { value: payment.structuredCommunication, label: t('copyCommunication') },
          )}
        </dl>
        {qrSrc && (
          <figure className="flex shrink-0 flex-col items-center gap-2 self-center sm:self-start">
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL of the QR SVG, nothing to optimize */}
            <img
              src={qrSrc}
              alt={t('qrAlt', { amount, beneficiary: payment.beneficiary, iban: payment.ibanFormatted })}
              width={180}
              height={180}
              // ph-no-capture: a session recording shows a blank box instead of the code (it holds the IBAN).
              className="ph-no-capture h-44 w-44 rounded-xl bg-white p-2 shadow-sm"
            />
            <figcaption className="max-w-52 text-center text-xs text-stone-600">{t('qrHint')}</figcaption>
          </figure>
        )}
      </div>
    </div>
  )
}

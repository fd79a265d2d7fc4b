import { useLocale, useTranslations } from 'next-intl'
import { formatApproximateEuro, formatEuro } from '@/lib/money'
import type { OrdersSummary as Summary } from '@/lib/orders/overview-types'

/** The line above the orders: how many gifts, and the CASH money received and still expected (cents). */
export function OrdersSummary({ summary }: { summary: Summary }) {
  const locale = useLocale()
  const t = useTranslations('ordersOverview')
  const figures = [
    summary.cashReceived + summary.cashExpected > 0 && {
      label: t('summaryCashReceived'),
      value: formatEuro(summary.cashReceived, locale),
    },
    summary.cashExpected > 0 && { label: t('summaryCashExpected'), value: formatEuro(summary.cashExpected, locale) },
    summary.shopTotal > 0 && { label: t('summaryShop'), value: formatApproximateEuro(summary.shopTotal, locale) },
  ].filter((f): f is { label: string; value: string } => !!f)
  return (
    <section aria-labelledby="orders-summary" className="rounded-3xl bg-brand-50 p-5 sm:p-6">
      <h2 id="orders-summary" className="sr-only">
        {t('summaryTitle')}
      </h2>
      <p className="font-semibold text-stone-800">
        {t('summaryGifts', { gifts: summary.gifts, orders: summary.orders })}
      </p>
      {figures.length > 0 && (
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          {figures.map((f) => (
            <div key={f.label}>
              <dt className="text-stone-600">{f.label}</dt>
              <dd className="text-lg font-semibold text-stone-800">{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

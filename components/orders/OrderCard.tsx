'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { Banknote, BellRing, CircleCheck, Clock, Heart, Store, Undo2 } from 'lucide-react'
import clsx from 'clsx'
import { formatApproximateEuro, formatEuro } from '@/lib/money'
import { giftTitle, groupGifts, REMINDER_AFTER_DAYS_MS, type OwnerOrderView } from '@/lib/orders/overview-types'
import type { GiftMethod } from '@/lib/gifts/rules'
import { Button } from '@/components/ui/Button'
import { ProductImage } from '@/components/cart/ProductImage'
import { CopyButton } from '@/components/order/CopyButton'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'
import { isAnonymised } from '@/lib/privacy/anonymised'

/** What a card waits for: the paid mark or the release. */
export type Busy = 'paid' | 'thanked' | 'remind' | 'release'

/**
 * One order on the overview (docs/rules.md#orders-overview): the giver, e-mail, message and date,
 * the gifts with their method, the total per method and, for CASH, the structured communication with the paid
 * badge and the button that marks the amount as received or undoes it; an order not marked paid has 'Reservatie
 * vrijgeven'. Two years after the birth date the giver's data is gone (docs/rules.md#privacy): the card says so instead of an
 * empty address.
 */
export function OrderCard({
  order,
  busy,
  onSetPaid,
  onSetThanked,
  onRemind,
  onRelease,
}: {
  order: OwnerOrderView
  busy: Busy | false
  onSetPaid: (paid: boolean) => void
  onSetThanked: (thanked: boolean) => void
  onRemind: () => void
  onRelease: () => void
}) {
  const locale = useLocale()
  const t = useTranslations('ordersOverview')
  const saving = busy === 'paid'
  const releasing = busy === 'release'
  const format = useFormatter()
  const gifts = groupGifts(order.products)
  const headingId = `order-${order.id}`
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' })
  const anonymised = isAnonymised(order)

  return (
    <article aria-labelledby={headingId} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          {/* The giver's name is theirs, not the parents': masked in a session recording like their message. */}
          <h2 id={headingId} className={`${PRIVATE_TEXT_CLASS} text-lg font-semibold break-words text-stone-800`}>
            {anonymised ? t('anonymisedFrom') : t('from', { name: order.name })}
          </h2>
          <p className="text-sm text-stone-500">
            <time dateTime={order.createdAt}>{t('date', { date: date(order.createdAt) })}</time>
          </p>
        </div>
        {order.structuredCommunication && <PaidBadge paid={!!order.paidAt} />}
      </header>

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-stone-500">{t('email')}</dt>
        <dd className="break-all">
          {anonymised ? (
            <span className="text-stone-600">{t('anonymised')}</span>
          ) : (
            <a
              href={`mailto:${order.email}`}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {order.email}
            </a>
          )}
        </dd>
        {order.message.trim() && (
          <>
            <dt className="font-medium text-stone-500">{t('message')}</dt>
            <dd className={`${PRIVATE_TEXT_CLASS} whitespace-pre-line break-words italic text-stone-800`}>
              {order.message}
            </dd>
          </>
        )}
      </dl>

      <h3 className="sr-only">{t('gifts')}</h3>
      <ul className="mt-4 divide-y divide-brand-100 border-t border-brand-100">
        {gifts.map((g) => (
          <li key={g.key} className="flex items-center gap-3 py-3">
            <ProductImage
              src={g.product.imageUrl}
              alt=""
              width={56}
              height={56}
              className="h-14 w-14 shrink-0 rounded-xl bg-brand-50/50 object-contain"
            />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium break-words text-stone-800">{giftTitle(g)}</p>
              {g.parts.length > 0 && (
                <p className="text-xs text-stone-500">
                  {new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(g.parts)}
                </p>
              )}
              <Method method={g.giftMethod} />
            </div>
            <p className="shrink-0 text-sm font-semibold text-stone-800">
              {g.giftMethod === 'SHOP' ? formatApproximateEuro(g.price, locale) : formatEuro(g.price, locale)}
            </p>
          </li>
        ))}
      </ul>

      <dl className="flex flex-col gap-1 border-t border-brand-100 pt-3 text-sm">
        {order.totals.CASH > 0 && (
          <div className="flex items-baseline justify-between gap-4 font-semibold text-stone-800">
            <dt>{t('totalCash')}</dt>
            <dd>{formatEuro(order.totals.CASH, locale)}</dd>
          </div>
        )}
        {order.totals.SHOP > 0 && (
          <div className="flex items-baseline justify-between gap-4 font-semibold text-stone-800">
            <dt>{t('totalShop')}</dt>
            <dd>{formatApproximateEuro(order.totals.SHOP, locale)}</dd>
          </div>
        )}
      </dl>

      {order.structuredCommunication && (
        <div className="mt-4 flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm text-stone-600">{t('communication')}</p>
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-medium text-stone-800">{order.structuredCommunication}</span>
              <CopyButton value={order.structuredCommunication} label={t('copyCommunication', { name: order.name })} />
            </p>
            <p className="mt-1 text-xs text-stone-600">
              {order.paidAt ? t('paidOn', { date: date(order.paidAt) }) : t('communicationHint')}
            </p>
            {!order.paidAt && order.reminderSentAt && (
              <p className="mt-1 text-xs text-stone-600">{t('remindedOn', { date: date(order.reminderSentAt) })}</p>
            )}
            {!order.paidAt && order.received > 0 && (
              <p className="mt-1 text-sm font-medium text-stone-800">
                {t('partlyReceived', {
                  received: formatEuro(order.received, locale),
                  expected: formatEuro(order.totals.CASH, locale),
                })}
              </p>
            )}
          </div>
          {!order.paidAt && !order.reminderSentAt && remindable(order) && (
            <Button
              variant="secondary"
              size="sm"
              disabled={!!busy}
              aria-busy={busy === 'remind'}
              aria-label={busy === 'remind' ? undefined : t('remindLabel', { name: order.name })}
              onClick={onRemind}
              className="shrink-0"
            >
              <BellRing aria-hidden="true" className="h-4 w-4" />
              {busy === 'remind' ? t('saving') : t('remind')}
            </Button>
          )}
          {order.paidAt ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={!!busy}
              aria-busy={saving}
              aria-label={saving ? undefined : t('undoPaidLabel', { name: order.name })}
              onClick={() => onSetPaid(false)}
              className="shrink-0"
            >
              {saving ? t('saving') : t('undoPaid')}
            </Button>
          ) : (
            <Button
              size="sm"
              disabled={!!busy}
              aria-busy={saving}
              aria-label={saving ? undefined : t('markPaidLabel', { name: order.name })}
              onClick={() => onSetPaid(true)}
              className="shrink-0"
            >
              {saving ? t('saving') : t('markPaid')}
            </Button>
          )}
        </div>
      )}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-brand-100 pt-4">
        <p className="text-sm text-stone-600">
          {order.thankedAt ? t('thankedOn', { date: date(order.thankedAt) }) : null}
        </p>
        <Button
          variant={order.thankedAt ? 'secondary' : 'primary'}
          size="sm"
          disabled={!!busy}
          aria-busy={busy === 'thanked'}
          aria-pressed={!!order.thankedAt}
          aria-label={
            busy === 'thanked'
              ? undefined
              : order.thankedAt
                ? t('undoThankedLabel', { name: order.name })
                : t('markThankedLabel', { name: order.name })
          }
          onClick={() => onSetThanked(!order.thankedAt)}
          className="shrink-0"
        >
          <Heart aria-hidden="true" className="h-4 w-4" />
          {busy === 'thanked' ? t('saving') : order.thankedAt ? t('undoThanked') : t('markThanked')}
        </Button>
      </div>

      {!order.paidAt && (
        <div className="mt-4 flex flex-col gap-3 border-t border-brand-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-stone-600">{t('releaseHint')}</p>
          <Button
            variant="secondary"
            size="sm"
            disabled={!!busy}
            aria-busy={releasing}
            aria-label={releasing ? undefined : t('releaseLabel', { name: order.name })}
            onClick={onRelease}
            className="shrink-0"
          >
            <Undo2 aria-hidden="true" className="h-4 w-4" />
            {releasing ? t('releasing') : t('release')}
          </Button>
        </div>
      )}
    </article>
  )
}

/** Whether the giver may be reminded of the transfer: the order is REMINDER_AFTER_DAYS old (lib/orders). */
function remindable(order: OwnerOrderView): boolean {
  return Date.now() - new Date(order.createdAt).getTime() >= REMINDER_AFTER_DAYS_MS
}

/** The gift method as an icon and a text (the icon alone would say nothing to a screen reader). */
function Method({ method }: { method: GiftMethod }) {
  const t = useTranslations('ordersOverview')
  const Icon = method === 'CASH' ? Banknote : Store
  return (
    <p className="mt-0.5 flex items-center gap-1.5 text-xs text-stone-600">
      <Icon aria-hidden="true" className="h-3.5 w-3.5 text-brand-600" />
      {method === 'CASH' ? t('methodCash') : t('methodShop')}
    </p>
  )
}

function PaidBadge({ paid }: { paid: boolean }) {
  const t = useTranslations('ordersOverview')
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
        paid ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800',
      )}
    >
      {paid ? (
        <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />
      ) : (
        <Clock aria-hidden="true" className="h-3.5 w-3.5" />
      )}
      {paid ? t('paid') : t('unpaid')}
    </span>
  )
}

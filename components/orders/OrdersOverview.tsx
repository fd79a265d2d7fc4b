'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { Gift } from 'lucide-react'
import type { ActionResult } from '@/lib/http/action'
import { summarizeOrders, type OwnerOrderView } from '@/lib/orders/overview-types'
import { useActionRunner } from '@/components/auth/client'
import { useModal } from '@/components/ui/Modal'
import { OrderCard, type Busy } from './OrderCard'
import { OrdersSummary } from './OrdersSummary'

/** The server action behind 'Markeer als betaald' / 'Ongedaan maken'. */
export type SetPaidAction = (input: { orderId: number; paid: boolean }) => Promise<ActionResult<OwnerOrderView>>

/** The server action behind 'Bedankt' / 'Ongedaan maken'. */
export type SetThankedAction = (input: { orderId: number; thanked: boolean }) => Promise<ActionResult<OwnerOrderView>>

/** The server action behind 'Herinnering sturen'. */
export type RemindAction = (input: { orderId: number }) => Promise<ActionResult<OwnerOrderView>>

/** The server action behind 'Reservatie vrijgeven'. */
export type ReleaseAction = (input: { orderId: number }) => Promise<ActionResult<{ id: number }>>

/**
 * The orders of the overview page with their summary. Marking an order paid replaces that card's order
 * by the server's answer and recomputes the summary; releasing one (after the 'Opgelet!' confirmation) removes its
 * card; without orders it says so. Errors go through `useActionRunner`.
 */
export function OrdersOverview({
  initialOrders,
  setPaid,
  setThanked,
  remind,
  release,
}: {
  initialOrders: OwnerOrderView[]
  setPaid: SetPaidAction
  setThanked: SetThankedAction
  remind: RemindAction
  release: ReleaseAction
}) {
  const t = useTranslations('ordersOverview')
  const run = useActionRunner()
  const modal = useModal()
  const [orders, setOrders] = useState(initialOrders)
  // The server's orders again after a refresh (a bank statement marked some paid): React's pattern for state that
  // follows a prop, set during render, so the cards never show the older state after the new one arrived.
  const [shown, setShown] = useState(initialOrders)
  if (shown !== initialOrders) {
    setShown(initialOrders)
    setOrders(initialOrders)
  }
  // Which card waits for the server, and for which of its buttons.
  const [busy, setBusy] = useState<{ id: number; what: Busy } | null>(null)
  const [announcement, setAnnouncement] = useState('')
  // Which orders show: all, the ones not thanked yet, or the ones whose transfer has not arrived.
  const [filter, setFilter] = useState<'all' | 'unthanked' | 'unpaid'>('all')
  const visible = orders.filter((order) =>
    filter === 'unthanked'
      ? !order.thankedAt
      : filter === 'unpaid'
        ? order.structuredCommunication !== null && !order.paidAt
        : true,
  )

  const toggle = useCallback(
    async (order: OwnerOrderView, paid: boolean) => {
      setBusy({ id: order.id, what: 'paid' })
      setAnnouncement('')
      const updated = await run(setPaid({ orderId: order.id, paid }))
      setBusy(null)
      if (!updated) return
      setOrders((current) => current.map((o) => (o.id === updated.id ? updated : o)))
      setAnnouncement(t(updated.paidAt ? 'markedPaid' : 'markedUnpaid', { name: updated.name }))
    },
    [run, setPaid, t],
  )

  const thank = useCallback(
    async (order: OwnerOrderView, thanked: boolean) => {
      setBusy({ id: order.id, what: 'thanked' })
      setAnnouncement('')
      const updated = await run(setThanked({ orderId: order.id, thanked }))
      setBusy(null)
      if (!updated) return
      setOrders((current) => current.map((o) => (o.id === updated.id ? updated : o)))
      setAnnouncement(t(updated.thankedAt ? 'markedThanked' : 'markedUnthanked', { name: updated.name }))
    },
    [run, setThanked, t],
  )

  const sendReminder = useCallback(
    async (order: OwnerOrderView) => {
      setBusy({ id: order.id, what: 'remind' })
      setAnnouncement('')
      const updated = await run(remind({ orderId: order.id }))
      setBusy(null)
      if (!updated) return
      setOrders((current) => current.map((o) => (o.id === updated.id ? updated : o)))
      setAnnouncement(t('reminded', { name: updated.name }))
    },
    [run, remind, t],
  )

  const releaseOrder = useCallback(
    async (order: OwnerOrderView) => {
      const message = t(order.totals.CASH > 0 ? 'releaseConfirmCash' : 'releaseConfirm', { name: order.name })
      if (!(await modal.confirm(message, t('releaseConfirmButton')))) return
      setBusy({ id: order.id, what: 'release' })
      setAnnouncement('')
      const released = await run(release({ orderId: order.id }))
      setBusy(null)
      if (!released) return
      setOrders((current) => current.filter((o) => o.id !== released.id))
      setAnnouncement(t('released', { name: order.name }))
    },
    [modal, run, release, t],
  )

  return (
    <>
      {orders.length > 0 && <OrdersSummary summary={summarizeOrders(orders)} />}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {orders.length > 0 && (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t('filterLabel')}</legend>
          {(['all', 'unthanked', 'unpaid'] as const).map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-full px-3 py-1.5 text-sm text-stone-700 ring-1 ring-stone-200 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="orders-filter"
                value={value}
                checked={filter === value}
                onChange={() => setFilter(value)}
                className="sr-only"
              />
              {t(value === 'all' ? 'filterAll' : value === 'unthanked' ? 'filterUnthanked' : 'filterUnpaid')}
            </label>
          ))}
        </fieldset>
      )}
      {orders.length > 0 && visible.length === 0 && <p className="text-stone-600">{t('filterEmpty')}</p>}
      {orders.length === 0 ? (
        <p className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center text-stone-600 shadow-sm ring-1 ring-brand-100">
          <Gift aria-hidden="true" className="h-10 w-10 text-brand-400" />
          {t('empty')}
        </p>
      ) : (
        <ol className="flex flex-col gap-5">
          {visible.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                busy={busy?.id === order.id ? busy.what : false}
                onSetPaid={(paid) => void toggle(order, paid)}
                onSetThanked={(thanked) => void thank(order, thanked)}
                onRemind={() => void sendReminder(order)}
                onRelease={() => void releaseOrder(order)}
              />
            </li>
          ))}
        </ol>
      )}
    </>
  )
}

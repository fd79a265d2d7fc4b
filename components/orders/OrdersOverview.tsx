'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import type { ActionResult } from '@/lib/http/action'
import { summarizeOrders, type OwnerOrderView } from '@/lib/orders/overview-types'
import { useActionRunner } from '@/components/auth/client'
import { OrderCard } from './OrderCard'
import { OrdersSummary } from './OrdersSummary'

/** The server action behind 'Markeer als betaald' / 'Ongedaan maken'. */
export type SetPaidAction = (input: { orderId: number; paid: boolean }) => Promise<ActionResult<OwnerOrderView>>

/**
 * The orders of the overview page with their summary (issue 5). Marking an order paid replaces that card's order
 * by the server's answer and recomputes the summary; errors go through `useActionRunner` (spec §8).
 */
export function OrdersOverview({ initialOrders, setPaid }: { initialOrders: OwnerOrderView[]; setPaid: SetPaidAction }) {
  const t = useTranslations('ordersOverview')
  const run = useActionRunner()
  const [orders, setOrders] = useState(initialOrders)
  const [busyId, setBusyId] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')

  const toggle = useCallback(
    async (order: OwnerOrderView, paid: boolean) => {
      setBusyId(order.id)
      setAnnouncement('')
      const updated = await run(setPaid({ orderId: order.id, paid }))
      setBusyId(null)
      if (!updated) return
      setOrders((current) => current.map((o) => (o.id === updated.id ? updated : o)))
      setAnnouncement(t(updated.paidAt ? 'markedPaid' : 'markedUnpaid', { name: updated.name }))
    },
    [run, setPaid, t],
  )

  return (
    <>
      <OrdersSummary summary={summarizeOrders(orders)} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ol className="flex flex-col gap-5">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} busy={busyId === order.id} onSetPaid={(paid) => void toggle(order, paid)} />
          </li>
        ))}
      </ol>
    </>
  )
}

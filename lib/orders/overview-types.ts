// The parents' side of orders (docs/rules.md#orders-overview). Pure: the overview page's client components
// import these types and the summary, so nothing here may touch the database.
import { sumCents } from '@/lib/money'
import type { GiftMethod } from '@/lib/gifts/rules'
import type { OrderLineView } from './types'
import { groupGifts } from './lines'

export { giftTitle, groupGifts, type GiftGroup } from './lines'

/**
 * An order as the list's owner (or an ADMIN) sees it: the giver, the gifts and, when the order has CASH lines, the
 * structured communication the giver was given plus whether the money arrived. Prices in euro cents.
 * Unlike `OrderView` it carries no payment instructions: the parents own the account.
 */
export interface OwnerOrderView {
  id: number
  reference: string
  listId: number
  name: string
  email: string
  message: string
  /** ISO 8601. */
  createdAt: string
  /** Oldest line first; a part is its own line, titled 'Deel 2'. */
  products: OrderLineView[]
  /** Euro cents per gift method. */
  totals: Record<GiftMethod, number>
  /** '+++123/4567/89002+++' when the order has CASH lines, else null (a shop-only order is paid in kind). */
  structuredCommunication: string | null
  /** ISO 8601 when the parents marked the CASH amount as received; always null without CASH lines. */
  paidAt: string | null
  /** Euro cents that uploaded bank statements showed arriving for it (decision 056); 0 without CASH lines. */
  received: number
  /** ISO 8601 when the parents ticked 'Bedankt'; null while they have not. */
  thankedAt: string | null
  /** ISO 8601 when the parents sent the giver a reminder of the transfer; null while they have not. */
  reminderSentAt: string | null
}

/** Figures for the line above the overview. Amounts in euro cents. */
export interface OrdersSummary {
  orders: number
  /** Gifts given: a product counts once per order, however many of its parts that order gave. */
  gifts: number
  /** CASH amount of the orders marked as paid. */
  cashReceived: number
  /** CASH amount of the orders not marked as paid yet. */
  cashExpected: number
  /** Estimated value of the gifts bought and handed over in person. */
  shopTotal: number
}

/** The summary of an overview; pure, so the page can recompute it after a card is marked paid. */
export function summarizeOrders(orders: OwnerOrderView[]): OrdersSummary {
  const gifts = orders.reduce((n, o) => n + groupGifts(o.products).length, 0)
  return {
    orders: orders.length,
    gifts,
    cashReceived: sumCents(orders.filter((o) => o.paidAt).map((o) => o.totals.CASH)),
    cashExpected: sumCents(orders.filter((o) => !o.paidAt).map((o) => o.totals.CASH)),
    shopTotal: sumCents(orders.map((o) => o.totals.SHOP)),
  }
}

/** Days after an order before the parents may remind its giver of the transfer, in milliseconds. */
export const REMINDER_AFTER_DAYS_MS = 7 * 86_400_000

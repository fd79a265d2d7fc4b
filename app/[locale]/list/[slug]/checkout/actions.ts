'use server'

import { cookies } from 'next/headers'
import { action } from '@/lib/http/action'
import { placeOrder } from '@/lib/orders'
import type { OrderLineInput } from './order-lines'

/** The order request as the checkout sends it: one line per chosen part, prices in euros. */
export interface PlaceOrderInput {
  listId: number
  name: string
  email: string
  message: string
  products: OrderLineInput[]
}

/**
 * Places the order of the checkout (docs/rules.md#checkout, #orders) through the one action
 * wrapper, rate-limited per client address like `POST /api/orders`. The domain validates and decides availability;
 * a 409 comes back with the gifts to drop from the cart in `error.details`.
 * @returns `{ ok: true, data: { reference } }` to navigate to, or `{ ok: false, error }` with the DomainError's code,
 *   status, Dutch message and details.
 */
export const placeOrderAction = action(
  async (input: PlaceOrderInput, { ip, actor }) => {
    // The browser's list-code cookie opens a protected list (decision 040), as on the list page.
    const order = await placeOrder(input, { ip, listKey: { cookies: await cookies() }, actor })
    return { reference: order.reference }
  },
  { rateLimit: 'orders' },
)

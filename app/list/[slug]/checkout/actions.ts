'use server'

import { cookies, headers } from 'next/headers'
import { currentActor } from '@/lib/auth'
import { placeOrder } from '@/lib/orders'
import { isDomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { clientIp, enforceRateLimit } from '@/lib/http/rate-limit'
import type { OrderLineInput } from './order-lines'
import { describeError } from '@/lib/privacy/log'

/** The order request as the checkout sends it: one line per chosen part, prices in euros. */
export interface PlaceOrderInput {
  listId: number
  name: string
  email: string
  message: string
  products: OrderLineInput[]
}

/** A serialisable answer: the reference to navigate to, or the DomainError's code, status, Dutch message and details. */
export type PlaceOrderResult =
  | { ok: true; reference: string }
  | { ok: false; error: { code: string; status: number; message: string; details: Record<string, unknown> | null } }

/**
 * Places the order of the checkout (docs/rules.md#checkout, #orders) through the one action
 * wrapper, rate-limited per client address like `POST /api/orders`. The domain validates and decides availability;
 * a 409 comes back with the gifts to drop from the cart in `error.details`.
 * @returns `{ ok: true, data: { reference } }` to navigate to, or `{ ok: false, error }` with the DomainError's code,
 *   status, Dutch message and details.
 */
export async function placeOrderAction(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  try {
    const ip = clientIp(await headers())
    await enforceRateLimit('orders', ip)
    // The browser's list-code cookie opens a protected list (decision 040), as on the list page.
    const order = await placeOrder(input, { ip, listKey: { cookies: await cookies() }, actor: await currentActor() })
    return { ok: true, reference: order.reference }
  } catch (error) {
    if (isDomainError(error)) {
      return {
        ok: false,
        error: { code: error.code, status: error.status, message: error.message, details: error.details ?? null },
      }
    }
    console.error('[checkout] placing the order failed', describeError(error))
    return { ok: false, error: { code: 'INTERNAL', status: 500, message: t('errors.internal'), details: null } }
  }
}

'use server'

import { z } from 'zod'
import { action } from '@/lib/http/action'
import { setOrderPaid } from '@/lib/orders/overview'
import { orderPaidSchema } from '@/lib/validation/order'
import { parseInput } from '@/lib/validation/parse'

const setPaidInput = orderPaidSchema.extend({ orderId: z.number().int().positive().max(2_147_483_647) })

/**
 * 'Markeer als betaald' / 'Ongedaan maken' on the orders overview (issue 5): `{ orderId, paid }`, answers the
 * order as the card shows it. The domain function checks that the actor manages the order's list.
 */
export const setOrderPaidAction = action(async (input: unknown, { actor }) => {
  const { orderId, paid } = parseInput(setPaidInput, input)
  return setOrderPaid(actor, orderId, paid)
})

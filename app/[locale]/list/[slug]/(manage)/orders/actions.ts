'use server'

import { z } from 'zod'
import { action } from '@/lib/http/action'
import { sendPaymentReminder, setOrderPaid, setOrderThanked } from '@/lib/orders/overview'
import { releaseOrder } from '@/lib/orders/cancel'
import { orderPaidSchema, orderThankedSchema } from '@/lib/validation/order'
import { parseInput } from '@/lib/validation/parse'

const orderId = z.number().int().positive().max(2_147_483_647)
const setPaidInput = orderPaidSchema.extend({ orderId })
const setThankedInput = orderThankedSchema.extend({ orderId })
/** `{ orderId }`: what releasing an order and reminding its giver take. */
const orderInput = z.object({ orderId })

/**
 * 'Markeer als betaald' / 'Ongedaan maken' on the orders overview: `{ orderId, paid }`, answers the
 * order as the card shows it. The domain function checks that the actor manages the order's list.
 */
export const setOrderPaidAction = action(async (input: unknown, { actor }) => {
  const { orderId, paid } = parseInput(setPaidInput, input)
  return setOrderPaid(actor, orderId, paid)
})

/**
 * 'Bedankt' / 'Ongedaan maken' on the orders overview: `{ orderId, thanked }`, answers the order as the card shows
 * it. The domain function checks that the actor manages the order's list.
 */
export const setOrderThankedAction = action(async (input: unknown, { actor }) => {
  const { orderId, thanked } = parseInput(setThankedInput, input)
  return setOrderThanked(actor, orderId, thanked)
})

/**
 * 'Herinnering sturen' on the orders overview: `{ orderId }`, answers the order as the card shows it. The domain
 * function checks the list, the 7 days, that none went before and that the transfer has not arrived.
 */
export const sendReminderAction = action(
  async (input: unknown, { actor }) => {
    const { orderId: id } = parseInput(orderInput, input)
    return sendPaymentReminder(actor, id)
  },
  { rateLimit: 'mail' },
)

/**
 * 'Reservatie vrijgeven' on the orders overview: `{ orderId }`, answers the released order's id. The domain function
 * checks that the actor manages the order's list and that the order is not marked paid, and mails the giver.
 */
export const releaseOrderAction = action(async (input: unknown, { actor }) => {
  const { orderId: id } = parseInput(orderInput, input)
  const released = await releaseOrder(actor, id)
  return { id: released.id }
})

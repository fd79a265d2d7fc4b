'use server'

import { setUserRole } from '@/lib/auth/accounts'
import { action } from '@/lib/http/action'
import { parseId } from '@/lib/http/handler'
import { t } from '@/lib/i18n'
import { deleteList } from '@/lib/lists'
import { cancelOrder } from '@/lib/orders/cancel'
import { setProductHidden } from '@/lib/products/visibility'

// The actions of the admin tables. Each calls the domain function, which checks the ADMIN role itself.

/** Deletes a list with its products, orders and images (the 'Opgelet!' modal asked first). */
export const deleteListAction = action(async (input: { id: number }, { actor }) => {
  await deleteList(actor, parseId(String(input?.id ?? ''), t('errors.listNotFound')))
  return null
})

/** Hides a product from its public page, or shows it again. */
export const setProductHiddenAction = action(async (input: { id: number; hidden: boolean }, { actor }) => {
  await setProductHidden(actor, parseId(String(input?.id ?? ''), t('errors.productNotFound')), input?.hidden === true)
  return null
})

/** Gives a user the role USER or ADMIN (never to the last administrator's loss). */
export const setUserRoleAction = action(async (input: { id: number; role: 'USER' | 'ADMIN' }, { actor }) => {
  await setUserRole(actor, parseId(String(input?.id ?? ''), t('errors.userNotFound')), input?.role)
  return null
})

/** Cancels an order: its gifts are available again. */
export const cancelOrderAction = action(async (input: { id: number }, { actor }) => {
  await cancelOrder(actor, parseId(String(input?.id ?? ''), t('errors.orderNotFound')))
  return null
})

import 'server-only'
import { getDb } from '@/lib/db'
import { sendOwnerOrderMail } from '@/lib/mail/owner'
import type { OrderView } from './types'

/**
 * Tells the list's owner about a new order (issue 5: the parents get a short Dutch mail for every new order on
 * their list), at the owner's account address. Runs after the response; a failure is logged and never reaches the
 * giver, whose order is committed.
 */
export async function notifyListOwner(order: OrderView): Promise<void> {
  try {
    const prisma = await getDb()
    const list = await prisma.list.findUnique({ where: { id: order.list.id }, select: { user: { select: { name: true, email: true } } } })
    if (!list) return
    await sendOwnerOrderMail(order, list.user)
  } catch (error) {
    console.error('[mail] owner notification failed', order.reference, error)
  }
}

import 'server-only'
import { getDb } from '@/lib/db'
import { takesOrders } from '@/lib/lists/visibility'

/**
 * Whether the list takes orders now (`takesOrders`, decision 033: its owner confirmed the e-mail address), for pages
 * that must not offer a form `placeOrder` would refuse. `placeOrder` checks it again inside its transaction.
 * @returns false for an unknown list as well.
 */
export async function listTakesOrders(listId: number): Promise<boolean> {
  const prisma = await getDb()
  const list = await prisma.list.findUnique({
    where: { id: listId },
    select: { user: { select: { emailConfirmedAt: true } } },
  })
  return !!list && takesOrders(list)
}

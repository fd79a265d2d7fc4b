import 'server-only'
import { getDb } from '@/lib/db'

/**
 * True while a list has no gift at all, hidden and given ones counted: its page then shows its parents the way to
 * their first gift ('Voeg je eerste geschenkje toe'). Every change of a list's gifts revalidates its cached page, so
 * the cached answer follows.
 * @param listId an existing list's id.
 */
export async function hasNoGiftsYet(listId: number): Promise<boolean> {
  const prisma = await getDb()
  return (await prisma.product.count({ where: { listId }, take: 1 })) === 0
}

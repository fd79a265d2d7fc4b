import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import type { Actor } from '@/lib/auth/actor'
import { assertPassword, ownUser } from '@/lib/auth/accounts'
import { invalidateListPage } from '@/lib/cache/invalidate'
import { deleteListImages, deleteStoredImage } from '@/lib/images'
import { deleteAccountSchema } from '@/lib/validation/account'
import { parseInput } from '@/lib/validation/parse'
import { describeError } from './log'

/** What deleting an account removed. */
export interface DeletedAccount {
  lists: number
  products: number
  orders: number
}

/**
 * Deletes the actor's account (issue 8 Privacy, GDPR art. 17; the account page and DELETE /api/users/me) after
 * checking the password: every list of the user with its products, parts, orders (with the givers' data) and order
 * lines, the user with their mailed links and the outbox's mails to the account, in one transaction; after the commit the lists' uploaded images
 * (local disk or Cloudinary: each list's folder, and any other image booked to the account, whose `Upload` rows went
 * with the user) and their cached public pages. The products are locked first, in id order as
 * `placeOrder` locks them, so an order placed meanwhile either commits before or finds its gift gone; never half a
 * list. The last administrator cannot delete their account (as they cannot lose the role, lib/auth setUserRole):
 * the administrators are locked while counting, so two administrators deleting themselves at once cannot both pass.
 * Raising no token version is needed: the user row is gone, so every session and bearer token fails its check.
 * @param password the account's password (`deleteAccountSchema`).
 * @returns how many lists, products and orders went with it.
 * @throws DomainError UNAUTHORIZED (401), VALIDATION (422; a wrong password on `password`), RATE_LIMITED (429) after
 *   repeated wrong passwords, LAST_ADMIN (409) for the site's only administrator. Nothing changes when it throws.
 */
export async function deleteAccount(actor: Actor | null, password: unknown): Promise<DeletedAccount> {
  const user = await ownUser(actor)
  const input = parseInput(deleteAccountSchema, { password })
  await assertPassword(user, input.password, 'password')
  const prisma = await getDb()
  const { lists, strays, products, orders } = await prisma.$transaction(
    async (tx) => {
      const admins = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "User" WHERE role = 'ADMIN' ORDER BY id FOR UPDATE`
      if (admins.some((a) => a.id === user.id) && admins.length === 1) throw new DomainError('LAST_ADMIN', t('errors.lastAdminDelete'))
      const locked = await tx.$queryRaw<{ id: number }[]>`SELECT p.id FROM "Product" p JOIN "List" l ON l.id = p."listId" WHERE l."userId" = ${user.id} ORDER BY p.id FOR UPDATE OF p`
      const lists = await tx.list.findMany({ where: { userId: user.id }, select: { id: true, url: true } })
      // The rows go with the user (ON DELETE CASCADE): what they point at outside the lists' folders (a folder whose
      // removal failed when its list was deleted) is removed after the commit, as nothing would find it later.
      const folders = new Set(lists.map((list) => list.url))
      const strays = (await tx.upload.findMany({ where: { userId: user.id }, select: { url: true, folder: true } })).filter((upload) => !folders.has(upload.folder))
      // Order lines refer to products without cascading (a given gift is never deleted by accident): orders first.
      await tx.orderLine.deleteMany({ where: { order: { list: { userId: user.id } } } })
      const orders = await tx.order.deleteMany({ where: { list: { userId: user.id } } })
      // Lists, products and parts, and the user's mailed links, go by their foreign keys' ON DELETE CASCADE.
      await tx.user.delete({ where: { id: user.id } })
      // Mails to the account waiting in the outbox, or kept there after sending (decision 025): the address and the
      // subjects (which name givers and the baby) go too, and nothing more is sent to someone who left.
      await tx.outboxMail.deleteMany({ where: { recipient: user.email } })
      return { lists, strays, products: locked.length, orders: orders.count }
    },
    { maxWait: 10_000, timeout: 20_000 },
  )
  for (const list of lists) {
    await invalidateListPage(list.url)
    // The slug is the baby's name: the log names the list by its id only.
    await deleteListImages(list.url).catch((error) => console.error(`[privacy] deleting the images of deleted list ${list.id} failed`, describeError(error)))
  }
  for (const upload of strays) {
    await deleteStoredImage(upload.url, upload.folder).catch((error) => console.error('[privacy] deleting an image of a deleted account failed', describeError(error)))
  }
  return { lists: lists.length, products, orders }
}

/**
 * What deleting the actor's account would remove, for the confirmation of the account page.
 * @throws DomainError UNAUTHORIZED (401) without an actor.
 */
export async function accountContents(actor: Actor | null): Promise<DeletedAccount> {
  const user = await ownUser(actor)
  const prisma = await getDb()
  const [lists, products, orders] = await Promise.all([
    prisma.list.count({ where: { userId: user.id } }),
    prisma.product.count({ where: { list: { userId: user.id } } }),
    prisma.order.count({ where: { list: { userId: user.id } } }),
  ])
  return { lists, products, orders }
}

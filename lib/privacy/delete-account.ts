import 'server-only'
import { getDb, type Tx } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import type { Actor } from '@/lib/auth/actor'
import { assertPassword, ownUser } from '@/lib/auth/accounts'
import { invalidateListPage } from '@/lib/cache/invalidate'
import { childName } from '@/lib/lists/display'
import { deleteListImages, deleteStoredImage } from '@/lib/images'
import { deleteAccountSchema } from '@/lib/validation/account'
import { parseInput } from '@/lib/validation/parse'
import { describeError } from './log'
import { logger } from '@/lib/log'

/** A list that outlives its owner's account: it goes to the manager who has managed it the longest (decision 038). */
export interface PassedOnList {
  listId: number
  /** The child as the list names it ('Noor Peeters'). */
  child: string
  /** The manager who becomes its owner. */
  to: { userId: number; name: string }
}

/** What deleting an account removed, and the lists it passed on instead. */
export interface DeletedAccount {
  lists: number
  products: number
  orders: number
  passedOn: PassedOnList[]
}

/**
 * Who takes over each list of `userId` that someone manages beside them: per list its longest-standing manager (the
 * oldest accepted invitation) whose e-mail address is confirmed, so the list keeps taking orders (a list does so only
 * while its owner's address is confirmed, decision 033). Lists without such a manager are not in the map.
 */
async function successorsOf(db: Tx, userId: number): Promise<Map<number, { userId: number; name: string }>> {
  const managers = await db.listManager.findMany({
    where: { list: { userId }, user: { emailConfirmedAt: { not: null } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { listId: true, userId: true, user: { select: { name: true } } },
  })
  const successors = new Map<number, { userId: number; name: string }>()
  for (const m of managers)
    if (!successors.has(m.listId)) successors.set(m.listId, { userId: m.userId, name: m.user.name })
  return successors
}

/**
 * Deletes the actor's account (docs/rules.md#privacy; GDPR art. 17; the account page and DELETE /api/users/me) after
 * checking the password, in one transaction. A list someone manages beside the user is passed on to its
 * longest-standing manager with a confirmed address (decision 038): that manager becomes its owner (and stops being
 * one of its managers), its uploaded images are booked to them, and its givers' data stays with the list. Every other
 * list of the user goes with its products, parts, orders (with the givers' data) and order lines; then the user with
 * their mailed links, their places as a manager, the invitations mailed to their address and the outbox's mails to the
 * account. After the commit the deleted lists' uploaded images (local disk or Cloudinary: each list's folder, and any
 * other image booked to the account, whose `Upload` rows went with the user) and the cached public pages of every list
 * concerned. The products are locked first, in id order as `placeOrder` locks them, so an order placed meanwhile
 * either commits before or finds its gift gone; never half a list. The last administrator cannot delete their account
 * (as they cannot lose the role, lib/auth setUserRole): the administrators are locked while counting, so two
 * administrators deleting themselves at once cannot both pass. Raising no token version is needed: the user row is
 * gone, so every session and bearer token fails its check.
 * @param password the account's password (`deleteAccountSchema`).
 * @returns how many lists, products and orders went with it, and the lists passed on.
 * @throws DomainError UNAUTHORIZED (401), VALIDATION (422; a wrong password on `password`), RATE_LIMITED (429) after
 *   repeated wrong passwords, LAST_ADMIN (409) for the site's only administrator. Nothing changes when it throws.
 */
export async function deleteAccount(actor: Actor | null, password: unknown): Promise<DeletedAccount> {
  const user = await ownUser(actor)
  const input = parseInput(deleteAccountSchema, { password })
  await assertPassword(user, input.password, 'password')
  const prisma = await getDb()
  const { deleted, kept, strays, products, orders, passedOn } = await prisma.$transaction(
    async (tx) => {
      const admins = await tx.$queryRaw<
        { id: number }[]
      >`SELECT id FROM "User" WHERE role = 'ADMIN' ORDER BY id FOR UPDATE`
      if (admins.some((a) => a.id === user.id) && admins.length === 1)
        throw new DomainError('LAST_ADMIN', t('errors.lastAdminDelete'))
      const locked = await tx.$queryRaw<
        { id: number; listId: number }[]
      >`SELECT p.id, p."listId" FROM "Product" p JOIN "List" l ON l.id = p."listId" WHERE l."userId" = ${user.id} ORDER BY p.id FOR UPDATE OF p`
      const lists = await tx.list.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } })
      const successors = await successorsOf(tx, user.id)
      const passedOn: PassedOnList[] = []
      for (const list of lists) {
        const to = successors.get(list.id)
        if (!to) continue
        await tx.list.update({ where: { id: list.id }, data: { userId: to.userId } })
        await tx.listManager.deleteMany({ where: { listId: list.id, userId: to.userId } })
        // The list's images belong to the list: from now on they count for its new owner's quota (decision 035).
        await tx.upload.updateMany({ where: { folder: list.url, userId: user.id }, data: { userId: to.userId } })
        passedOn.push({ listId: list.id, child: childName(list), to })
      }
      const deleted = lists.filter((list) => !successors.has(list.id))
      const kept = lists.filter((list) => successors.has(list.id))
      // The rows go with the user (ON DELETE CASCADE): what they point at outside the deleted lists' folders (a folder
      // whose removal failed when its list was deleted) is removed after the commit, as nothing would find it later.
      const folders = new Set(deleted.map((list) => list.url))
      const strays = (
        await tx.upload.findMany({ where: { userId: user.id }, select: { url: true, folder: true } })
      ).filter((upload) => !folders.has(upload.folder))
      // Order lines refer to products without cascading (a given gift is never deleted by accident): orders first.
      await tx.orderLine.deleteMany({ where: { order: { list: { userId: user.id } } } })
      const orders = await tx.order.deleteMany({ where: { list: { userId: user.id } } })
      // Invitations mailed to this address: nobody is to accept them for a person who left.
      await tx.listInvitation.deleteMany({ where: { email: user.email } })
      // Lists, products and parts, the user's mailed links and places as a manager go by ON DELETE CASCADE.
      await tx.user.delete({ where: { id: user.id } })
      // Mails to the account waiting in the outbox, or kept there after sending (decision 025): the address and the
      // subjects (which name givers and the baby) go too, and nothing more is sent to someone who left.
      await tx.outboxMail.deleteMany({ where: { recipient: user.email } })
      const deletedIds = new Set(deleted.map((list) => list.id))
      return {
        deleted,
        kept,
        strays,
        products: locked.filter((p) => deletedIds.has(p.listId)).length,
        orders: orders.count,
        passedOn,
      }
    },
    { maxWait: 10_000, timeout: 20_000 },
  )
  for (const list of kept) {
    logger.info(
      `[privacy] list ${list.id} passed on to user ${passedOn.find((p) => p.listId === list.id)?.to.userId} as its owner's account was deleted`,
    )
    await invalidateListPage(list.url)
  }
  for (const list of deleted) {
    await invalidateListPage(list.url)
    // The slug is the baby's name: the log names the list by its id only.
    await deleteListImages(list.url).catch((error) =>
      logger.error({ err: describeError(error) }, `[privacy] deleting the images of deleted list ${list.id} failed`),
    )
  }
  for (const upload of strays) {
    await deleteStoredImage(upload.url, upload.folder).catch((error) =>
      logger.error({ err: describeError(error) }, '[privacy] deleting an image of a deleted account failed'),
    )
  }
  return { lists: deleted.length, products, orders, passedOn }
}

/**
 * What deleting the actor's account would do, for the confirmation of the account page: the lists, products and
 * orders that would go, and the lists that would pass on to a manager instead (decision 038).
 * @throws DomainError UNAUTHORIZED (401) without an actor.
 */
export async function accountContents(actor: Actor | null): Promise<DeletedAccount> {
  const user = await ownUser(actor)
  const prisma = await getDb()
  return prisma.$transaction(async (tx) => {
    const lists = await tx.list.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } })
    const successors = await successorsOf(tx, user.id)
    const deletedIds = lists.filter((list) => !successors.has(list.id)).map((list) => list.id)
    const products = await tx.product.count({ where: { listId: { in: deletedIds } } })
    const orders = await tx.order.count({ where: { listId: { in: deletedIds } } })
    const passedOn = lists.flatMap((list) => {
      const to = successors.get(list.id)
      return to ? [{ listId: list.id, child: childName(list), to }] : []
    })
    return { lists: deletedIds.length, products, orders, passedOn }
  })
}

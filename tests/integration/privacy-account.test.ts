// The account's own data (docs/rules.md#privacy): 'Mijn gegevens downloaden' (GET /api/users/me/export) and deleting the
// account by REST with a bearer token (DELETE /api/users/me), as an API client would, on a real database and the
// local uploads folder ($DATA_DIR/uploads).
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { DELETE as deleteMe } from '@/app/api/users/me/route'
import { GET as exportMe } from '@/app/api/users/me/export/route'
import { GET as listsOf } from '@/app/api/lists/route'
import { PATCH as patchList } from '@/app/api/lists/[id]/route'
import { dataDir } from '@/lib/db'
import { accountContents } from '@/lib/privacy/delete-account'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'
import { createOrder } from './privacy-support'

const db = useTestDatabase()
const PASSWORD = 'geheim123'

async function loggedIn(role: 'USER' | 'ADMIN' = 'USER') {
  const user = await createUser(db(), { role, password: PASSWORD })
  return { user, token: await tokenFor(user.email, PASSWORD) }
}

/** A list of `userId` with a plain, a hidden and a split gift, one order, and an uploaded image file on disk. */
async function filledList(userId: number) {
  const list = await createList(db(), userId)
  const gift = await createProduct(db(), list.id, { title: 'Knuffelbeer', price: 2450 })
  const hidden = await createProduct(db(), list.id, { title: 'Verrassing', hidden: true })
  const split = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 9000, parts: 3, soldParts: 1 })
  const order = await createOrder(
    db(),
    list.id,
    { name: 'Oma Lutgarde', email: 'lutgarde@example.be', message: 'Voor onze kleine schat' },
    [{ productId: split.id, productPartId: split.productParts[0].id, price: '30.00', giftMethod: 'CASH' }],
  )
  const folder = path.join(dataDir(), 'uploads', list.url)
  fs.mkdirSync(folder, { recursive: true })
  const image = path.join(folder, `${'a'.repeat(32)}.webp`)
  fs.writeFileSync(image, 'webp')
  await db().product.update({
    where: { id: gift.id },
    data: { imageUrl: `/uploads/${list.url}/${'a'.repeat(32)}.webp` },
  })
  return { list, gift, hidden, split, order, folder, image }
}

describe('GET /api/users/me/export', () => {
  it('answers 401 without a login', async () => {
    await expectError(await call(exportMe, '/api/users/me/export'), 401, 'UNAUTHORIZED')
  })

  it('downloads the account without its password, every list with all its products and the orders received with the givers’ data', async () => {
    const { user, token } = await loggedIn()
    const mine = await filledList(user.id)
    const stranger = await createUser(db())
    await filledList(stranger.id)

    const res = await call(exportMe, '/api/users/me/export', { token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="geboortelijst-mijn-gegevens-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(res.headers.get('cache-control')).toBe('no-store')
    const text = await res.text()
    expect(text).not.toMatch(/passwordHash|tokenVersion|scrypt|\$argon/i)
    const data = JSON.parse(text)
    expect(data.account).toMatchObject({
      id: user.id,
      name: user.name,
      email: user.email,
      role: 'USER',
      emailConfirmed: true,
    })
    expect(Object.keys(data.account).sort()).toEqual([
      'createdAt',
      'email',
      'emailConfirmed',
      'id',
      'locale',
      'name',
      'role',
      'updatedAt',
    ])
    expect(data.lists).toHaveLength(1)
    const [list] = data.lists
    expect(list).toMatchObject({
      id: mine.list.id,
      url: mine.list.url,
      iban: 'BE71096123456769',
      birthDate: '2026-10-14',
    })
    expect(list.products.map((p: { title: string }) => p.title).sort()).toEqual([
      'Kinderwagen',
      'Knuffelbeer',
      'Verrassing',
    ])
    expect(list.products.find((p: { title: string }) => p.title === 'Kinderwagen').productParts).toHaveLength(3)
    expect(list.orders).toEqual([
      expect.objectContaining({
        reference: mine.order.reference,
        name: 'Oma Lutgarde',
        email: 'lutgarde@example.be',
        message: 'Voor onze kleine schat',
        totals: { CASH: 30, SHOP: 0 },
        products: [
          expect.objectContaining({
            price: 30,
            giftMethod: 'CASH',
            productPartTitle: 'Deel 1',
            product: expect.objectContaining({ title: 'Kinderwagen' }),
          }),
        ],
      }),
    ])
  })
})

describe('lists managed together in the export (decision 038)', () => {
  it('marks each list OWNER or MANAGER; an own list says who manages it and who is invited, a managed one does not', async () => {
    const { user, token } = await loggedIn()
    const own = await filledList(user.id)
    const helper = await createUser(db(), { name: 'Jonas Maes', email: `jonas-export-${user.id}@example.be` })
    await db().listManager.create({ data: { listId: own.list.id, userId: helper.id } })
    await db().listInvitation.create({
      data: {
        listId: own.list.id,
        email: 'oma-export@example.be',
        tokenHash: `e${user.id}`.padEnd(64, '0'),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    })
    const friend = await createUser(db())
    const managed = await filledList(friend.id)
    await db().listManager.create({ data: { listId: managed.list.id, userId: user.id } })

    const data = await (await call(exportMe, '/api/users/me/export', { token })).json()
    expect(data.lists.map((l: { id: number; role: string }) => [l.id, l.role])).toEqual([
      [own.list.id, 'OWNER'],
      [managed.list.id, 'MANAGER'],
    ])
    expect(data.lists[0].managers).toEqual([{ name: 'Jonas Maes', email: helper.email, since: expect.any(String) }])
    expect(data.lists[0].invitations).toEqual([expect.objectContaining({ email: 'oma-export@example.be' })])
    expect(data.lists[1]).not.toHaveProperty('managers')
    expect(data.lists[1].orders.map((o: { reference: string }) => o.reference)).toEqual([managed.order.reference])
  })
})

describe('deleting an account that owns a list someone manages (decision 038)', () => {
  /** A manager of `listId` since `since`, confirmed unless said otherwise. */
  async function managerOf(listId: number, since: Date, data: { confirmed?: boolean; name?: string } = {}) {
    const user = await createUser(db(), { password: PASSWORD, ...data })
    await db().listManager.create({ data: { listId, userId: user.id, createdAt: since } })
    return user
  }

  it('passes the list to its longest-standing confirmed manager with its gifts, orders and images; the rest goes as before', async () => {
    const { user, token } = await loggedIn()
    const shared = await filledList(user.id)
    const alone = await filledList(user.id)
    const imageUrl = `/uploads/${shared.list.url}/${'a'.repeat(32)}.webp`
    await db().upload.create({ data: { userId: user.id, folder: shared.list.url, url: imageUrl, bytes: 4 } })
    const unconfirmed = await managerOf(shared.list.id, new Date('2026-01-01'), { confirmed: false })
    const first = await managerOf(shared.list.id, new Date('2026-02-01'), { name: 'Jonas Maes' })
    const later = await managerOf(shared.list.id, new Date('2026-03-01'))
    await db().listInvitation.create({
      data: {
        listId: alone.list.id,
        email: user.email,
        tokenHash: `d${user.id}`.padEnd(64, '1'),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    })

    // The confirmation counts only what goes, and names what passes on.
    const contents = await accountContents({ id: user.id, role: 'USER' })
    expect(contents).toEqual({
      lists: 1,
      products: 3,
      orders: 1,
      passedOn: [{ listId: shared.list.id, child: 'Noor Peeters', to: { userId: first.id, name: 'Jonas Maes' } }],
    })

    expect(
      (await call(deleteMe, '/api/users/me', { method: 'DELETE', token, body: { password: PASSWORD } })).status,
    ).toBe(204)
    expect(await db().user.findUnique({ where: { id: user.id } })).toBeNull()
    const kept = await db().list.findUniqueOrThrow({ where: { id: shared.list.id } })
    expect(kept.userId).toBe(first.id)
    expect(
      (await db().listManager.findMany({ where: { listId: shared.list.id }, orderBy: { createdAt: 'asc' } })).map(
        (m) => m.userId,
      ),
    ).toEqual([unconfirmed.id, later.id])
    expect(await db().product.count({ where: { listId: shared.list.id } })).toBe(3)
    expect(await db().order.findUnique({ where: { id: shared.order.id } })).not.toBeNull()
    expect((await db().upload.findUniqueOrThrow({ where: { url: imageUrl } })).userId).toBe(first.id)
    expect(fs.existsSync(shared.image)).toBe(true)
    // The list without managers went, as before, and so did the invitation to the deleted address.
    expect(await db().list.findUnique({ where: { id: alone.list.id } })).toBeNull()
    expect(fs.existsSync(alone.folder)).toBe(false)
    expect(await db().listInvitation.count({ where: { email: user.email } })).toBe(0)

    // The new owner holds the owner's rights now.
    const newOwner = await tokenFor(first.email, PASSWORD)
    const res = await call(patchList, `/api/lists/${kept.id}`, {
      method: 'PATCH',
      body: { introduction: 'Nu van Jonas' },
      token: newOwner,
      params: { id: String(kept.id) },
    })
    expect(res.status).toBe(200)
  })

  it('without a confirmed manager the list is deleted as before; a manager who leaves the site leaves the lists with their owners', async () => {
    const { user, token } = await loggedIn()
    const list = await filledList(user.id)
    await managerOf(list.list.id, new Date('2026-01-01'), { confirmed: false })
    expect((await accountContents({ id: user.id, role: 'USER' })).passedOn).toEqual([])
    expect(
      (await call(deleteMe, '/api/users/me', { method: 'DELETE', token, body: { password: PASSWORD } })).status,
    ).toBe(204)
    expect(await db().list.findUnique({ where: { id: list.list.id } })).toBeNull()

    const owner = await createUser(db())
    const theirs = await filledList(owner.id)
    const helper = await loggedIn()
    await db().listManager.create({ data: { listId: theirs.list.id, userId: helper.user.id } })
    expect(await accountContents({ id: helper.user.id, role: 'USER' })).toEqual({
      lists: 0,
      products: 0,
      orders: 0,
      passedOn: [],
    })
    expect(
      (await call(deleteMe, '/api/users/me', { method: 'DELETE', token: helper.token, body: { password: PASSWORD } }))
        .status,
    ).toBe(204)
    expect((await db().list.findUniqueOrThrow({ where: { id: theirs.list.id } })).userId).toBe(owner.id)
    expect(await db().listManager.count({ where: { listId: theirs.list.id } })).toBe(0)
    expect(await db().order.findUnique({ where: { id: theirs.order.id } })).not.toBeNull()
  })
})

describe('DELETE /api/users/me', () => {
  it('answers 401 without a login and 422 for a wrong password, deleting nothing', async () => {
    const { user, token } = await loggedIn()
    const { list } = await filledList(user.id)
    await expectError(
      await call(deleteMe, '/api/users/me', { method: 'DELETE', body: { password: PASSWORD } }),
      401,
      'UNAUTHORIZED',
    )
    const { error } = await expectError(
      await call(deleteMe, '/api/users/me', { method: 'DELETE', token, body: { password: 'verkeerd!' } }),
      422,
      'VALIDATION',
    )
    expect(error.details?.fields).toEqual({ password: 'Dit wachtwoord is niet correct.' })
    expect(await db().list.findUnique({ where: { id: list.id } })).not.toBeNull()
  })

  it('deletes the account with its lists, products, parts, orders and images in one go; the token is dead; other lists stay', async () => {
    const { user, token } = await loggedIn()
    const mine = await filledList(user.id)
    const second = await filledList(user.id)
    const stranger = await createUser(db())
    const theirs = await filledList(stranger.id)
    const mail = (recipient: string) =>
      db().outboxMail.create({
        data: {
          kind: 'order-owner',
          messageId: `<${Math.random()}@test>`,
          sender: 'noreply@geboortelijst.be',
          recipient,
          subject: 'Oma Lutgarde schonk iets',
          raw: 'x',
        },
      })
    const [toMe, toThem] = [await mail(user.email), await mail(stranger.email)]

    const res = await call(deleteMe, '/api/users/me', { method: 'DELETE', token, body: { password: PASSWORD } })
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect(await db().user.findUnique({ where: { id: user.id } })).toBeNull()
    for (const { list, split, order, folder } of [mine, second]) {
      expect(await db().list.findUnique({ where: { id: list.id } })).toBeNull()
      expect(await db().product.count({ where: { listId: list.id } })).toBe(0)
      expect(await db().productPart.count({ where: { productId: split.id } })).toBe(0)
      expect(await db().order.findUnique({ where: { id: order.id } })).toBeNull()
      expect(await db().orderLine.count({ where: { orderId: order.id } })).toBe(0)
      expect(fs.existsSync(folder)).toBe(false)
    }
    // The outbox keeps no mail to the account; someone else's mail, list, order and image are untouched.
    expect(await db().outboxMail.findUnique({ where: { id: toMe.id } })).toBeNull()
    expect(await db().outboxMail.findUnique({ where: { id: toThem.id } })).not.toBeNull()
    expect(await db().order.findUnique({ where: { id: theirs.order.id } })).not.toBeNull()
    expect(fs.existsSync(theirs.image)).toBe(true)
    // The bearer token of a deleted account is refused.
    await expectError(await call(listsOf, '/api/lists', { token }), 401, 'UNAUTHORIZED')
  })

  it('refuses the last administrator with 409 LAST_ADMIN; with a second administrator the first may go', async () => {
    // This file's database has no administrator yet: the first one is the last one.
    const first = await loggedIn('ADMIN')
    const { list } = await filledList(first.user.id)
    const { error } = await expectError(
      await call(deleteMe, '/api/users/me', { method: 'DELETE', token: first.token, body: { password: PASSWORD } }),
      409,
      'LAST_ADMIN',
    )
    expect(error.message).toBe(
      'Je bent de laatste beheerder van de site: maak eerst iemand anders beheerder voor je je account verwijdert.',
    )
    expect(await db().user.findUnique({ where: { id: first.user.id } })).not.toBeNull()
    expect(await db().list.findUnique({ where: { id: list.id } })).not.toBeNull()

    const second = await loggedIn('ADMIN')
    expect(
      (await call(deleteMe, '/api/users/me', { method: 'DELETE', token: first.token, body: { password: PASSWORD } }))
        .status,
    ).toBe(204)
    await expectError(
      await call(deleteMe, '/api/users/me', { method: 'DELETE', token: second.token, body: { password: PASSWORD } }),
      409,
      'LAST_ADMIN',
    )
  })
})

describe('POST /api/auth/delete-account', () => {
  let admin: Awaited<ReturnType<typeof loggedIn>>
  beforeAll(async () => {
    admin = await loggedIn('ADMIN')
  })

  it('follows the same last-administrator rule', async () => {
    const { POST: deleteAccount } = await import('@/app/api/auth/delete-account/route')
    for (const other of await db().user.findMany({ where: { role: 'ADMIN', id: { not: admin.user.id } } })) {
      await db().user.update({ where: { id: other.id }, data: { role: 'USER' } })
    }
    await expectError(
      await call(deleteAccount, '/api/auth/delete-account', { token: admin.token, body: { password: PASSWORD } }),
      409,
      'LAST_ADMIN',
    )
  })
})

// Issue 8 Privacy, the account's own data: 'Mijn gegevens downloaden' (GET /api/users/me/export) and deleting the
// account by REST with a bearer token (DELETE /api/users/me), as an API client would, on a real database and the
// local uploads folder ($DATA_DIR/uploads).
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { DELETE as deleteMe } from '@/app/api/users/me/route'
import { GET as exportMe } from '@/app/api/users/me/export/route'
import { GET as listsOf } from '@/app/api/lists/route'
import { dataDir } from '@/lib/db'
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
  const order = await createOrder(db(), list.id, { name: 'Oma Lutgarde', email: 'lutgarde@example.be', message: 'Voor onze kleine schat' }, [
    { productId: split.id, productPartId: split.productParts[0].id, price: '30.00', giftMethod: 'CASH' },
  ])
  const folder = path.join(dataDir(), 'uploads', list.url)
  fs.mkdirSync(folder, { recursive: true })
  const image = path.join(folder, `${'a'.repeat(32)}.webp`)
  fs.writeFileSync(image, 'webp')
  await db().product.update({ where: { id: gift.id }, data: { imageUrl: `/uploads/${list.url}/${'a'.repeat(32)}.webp` } })
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
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="geboortelijst-mijn-gegevens-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const text = await res.text()
    expect(text).not.toMatch(/passwordHash|tokenVersion|scrypt|\$argon/i)
    const data = JSON.parse(text)
    expect(data.account).toMatchObject({ id: user.id, name: user.name, email: user.email, role: 'USER', emailConfirmed: true })
    expect(Object.keys(data.account).sort()).toEqual(['createdAt', 'email', 'emailConfirmed', 'id', 'name', 'role', 'updatedAt'])
    expect(data.lists).toHaveLength(1)
    const [list] = data.lists
    expect(list).toMatchObject({ id: mine.list.id, url: mine.list.url, iban: 'BE71096123456769', birthDate: '2026-10-14' })
    expect(list.products.map((p: { title: string }) => p.title).sort()).toEqual(['Kinderwagen', 'Knuffelbeer', 'Verrassing'])
    expect(list.products.find((p: { title: string }) => p.title === 'Kinderwagen').productParts).toHaveLength(3)
    expect(list.orders).toEqual([
      expect.objectContaining({
        reference: mine.order.reference,
        name: 'Oma Lutgarde',
        email: 'lutgarde@example.be',
        message: 'Voor onze kleine schat',
        totals: { CASH: 30, SHOP: 0 },
        products: [expect.objectContaining({ price: 30, giftMethod: 'CASH', productPartTitle: 'Deel 1', product: expect.objectContaining({ title: 'Kinderwagen' }) })],
      }),
    ])
  })
})

describe('DELETE /api/users/me', () => {
  it('answers 401 without a login and 422 for a wrong password, deleting nothing', async () => {
    const { user, token } = await loggedIn()
    const { list } = await filledList(user.id)
    await expectError(await call(deleteMe, '/api/users/me', { method: 'DELETE', body: { password: PASSWORD } }), 401, 'UNAUTHORIZED')
    const { error } = await expectError(await call(deleteMe, '/api/users/me', { method: 'DELETE', token, body: { password: 'verkeerd!' } }), 422, 'VALIDATION')
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
      db().outboxMail.create({ data: { kind: 'order-owner', messageId: `<${Math.random()}@test>`, sender: 'noreply@geboortelijst.be', recipient, subject: 'Oma Lutgarde schonk iets', raw: 'x' } })
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
    const { error } = await expectError(await call(deleteMe, '/api/users/me', { method: 'DELETE', token: first.token, body: { password: PASSWORD } }), 409, 'LAST_ADMIN')
    expect(error.message).toBe('Je bent de laatste beheerder van de site: maak eerst iemand anders beheerder voor je je account verwijdert.')
    expect(await db().user.findUnique({ where: { id: first.user.id } })).not.toBeNull()
    expect(await db().list.findUnique({ where: { id: list.id } })).not.toBeNull()

    const second = await loggedIn('ADMIN')
    expect((await call(deleteMe, '/api/users/me', { method: 'DELETE', token: first.token, body: { password: PASSWORD } })).status).toBe(204)
    await expectError(await call(deleteMe, '/api/users/me', { method: 'DELETE', token: second.token, body: { password: PASSWORD } }), 409, 'LAST_ADMIN')
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
    await expectError(await call(deleteAccount, '/api/auth/delete-account', { token: admin.token, body: { password: PASSWORD } }), 409, 'LAST_ADMIN')
  })
})

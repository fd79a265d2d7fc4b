// The admin area (docs/rules.md#admin): the four overviews searched and paged on the server, the admin
// actions (delete a list, hide or unhide a product, change a role, cancel an order) and the admin REST endpoints
// (GET /api/orders, DELETE /api/orders/{id}, GET /api/lists for an admin, GET /api/products), on a real database.
// The permission matrix of every one of them is in admin-permissions.test.ts.
import { describe, expect, it } from 'vitest'
import { GET as getLists } from '@/app/api/lists/route'
import { GET as getOrders } from '@/app/api/orders/route'
import { DELETE as deleteOrderApi } from '@/app/api/orders/[id]/route'
import { GET as getProducts } from '@/app/api/products/route'
import { adminLists, adminOrders, adminProducts, adminUsers } from '@/lib/admin'
import { setUserRole } from '@/lib/auth/accounts'
import { placeOrder } from '@/lib/orders'
import { cancelOrder } from '@/lib/orders/cancel'
import { setProductHidden } from '@/lib/products/visibility'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { waitForMails } from '../support/outbox'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()
const giverTag = Date.now().toString(36)

const asAdmin = async () => {
  const admin = await createUser(db(), { role: 'ADMIN', name: 'Beheerder' })
  return { admin, actor: { id: admin.id, role: 'ADMIN' as const }, token: await tokenFor(admin.email, 'geheim123') }
}

/** A list with a split gift (3 parts of €100) and a shop gift, and one order of a part and the shop gift. */
async function listWithOrder(names: { firstName?: string; giver?: string } = {}) {
  const owner = await createUser(db(), { name: 'Sofie Peeters' })
  const list = await createList(db(), owner.id, { firstName: names.firstName ?? 'Noor', lastName: 'Peeters' })
  const pram = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 30000, parts: 3 })
  const bath = await createProduct(db(), list.id, { title: 'Badje', price: 2450 })
  const order = await placeOrder({
    listId: list.id,
    name: names.giver ?? 'Oma Lutgarde',
    email: 'lutgarde@example.be',
    message: 'Proficiat',
    products: [
      { productId: pram.id, productPartId: pram.productParts[0].id, price: 100, giftMethod: 'CASH' },
      { productId: bath.id, price: 24.5, giftMethod: 'SHOP' },
    ],
  })
  const orderId = (await db().order.findUniqueOrThrow({ where: { reference: order.reference } })).id
  return { owner, list, pram, bath, order, orderId }
}

describe('admin overviews', () => {
  it('show every list, product, account and order with owner, statuses and totals, newest first', async () => {
    const { actor } = await asAdmin()
    const { list, pram, bath } = await listWithOrder()
    const hidden = await createProduct(db(), list.id, { title: 'Verborgen luiertas', hidden: true })

    const lists = await adminLists(actor)
    expect(lists.items[0]).toMatchObject({
      id: list.id,
      url: list.url,
      firstName: 'Noor',
      owner: { name: 'Sofie Peeters' },
      products: 3,
      orders: 1,
    })
    expect(lists).toMatchObject({ take: 25, skip: 0 })

    const products = await adminProducts(actor)
    expect(products.items[0]).toMatchObject({
      id: hidden.id,
      hidden: true,
      list: { id: list.id, url: list.url, child: 'Noor Peeters' },
    })
    expect(products.items.find((p) => p.id === pram.id)).toMatchObject({
      price: 30000,
      productParts: [{ sold: true }, { sold: false }, { sold: false }],
    })
    expect(products.items.find((p) => p.id === bath.id)).toMatchObject({ sold: true })

    const users = await adminUsers(actor)
    expect(users.items.map((u) => u.name)).toContain('Sofie Peeters')
    expect(JSON.stringify(users)).not.toContain('scrypt')

    const [order] = (await adminOrders(actor)).items
    expect(order).toMatchObject({
      name: 'Oma Lutgarde',
      list: { url: list.url, child: 'Noor Peeters' },
      totals: { CASH: 10000, SHOP: 2450 },
      paidAt: null,
    })
  })

  it('search on the server, every word case-insensitively, and take % and _ literally', async () => {
    const { actor } = await asAdmin()
    const { list, order } = await listWithOrder({ firstName: 'Zoë', giver: 'Peter 100% Peeters' })
    await listWithOrder({ firstName: 'Arne', giver: 'Tante Els' })

    expect((await adminLists(actor, { searchString: 'zoë' })).items.map((l) => l.id)).toEqual([list.id])
    // Every word counts, in any field: a whole name finds the list, a word that matches nothing finds nothing.
    expect((await adminLists(actor, { searchString: '  Zoë   PEETERS ' })).items.map((l) => l.id)).toEqual([list.id])
    expect((await adminLists(actor, { searchString: 'Zoë Janssens' })).total).toBe(0)
    expect((await adminLists(actor, { searchString: list.url.slice(0, 12) })).items.map((l) => l.id)).toEqual([list.id])
    expect((await adminOrders(actor, { searchString: '100%' })).items.map((o) => o.name)).toEqual([
      'Peter 100% Peeters',
    ])
    expect((await adminOrders(actor, { searchString: order.reference })).total).toBe(1)
    const ogm = (await db().order.findUniqueOrThrow({ where: { reference: order.reference } })).structuredCommunication
    expect((await adminOrders(actor, { searchString: ogm })).items.map((o) => o.reference)).toEqual([order.reference])
    expect((await adminOrders(actor, { searchString: '%' })).total).toBe(1)
    expect((await adminUsers(actor, { searchString: '_' })).total).toBe(0)
    const prams = await adminProducts(actor, { searchString: 'KINDERWAGEN' })
    expect(prams.items.filter((p) => p.list.id === list.id).map((p) => p.title)).toEqual(['Kinderwagen'])
    expect(prams.items.every((p) => p.title === 'Kinderwagen')).toBe(true)
  })

  it('page by 25 with the total, an empty page past the end, and a 422 for bad paging', async () => {
    const { actor } = await asAdmin()
    const owner = await createUser(db())
    for (let i = 0; i < 27; i++) await createList(db(), owner.id, { firstName: `Kind${i}` })
    const first = await adminLists(actor, { searchString: 'kind' })
    expect({ count: first.items.length, total: first.total }).toEqual({ count: 25, total: 27 })
    const second = await adminLists(actor, { searchString: 'kind', skip: '25' })
    expect(second.items.map((l) => l.firstName)).toEqual(['Kind1', 'Kind0'])
    expect((await adminLists(actor, { searchString: 'kind', skip: 50 })).items).toEqual([])
    await expect(adminLists(actor, { take: '101' })).rejects.toMatchObject({
      code: 'VALIDATION',
      status: 422,
      message: 'Vraag tussen 1 en 100 resultaten per pagina.',
    })
    await expect(adminLists(actor, { skip: '-1' })).rejects.toMatchObject({ code: 'VALIDATION', status: 422 })
  })
})

describe('cancelling an order', () => {
  it('mails the giver and the parents what was cancelled and is free again', async () => {
    const { actor } = await asAdmin()
    const { owner, orderId } = await listWithOrder({ giver: `Oma ${giverTag}` })
    await cancelOrder(actor, orderId)
    const [giver] = await waitForMails(
      'lutgarde@example.be',
      new RegExp(`De beheerders van de site annuleerden je reservatie`),
    )
    expect(giver).toContain('Badje')
    expect(giver).toContain('Heb je voor deze reservatie toch al een bedrag overgeschreven?')
    const [parent] = await waitForMails(owner.email, new RegExp(`annuleerden de reservatie van Oma ${giverTag}`))
    expect(parent).toContain('Kinderwagen (Deel 1)')
  })

  it('removes the order and makes its parts and products available and orderable again; other orders stay', async () => {
    const { actor } = await asAdmin()
    const { list, pram, bath, orderId, order } = await listWithOrder()
    const other = await placeOrder({
      listId: list.id,
      name: 'Nonkel Jan',
      email: 'jan@example.be',
      message: '',
      products: [{ productId: pram.id, productPartId: pram.productParts[1].id, price: 100, giftMethod: 'CASH' }],
    })

    expect(await cancelOrder(actor, orderId)).toEqual({ id: orderId, reference: order.reference, listSlug: list.url })
    expect(await db().order.findUnique({ where: { id: orderId } })).toBeNull()
    expect(await db().orderLine.count({ where: { orderId } })).toBe(0)
    const parts = await db().productPart.findMany({ where: { productId: pram.id }, orderBy: { position: 'asc' } })
    expect(parts.map((p) => p.sold)).toEqual([false, true, false])
    expect((await db().product.findUniqueOrThrow({ where: { id: bath.id } })).sold).toBe(false)
    expect(await db().order.findUnique({ where: { reference: other.reference } })).not.toBeNull()

    // The freed gifts can be given again.
    const again = await placeOrder({
      listId: list.id,
      name: 'Peter',
      email: 'peter@example.be',
      message: '',
      products: [
        { productId: pram.id, productPartId: pram.productParts[0].id, price: 100, giftMethod: 'CASH' },
        { productId: bath.id, price: 24.5, giftMethod: 'CASH' },
      ],
    })
    expect(again.products).toHaveLength(2)
  })

  it('makes a split product that was sold out available again', async () => {
    const { actor } = await asAdmin()
    const owner = await createUser(db())
    const list = await createList(db(), owner.id)
    const crib = await createProduct(db(), list.id, { title: 'Wieg', price: 20000, parts: 2, soldParts: 1 })
    await db().product.update({ where: { id: crib.id }, data: { sold: false } })
    const last = await placeOrder({
      listId: list.id,
      name: 'Oma',
      email: 'oma@example.be',
      message: '',
      products: [{ productId: crib.id, productPartId: crib.productParts[1].id, price: 100, giftMethod: 'CASH' }],
    })
    expect((await db().product.findUniqueOrThrow({ where: { id: crib.id } })).sold).toBe(true)
    const { id } = await db().order.findUniqueOrThrow({ where: { reference: last.reference } })
    await cancelOrder(actor, id)
    const after = await db().product.findUniqueOrThrow({
      where: { id: crib.id },
      include: { productParts: { orderBy: { position: 'asc' } } },
    })
    expect({ sold: after.sold, parts: after.productParts.map((p) => p.sold) }).toEqual({
      sold: false,
      parts: [true, false],
    })
  })

  it('answers 404 for an unknown or already cancelled order, and changes nothing', async () => {
    const { actor } = await asAdmin()
    const { orderId } = await listWithOrder()
    await cancelOrder(actor, orderId)
    await expect(cancelOrder(actor, orderId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: expect.stringMatching(/reservatie/i),
    })
    await expect(cancelOrder(actor, 2_000_000_000)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 })
  })

  it('DELETE /api/orders/{id} answers 204 without a body, then 404; a malformed id is a 404', async () => {
    const { token } = await asAdmin()
    const { orderId, pram } = await listWithOrder()
    const res = await call(deleteOrderApi, `/api/orders/${orderId}`, {
      method: 'DELETE',
      token,
      params: { id: String(orderId) },
    })
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect((await db().productPart.findUniqueOrThrow({ where: { id: pram.productParts[0].id } })).sold).toBe(false)
    await expectError(
      await call(deleteOrderApi, `/api/orders/${orderId}`, {
        method: 'DELETE',
        token,
        params: { id: String(orderId) },
      }),
      404,
      'NOT_FOUND',
    )
    await expectError(
      await call(deleteOrderApi, '/api/orders/abc', { method: 'DELETE', token, params: { id: 'abc' } }),
      404,
      'NOT_FOUND',
    )
  })
})

describe('hiding a product', () => {
  it('hides and shows any product, sold or not, and keeps its parts and orders', async () => {
    const { actor } = await asAdmin()
    const { pram, bath } = await listWithOrder()
    expect(await setProductHidden(actor, pram.id, true)).toMatchObject({
      id: pram.id,
      hidden: true,
      productParts: [{ sold: true }, { sold: false }, { sold: false }],
    })
    expect(await setProductHidden(actor, bath.id, true)).toMatchObject({ hidden: true, sold: true })
    expect(await setProductHidden(actor, pram.id, false)).toMatchObject({ hidden: false })
    expect(await db().orderLine.count({ where: { productId: bath.id } })).toBe(1)
    await expect(setProductHidden(actor, 2_000_000_000, true)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 })
  })

  it('a hidden product can no longer be ordered', async () => {
    const { actor } = await asAdmin()
    const owner = await createUser(db())
    const list = await createList(db(), owner.id)
    const toy = await createProduct(db(), list.id, { title: 'Speelmat', price: 7900 })
    await setProductHidden(actor, toy.id, true)
    await expect(
      placeOrder({
        listId: list.id,
        name: 'Oma',
        email: 'oma@example.be',
        message: '',
        products: [{ productId: toy.id, price: 79, giftMethod: 'SHOP' }],
      }),
    ).rejects.toMatchObject({ code: 'GIFT_UNAVAILABLE', status: 409 })
  })
})

describe('changing a role', () => {
  it('makes a parent an administrator and back, ending their sessions each time', async () => {
    const { actor } = await asAdmin()
    const parent = await createUser(db())
    expect(await setUserRole(actor, parent.id, 'ADMIN')).toMatchObject({ id: parent.id, role: 'ADMIN' })
    expect(await setUserRole(actor, parent.id, 'USER')).toMatchObject({ role: 'USER' })
    expect((await db().user.findUniqueOrThrow({ where: { id: parent.id } })).tokenVersion).toBe(2)
    await expect(setUserRole(actor, parent.id, 'OWNER')).rejects.toMatchObject({
      code: 'VALIDATION',
      status: 422,
      details: { fields: { role: 'Kies de rol USER (ouder) of ADMIN (beheerder).' } },
    })
  })

  it('never takes the role from the last administrator, not even at their own request (409 LAST_ADMIN)', async () => {
    // A database of its own kind: remove every other administrator first.
    await db().user.updateMany({ where: { role: 'ADMIN' }, data: { role: 'USER' } })
    const { admin, actor } = await asAdmin()
    await expect(setUserRole(actor, admin.id, 'USER')).rejects.toMatchObject({
      code: 'LAST_ADMIN',
      status: 409,
      message: 'Dit is de laatste beheerder: maak eerst iemand anders beheerder voor je deze rol afneemt.',
    })
    expect((await db().user.findUniqueOrThrow({ where: { id: admin.id } })).role).toBe('ADMIN')
    // With a second administrator, the first may step down.
    const second = await createUser(db(), { role: 'ADMIN' })
    expect(await setUserRole(actor, admin.id, 'USER')).toMatchObject({ role: 'USER' })
    await expect(setUserRole({ id: second.id, role: 'ADMIN' }, second.id, 'USER')).rejects.toMatchObject({
      code: 'LAST_ADMIN',
      status: 409,
    })
  })
})

describe('admin REST lists', () => {
  it('GET /api/orders answers the page as an array of orders with their list, and the total in X-Total-Count', async () => {
    const { token } = await asAdmin()
    const { list } = await listWithOrder({ giver: 'Meter Annick' })
    const res = await call(getOrders, '/api/orders?searchString=annick&take=5', { token })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-total-count')).toBe('1')
    const [order] = await res.json()
    expect(order).toMatchObject({
      name: 'Meter Annick',
      list: { id: list.id, url: list.url },
      totals: { CASH: 100, SHOP: 24.5 },
      paid: false,
    })
    await expectError(await call(getOrders, '/api/orders?take=0', { token }), 422, 'VALIDATION')
  })

  it('GET /api/lists gives an admin every list (paged), a parent only their own', async () => {
    const { token } = await asAdmin()
    const { owner, list } = await listWithOrder({ firstName: 'Wannes' })
    const all = await call(getLists, '/api/lists?searchString=wannes', { token })
    expect(all.headers.get('x-total-count')).toBe('1')
    expect(await all.json()).toMatchObject([{ id: list.id, owner: { id: owner.id }, products: 2, orders: 1 }])
    const own = await call(getLists, '/api/lists', { token: await tokenFor(owner.email, 'geheim123') })
    expect(own.headers.get('x-total-count')).toBeNull()
    expect((await own.json()).map((l: { id: number }) => l.id)).toEqual([list.id])
  })

  it('GET /api/products gives an admin every product with its parts in euros and its list', async () => {
    const { token } = await asAdmin()
    const { list, pram } = await listWithOrder({ firstName: 'Mila' })
    const res = await call(getProducts, `/api/products?searchString=${list.url}&take=1`, { token })
    expect(res.headers.get('x-total-count')).toBe('2')
    const items = await res.json()
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ list: { id: list.id, url: list.url } })
    const both = await (await call(getProducts, `/api/products?searchString=${list.url}`, { token })).json()
    expect(both.find((p: { id: number }) => p.id === pram.id)).toMatchObject({
      price: 300,
      productParts: [{ price: 100, sold: true }, { price: 100 }, { price: 100 }],
    })
  })
})

// The read-only admin overviews (spec §2 /admin/*, §6): only an ADMIN reads them, and never a password hash.
import { describe, expect, it } from 'vitest'
import { adminLists, adminOrders, adminProducts, adminUsers } from '@/lib/admin'
import { placeOrder } from '@/lib/orders'
import { useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()

describe('admin overviews', () => {
  it('refuses a visitor (401) and a parent (403), each with a Dutch message', async () => {
    const parent = await createUser(db())
    for (const read of [adminLists, adminProducts, adminUsers, adminOrders]) {
      await expect(read(null)).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 })
      await expect(read({ id: parent.id, role: 'USER' })).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, message: 'Enkel beheerders hebben toegang tot dit deel van de site.' })
    }
  })

  it('shows an administrator every list, product, account and order, newest first, with statuses and totals', async () => {
    const admin = await createUser(db(), { role: 'ADMIN', name: 'Beheerder' })
    const owner = await createUser(db(), { name: 'Sofie Peeters', email: 'sofie.admin-test@example.be' })
    const list = await createList(db(), owner.id, { firstName: 'Noor', lastName: 'Peeters' })
    const hidden = await createProduct(db(), list.id, { title: 'Verborgen luiertas', hidden: true })
    const split = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 30000, parts: 3 })
    await placeOrder({ listId: list.id, name: 'Oma', email: 'oma@example.be', message: '', products: [{ productId: split.id, productPartId: split.productParts[0].id, price: 100, giftMethod: 'CASH' }] })

    const lists = await adminLists({ id: admin.id, role: 'ADMIN' })
    expect(lists[0]).toMatchObject({ url: list.url, child: 'Noor Peeters', owner: { name: 'Sofie Peeters', email: 'sofie.admin-test@example.be' }, products: 2, orders: 1 })

    const products = await adminProducts({ id: admin.id, role: 'ADMIN' })
    expect(products.find((p) => p.id === hidden.id)).toMatchObject({ status: 'HIDDEN' })
    expect(products.find((p) => p.id === split.id)).toMatchObject({ status: 'AVAILABLE', price: 30000, parts: 3, soldParts: 1 })

    const users = await adminUsers({ id: admin.id, role: 'ADMIN' })
    expect(users.map((u) => u.email)).toContain('sofie.admin-test@example.be')
    expect(JSON.stringify(users)).not.toContain('scrypt$')

    const [order] = await adminOrders({ id: admin.id, role: 'ADMIN' })
    expect(order).toMatchObject({ giver: 'Oma', list: { url: list.url }, totals: { CASH: 10000, SHOP: 0 }, paid: false })
  })
})

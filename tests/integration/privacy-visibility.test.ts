// Privacy (docs/rules.md#privacy): a giver's name, e-mail address and message are for the list's owners and the site's administrators
// only (and for the giver, by the order's unguessable reference). Every REST answer that shows a list, its products
// or its orders is asked by a stranger (no login) and by another parent (logged in, with a list of their own): none
// may contain the giver's data; the answers that are the owners' refuse them. The pages read the same domain
// functions (the public list page: getListPage and listProducts; the orders page: listOrdersOfList).
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as getList, PATCH as patchList } from '@/app/api/lists/[id]/route'
import { GET as listLists } from '@/app/api/lists/route'
import { GET as listBySlug } from '@/app/api/lists/slug/[slug]/route'
import { GET as listProductsOf } from '@/app/api/lists/[id]/products/route'
import { GET as ordersOfList } from '@/app/api/lists/[id]/orders/route'
import { POST as searchLists } from '@/app/api/lists/search/route'
import { GET as getProduct } from '@/app/api/products/[id]/route'
import { GET as allProducts } from '@/app/api/products/route'
import { GET as allOrders } from '@/app/api/orders/route'
import { GET as getOrder, PATCH as patchOrder } from '@/app/api/orders/[id]/route'
import { GET as orderByReference } from '@/app/api/orders/reference/[reference]/route'
import { GET as exportMe } from '@/app/api/users/me/export/route'
import { getListPage } from '@/lib/lists'
import { listProducts } from '@/lib/products'
import { listOrdersOfList } from '@/lib/orders/overview'
import { adminOrders } from '@/lib/admin'
import { isDomainError } from '@/lib/errors'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'
import { createOrder } from './privacy-support'

const db = useTestDatabase()
const PASSWORD = 'geheim123'
const GIVER = {
  name: 'Grootvader Hieronymus',
  email: 'hieronymus.geheim@example.be',
  message: 'Een persoonlijke boodschap voor Noor',
}

/** True when the text holds any part of the giver's data (also in another case or JSON-escaped). */
const leaks = (text: string) =>
  [GIVER.name, 'Hieronymus', GIVER.email, 'hieronymus.geheim', GIVER.message].some((s) =>
    text.toLowerCase().includes(s.toLowerCase()),
  )

let owner: { id: number; token: string }
let otherParent: { id: number; token: string }
let admin: { id: number; token: string }
let list: { id: number; url: string }
let productId: number
let orderId: number
let reference: string

beforeAll(async () => {
  const user = async (role: 'USER' | 'ADMIN' = 'USER') => {
    const u = await createUser(db(), { role, password: PASSWORD })
    return { id: u.id, token: await tokenFor(u.email, PASSWORD) }
  }
  ;[owner, otherParent, admin] = [await user(), await user(), await user('ADMIN')]
  list = await createList(db(), owner.id, { firstName: 'Noor', parent1FirstName: 'Sofie' })
  await createList(db(), otherParent.id)
  const split = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 9000, parts: 3, soldParts: 1 })
  const sold = await createProduct(db(), list.id, { title: 'Bedje', sold: true })
  productId = split.id
  const order = await createOrder(db(), list.id, GIVER, [
    { productId: split.id, productPartId: split.productParts[0].id, price: '30.00', giftMethod: 'CASH' },
    { productId: sold.id, price: '50.00', giftMethod: 'SHOP' },
  ])
  orderId = order.id
  reference = order.reference
})

type Who = 'stranger' | 'other parent'
const tokenOf = (who: Who) => (who === 'stranger' ? undefined : otherParent.token)

describe.each<Who>(['stranger', 'other parent'])('as a %s', (who) => {
  it('the list, its products and the search never carry a giver’s data', async () => {
    const answers = [
      await call(getList, `/api/lists/${list.id}`, { token: tokenOf(who), params: { id: String(list.id) } }),
      await call(listBySlug, `/api/lists/slug/${list.url}`, { token: tokenOf(who), params: { slug: list.url } }),
      await call(listProductsOf, `/api/lists/${list.id}/products`, {
        token: tokenOf(who),
        params: { id: String(list.id) },
      }),
      await call(getProduct, `/api/products/${productId}`, { token: tokenOf(who), params: { id: String(productId) } }),
      await call(searchLists, '/api/lists/search', {
        token: tokenOf(who),
        body: { babyName: 'Noor', parentName: 'Sofie' },
      }),
    ]
    for (const res of answers) {
      expect(res.status).toBe(200)
      const text = await res.text()
      expect(leaks(text), text).toBe(false)
      expect(text).not.toContain(reference)
    }
  })

  it('the orders of the list, one order, every order and the owner’s export are refused', async () => {
    const status = who === 'stranger' ? 401 : 403
    const code = who === 'stranger' ? 'UNAUTHORIZED' : 'FORBIDDEN'
    const refusals = [
      await call(ordersOfList, `/api/lists/${list.id}/orders`, {
        token: tokenOf(who),
        params: { id: String(list.id) },
      }),
      await call(getOrder, `/api/orders/${orderId}`, { token: tokenOf(who), params: { id: String(orderId) } }),
      await call(patchOrder, `/api/orders/${orderId}`, {
        method: 'PATCH',
        token: tokenOf(who),
        body: { paid: true },
        params: { id: String(orderId) },
      }),
      await call(allOrders, '/api/orders', { token: tokenOf(who) }),
      await call(allProducts, '/api/products', { token: tokenOf(who) }),
      await call(listLists, `/api/lists?userId=${owner.id}`, { token: tokenOf(who) }),
      await call(patchList, `/api/lists/${list.id}`, {
        method: 'PATCH',
        token: tokenOf(who),
        body: { introduction: 'x' },
        params: { id: String(list.id) },
      }),
    ]
    for (const res of refusals) {
      const clone = res.clone()
      expect(leaks(await clone.text())).toBe(false)
      await expectError(res, status, code)
    }
  })

  it('the other parent’s own export holds their lists only', async () => {
    if (who === 'stranger') {
      await expectError(await call(exportMe, '/api/users/me/export'), 401, 'UNAUTHORIZED')
      return
    }
    const res = await call(exportMe, '/api/users/me/export', { token: otherParent.token })
    expect(res.status).toBe(200)
    expect(leaks(await res.text())).toBe(false)
  })

  it('the domain functions the pages read decide the same', async () => {
    const actor = who === 'stranger' ? null : { id: otherParent.id, role: 'USER' as const }
    // The public list page (app/list/[slug]/page.tsx) renders these two.
    const shown = await getListPage(list.url)
    const page = JSON.stringify([shown, await listProducts(list.id, actor, { onlyAvailable: true })])
    expect(leaks(page)).toBe(false)
    // Nor the owner's account: the page is one cached document for every visitor (decision 033).
    expect(shown.list).not.toHaveProperty('userId')
    // The orders page (/list/{slug}/orders) and the admin orders page.
    for (const read of [() => listOrdersOfList(actor, list.id), () => adminOrders(actor)]) {
      const error = await read().then(
        () => null,
        (e: unknown) => e,
      )
      expect(isDomainError(error) && error.status).toBe(who === 'stranger' ? 401 : 403)
    }
  })
})

describe('who may read the giver’s data', () => {
  it('the list’s owner and an administrator get it', async () => {
    for (const token of [owner.token, admin.token]) {
      const res = await call(ordersOfList, `/api/lists/${list.id}/orders`, { token, params: { id: String(list.id) } })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual([expect.objectContaining({ id: orderId, ...GIVER })])
      const one = await call(getOrder, `/api/orders/${orderId}`, { token, params: { id: String(orderId) } })
      expect(await one.json()).toMatchObject(GIVER)
    }
    const page = await call(allOrders, '/api/orders', { token: admin.token })
    expect(await page.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: orderId, ...GIVER })]))
  })

  it('the giver, by the order’s unguessable reference only; a guessed or malformed one is a 404', async () => {
    const res = await call(orderByReference, `/api/orders/reference/${reference}`, { params: { reference } })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ reference, ...GIVER })
    for (const guess of [
      reference.slice(0, -1) + (reference.endsWith('A') ? 'B' : 'A'),
      String(orderId),
      '1',
      '%FF',
      '../orders',
    ]) {
      const miss = await call(orderByReference, `/api/orders/reference/${encodeURIComponent(guess)}`, {
        params: { reference: guess },
      })
      const clone = miss.clone()
      expect(leaks(await clone.text())).toBe(false)
      await expectError(miss, 404, 'NOT_FOUND')
    }
  })
})

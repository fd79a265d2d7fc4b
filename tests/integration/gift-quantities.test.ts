// A gift wanted several times (six bodysuits) or without limit (nappies): through the REST API as a client gives and
// changes them, with `placeOrder`'s locks keeping each unit given at most once (a 20-way race on PostgreSQL).
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as postOrder } from '@/app/api/orders/route'
import { POST as postProduct } from '@/app/api/products/route'
import { PATCH as patchProduct } from '@/app/api/products/[id]/route'
import { POST as releaseRoute } from '@/app/api/orders/[id]/release/route'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { placeOrder } from '@/lib/orders'
import { call, expectError, tokenFor } from '../support/api'
import { onPostgres, useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()
let token = ''
let listId = 0

beforeAll(async () => {
  const user = await createUser(db(), { email: 'stuks.ouder@example.be', password: 'geheim123' })
  listId = (await createList(db(), user.id)).id
  token = await tokenFor(user.email, 'geheim123')
})

async function wanted(title: string, quantity: number | null, price = 9.5) {
  const res = await call(postProduct, '/api/products', {
    token,
    body: { listId, title, price, shopName: 'Zeeman', quantity },
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as { id: number; quantity: number | null; givenQuantity: number }
}

const order = (productId: number, quantity: number | undefined, price = 9.5, email = 'tante@example.be') =>
  call(postOrder, '/api/orders', {
    body: {
      listId,
      name: 'Tante Els',
      email,
      products: [{ productId, price, giftMethod: 'SHOP', ...(quantity === undefined ? {} : { quantity }) }],
    },
  })

const state = (id: number) =>
  db().product.findUniqueOrThrow({ where: { id }, select: { givenQuantity: true, sold: true } })

describe('a gift wanted several times', () => {
  it('gives units until all are given, each line priced as units × price, and refuses more than are left', async () => {
    const bodysuits = await wanted('Rompertje', 6)
    expect(bodysuits).toMatchObject({ quantity: 6, givenQuantity: 0 })

    const two = await order(bodysuits.id, 2)
    expect(two.status).toBe(201)
    const placed = (await two.json()) as { products: { quantity: number; price: number }[]; totals: { SHOP: number } }
    expect(placed.products).toMatchObject([{ quantity: 2, price: 19 }])
    expect(placed.totals.SHOP).toBe(19)
    expect(await state(bodysuits.id)).toEqual({ givenQuantity: 2, sold: false })

    // Five more than the four left: a 409 that says how many are left, and nothing changes.
    const ordersBefore = await db().order.count()
    const tooMany = await expectError(await order(bodysuits.id, 5), 409, 'GIFT_UNAVAILABLE')
    expect(tooMany.error.message).toBe(t('errors.unitsLeft', { title: 'Rompertje', left: 4 }))
    expect(tooMany.error.details).toMatchObject({ productIds: [bodysuits.id], unitsLeft: 4 })
    expect(await db().order.count()).toBe(ordersBefore)
    expect(await state(bodysuits.id)).toEqual({ givenQuantity: 2, sold: false })

    expect((await order(bodysuits.id, 4, 9.5, 'nonkel@example.be')).status).toBe(201)
    expect(await state(bodysuits.id)).toEqual({ givenQuantity: 6, sold: true })
    await expectError(await order(bodysuits.id, undefined, 9.5, 'buur@example.be'), 409, 'GIFT_UNAVAILABLE')
  })

  it('gives the units of a released order back', async () => {
    const bibs = await wanted('Slabbetje', 3, 4)
    expect((await order(bibs.id, 3, 4, 'vrijgeven@example.be')).status).toBe(201)
    expect(await state(bibs.id)).toEqual({ givenQuantity: 3, sold: true })
    const placed = await db().order.findFirstOrThrow({ where: { email: 'vrijgeven@example.be' } })
    const released = await call(releaseRoute, `/api/orders/${placed.id}/release`, {
      token,
      params: { id: String(placed.id) },
    })
    expect(released.status).toBe(204)
    expect(await state(bibs.id)).toEqual({ givenQuantity: 0, sold: false })
  })

  it('a gift without limit is never sold, whatever is given', async () => {
    const nappies = await wanted('Luiers maat 2', null, 24)
    expect(nappies.quantity).toBeNull()
    for (const email of ['a@example.be', 'b@example.be', 'c@example.be'])
      expect((await order(nappies.id, 99, 24, email)).status).toBe(201)
    expect(await state(nappies.id)).toEqual({ givenQuantity: 297, sold: false })
  })

  it('refuses quantities outside 1 to 99, several units of a part, and several units of a split gift', async () => {
    const socks = await wanted('Sokjes', 10, 3)
    for (const quantity of [0, 100, 2.5, -1]) {
      const error = await expectError(await order(socks.id, quantity, 3), 422, 'VALIDATION')
      expect(JSON.stringify(error.error.details)).toContain(t('validation.orderQuantity'))
    }
    for (const quantity of [0, 100, 'zes', 1.5]) {
      const res = await call(postProduct, '/api/products', {
        token,
        body: { listId, title: 'X', price: 5, shopName: 'Y', quantity },
      })
      const error = await expectError(res, 422, 'VALIDATION')
      expect(error.error.details?.fields?.quantity).toBe(t('validation.quantity'))
    }
    const split = await call(postProduct, '/api/products', {
      token,
      body: {
        listId,
        title: 'Kinderwagen',
        price: 600,
        cashAllowed: true,
        shopAllowed: false,
        productIsSplit: true,
        nrOfProductParts: 3,
        quantity: 2,
      },
    })
    expect((await expectError(split, 422, 'VALIDATION')).error.details?.fields?.quantity).toBe(
      t('validation.quantityWithParts'),
    )
    const pram = await createProduct(db(), listId, { title: 'Wandelwagen', price: 30000, parts: 3 })
    await expect(
      placeOrder({
        listId,
        name: 'Tante Els',
        email: 'deel@example.be',
        products: [
          { productId: pram.id, productPartId: pram.productParts[0]!.id, price: 100, giftMethod: 'CASH', quantity: 2 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: t('errors.quantityNotAllowed', { title: 'Wandelwagen' }) })
    expect(await db().orderLine.count({ where: { productId: pram.id } })).toBe(0)
  })

  it('once units are given, keeps the price and methods and never asks for fewer than were given', async () => {
    const bottles = await wanted('Zuigfles', 5, 8)
    expect((await order(bottles.id, 2, 8, 'fles@example.be')).status).toBe(201)
    const patch = (body: Record<string, unknown>) =>
      call(patchProduct, `/api/products/${bottles.id}`, {
        token,
        method: 'PATCH',
        params: { id: String(bottles.id) },
        body,
      })
    expect((await expectError(await patch({ price: 9 }), 409, 'PRODUCT_GIVEN')).error.details).toMatchObject({
      locked: ['price'],
    })
    const fewer = await expectError(await patch({ quantity: 1 }), 422, 'VALIDATION')
    expect(fewer.error.details?.fields?.quantity).toBe(t('errors.quantityBelowGiven', { given: 2 }))
    expect(await (await patch({ quantity: 8 })).json()).toMatchObject({ quantity: 8, givenQuantity: 2, sold: false })
    expect(await (await patch({ quantity: 2 })).json()).toMatchObject({ quantity: 2, givenQuantity: 2, sold: true })
  })
})

describe.runIf(onPostgres)('the last unit under concurrency (PostgreSQL)', () => {
  it('twenty givers asking for the last of six bodysuits: exactly one gets it', async () => {
    const product = await createProduct(db(), listId, { title: 'Rompertje race', price: 950 })
    await db().product.update({ where: { id: product.id }, data: { quantity: 6, givenQuantity: 5 } })
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder({
          listId,
          name: `Gever ${i}`,
          email: `gever${i}@example.be`,
          products: [{ productId: product.id, price: 9.5, giftMethod: 'SHOP', quantity: 1 }],
        }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(refused).toHaveLength(19)
    for (const r of refused) expect((r.reason as DomainError).status).toBe(409)
    expect(await state(product.id)).toEqual({ givenQuantity: 6, sold: true })
    expect(await db().orderLine.count({ where: { productId: product.id } })).toBe(1)
  })
})

// A fund ('spaarpot', towards the pram): a CASH gift without a fixed price, the giver chooses the amount (€ 5 to
// € 1,000 a line); the list shows what was given against an optional goal; it is never sold. Through the REST API.
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as postOrder } from '@/app/api/orders/route'
import { POST as postProduct } from '@/app/api/products/route'
import { POST as releaseRoute } from '@/app/api/orders/[id]/release/route'
import { t } from '@/lib/i18n'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createUser } from '../fixtures/factories'

const db = useTestDatabase()
let token = ''
let listId = 0

beforeAll(async () => {
  const user = await createUser(db(), { email: 'spaarpot.ouder@example.be', password: 'geheim123' })
  listId = (await createList(db(), user.id)).id
  token = await tokenFor(user.email, 'geheim123')
})

async function fund(title: string, goal?: number) {
  const res = await call(postProduct, '/api/products', {
    token,
    body: { listId, title, fund: true, ...(goal === undefined ? {} : { price: goal }), shopAllowed: true },
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as Record<string, unknown> & { id: number }
}

const give = (productId: number, amount: number, email = 'peter@example.be') =>
  call(postOrder, '/api/orders', {
    body: { listId, name: 'Peter', email, products: [{ productId, price: amount, giftMethod: 'CASH' }] },
  })

const given = async (id: number) => {
  const row = await db().product.findUniqueOrThrow({ where: { id }, select: { givenAmount: true, sold: true } })
  return { givenAmount: Number(row.givenAmount), sold: row.sold }
}

describe('a fund', () => {
  it('is given by transfer only, with an optional goal, and adds what givers choose without ever being sold', async () => {
    const pram = await fund('Spaarpot kinderwagen', 600)
    expect(pram).toMatchObject({ fund: true, price: 600, givenAmount: 0, cashAllowed: true, shopAllowed: false })
    const free = await fund('Spaarpot zonder doel')
    expect(free).toMatchObject({ fund: true, price: 0, quantity: null })

    const first = await give(pram.id, 25)
    expect(first.status).toBe(201)
    const order = (await first.json()) as {
      totals: { CASH: number }
      payment: { amount: number; epcPayload: string }
      products: { price: number }[]
    }
    expect(order.products).toMatchObject([{ price: 25 }])
    expect(order.totals.CASH).toBe(25)
    expect(order.payment.amount).toBe(25)
    // The EPC QR code's amount line (EPC069-12: 'EUR' and the amount).
    expect(order.payment.epcPayload.split('\n')).toContain('EUR25.00')
    expect((await give(pram.id, 700, 'oma@example.be')).status).toBe(201)
    // Past its goal it is still offered: a fund is never sold.
    expect(await given(pram.id)).toEqual({ givenAmount: 725, sold: false })
    expect((await give(free.id, 5, 'nonkel@example.be')).status).toBe(201)
  })

  it('refuses less than € 5, more than € 1,000 and a shop gift, and changes nothing', async () => {
    const box = await fund('Spaarpot box', 150)
    const ordersBefore = await db().order.count()
    for (const amount of [4.99, 1000.01, 0]) {
      const error = await expectError(await give(box.id, amount), 422, 'VALIDATION')
      expect(error.error.message).toBe(t('errors.fundAmount', { title: 'Spaarpot box' }))
    }
    const shop = await call(postOrder, '/api/orders', {
      body: {
        listId,
        name: 'Peter',
        email: 'p@example.be',
        products: [{ productId: box.id, price: 50, giftMethod: 'SHOP' }],
      },
    })
    await expectError(shop, 409, 'GIFT_CHANGED')
    expect(await db().order.count()).toBe(ordersBefore)
    expect(await given(box.id)).toEqual({ givenAmount: 0, sold: false })
  })

  it('gives the amount of a released order back', async () => {
    const bath = await fund('Spaarpot badje', 80)
    expect((await give(bath.id, 30, 'vrij@example.be')).status).toBe(201)
    const placed = await db().order.findFirstOrThrow({ where: { email: 'vrij@example.be' } })
    const released = await call(releaseRoute, `/api/orders/${placed.id}/release`, {
      token,
      params: { id: String(placed.id) },
    })
    expect(released.status).toBe(204)
    expect(await given(bath.id)).toEqual({ givenAmount: 0, sold: false })
  })

  it('needs a price for any other gift', async () => {
    const res = await call(postProduct, '/api/products', { token, body: { listId, title: 'Badje', shopName: 'X' } })
    expect((await expectError(res, 422, 'VALIDATION')).error.details?.fields?.price).toBe(t('validation.price'))
  })
})

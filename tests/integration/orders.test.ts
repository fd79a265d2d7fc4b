import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { placeOrder, getOrderByReference } from '@/lib/orders'
import { isValidOgm } from '@/lib/payments/ogm'
import { outboxDir } from '@/lib/mail'
import { DomainError } from '@/lib/errors'
import { useTestDatabase, onPostgres } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()

async function setup() {
  const user = await createUser(db())
  const list = await createList(db(), user.id)
  return { user, list }
}

const giver = { name: 'Oma Lutgarde', email: 'oma@example.be', message: 'Proficiat!' }

async function expectDomainError(promise: Promise<unknown>, status: number, code?: string): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  expect((error as DomainError).status).toBe(status)
  if (code) expect((error as DomainError).code).toBe(code)
  return error as DomainError
}

describe('placeOrder', () => {
  it('sells a whole product, records the lines and answers a reference and an OGM', async () => {
    const { list } = await setup()
    const shop = await createProduct(db(), list.id, { title: 'Badje', price: 3499, cashAllowed: false })
    const cash = await createProduct(db(), list.id, { title: 'Babyfoon', price: 11900, shopAllowed: false })
    const order = await placeOrder({
      listId: list.id,
      ...giver,
      products: [
        { productId: shop.id, price: 34.99, giftMethod: 'SHOP' },
        { productId: cash.id, price: 119, giftMethod: 'CASH' },
      ],
    })
    expect(order.reference).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(order.products.map((l) => [l.product.title, l.price, l.giftMethod])).toEqual([
      ['Badje', 3499, 'SHOP'],
      ['Babyfoon', 11900, 'CASH'],
    ])
    expect(order.totals).toEqual({ CASH: 11900, SHOP: 3499 })
    expect(order.payment?.amount).toBe(11900)
    expect(order.payment?.beneficiary).toBe('Sofie Peeters en Jonas Maes')
    expect(isValidOgm(order.payment!.structuredCommunication)).toBe(true)
    expect(order.payment?.epcPayload!.split('\n').slice(0, 8)).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Sofie Peeters en Jonas Maes',
      'BE71096123456769',
      'EUR119.00',
    ])
    const after = await db().product.findMany({ where: { id: { in: [shop.id, cash.id] } } })
    expect(after.every((p) => p.sold)).toBe(true)
    expect((await getOrderByReference(order.reference)).name).toBe('Oma Lutgarde')
  })

  it('names the account holder the parents gave as the beneficiary, in the EPC QR code too', async () => {
    const { list } = await setup()
    await db().list.update({ where: { id: list.id }, data: { accountHolder: 'S. Peeters - J. Maes' } })
    const cash = await createProduct(db(), list.id, { title: 'Babyfoon', price: 11900, shopAllowed: false })
    const order = await placeOrder({
      listId: list.id,
      ...giver,
      products: [{ productId: cash.id, price: 119, giftMethod: 'CASH' }],
    })
    expect(order.payment?.beneficiary).toBe('S. Peeters - J. Maes')
    expect(order.payment?.epcPayload!.split('\n')[5]).toBe('S. Peeters - J. Maes')
    expect((await getOrderByReference(order.reference)).payment?.beneficiary).toBe('S. Peeters - J. Maes')
  })

  it('sells parts one by one and marks the product sold with its last part', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 10000, parts: 3 })
    const [p1, p2, p3] = product.productParts
    await placeOrder({
      listId: list.id,
      ...giver,
      products: [{ productId: product.id, productPartId: p1.id, price: 33.33, giftMethod: 'CASH' }],
    })
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).sold).toBe(false)
    const order = await placeOrder({
      listId: list.id,
      ...giver,
      products: [
        { productId: product.id, productPartId: p2.id, price: 33.33, giftMethod: 'CASH' },
        { productId: product.id, productPartId: p3.id, price: 33.34, giftMethod: 'CASH' },
      ],
    })
    expect(order.totals.CASH).toBe(6667)
    expect(order.products.map((l) => l.productPartTitle)).toEqual(['Deel 2', 'Deel 3'])
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).sold).toBe(true)
  })

  it('answers 409 naming the gift when it is already sold, and changes nothing', async () => {
    const { list } = await setup()
    const gone = await createProduct(db(), list.id, { title: 'Draagzak', price: 13900, sold: true })
    const free = await createProduct(db(), list.id, { title: 'Speelmat', price: 7900 })
    const before = await db().order.count()
    const error = await expectDomainError(
      placeOrder({
        listId: list.id,
        ...giver,
        products: [
          { productId: free.id, price: 79, giftMethod: 'SHOP' },
          { productId: gone.id, price: 139, giftMethod: 'SHOP' },
        ],
      }),
      409,
      'GIFT_UNAVAILABLE',
    )
    expect(error.message).toContain('Draagzak')
    expect(error.details).toEqual({ productIds: [gone.id], productPartIds: [] })
    expect(await db().order.count()).toBe(before)
    expect((await db().product.findUniqueOrThrow({ where: { id: free.id } })).sold).toBe(false)
  })

  it('answers 409 for a sold part and for a hidden product', async () => {
    const { list } = await setup()
    const split = await createProduct(db(), list.id, { title: 'Autostoeltje', price: 20000, parts: 4, soldParts: 1 })
    const hidden = await createProduct(db(), list.id, { title: 'Luiertas', price: 5995, hidden: true })
    const e1 = await expectDomainError(
      placeOrder({
        listId: list.id,
        ...giver,
        products: [{ productId: split.id, productPartId: split.productParts[0].id, price: 50, giftMethod: 'CASH' }],
      }),
      409,
    )
    expect(e1.details).toEqual({ productIds: [], productPartIds: [split.productParts[0].id] })
    await expectDomainError(
      placeOrder({ listId: list.id, ...giver, products: [{ productId: hidden.id, price: 59.95, giftMethod: 'CASH' }] }),
      409,
    )
  })

  it('answers 409 PRICE_CHANGED when the price differs from the database', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Box', price: 12995 })
    const error = await expectDomainError(
      placeOrder({ listId: list.id, ...giver, products: [{ productId: product.id, price: 1, giftMethod: 'SHOP' }] }),
      409,
      'PRICE_CHANGED',
    )
    expect(error.message).toContain('Box')
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).sold).toBe(false)
  })

  it('rejects malformed requests with a 4xx and a Dutch message', async () => {
    const { list } = await setup()
    const other = await createList(db(), (await createUser(db())).id)
    const product = await createProduct(db(), list.id, { title: 'Badje', price: 3499, cashAllowed: false })
    const split = await createProduct(db(), list.id, { title: 'Wieg', price: 9000, parts: 3 })
    const base = { listId: list.id, ...giver }
    const cases: [unknown, number][] = [
      [{ ...base, name: '', products: [{ productId: product.id, price: 34.99, giftMethod: 'SHOP' }] }, 422],
      [{ ...base, email: 'geen-mail', products: [{ productId: product.id, price: 34.99, giftMethod: 'SHOP' }] }, 422],
      [{ ...base, products: [] }, 422],
      [{ ...base, products: [{ productId: product.id, price: -1, giftMethod: 'SHOP' }] }, 422],
      [{ ...base, products: [{ productId: product.id, price: 34.999, giftMethod: 'SHOP' }] }, 422],
      [{ ...base, products: [{ productId: 'een', price: 34.99, giftMethod: 'SHOP' }] }, 422],
      [{ ...base, products: [{ productId: product.id, price: 34.99, giftMethod: 'GRATIS' }] }, 422],
      [{ ...base, products: [{ productId: product.id, price: 34.99, giftMethod: 'CASH' }] }, 409],
      [
        {
          ...base,
          products: [
            { productId: product.id, price: 34.99, giftMethod: 'SHOP' },
            { productId: product.id, price: 34.99, giftMethod: 'SHOP' },
          ],
        },
        422,
      ],
      [{ ...base, products: [{ productId: split.id, price: 90, giftMethod: 'CASH' }] }, 409],
      [
        {
          ...base,
          products: [{ productId: split.id, productPartId: split.productParts[0].id, price: 30, giftMethod: 'SHOP' }],
        },
        422,
      ],
      [{ ...base, listId: other.id, products: [{ productId: product.id, price: 34.99, giftMethod: 'SHOP' }] }, 404],
      [{ ...base, listId: 99999999, products: [{ productId: product.id, price: 34.99, giftMethod: 'SHOP' }] }, 404],
      [{ ...base, products: [{ productId: 99999999, price: 1, giftMethod: 'SHOP' }] }, 404],
      [null, 422],
      ['tekst', 422],
    ]
    for (const [input, status] of cases) {
      const error = await expectDomainError(placeOrder(input), status)
      expect(error.message.length).toBeGreaterThan(5)
    }
    expect(await db().orderLine.count({ where: { productId: { in: [product.id, split.id] } } })).toBe(0)
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).sold).toBe(false)
  })

  /** The giver's summary mail of an order: the outbox worker sends it right after the commit, so wait for the .eml. */
  async function summaryMail(reference: string): Promise<string | undefined> {
    let mail: string | undefined
    for (let i = 0; i < 50 && !mail; i++) {
      await new Promise((r) => setTimeout(r, 100))
      const files = fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()).filter((f) => f.endsWith('.eml')) : []
      mail = files
        .map((f) => fs.readFileSync(path.join(outboxDir(), f), 'utf8').replace(/=\r?\n/g, ''))
        .find((m) => m.includes(reference))
    }
    return mail
  }

  it('writes the giver a Dutch summary mail with the payment instructions', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Spaarpot', price: 2500, shopAllowed: false })
    const order = await placeOrder({
      listId: list.id,
      name: 'Tante Els',
      email: 'els@example.be',
      products: [{ productId: product.id, price: 25, giftMethod: 'CASH' }],
    })
    const mail = await summaryMail(order.reference)
    expect(mail).toBeDefined()
    expect(mail).toContain('To: Tante Els <els@example.be>')
    expect(mail).toContain(order.payment!.structuredCommunication)
    expect(mail).toContain('BE71 0961 2345 6769')
    expect(mail).toContain('Content-Type: image/png')
  })

  it("names the shop gift's product page 'Bekijk in de webshop' in the mail when there is no affiliate link", async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, {
      title: 'Box',
      price: 12995,
      cashAllowed: false,
      shopName: 'Baby-Dump',
    })
    await db().product.update({ where: { id: product.id }, data: { productUrl: 'https://bd.be/box' } })
    const order = await placeOrder({
      listId: list.id,
      name: 'Nonkel Jan',
      email: 'jan@example.be',
      products: [{ productId: product.id, price: 129.95, giftMethod: 'SHOP' }],
    })
    const mail = (await summaryMail(order.reference))!
    expect(mail).toContain('bij Baby-Dump. Bekijk in de webshop: https://bd.be/box')
    expect(mail).toMatch(/<a href=3D"https:\/\/bd\.be\/box"[^>]*>Bekijk in de webshop<\/a>/)
  })
})

describe.runIf(onPostgres)('placeOrder under concurrency (PostgreSQL)', () => {
  it('twenty visitors ordering the same last free part: exactly one succeeds, the others get 409', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 60000, parts: 6, soldParts: 5 })
    const last = product.productParts[5]
    const ordersBefore = await db().order.count()
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder({
          listId: list.id,
          name: `Bezoeker ${i}`,
          email: `bezoeker${i}@example.be`,
          products: [{ productId: product.id, productPartId: last.id, price: 100, giftMethod: 'CASH' }],
        }),
      ),
    )
    const ok = results.filter((r) => r.status === 'fulfilled')
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(ok).toHaveLength(1)
    expect(failed).toHaveLength(19)
    for (const f of failed) {
      expect(f.reason).toBeInstanceOf(DomainError)
      expect((f.reason as DomainError).status).toBe(409)
      expect((f.reason as DomainError).message).toContain('Kinderwagen')
    }
    expect(await db().order.count()).toBe(ordersBefore + 1)
    expect(await db().orderLine.count({ where: { productPartId: last.id } })).toBe(1)
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).sold).toBe(true)
  })

  it('twenty visitors ordering the same whole product: exactly one succeeds', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Box', price: 12995 })
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder({
          listId: list.id,
          name: `Bezoeker ${i}`,
          email: `b${i}@example.be`,
          products: [{ productId: product.id, price: 129.95, giftMethod: i % 2 ? 'CASH' : 'SHOP' }],
        }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(results.filter((r) => r.status === 'rejected' && (r.reason as DomainError).status === 409)).toHaveLength(19)
    expect(await db().orderLine.count({ where: { productId: product.id } })).toBe(1)
  })
})

if (!onPostgres) {
  console.info(
    '[orders.test] concurrency tests skipped: they need PostgreSQL (set TEST_DATABASE_URL); PGlite has a single connection and cannot race',
  )
}

describe('order records', () => {
  it('a product that was given cannot be deleted; a list can once its orders are', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Wieg', price: 9000, parts: 3 })
    await placeOrder({
      listId: list.id,
      ...giver,
      products: [{ productId: product.id, productPartId: product.productParts[0].id, price: 30, giftMethod: 'CASH' }],
    })
    await expect(db().product.delete({ where: { id: product.id } })).rejects.toThrow()
    await expect(db().productPart.delete({ where: { id: product.productParts[0].id } })).rejects.toThrow()
    expect(await db().orderLine.count({ where: { productId: product.id } })).toBe(1)
    await expect(db().list.delete({ where: { id: list.id } })).rejects.toThrow()
    await db().order.deleteMany({ where: { listId: list.id } })
    await db().list.delete({ where: { id: list.id } })
    expect(await db().orderLine.count({ where: { productId: product.id } })).toBe(0)
  })
})

// Releasing a reservation (POST /api/orders/{id}/release, decision 026): the list's owner or an administrator gives the
// gifts of an order not marked paid back to the list and the giver is mailed; anyone else is refused and nothing
// changes. Through the route as a client calls it, on PGlite or TEST_DATABASE_URL; the races on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as postRelease } from '@/app/api/orders/[id]/release/route'
import { POST as postOrder } from '@/app/api/orders/route'
import { placeOrder } from '@/lib/orders'
import { releaseOrder } from '@/lib/orders/cancel'
import { setOrderPaid } from '@/lib/orders/overview'
import { anonymisedGiver } from '@/lib/privacy/retention'
import { onPostgres, useTestDatabase } from '../support/db'
import { call, expectError, tokenFor } from '../support/api'
import { waitForMails } from '../support/outbox'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()
const PASSWORD = 'geheim123'

interface Who {
  id: number
  role: 'USER' | 'ADMIN'
  token: string
}
let owner: Who
let other: Who
let admin: Who

async function loggedIn(role: 'USER' | 'ADMIN' = 'USER'): Promise<Who> {
  const user = await createUser(db(), { role, password: PASSWORD })
  return { id: user.id, role, token: await tokenFor(user.email, PASSWORD) }
}

beforeAll(async () => {
  ;[owner, other, admin] = [await loggedIn(), await loggedIn(), await loggedIn('ADMIN')]
  // The other user has a list of their own: owning *a* list is not enough.
  await createList(db(), other.id)
})

let runs = 0
/**
 * A list of the owner with two shop gifts and a cash gift in three parts, and an order of `email` for both shop gifts
 * and the first part.
 */
async function reserved(email = `schenker-${++runs}@example.be`) {
  const list = await createList(db(), owner.id, { firstName: 'Vic', lastName: 'Maes' })
  const bike = await createProduct(db(), list.id, { title: 'Loopfiets', price: 8999, cashAllowed: false })
  const bag = await createProduct(db(), list.id, { title: 'Slaapzak', price: 3450, cashAllowed: false })
  const pram = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 30000, parts: 3 })
  const placed = await placeOrder({
    listId: list.id,
    name: 'Wegwerp Schenker',
    email,
    message: '',
    products: [
      { productId: bike.id, price: 89.99, giftMethod: 'SHOP' },
      { productId: bag.id, price: 34.5, giftMethod: 'SHOP' },
      { productId: pram.id, productPartId: pram.productParts[0]!.id, price: 100, giftMethod: 'CASH' },
    ],
  })
  const order = await db().order.findUniqueOrThrow({ where: { reference: placed.reference } })
  return { list, bike, bag, pram, order, email }
}

type Reserved = Awaited<ReturnType<typeof reserved>>

const release = (orderId: number | string, token?: string) =>
  call(postRelease, `/api/orders/${orderId}/release`, { method: 'POST', token, params: { id: String(orderId) } })

/** What a release changes: the list's orders with their lines, its products with their parts, and the outbox. */
async function state(r: Reserved) {
  return {
    orders: await db().order.findMany({
      where: { listId: r.list.id },
      include: { lines: { orderBy: { id: 'asc' } } },
      orderBy: { id: 'asc' },
    }),
    products: await db().product.findMany({
      where: { listId: r.list.id },
      include: { productParts: { orderBy: { position: 'asc' } } },
      orderBy: { id: 'asc' },
    }),
    mails: await db().outboxMail.count({ where: { kind: 'order-released' } }),
  }
}

describe("the list's owner releases a reservation", () => {
  it('answers 204: the order is gone, its gifts are available again and the giver gets a mail', async () => {
    const r = await reserved()
    expect(await db().product.count({ where: { listId: r.list.id, sold: true } })).toBe(2)

    const res = await release(r.order.id, owner.token)
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')

    const after = await state(r)
    expect(after.orders).toEqual([])
    expect(after.products.map((p) => [p.title, p.sold])).toEqual([
      ['Loopfiets', false],
      ['Slaapzak', false],
      ['Kinderwagen', false],
    ])
    expect(after.products[2]!.productParts.map((p) => p.sold)).toEqual([false, false, false])

    const queued = await db().outboxMail.findMany({ where: { kind: 'order-released', recipient: r.email } })
    expect(queued.map((m) => m.subject)).toEqual(['Je reservatie voor de geboortelijst van Vic Maes werd vrijgegeven'])
    const [mail] = await waitForMails(r.email, /werd vrijgegeven/)
    const text = mail!.slice(0, mail!.indexOf('Content-Type: text/html'))
    expect(text).toContain('Dag Wegwerp Schenker,')
    expect(text).toContain('- Loopfiets\n- Slaapzak\n- Kinderwagen (Deel 1)')
    expect(text).toContain(
      'Heb je voor deze reservatie toch al een bedrag overgeschreven? Neem dan contact op met de ouders.',
    )
    expect(text).toContain(`/list/${r.list.url}`)
    // No amounts and no payment details: the reservation is gone.
    expect(text).not.toMatch(/€|BE\d\d|\+\+\+/)

    // Someone else can give the same gifts now.
    const again = await call(postOrder, '/api/orders', {
      body: {
        listId: r.list.id,
        name: 'Echte Schenker',
        email: 'echt@example.be',
        message: '',
        products: [{ productId: r.bike.id, price: 89.99, giftMethod: 'SHOP' }],
      },
    })
    expect(again.status).toBe(201)
  })

  it('an administrator may release too; a second release of the same order is 404', async () => {
    const r = await reserved()
    expect((await release(r.order.id, admin.token)).status).toBe(204)
    expect(await db().order.count({ where: { id: r.order.id } })).toBe(0)
    await expectError(await release(r.order.id, owner.token), 404, 'NOT_FOUND')
  })

  it('does not mail the giver of an order whose giver was anonymised', async () => {
    const r = await reserved()
    await db().order.update({ where: { id: r.order.id }, data: { ...anonymisedGiver(), clientKey: null } })
    const before = await db().outboxMail.count()
    expect((await release(r.order.id, owner.token)).status).toBe(204)
    expect(await db().outboxMail.count()).toBe(before)
    expect(await db().product.count({ where: { listId: r.list.id, sold: true } })).toBe(0)
  })
})

describe('refusals change nothing', () => {
  it('another user 403, a visitor 401, an unknown or malformed id 404', async () => {
    const r = await reserved()
    const before = await state(r)
    await expectError(await release(r.order.id, other.token), 403, 'FORBIDDEN')
    await expectError(await release(r.order.id), 401, 'UNAUTHORIZED')
    await expectError(await release(2_147_483_647, owner.token), 404, 'NOT_FOUND')
    await expectError(await release('abc', owner.token), 404, 'NOT_FOUND')
    expect(await state(r)).toEqual(before)
  })

  it('an order marked paid is 409 ORDER_PAID, for the owner and an administrator; once unmarked it can be released', async () => {
    const r = await reserved()
    await setOrderPaid({ id: owner.id, role: 'USER' }, r.order.id, true)
    const before = await state(r)
    const body = await expectError(await release(r.order.id, owner.token), 409, 'ORDER_PAID')
    expect(body.error.message).toBe(
      'Deze reservatie is als betaald gemarkeerd en kan daarom niet vrijgegeven worden. Werd het bedrag toch niet ontvangen? Maak ‘betaald’ dan eerst ongedaan.',
    )
    await expectError(await release(r.order.id, admin.token), 409, 'ORDER_PAID')
    expect(await state(r)).toEqual(before)

    await setOrderPaid({ id: owner.id, role: 'USER' }, r.order.id, false)
    expect((await release(r.order.id, owner.token)).status).toBe(204)
  })
})

describe.runIf(onPostgres)('releasing at the same moment (PostgreSQL)', () => {
  it('a release and marking the order paid at once: either the order is gone and free, or it is paid and kept', async () => {
    for (let round = 0; round < 5; round++) {
      const r = await reserved()
      const actor = { id: owner.id, role: 'USER' as const }
      const [released, paid] = await Promise.allSettled([
        releaseOrder(actor, r.order.id),
        setOrderPaid(actor, r.order.id, true),
      ])
      const after = await state(r)
      if (released.status === 'fulfilled') {
        expect(paid).toMatchObject({ status: 'rejected', reason: { status: 404, code: 'NOT_FOUND' } })
        expect(after.orders).toEqual([])
        expect(after.products.every((p) => !p.sold && p.productParts.every((part) => !part.sold))).toBe(true)
      } else {
        expect(released.reason).toMatchObject({ status: 409, code: 'ORDER_PAID' })
        expect(paid.status).toBe('fulfilled')
        expect(after.orders).toHaveLength(1)
        expect(after.orders[0]!.paidAt).toBeInstanceOf(Date)
        expect(after.products.filter((p) => p.sold).map((p) => p.title)).toEqual(['Loopfiets', 'Slaapzak'])
      }
    }
  })

  it('a release racing orders for its gifts: every gift is sold exactly when an order line holds it', async () => {
    const r = await reserved()
    const attempts = Array.from({ length: 6 }, (_, i) =>
      placeOrder({
        listId: r.list.id,
        name: 'Snel',
        email: `snel-${i}@example.be`,
        message: '',
        products: [{ productId: r.bike.id, price: 89.99, giftMethod: 'SHOP' }],
      }),
    )
    const results = await Promise.allSettled([releaseOrder({ id: owner.id, role: 'USER' }, r.order.id), ...attempts])
    expect(results[0]!.status).toBe('fulfilled')
    const lines = await db().orderLine.findMany({ where: { productId: r.bike.id } })
    expect(lines.length).toBeLessThanOrEqual(1)
    expect((await db().product.findUniqueOrThrow({ where: { id: r.bike.id } })).sold).toBe(lines.length === 1)
    for (const result of results.slice(1))
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409, code: 'GIFT_UNAVAILABLE' })
  })
})

// Orders: the daily gift limit per list (an e-mail address or a client, an IPv6 client by its /64), checked only for an
// otherwise valid order and answered without counts or times; a list whose owner has not confirmed the e-mail address
// takes no orders; the answer built from the transaction (a database failing right after the commit still answers the
// order), the random structured communication, and the summary mail that quotes the giver's message last and never in
// its subject.
// Through POST /api/orders as a client calls it, on PGlite or TEST_DATABASE_URL.
import { afterEach, describe, expect, it } from 'vitest'
import { POST as postOrder } from '@/app/api/orders/route'
import { getDb, type Database } from '@/lib/db'
import { placeOrder } from '@/lib/orders'
import { newOrderIdentity } from '@/lib/orders/identity'
import { isValidOgm, ogmFromBase } from '@/lib/payments/ogm'
import { onPostgres, useTestDatabase, withDatabase } from '../support/db'
import { call, expectError, nextIp } from '../support/api'
import { expectConsoleError } from '../support/console'
import { settleMailTasks } from '@/lib/mail'
import { waitForMails } from '../support/outbox'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()

async function listWithGifts(count: number, slug: string) {
  const owner = await createUser(db(), { email: `owner-${slug}@example.be` })
  const list = await createList(db(), owner.id, { url: slug })
  const gifts = []
  for (let i = 0; i < count; i++)
    gifts.push(await createProduct(db(), list.id, { title: `Cadeau ${i + 1}`, price: 1000 }))
  return { list, gifts }
}

const order = (listId: number, email: string, gifts: { id: number }[]) => ({
  listId,
  name: 'Tante Els',
  email,
  message: '',
  products: gifts.map((g) => ({ productId: g.id, price: 10, giftMethod: 'SHOP' })),
})

afterEach(() => {
  delete process.env.ORDER_DAILY_GIFT_LIMIT
})

describe('the daily gift limit per list', () => {
  it('refuses an e-mail address (in any case) past the limit on one list, with a Dutch 429; other lists and givers go on', async () => {
    process.env.ORDER_DAILY_GIFT_LIMIT = '3'
    const { list, gifts } = await listWithGifts(6, 'limiet-mail')
    const other = await listWithGifts(1, 'limiet-ander')
    expect(
      (await call(postOrder, '/api/orders', { body: order(list.id, 'els@example.be', gifts.slice(0, 2)) })).status,
    ).toBe(201)
    expect(
      (await call(postOrder, '/api/orders', { body: order(list.id, 'ELS@Example.be', gifts.slice(2, 3)) })).status,
    ).toBe(201)

    const refused = await call(postOrder, '/api/orders', { body: order(list.id, 'Els@example.be', gifts.slice(3, 4)) })
    const body = await expectError(refused, 429, 'RATE_LIMITED')
    expect(body.error.message).toBe(
      'Vanaf dit e-mailadres of deze verbinding kan je op deze geboortelijst niet meer geschenkjes per dag reserveren. Probeer het later opnieuw.',
    )
    expect(refused.headers.get('retry-after')).toBe('86400')
    // Nothing of the refused order was sold.
    expect((await db().product.findUniqueOrThrow({ where: { id: gifts[3]!.id } })).sold).toBe(false)

    expect(
      (await call(postOrder, '/api/orders', { body: order(other.list.id, 'els@example.be', other.gifts) })).status,
    ).toBe(201)
    expect(
      (await call(postOrder, '/api/orders', { body: order(list.id, 'jan@example.be', gifts.slice(3, 6)) })).status,
    ).toBe(201)
  })

  it('refuses one client past the limit whatever address it gives, and counts the gifts of the new order too', async () => {
    process.env.ORDER_DAILY_GIFT_LIMIT = '3'
    const { list, gifts } = await listWithGifts(6, 'limiet-client')
    const ip = nextIp()
    expect(
      (await call(postOrder, '/api/orders', { ip, body: order(list.id, 'een@example.be', gifts.slice(0, 2)) })).status,
    ).toBe(201)
    // Two more gifts would make four.
    await expectError(
      await call(postOrder, '/api/orders', { ip, body: order(list.id, 'twee@example.be', gifts.slice(2, 4)) }),
      429,
      'RATE_LIMITED',
    )
    expect(
      (await call(postOrder, '/api/orders', { ip, body: order(list.id, 'drie@example.be', gifts.slice(2, 3)) })).status,
    ).toBe(201)
    await expectError(
      await call(postOrder, '/api/orders', { ip, body: order(list.id, 'vier@example.be', gifts.slice(3, 4)) }),
      429,
      'RATE_LIMITED',
    )
    // Another client with another address is not affected.
    expect(
      (await call(postOrder, '/api/orders', { body: order(list.id, 'vijf@example.be', gifts.slice(3, 4)) })).status,
    ).toBe(201)
    // The address itself is not stored, only a keyed hash of it.
    const stored = await db().order.findMany({ where: { listId: list.id }, select: { clientKey: true } })
    expect(stored.every((o) => o.clientKey && !o.clientKey.includes(ip))).toBe(true)
  })

  it('counts only the last 24 hours, and takes 20 gifts by default', async () => {
    const { list, gifts } = await listWithGifts(21, 'limiet-dag')
    const first = await placeOrder(order(list.id, 'oma@example.be', gifts.slice(0, 20)))
    await expect(placeOrder(order(list.id, 'oma@example.be', gifts.slice(20, 21)))).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    })
    await db().order.update({
      where: { reference: first.reference },
      data: { createdAt: new Date(Date.now() - 24 * 3600 * 1000 - 1000) },
    })
    expect((await placeOrder(order(list.id, 'oma@example.be', gifts.slice(20, 21)))).products).toHaveLength(1)
  })
})

describe.runIf(onPostgres)('the daily gift limit under concurrency (PostgreSQL)', () => {
  it('two orders of one giver at the same moment are counted one after the other: one of them is refused', async () => {
    process.env.ORDER_DAILY_GIFT_LIMIT = '3'
    const { list, gifts } = await listWithGifts(8, 'limiet-tegelijk')
    const results = await Promise.allSettled([
      placeOrder(order(list.id, 'tegelijk@example.be', gifts.slice(0, 2))),
      placeOrder(order(list.id, 'Tegelijk@example.be', gifts.slice(2, 4))),
      // Another giver at the same moment is not held up by them.
      placeOrder(order(list.id, 'ander@example.be', gifts.slice(4, 7))),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected'])
    expect(results[2]!.status).toBe('fulfilled')
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    })
  })
})

describe('the daily gift limit tells nothing about another giver', () => {
  /** A list where `victim` reserved one gift an hour ago, with more gifts and a gift of another list. */
  async function listWhereVictimGave(slug: string, victim: string) {
    const { list, gifts } = await listWithGifts(22, slug)
    const given = await placeOrder(order(list.id, victim, gifts.slice(0, 1)))
    await db().order.update({
      where: { reference: given.reference },
      data: { createdAt: new Date(Date.now() - 3600 * 1000) },
    })
    const foreign = await listWithGifts(1, `${slug}-ander`)
    return { list, gifts: gifts.slice(1), foreign: foreign.gifts[0]! }
  }

  it('an order that is not valid gets the same answer whether or not its address gave on the list', async () => {
    const victim = 'slachtoffer@example.be'
    const { list, gifts, foreign } = await listWhereVictimGave('orakel', victim)
    const unknownIds = Array.from({ length: 20 }, (_, i) => 2_000_000_000 + i)
    const unknown = (email: string) => ({
      ...order(list.id, email, []),
      products: unknownIds.map((productId) => ({ productId, price: 10, giftMethod: 'SHOP' })),
    })
    const outcomes = []
    for (const email of [victim, 'onbekend@example.be']) {
      const res = await call(postOrder, '/api/orders', { body: unknown(email) })
      outcomes.push((await expectError(res, 404, 'NOT_FOUND')).error)
      expect(res.headers.get('retry-after')).toBeNull()
    }
    expect(outcomes[0]).toEqual(outcomes[1])

    // Twenty gifts of which one is of another list, is sold or has the wrong price: the gift is the answer, not the giver.
    const twenty = gifts.slice(0, 19)
    await expectError(
      await call(postOrder, '/api/orders', { body: order(list.id, victim, [...twenty, foreign]) }),
      404,
      'NOT_FOUND',
    )
    await db().product.update({ where: { id: twenty[0]!.id }, data: { sold: true } })
    await expectError(
      await call(postOrder, '/api/orders', { body: order(list.id, victim, [...twenty, gifts[19]!]) }),
      409,
      'GIFT_UNAVAILABLE',
    )
    const wrongPrice = {
      ...order(list.id, victim, gifts.slice(1, 21)),
      products: gifts.slice(1, 21).map((g, i) => ({ productId: g.id, price: i === 0 ? 11 : 10, giftMethod: 'SHOP' })),
    }
    await expectError(await call(postOrder, '/api/orders', { body: wrongPrice }), 409, 'PRICE_CHANGED')
    expect(await db().order.count({ where: { listId: list.id } })).toBe(1)
  })

  it('a valid order past the limit gets one fixed answer: no count, no time, the same Retry-After for everyone', async () => {
    const early = await listWhereVictimGave('orakel-vroeg', 'vroeg@example.be')
    // Almost a day ago: the old answer said it would be possible again within the hour.
    await db().order.updateMany({
      where: { listId: early.list.id },
      data: { createdAt: new Date(Date.now() - 23.5 * 3600 * 1000) },
    })
    const late = await listWhereVictimGave('orakel-laat', 'laat@example.be')
    const answers = []
    for (const [{ list, gifts }, victim] of [
      [early, 'vroeg@example.be'],
      [late, 'laat@example.be'],
    ] as const) {
      const res = await call(postOrder, '/api/orders', { body: order(list.id, victim, gifts.slice(0, 20)) })
      const body = await expectError(res, 429, 'RATE_LIMITED')
      expect(body.error.message).not.toMatch(/\d/)
      expect(body.error.message).not.toMatch(/uur|minu|morgen|vandaag/i)
      answers.push({ error: body.error, retryAfter: res.headers.get('retry-after') })
      expect(await db().product.count({ where: { listId: list.id, sold: true } })).toBe(1)
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]!.retryAfter).toBe('86400')
    expect(answers[0]!.error.details).toEqual({ retryAfter: 86400 })
  })
})

describe('an IPv6 client is its /64', () => {
  it('two addresses of one /64 share the daily limit, another /64 does not; IPv4 (also IPv4-mapped) is per address', async () => {
    process.env.ORDER_DAILY_GIFT_LIMIT = '2'
    const { list, gifts } = await listWithGifts(8, 'limiet-ipv6')
    // In this order: each step's client, the gifts it asks for (a slice of the eight) and the answer.
    const steps: [ip: string, from: number, to: number, status: 201 | 429][] = [
      ['2001:db8:64:1::1', 0, 2, 201], // two gifts: the /64's daily limit reached
      ['2001:db8:64:1:ffff::9', 2, 3, 429], // another address of the same /64
      ['2001:db8:64:2::1', 2, 4, 201], // the next /64 counts on its own
      ['192.0.2.10', 4, 6, 201],
      ['::ffff:192.0.2.10', 6, 7, 429], // the same IPv4 address, IPv4-mapped
      ['192.0.2.11', 6, 8, 201], // the next IPv4 address counts on its own
    ]
    for (const [i, [ip, from, to, status]] of steps.entries()) {
      const res = await call(postOrder, '/api/orders', {
        ip,
        body: order(list.id, `gever-${i}@example.be`, gifts.slice(from, to)),
      })
      if (status === 429) await expectError(res, 429, 'RATE_LIMITED')
      else expect(res.status, ip).toBe(201)
    }
  })
})

describe('a list takes orders once its owner confirmed the e-mail address', () => {
  it('refuses an order on the list of an unconfirmed owner with 409 LIST_NOT_ACTIVE and stores nothing', async () => {
    const owner = await createUser(db(), { email: 'onbevestigd@example.be', confirmed: false })
    const list = await createList(db(), owner.id, { url: 'niet-actief' })
    const gift = await createProduct(db(), list.id, { title: 'Rammelaar', price: 1000 })
    const before = await db().outboxMail.count()
    const refused = await call(postOrder, '/api/orders', { body: order(list.id, 'schenker@example.be', [gift]) })
    const body = await expectError(refused, 409, 'LIST_NOT_ACTIVE')
    expect(body.error.message).toBe(
      'Deze geboortelijst neemt nog geen reservaties aan: de ouders hebben hun e-mailadres nog niet bevestigd. Probeer het later opnieuw.',
    )
    expect(await db().order.count({ where: { listId: list.id } })).toBe(0)
    expect((await db().product.findUniqueOrThrow({ where: { id: gift.id } })).sold).toBe(false)
    expect(await db().outboxMail.count()).toBe(before)

    // Once confirmed, the same order goes through.
    await db().user.update({ where: { id: owner.id }, data: { emailConfirmedAt: new Date() } })
    expect((await call(postOrder, '/api/orders', { body: order(list.id, 'schenker@example.be', [gift]) })).status).toBe(
      201,
    )
  })
})

describe('after the commit', () => {
  it('the client gets the order it placed even when the database fails right after the commit', async () => {
    const { list, gifts } = await listWithGifts(1, 'na-commit')
    // The mail worker, nudged after the commit, finds the database gone too: it logs that and leaves the mails for its next pass.
    expectConsoleError(/^\[mail\] outbox pass failed /)
    // No pass of an earlier test still under way: the nudge after this order must start one, while the database fails.
    await settleMailTasks()
    const real = await getDb()
    let broken = false
    // The same database, except that every use after the order's transaction fails, as a connection lost just then.
    const failing = new Proxy(real, {
      get(target, prop, receiver) {
        if (broken) throw new Error('connection lost')
        if (prop === '$transaction') {
          return async (...args: unknown[]) => {
            const result = await (target.$transaction as (...a: unknown[]) => Promise<unknown>)(...args)
            broken = true
            return result
          }
        }
        return Reflect.get(target, prop, receiver)
      },
    })
    const res = await withDatabase({ prisma: failing, kind: 'pglite', close: async () => undefined } as Database, () =>
      call(postOrder, '/api/orders', {
        body: { ...order(list.id, 'na-commit@example.be', gifts), message: 'Proficiat!' },
      }),
    )
    expect(broken).toBe(true)
    expect(res.status).toBe(201)
    const body = (await res.json()) as {
      reference: string
      name: string
      message: string
      products: { product: { title: string } }[]
    }
    expect(body).toMatchObject({
      name: 'Tante Els',
      message: 'Proficiat!',
      products: [{ product: { title: 'Cadeau 1' } }],
    })
    // It is the order in the database, with both its mails in the outbox.
    const stored = await db().order.findUniqueOrThrow({
      where: { reference: body.reference },
      include: { lines: true },
    })
    expect(stored.lines).toHaveLength(1)
    const mails = await db().outboxMail.findMany({
      where: { recipient: { in: ['na-commit@example.be', 'owner-na-commit@example.be'] } },
    })
    expect(mails.map((m) => m.kind).sort()).toEqual(['order-owner', 'order-summary'])
  })
})

describe('the structured communication', () => {
  it('is drawn at random with valid check digits, not from the order id', async () => {
    const { list, gifts } = await listWithGifts(3, 'ogm-random')
    const placed = []
    for (const gift of gifts)
      placed.push(
        await placeOrder({
          ...order(list.id, `g${gift.id}@example.be`, [gift]),
          products: [{ productId: gift.id, price: 10, giftMethod: 'CASH' }],
        }),
      )
    const rows = await db().order.findMany({ where: { listId: list.id }, orderBy: { id: 'asc' } })
    expect(new Set(rows.map((r) => r.structuredCommunication)).size).toBe(3)
    for (const row of rows) {
      expect(isValidOgm(row.structuredCommunication)).toBe(true)
      expect(row.structuredCommunication).not.toBe(ogmFromBase(row.id))
    }
    expect(placed.map((p) => p.payment!.structuredCommunication)).toEqual(rows.map((r) => r.structuredCommunication))
  })

  it('is drawn again while another order has it', async () => {
    const { list, gifts } = await listWithGifts(1, 'ogm-taken')
    const taken = await placeOrder({
      ...order(list.id, 'a@example.be', gifts),
      products: [{ productId: gifts[0]!.id, price: 10, giftMethod: 'CASH' }],
    })
    const takenBase = Number(taken.payment!.structuredCommunication.replace(/\D/g, '').slice(0, 10))
    const draws = [takenBase, takenBase, 1234567890]
    const identity = await newOrderIdentity(db(), () => draws.shift()!)
    expect(identity.structuredCommunication).toBe('+++123/4567/89002+++')
    expect(draws).toEqual([])
  })
})

describe("the giver's summary mail", () => {
  it("quotes the giver's message after all of the site's own text, and never in the subject", async () => {
    const { list, gifts } = await listWithGifts(1, 'mail-boodschap')
    const message = 'Opgelet: betaal niet via de site maar op BE00 0000 0000 0000\nGroetjes'
    await placeOrder({ ...order(list.id, 'boodschap@example.be', gifts), message })
    const [mail] = await waitForMails('boodschap@example.be', /Je reservatie voor de geboortelijst/)
    const subject = /^Subject: (.*)$/m.exec(mail!)![1]!
    expect(subject).toContain('Je reservatie voor de geboortelijst van')
    expect(subject).not.toContain('BE00')
    const text = mail!.slice(0, mail!.indexOf('Content-Type: text/html'))
    expect(text).toContain(
      'Je boodschap aan de ouders, zoals je ze schreef:\n\n> Opgelet: betaal niet via de site maar op BE00 0000 0000 0000\n> Groetjes',
    )
    expect(text.indexOf('> Opgelet')).toBeGreaterThan(text.indexOf('Hartelijke groeten'))
    expect(text.indexOf('> Opgelet')).toBeGreaterThan(text.indexOf('Je reservatie bekijken'))
  })
})

// The parents' side of orders (docs/rules.md#orders-overview): the overview of a list, marking a
// CASH order as paid, GET /api/lists/{id}/orders, GET and PATCH /api/orders/{id}, and the owner's mail, on a real
// database with orders placed through `placeOrder` as the checkout places them.
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as getListOrders } from '@/app/api/lists/[id]/orders/route'
import { GET as getOrder, PATCH as patchOrder } from '@/app/api/orders/[id]/route'
import { DomainError } from '@/lib/errors'
import { outboxDir } from '@/lib/mail'
import { placeOrder, type OrderView } from '@/lib/orders'
import { listOrdersOfList, setOrderPaid, summarizeOrders } from '@/lib/orders/overview'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()

const listOrdersApi = (listId: number | string, token?: string) =>
  call(getListOrders, `/api/lists/${listId}/orders`, { token, params: { id: String(listId) } })
const getOrderApi = (orderId: number | string, token?: string) =>
  call(getOrder, `/api/orders/${orderId}`, { token, params: { id: String(orderId) } })
/** A string body is sent as it is (malformed JSON). */
const patchOrderApi = (orderId: number | string, body: unknown, token?: string) =>
  call(patchOrder, `/api/orders/${orderId}`, { method: 'PATCH', body, token, params: { id: String(orderId) } })

async function expectDomainError(promise: Promise<unknown>, status: number, code: string): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  expect((error as DomainError).status).toBe(status)
  expect((error as DomainError).code).toBe(code)
  return error as DomainError
}

/** A bearer token from POST /api/auth/login (the factories' password). */
const tokenOf = (user: { email: string }) => tokenFor(user.email, 'geheim123')

/** A list with a split cash gift (3 parts of €100), a gift that can go either way and a shop-only gift. */
async function setup() {
  const owner = await createUser(db(), { name: 'Sofie Peeters' })
  const list = await createList(db(), owner.id)
  const pram = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 30000, parts: 3 })
  const bath = await createProduct(db(), list.id, { title: 'Badje', price: 2450 })
  const teddy = await createProduct(db(), list.id, { title: 'Knuffel', price: 1999, cashAllowed: false })
  return { owner, list, pram, bath, teddy }
}

type Setup = Awaited<ReturnType<typeof setup>>

/** A shop-only order, then a cash order of two parts and a whole gift: the newest is the cash one. */
async function placeTwoOrders({ list, pram, bath, teddy }: Setup): Promise<{ shop: OrderView; cash: OrderView }> {
  const shop = await placeOrder({
    listId: list.id,
    name: 'Tante Els',
    email: 'els@example.be',
    message: 'Proficiat!',
    products: [{ productId: teddy.id, price: 19.99, giftMethod: 'SHOP' }],
  })
  const cash = await placeOrder({
    listId: list.id,
    name: 'Oma Lutgarde',
    email: 'lutgarde@example.be',
    message: 'Voor onze kleine schat,\nveel liefs van oma',
    products: [
      { productId: pram.id, productPartId: pram.productParts[0].id, price: 100, giftMethod: 'CASH' },
      { productId: pram.id, productPartId: pram.productParts[1].id, price: 100, giftMethod: 'CASH' },
      { productId: bath.id, price: 24.5, giftMethod: 'CASH' },
    ],
  })
  return { shop, cash }
}

const orderIdOf = async (reference: string) => (await db().order.findUniqueOrThrow({ where: { reference } })).id

describe('listOrdersOfList', () => {
  it('answers every order newest first with its giver, gifts, part titles, totals per method, and the OGM only with CASH lines', async () => {
    const s = await setup()
    const { shop, cash } = await placeTwoOrders(s)
    const orders = await listOrdersOfList(s.owner, s.list.id)

    expect(orders.map((o) => o.reference)).toEqual([cash.reference, shop.reference])
    const [newest, oldest] = orders
    expect(newest).toMatchObject({
      id: await orderIdOf(cash.reference),
      listId: s.list.id,
      name: 'Oma Lutgarde',
      email: 'lutgarde@example.be',
      message: 'Voor onze kleine schat,\nveel liefs van oma',
      totals: { CASH: 22450, SHOP: 0 },
      structuredCommunication: cash.payment!.structuredCommunication,
      paidAt: null,
    })
    expect(newest.structuredCommunication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/)
    expect(Date.parse(newest.createdAt)).toBeGreaterThanOrEqual(Date.parse(oldest.createdAt))
    expect(newest.products.map((l) => [l.product.title, l.productPartTitle, l.giftMethod, l.price])).toEqual([
      ['Kinderwagen', 'Deel 1', 'CASH', 10000],
      ['Kinderwagen', 'Deel 2', 'CASH', 10000],
      ['Badje', null, 'CASH', 2450],
    ])

    expect(oldest).toMatchObject({
      name: 'Tante Els',
      message: 'Proficiat!',
      totals: { CASH: 0, SHOP: 1999 },
      structuredCommunication: null,
      paidAt: null,
    })
    expect(oldest.products).toEqual([
      expect.objectContaining({
        price: 1999,
        giftMethod: 'SHOP',
        productPartTitle: null,
        product: expect.objectContaining({ id: s.teddy.id, title: 'Knuffel', shopName: 'Winkel' }),
      }),
    ])

    // The summary counts the two parts of the pram as one gift.
    expect(summarizeOrders(orders)).toEqual({
      orders: 2,
      gifts: 3,
      cashReceived: 0,
      cashExpected: 22450,
      shopTotal: 1999,
    })
  })

  it('answers an empty array for a list without orders', async () => {
    const { owner, list } = await setup()
    expect(await listOrdersOfList(owner, list.id)).toEqual([])
  })

  it('shows only the orders of the asked list', async () => {
    const s = await setup()
    await placeTwoOrders(s)
    const other = await createList(db(), s.owner.id)
    const gift = await createProduct(db(), other.id, { title: 'Slaapzak', price: 3000 })
    const order = await placeOrder({
      listId: other.id,
      name: 'Peter Jan',
      email: 'jan@example.be',
      products: [{ productId: gift.id, price: 30, giftMethod: 'SHOP' }],
    })
    expect((await listOrdersOfList(s.owner, other.id)).map((o) => o.reference)).toEqual([order.reference])
    expect(await listOrdersOfList(s.owner, s.list.id)).toHaveLength(2)
  })

  it('refuses a visitor (401), another user (403) and an unknown list (404); an admin may read', async () => {
    const { owner, list } = await setup()
    const stranger = await createUser(db())
    const admin = await createUser(db(), { role: 'ADMIN' })
    await expectDomainError(listOrdersOfList(null, list.id), 401, 'UNAUTHORIZED')
    await expectDomainError(listOrdersOfList(stranger, list.id), 403, 'FORBIDDEN')
    await expectDomainError(listOrdersOfList(owner, 99_999_999), 404, 'NOT_FOUND')
    expect(await listOrdersOfList(admin, list.id)).toEqual([])
  })
})

describe('setOrderPaid', () => {
  it('marks a CASH order as paid, keeps the first date when marked again, and undoes it', async () => {
    const s = await setup()
    const { cash } = await placeTwoOrders(s)
    const id = await orderIdOf(cash.reference)

    const paid = await setOrderPaid(s.owner, id, true)
    expect(paid.paidAt).not.toBeNull()
    expect((await db().order.findUniqueOrThrow({ where: { id } })).paidAt?.toISOString()).toBe(paid.paidAt)
    expect(summarizeOrders(await listOrdersOfList(s.owner, s.list.id))).toMatchObject({
      cashReceived: 22450,
      cashExpected: 0,
    })

    const again = await setOrderPaid(s.owner, id, true)
    expect(again.paidAt).toBe(paid.paidAt)

    const undone = await setOrderPaid(s.owner, id, false)
    expect(undone.paidAt).toBeNull()
    expect((await db().order.findUniqueOrThrow({ where: { id } })).paidAt).toBeNull()
    // The gifts stay given either way.
    expect((await db().product.findUniqueOrThrow({ where: { id: s.bath.id } })).sold).toBe(true)
  })

  it('refuses an order without CASH lines with 422 and changes nothing', async () => {
    const s = await setup()
    const { shop } = await placeTwoOrders(s)
    const id = await orderIdOf(shop.reference)
    const error = await expectDomainError(setOrderPaid(s.owner, id, true), 422, 'VALIDATION')
    expect(error.message).toContain('overschrijving')
    expect((await db().order.findUniqueOrThrow({ where: { id } })).paidAt).toBeNull()
  })

  it('refuses a visitor (401), another user (403) and an unknown order (404); an admin may mark', async () => {
    const s = await setup()
    const { cash } = await placeTwoOrders(s)
    const id = await orderIdOf(cash.reference)
    const stranger = await createUser(db())
    const admin = await createUser(db(), { role: 'ADMIN' })
    await expectDomainError(setOrderPaid(null, id, true), 401, 'UNAUTHORIZED')
    await expectDomainError(setOrderPaid(stranger, id, true), 403, 'FORBIDDEN')
    await expectDomainError(setOrderPaid(s.owner, 99_999_999, true), 404, 'NOT_FOUND')
    expect((await db().order.findUniqueOrThrow({ where: { id } })).paidAt).toBeNull()
    expect((await setOrderPaid(admin, id, true)).paidAt).not.toBeNull()
  })
})

describe('REST: GET /api/lists/{id}/orders, GET and PATCH /api/orders/{id}', () => {
  let s: Setup
  let orders: { shop: OrderView; cash: OrderView }
  let cashId: number
  let shopId: number
  const tokens = { owner: '', stranger: '', admin: '' }

  beforeAll(async () => {
    s = await setup()
    orders = await placeTwoOrders(s)
    cashId = await orderIdOf(orders.cash.reference)
    shopId = await orderIdOf(orders.shop.reference)
    tokens.owner = await tokenOf(s.owner)
    tokens.stranger = await tokenOf(await createUser(db()))
    tokens.admin = await tokenOf(await createUser(db(), { role: 'ADMIN' }))
  })

  const paidAtOf = async (id: number) => (await db().order.findUniqueOrThrow({ where: { id } })).paidAt

  it('GET /api/lists/{id}/orders answers the overview with prices in euros to the owner and an admin', async () => {
    for (const token of [tokens.owner, tokens.admin]) {
      const res = await listOrdersApi(s.list.id, token)
      expect(res.status).toBe(200)
      const body = (await res.json()) as Array<
        Record<string, unknown> & { products: Array<{ price: number; productPartTitle: string | null }> }
      >
      expect(body.map((o) => o.reference)).toEqual([orders.cash.reference, orders.shop.reference])
      expect(body[0]).toMatchObject({
        id: cashId,
        name: 'Oma Lutgarde',
        totals: { CASH: 224.5, SHOP: 0 },
        structuredCommunication: orders.cash.payment!.structuredCommunication,
        paid: false,
        paidAt: null,
      })
      expect(body[0].products.map((l) => [l.productPartTitle, l.price])).toEqual([
        ['Deel 1', 100],
        ['Deel 2', 100],
        [null, 24.5],
      ])
      expect(body[1]).toMatchObject({
        id: shopId,
        totals: { CASH: 0, SHOP: 19.99 },
        structuredCommunication: null,
        paid: false,
      })
    }
  })

  it('GET /api/lists/{id}/orders: 401 without a token or with a tampered one, 403 for another user, 404 for an unknown id', async () => {
    await expectError(await listOrdersApi(s.list.id), 401, 'UNAUTHORIZED')
    await expectError(await listOrdersApi(s.list.id, `${tokens.owner}x`), 401, 'UNAUTHORIZED')
    await expectError(await listOrdersApi(s.list.id, tokens.stranger), 403, 'FORBIDDEN')
    await expectError(await listOrdersApi(99_999_999, tokens.owner), 404, 'NOT_FOUND')
    await expectError(await listOrdersApi('abc', tokens.owner), 404, 'NOT_FOUND')
  })

  it('GET /api/orders/{id}: the order to the owner and an admin, 401 / 403 / 404 otherwise', async () => {
    for (const token of [tokens.owner, tokens.admin]) {
      const res = await getOrderApi(cashId, token)
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({
        id: cashId,
        reference: orders.cash.reference,
        email: 'lutgarde@example.be',
        totals: { CASH: 224.5 },
      })
    }
    await expectError(await getOrderApi(cashId), 401, 'UNAUTHORIZED')
    await expectError(await getOrderApi(cashId, tokens.stranger), 403, 'FORBIDDEN')
    await expectError(await getOrderApi(99_999_999, tokens.owner), 404, 'NOT_FOUND')
    await expectError(await getOrderApi('0', tokens.owner), 404, 'NOT_FOUND')
  })

  it('PATCH /api/orders/{id} { paid } lets the owner mark it paid and an admin undo it', async () => {
    const res = await patchOrderApi(cashId, { paid: true }, tokens.owner)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { paid: boolean; paidAt: string }
    expect(body.paid).toBe(true)
    expect((await paidAtOf(cashId))?.toISOString()).toBe(body.paidAt)

    const undo = await patchOrderApi(cashId, { paid: false }, tokens.admin)
    expect(undo.status).toBe(200)
    expect(await undo.json()).toMatchObject({ paid: false, paidAt: null })
    expect(await paidAtOf(cashId)).toBeNull()
  })

  it('PATCH /api/orders/{id}: 401 for a visitor, 403 for another user, 404 for an unknown id, and nothing changes', async () => {
    await expectError(await patchOrderApi(cashId, { paid: true }), 401, 'UNAUTHORIZED')
    await expectError(await patchOrderApi(cashId, { paid: 'nee' }), 401, 'UNAUTHORIZED')
    await expectError(await patchOrderApi(cashId, { paid: true }, tokens.stranger), 403, 'FORBIDDEN')
    await expectError(await patchOrderApi(99_999_999, { paid: true }, tokens.owner), 404, 'NOT_FOUND')
    await expectError(await patchOrderApi('-1', { paid: true }, tokens.owner), 404, 'NOT_FOUND')
    expect(await paidAtOf(cashId)).toBeNull()
  })

  it('PATCH /api/orders/{id}: 422 for a bad body or an order without CASH lines, 400 for malformed JSON, and nothing changes', async () => {
    for (const body of [{ paid: 'ja' }, { paid: 1 }, { paid: null }]) {
      const { error } = await expectError(await patchOrderApi(cashId, body, tokens.owner), 422, 'VALIDATION')
      expect(error.message).toBe('Geef met true of false aan of het bedrag ontvangen is.')
    }
    for (const body of [{}, [], 'true', 'null']) {
      const { error } = await expectError(await patchOrderApi(cashId, body, tokens.owner), 422, 'VALIDATION')
      expect(error.message).toBe('Stuur ‘paid’ of ‘thanked’ (true of false) mee.')
    }
    await expectError(await patchOrderApi(cashId, '{"paid": tru', tokens.owner), 400, 'BAD_JSON')
    const { error } = await expectError(await patchOrderApi(shopId, { paid: true }, tokens.owner), 422, 'VALIDATION')
    expect(error.message).toContain('overschrijving')
    expect(await paidAtOf(cashId)).toBeNull()
    expect(await paidAtOf(shopId)).toBeNull()
  })
})

/** The decoded parts of a .eml as nodemailer writes it: content type and text, bodies decoded. */
function mimeParts(raw: string): { type: string; body: string }[] {
  const eml = raw.replace(/\r\n/g, '\n')
  const boundaries = [...eml.matchAll(/boundary="?([^"\s;]+)"?/g)].map((m) => m[1])
  let chunks = [eml]
  for (const b of boundaries) chunks = chunks.flatMap((c) => c.split(`--${b}`))
  return chunks.flatMap((chunk) => {
    const split = chunk.indexOf('\n\n')
    if (split < 0) return []
    const head = chunk.slice(0, split)
    const type = /Content-Type:\s*([^;\s]+)/i.exec(head)?.[1]
    if (!type || type.startsWith('multipart/')) return []
    const content = chunk.slice(split + 2)
    const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase()
    const body =
      encoding === 'base64'
        ? Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              content
                .replace(/=\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            ).toString('utf8')
          : content
    return [{ type, body }]
  })
}

/** Waits for the .eml addressed to `address` (the outbox worker sends it right after the order's commit). */
async function waitForMailTo(address: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()).filter((f) => f.endsWith('.eml')) : []
    const mail = files
      .map((f) => fs.readFileSync(path.join(outboxDir(), f), 'utf8'))
      .find((m) => new RegExp(`^To: .*<${address}>`, 'm').test(m))
    if (mail) return mail
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no mail to ${address} in ${outboxDir()}`)
}

describe('the owner mail', () => {
  it('tells the list owner who gave what, with the message and a link to the overview; what the giver typed is escaped', async () => {
    const owner = await createUser(db(), { name: 'Sofie Peeters', email: 'sofie-mail@example.be' })
    const list = await createList(db(), owner.id, { url: 'noor-mail' })
    const pram = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 30000, parts: 3 })
    const teddy = await createProduct(db(), list.id, { title: 'Knuffel <Beer>', price: 1999, cashAllowed: false })
    const order = await placeOrder({
      listId: list.id,
      name: 'Oma Lutgarde',
      email: 'lutgarde@example.be',
      message: 'Veel liefs <b>van oma</b> & opa\nTot snel',
      products: [
        { productId: pram.id, productPartId: pram.productParts[0].id, price: 100, giftMethod: 'CASH' },
        { productId: pram.id, productPartId: pram.productParts[1].id, price: 100, giftMethod: 'CASH' },
        { productId: teddy.id, price: 19.99, giftMethod: 'SHOP' },
      ],
    })

    const mail = await waitForMailTo('sofie-mail@example.be')
    expect(mail).toMatch(/^To: Sofie Peeters <sofie-mail@example\.be>$/m)
    expect(mail).toMatch(/^Reply-To: Oma Lutgarde <lutgarde@example\.be>$/m)
    const parts = mimeParts(mail)
    // Intl puts a no-break space between '€' and the amount.
    const text = parts.find((p) => p.type === 'text/plain')!.body.replace(/[\u00a0\u202f]/g, ' ')
    const html = parts.find((p) => p.type === 'text/html')!.body
    expect(text).toContain('Dag Sofie Peeters,')
    expect(text).toContain('Oma Lutgarde schonk 2 geschenkjes van de geboortelijst van Noor')
    expect(text).toContain('Kinderwagen (Deel 1 en Deel 2): € 200,00, via overschrijving')
    expect(text).toContain('Knuffel <Beer>: ongeveer € 19,99, zelf gekocht en persoonlijk af te geven')
    expect(text).toContain(order.payment!.structuredCommunication)
    // The giver's words are quoted last, after everything the site says.
    expect(text).toContain('> Veel liefs <b>van oma</b> & opa\n> Tot snel')
    expect(text.indexOf('> Veel liefs')).toBeGreaterThan(text.indexOf('Hartelijke groeten'))
    expect(text).toContain('/list/noor-mail/orders')
    expect(html).toContain('Knuffel &lt;Beer&gt;')
    expect(html).toContain('Veel liefs &lt;b&gt;van oma&lt;/b&gt; &amp; opa<br>Tot snel')
    expect(html).not.toContain('<b>van oma')
    expect(html).not.toContain('<Beer>')
    expect(html).toMatch(/<a\s[^>]*href="[^"]*\/list\/noor-mail\/orders"/)
  })
})

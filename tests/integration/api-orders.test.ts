// POST /api/orders and GET /api/orders/reference/{reference} called as an API client
// would, on a real database.
import { describe, expect, it } from 'vitest'
import { POST as postOrder } from '@/app/api/orders/route'
import { GET as getOrder } from '@/app/api/orders/reference/[reference]/route'
import { isValidOgm } from '@/lib/payments/ogm'
import { call, expectError, type ApiError } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()

/**
 * POSTs a body from its own client address (orders are limited to 30 per 10 minutes per IP): a string is sent as it
 * is (to send malformed JSON).
 */
const post = (body: unknown, { ip }: { ip?: string } = {}) => call(postOrder, '/api/orders', { body, ip })

const get = (reference: string) =>
  call(getOrder, `/api/orders/reference/${encodeURIComponent(reference)}`, { params: { reference } })

interface OrderJson {
  reference: string
  name: string
  email: string
  message: string
  createdAt: string
  listId: number
  products: {
    price: number
    giftMethod: 'CASH' | 'SHOP'
    productPartId: number | null
    productPartTitle: string | null
    product: { id: number; title: string }
  }[]
  totals: { CASH: number; SHOP: number }
  payment: {
    iban: string
    beneficiary: string
    amount: number
    structuredCommunication: string
    epcPayload: string
  } | null
}

const giver = { name: 'Oma Lutgarde', email: 'oma@example.be', message: 'Proficiat!' }

async function setup() {
  const user = await createUser(db())
  const list = await createList(db(), user.id)
  return { user, list }
}

/** Everything an order can change, to show that a refused order changed nothing. */
async function snapshot() {
  const [orders, lines, products, parts] = await Promise.all([
    db().order.count(),
    db().orderLine.count(),
    db().product.findMany({ select: { id: true, sold: true }, orderBy: { id: 'asc' } }),
    db().productPart.findMany({ select: { id: true, sold: true }, orderBy: { id: 'asc' } }),
  ])
  return { orders, lines, products, parts }
}

describe('POST /api/orders', () => {
  it('answers 201 with a reference and euro prices, and the order reads back by its reference', async () => {
    const { list } = await setup()
    const badje = await createProduct(db(), list.id, { title: 'Badje', price: 1250, cashAllowed: false })
    const wagen = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 10000, parts: 3 })
    const res = await post({
      listId: list.id,
      ...giver,
      products: [
        { productId: badje.id, price: 12.5, giftMethod: 'SHOP' },
        { productId: wagen.id, productPartId: wagen.productParts[2].id, price: 33.34, giftMethod: 'CASH' },
      ],
    })
    expect(res.status).toBe(201)
    const order = (await res.json()) as OrderJson
    expect(order.reference).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(order).toMatchObject({
      name: 'Oma Lutgarde',
      email: 'oma@example.be',
      message: 'Proficiat!',
      listId: list.id,
      totals: { SHOP: 12.5, CASH: 33.34 },
    })
    expect(Number.isNaN(Date.parse(order.createdAt))).toBe(false)
    expect(
      order.products.map((l) => [
        l.product.id,
        l.product.title,
        l.price,
        l.giftMethod,
        l.productPartId,
        l.productPartTitle,
      ]),
    ).toEqual([
      [badje.id, 'Badje', 12.5, 'SHOP', null, null],
      [wagen.id, 'Kinderwagen', 33.34, 'CASH', wagen.productParts[2].id, 'Deel 3'],
    ])
    expect(order.payment).toMatchObject({
      iban: 'BE71096123456769',
      beneficiary: 'Sofie Peeters en Jonas Maes',
      amount: 33.34,
    })
    expect(isValidOgm(order.payment!.structuredCommunication)).toBe(true)
    expect(order.payment!.epcPayload).toContain('EUR33.34')
    expect(order.payment).not.toHaveProperty('qrSvg')

    const read = await get(order.reference)
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual(order)

    expect((await db().product.findUniqueOrThrow({ where: { id: badje.id } })).sold).toBe(true)
    expect((await db().productPart.findUniqueOrThrow({ where: { id: wagen.productParts[2].id } })).sold).toBe(true)
    expect((await db().product.findUniqueOrThrow({ where: { id: wagen.id } })).sold).toBe(false)
  })

  it('has no payment instructions for a SHOP-only order and takes a missing message as empty', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Speelmat', price: 7900 })
    const res = await post({
      listId: list.id,
      name: 'Tante Els',
      email: 'els@example.be',
      products: [{ productId: product.id, price: 79, giftMethod: 'SHOP' }],
    })
    expect(res.status).toBe(201)
    const order = (await res.json()) as OrderJson
    expect(order).toMatchObject({ message: '', totals: { CASH: 0, SHOP: 79 }, payment: null })
  })

  it('answers 409 with a Dutch message naming the gift when it is already sold, and changes nothing', async () => {
    const { list } = await setup()
    const free = await createProduct(db(), list.id, { title: 'Speelmat', price: 7900 })
    const gone = await createProduct(db(), list.id, { title: 'Draagzak', price: 13900 })
    const first = await post({
      listId: list.id,
      ...giver,
      products: [{ productId: gone.id, price: 139, giftMethod: 'CASH' }],
    })
    expect(first.status).toBe(201)

    const before = await snapshot()
    const { error } = await expectError(
      await post({
        listId: list.id,
        name: 'Nonkel Jef',
        email: 'jef@example.be',
        products: [
          { productId: free.id, price: 79, giftMethod: 'SHOP' },
          { productId: gone.id, price: 139, giftMethod: 'SHOP' },
        ],
      }),
      409,
      'GIFT_UNAVAILABLE',
    )
    expect(error.message).toBe(
      'Helaas, ‘Draagzak’ werd intussen al door iemand anders geschonken. We hebben het uit je winkelmandje gehaald.',
    )
    expect(error.details).toEqual({ productIds: [gone.id], productPartIds: [] })
    expect(await snapshot()).toEqual(before)
  })

  it('answers 409 naming every gift that is gone: sold parts, hidden and sold products', async () => {
    const { list } = await setup()
    const split = await createProduct(db(), list.id, { title: 'Autostoeltje', price: 20000, parts: 4, soldParts: 1 })
    const hidden = await createProduct(db(), list.id, { title: 'Luiertas', price: 5995, hidden: true })
    const sold = await createProduct(db(), list.id, { title: 'Box', price: 12995, sold: true })
    const before = await snapshot()
    const { error } = await expectError(
      await post({
        listId: list.id,
        ...giver,
        products: [
          { productId: split.id, productPartId: split.productParts[0].id, price: 50, giftMethod: 'CASH' },
          { productId: hidden.id, price: 59.95, giftMethod: 'CASH' },
          { productId: sold.id, price: 129.95, giftMethod: 'SHOP' },
        ],
      }),
      409,
      'GIFT_UNAVAILABLE',
    )
    for (const title of ['Autostoeltje', 'Box']) expect(error.message).toContain(`‘${title}’`)
    // A hidden product is dropped from the cart but never named: its title is the owner's to show.
    expect(error.message).not.toContain('Luiertas')
    expect(error.details).toEqual({ productIds: [hidden.id, sold.id], productPartIds: [split.productParts[0].id] })
    expect(await snapshot()).toEqual(before)
  })

  it('answers 409 PRICE_CHANGED for a price that differs from the database, and changes nothing', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Babyfoon', price: 11900 })
    const split = await createProduct(db(), list.id, { title: 'Wieg', price: 9000, parts: 3 })
    const before = await snapshot()
    const { error } = await expectError(
      await post({
        listId: list.id,
        ...giver,
        products: [{ productId: product.id, price: 119.01, giftMethod: 'CASH' }],
      }),
      409,
      'PRICE_CHANGED',
    )
    expect(error.message).toBe(
      'De prijs van ‘Babyfoon’ is intussen gewijzigd. We hebben het uit je winkelmandje gehaald; voeg het opnieuw toe aan de nieuwe prijs.',
    )
    expect(error.details).toEqual({ productIds: [product.id], productPartIds: [] })
    const { error: partError } = await expectError(
      await post({
        listId: list.id,
        ...giver,
        products: [{ productId: split.id, productPartId: split.productParts[0].id, price: 90, giftMethod: 'CASH' }],
      }),
      409,
      'PRICE_CHANGED',
    )
    expect(partError.details).toEqual({ productIds: [], productPartIds: [split.productParts[0].id] })
    expect(await snapshot()).toEqual(before)
  })

  it('answers 404 for an unknown list or product', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Slaapzak', price: 3500 })
    const before = await snapshot()
    const { error: noList } = await expectError(
      await post({ listId: 987654, ...giver, products: [{ productId: product.id, price: 35, giftMethod: 'SHOP' }] }),
      404,
      'NOT_FOUND',
    )
    expect(noList.message).toBe('Deze geboortelijst bestaat niet (meer).')
    const { error: noProduct } = await expectError(
      await post({
        listId: list.id,
        ...giver,
        products: [
          { productId: product.id, price: 35, giftMethod: 'SHOP' },
          { productId: 987654, price: 1, giftMethod: 'SHOP' },
        ],
      }),
      404,
      'NOT_FOUND',
    )
    expect(noProduct.message).toBe('Dit geschenkje bestaat niet (meer).')
    expect(noProduct.details).toEqual({ productIds: [987654], productPartIds: [] })
    expect(await snapshot()).toEqual(before)
  })

  it('answers 400 BAD_JSON for malformed JSON', async () => {
    for (const raw of [
      '{"listId":',
      '',
      '{listId: 1}',
      '{"listId":1,}',
      'listId=1&name=x',
      '{"listId":1}}',
      '\u0000',
    ]) {
      const { error } = await expectError(await post(raw), 400, 'BAD_JSON')
      expect(error.message).toBe('De aanvraag is geen geldige JSON.')
    }
  })

  it('answers 422 with a Dutch message for invalid fields, and changes nothing', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Badje', price: 3499 })
    const split = await createProduct(db(), list.id, { title: 'Wieg', price: 9000, parts: 3 })
    const line = { productId: product.id, price: 34.99, giftMethod: 'SHOP' }
    const base = { listId: list.id, ...giver, products: [line] }
    const cases: [string, unknown, string?][] = [
      ['listId as text', { ...base, listId: String(list.id) }],
      ['listId as a fraction', { ...base, listId: 1.5 }],
      ['listId missing', { ...giver, products: [line] }],
      ['productId as text', { ...base, products: [{ ...line, productId: String(product.id) }] }],
      [
        'price as text',
        { ...base, products: [{ ...line, price: '34.99' }] },
        'De prijs van het product is verplicht en mag enkel cijfers bevatten',
      ],
      [
        'price missing',
        { ...base, products: [{ productId: product.id, giftMethod: 'SHOP' }] },
        'De prijs van het product is verplicht en mag enkel cijfers bevatten',
      ],
      [
        'negative price',
        { ...base, products: [{ ...line, price: -34.99 }] },
        'De prijs van het product is verplicht en mag enkel cijfers bevatten',
      ],
      [
        'three decimals',
        { ...base, products: [{ ...line, price: 34.999 }] },
        'De prijs van het product is verplicht en mag enkel cijfers bevatten',
      ],
      [
        'price 0.001',
        { ...base, products: [{ ...line, price: 0.001 }] },
        'De prijs van het product is verplicht en mag enkel cijfers bevatten',
      ],
      [
        'huge price',
        { ...base, products: [{ ...line, price: 1e12 }] },
        'De prijs van het product is verplicht en mag enkel cijfers bevatten',
      ],
      ['empty products', { ...base, products: [] }, 'Je winkelmandje is leeg.'],
      ['products missing', { listId: list.id, ...giver }, 'Je winkelmandje is leeg.'],
      ['products not an array', { ...base, products: 'x' }, 'Je winkelmandje is leeg.'],
      ['unknown giftMethod', { ...base, products: [{ ...line, giftMethod: 'GRATIS' }] }],
      ['lower-case giftMethod', { ...base, products: [{ ...line, giftMethod: 'shop' }] }],
      ['empty name', { ...base, name: '  ' }, 'Je naam is verplicht'],
      ['name as a number', { ...base, name: 42 }, 'Je naam is verplicht'],
      ['bad e-mail', { ...base, email: 'oma-at-example.be' }, 'Dit e-mailadres ziet er niet correct uit.'],
      ['message as an object', { ...base, message: { text: 'hoi' } }],
      ['more than 200 lines', { ...base, products: Array.from({ length: 201 }, () => line) }],
      ['the same product twice', { ...base, products: [line, line] }, '‘Badje’ staat meer dan eens in je bestelling.'],
      [
        'a part as SHOP',
        {
          ...base,
          products: [{ productId: split.id, productPartId: split.productParts[0].id, price: 30, giftMethod: 'SHOP' }],
        },
        'Delen van ‘Wieg’ kan je enkel nu betalen.',
      ],
    ]
    const before = await snapshot()
    for (const [what, body, message] of cases) {
      const res = await post(body)
      expect(res.status, what).toBe(422)
      const { error } = (await res.json()) as ApiError
      expect(error.code, what).toBe('VALIDATION')
      if (message) expect(error.message, what).toBe(message)
    }
    expect(await snapshot()).toEqual(before)
  })

  it('answers 404 without naming it for a product of another list', async () => {
    const { list } = await setup()
    const other = await createList(db(), (await createUser(db())).id)
    const product = await createProduct(db(), other.id, { title: 'Fopspeen', price: 500 })
    const { error } = await expectError(
      await post({ listId: list.id, ...giver, products: [{ productId: product.id, price: 5, giftMethod: 'SHOP' }] }),
      404,
      'NOT_FOUND',
    )
    expect(error.message).not.toContain('Fopspeen')
  })

  it('answers 409 GIFT_CHANGED with the gift to drop when the cart no longer fits the product', async () => {
    const { list } = await setup()
    const split = await createProduct(db(), list.id, { title: 'Wieg', price: 9000, parts: 3 })
    const whole = await createProduct(db(), list.id, { title: 'Badje', price: 3499, cashAllowed: false })
    const before = await snapshot()
    const cases: [string, unknown, string][] = [
      [
        'a split product without a part',
        { productId: split.id, price: 90, giftMethod: 'CASH' },
        '‘Wieg’ werd intussen in delen opgesplitst.',
      ],
      [
        'a part on a product that is not split',
        { productId: whole.id, productPartId: split.productParts[0].id, price: 34.99, giftMethod: 'SHOP' },
        '‘Badje’ is niet meer in delen opgesplitst.',
      ],
      [
        'a method the product no longer allows',
        { productId: whole.id, price: 34.99, giftMethod: 'CASH' },
        '‘Badje’ kan intussen niet meer op deze manier geschonken worden.',
      ],
    ]
    for (const [what, line, message] of cases) {
      const { error } = await expectError(
        await post({ listId: list.id, ...giver, products: [line] }),
        409,
        'GIFT_CHANGED',
      )
      expect(error.message, what).toContain(message)
      expect(error.details?.productIds, what).toEqual([(line as { productId: number }).productId])
    }
    expect(await snapshot()).toEqual(before)
  })

  it('reports field errors by path', async () => {
    const { list } = await setup()
    const { error } = (await (
      await post({ listId: list.id, name: '', email: 'x', products: [{ productId: 1, price: -1, giftMethod: 'SHOP' }] })
    ).json()) as ApiError
    expect(error.details?.fields).toMatchObject({
      name: 'Je naam is verplicht',
      email: 'Dit e-mailadres ziet er niet correct uit.',
      'products.0.price': 'De prijs van het product is verplicht en mag enkel cijfers bevatten',
    })
  })

  it('answers nasty bodies with 422, 413 or 409 and their codes, never 500, and changes nothing', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Knuffel', price: 1500 })
    const line = { productId: product.id, price: 15, giftMethod: 'SHOP' }
    const deep = (n: number): unknown => (n === 0 ? line : { products: [deep(n - 1)] })
    const bodies: unknown[] = [
      null,
      [],
      'x',
      42,
      true,
      0,
      -1,
      {},
      { products: 'x' },
      { products: null },
      { products: {} },
      { products: [null] },
      { products: [[]] },
      { products: ['x'] },
      { products: [42] },
      { listId: null, products: [line] },
      { listId: {}, products: [line] },
      { listId: [list.id], ...giver, products: [line] },
      { listId: -1, ...giver, products: [line] },
      { listId: 0, ...giver, products: [line] },
      { listId: 1e308, ...giver, products: [line] },
      { listId: list.id, ...giver, products: [{ ...line, productId: -5 }] },
      { listId: list.id, ...giver, products: [{ ...line, productId: 0 }] },
      { listId: list.id, ...giver, products: [{ ...line, productId: Number.MAX_SAFE_INTEGER + 2 }] },
      { listId: list.id, ...giver, products: [{ ...line, productPartId: 'x' }] },
      { listId: list.id, ...giver, products: [{ ...line, productPartId: -1 }] },
      { listId: list.id, ...giver, products: [{ ...line, price: null }] },
      { listId: list.id, ...giver, products: [{ ...line, price: [15] }] },
      { listId: list.id, ...giver, products: [{ ...line, price: { amount: 15 } }] },
      { listId: list.id, ...giver, products: [{ ...line, giftMethod: null }] },
      { listId: list.id, ...giver, products: [{ ...line, giftMethod: ['SHOP'] }] },
      { listId: list.id, ...giver, products: [{ ...line, giftMethod: 'SHOP ' }] },
      { listId: list.id, ...giver, message: 'x'.repeat(2_001), products: [line] },
      deep(50),
      { listId: list.id, ...giver, products: [deep(20)] },
      { a: { b: { c: { d: { e: { f: [[[[[[[]]]]]]] } } } } } },
      {
        listId: list.id,
        ...giver,
        email: 'oma@example.be\r\nBcc: iedereen@example.be',
        products: [{ ...line, price: 14.99 }],
      },
    ]
    const rawBodies = [
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
      '1e999',
      '"\\ud800"',
      '{"__proto__":{"listId":1},"products":[]}',
      `{"listId":${list.id},"name":"Oma","email":"oma@example.be","products":[{"productId":${product.id},"price":1e400,"giftMethod":"SHOP"}]}`,
    ]
    // Beyond the 64 KB a handler reads: refused before parsing.
    const tooLarge = [
      { listId: list.id, ...giver, name: 'x'.repeat(1_000_000), products: [line] },
      { listId: list.id, ...giver, email: `${'a'.repeat(500_000)}@example.be`, products: [line] },
      { listId: list.id, ...giver, message: 'x'.repeat(2_000_000), products: [line] },
      { listId: list.id, ...giver, products: Array.from({ length: 10_000 }, () => line) },
    ].map((b) => JSON.stringify(b))
    // Well-formed orders whose price (-0 is 0; unknown keys are ignored) is not the gift's.
    const priceChanged = [
      `{"listId":${list.id},"name":"Oma","email":"oma@example.be","products":[{"productId":${product.id},"price":-0,"giftMethod":"SHOP"}]}`,
      `{"listId":${list.id},"name":"Oma","email":"oma@example.be","products":[{"productId":${product.id},"price":14.99,"giftMethod":"SHOP","extra":{"$gt":0}}],"listId2":1}`,
    ]
    const before = await snapshot()
    const expected: [string, number, string][] = [
      ...[...bodies.map((b) => JSON.stringify(b)), ...rawBodies].map((raw): [string, number, string] => [
        raw,
        422,
        'VALIDATION',
      ]),
      ...tooLarge.map((raw): [string, number, string] => [raw, 413, 'PAYLOAD_TOO_LARGE']),
      ...priceChanged.map((raw): [string, number, string] => [raw, 409, 'PRICE_CHANGED']),
    ]
    const outcomes = []
    for (const [raw] of expected) {
      const res = await post(raw)
      outcomes.push([raw.slice(0, 80), res.status, ((await res.json()) as ApiError).error?.code])
    }
    expect(outcomes).toEqual(expected.map(([raw, status, code]) => [raw.slice(0, 80), status, code]))
    expect(await snapshot()).toEqual(before)
  })

  // Regression (lib/validation/order + lib/orders placeOrder): found by these tests, fixed since.
  it('answers 422 VALIDATION, not 500, for a price with more than 2 decimals hidden beyond the tolerance (15.000000001)', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Rammelaar', price: 1500 })
    const before = await snapshot()
    const { error } = await expectError(
      await post({
        listId: list.id,
        ...giver,
        products: [{ productId: product.id, price: 15.000000001, giftMethod: 'SHOP' }],
      }),
      422,
      'VALIDATION',
    )
    expect(error.details?.fields).toEqual({
      'products.0.price': 'De prijs van het product is verplicht en mag enkel cijfers bevatten',
    })
    expect(await snapshot()).toEqual(before)
  })

  // Regression (lib/validation/order): found by these tests, fixed since.
  it('answers 422 VALIDATION, not 500, for a listId beyond the 32-bit range', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Bijtring', price: 800 })
    const before = await snapshot()
    const { error } = await expectError(
      await post({
        listId: 2_147_483_648,
        ...giver,
        products: [{ productId: product.id, price: 8, giftMethod: 'SHOP' }],
      }),
      422,
      'VALIDATION',
    )
    expect(Object.keys(error.details?.fields ?? {})).toEqual(['listId'])
    expect(await snapshot()).toEqual(before)
  })

  it('answers 422 VALIDATION, not 500, for a productId beyond the 32-bit range', async () => {
    const { list } = await setup()
    const before = await snapshot()
    const { error } = await expectError(
      await post({ listId: list.id, ...giver, products: [{ productId: 2_147_483_648, price: 8, giftMethod: 'SHOP' }] }),
      422,
      'VALIDATION',
    )
    expect(Object.keys(error.details?.fields ?? {})).toEqual(['products.0.productId'])
    expect(await snapshot()).toEqual(before)
  })

  // Regression (lib/orders placeOrder): found by these tests, fixed since.
  it('answers 422 VALIDATION on the name, not 500, for a name with a NUL character', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Slabbetje', price: 600 })
    const before = await snapshot()
    const { error } = await expectError(
      await post({
        listId: list.id,
        ...giver,
        name: 'Oma\u0000Lutgarde',
        products: [{ productId: product.id, price: 6, giftMethod: 'SHOP' }],
      }),
      422,
      'VALIDATION',
    )
    expect(Object.keys(error.details?.fields ?? {})).toEqual(['name'])
    expect(await snapshot()).toEqual(before)
  })

  it('answers 429 with a Dutch message after 30 orders in 10 minutes from one address', async () => {
    const ip = '192.0.2.30'
    for (let i = 0; i < 30; i++) expect((await post({}, { ip })).status, `request ${i + 1}`).toBe(422)
    const res = await post({}, { ip })
    const { error } = await expectError(res, 429, 'RATE_LIMITED')
    expect(error.message).toBe('Te veel aanvragen na elkaar. Probeer het over een minuutje opnieuw.')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('GET /api/orders/reference/{reference}', () => {
  it('answers 404 with a Dutch message for an unknown reference', async () => {
    const { error } = await expectError(await get('AAAAAAAAAAAAAAAA'), 404, 'NOT_FOUND')
    expect(error.message).toBe('Deze reservatie werd niet gevonden.')
  })

  it('answers 404, never 500, for malformed references', async () => {
    for (const reference of [
      '',
      'x',
      '1',
      "' OR 1=1 --",
      '../../etc',
      'a'.repeat(65),
      'a'.repeat(100_000),
      'AAAAAAAA\u0000',
      '%00%00%00%00',
      'ÄÄÄÄÄÄÄÄÄÄ',
    ]) {
      await expectError(await get(reference), 404, 'NOT_FOUND')
    }
  })

  it('does not find an order by a prefix or another case of its reference', async () => {
    const { list } = await setup()
    const product = await createProduct(db(), list.id, { title: 'Nachtlampje', price: 2500 })
    const res = await post({
      listId: list.id,
      ...giver,
      products: [{ productId: product.id, price: 25, giftMethod: 'CASH' }],
    })
    const { reference } = (await res.json()) as OrderJson
    expect((await get(reference)).status).toBe(200)
    expect((await get(reference.slice(0, 12))).status).toBe(404)
    const flipped = reference.replace(/[a-z]/, (c) => c.toUpperCase())
    if (flipped !== reference) expect((await get(flipped)).status).toBe(404)
  })
})

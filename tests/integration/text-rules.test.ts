// The text rules and the order line cap (docs/rules.md#texts, #orders) through the REST entry points an API client (or an attacker) uses:
// POST /api/orders, POST /api/lists and POST /api/contact on a real database. Bad text is a 422 with a Dutch message
// and changes nothing; normal accented names are stored in NFC; direction overrides are stripped before storing.
import { describe, expect, it } from 'vitest'
import { POST as postOrder } from '@/app/api/orders/route'
import { POST as postList } from '@/app/api/lists/route'
import { POST as postContact } from '@/app/api/contact/route'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'
import { birthDateDaysAgo } from '../fixtures/dates'

const db = useTestDatabase()

const INVALID = 'Dit veld bevat een ongeldig teken.'
const MARKS = 'Dit veld heeft te veel accenttekens na elkaar.'
const TOO_MANY_LINES =
  'Je kan hoogstens 20 geschenkjes in één bestelling opnemen. Bestel de andere in een tweede bestelling.'
/** 1,500 combining marks on one letter, as an attack once sent them. */
const ZALGO = `Z${'\u0336\u0317\u0323\u0300\u035B'.repeat(300)}algo`

/** A JSON body with a lone surrogate written as the JSON escape a client sends (JSON.parse turns it into one). */
const withLoneSurrogate = (body: Record<string, unknown>, field: string) =>
  JSON.stringify(body).replace(`"${field}":"`, `"${field}":"\\ud800`)

describe('POST /api/orders', () => {
  /** Everything an order can change, to show that a refused order changed nothing. */
  async function snapshot() {
    const [orders, lines, sold] = await Promise.all([
      db().order.count(),
      db().orderLine.count(),
      db().product.count({ where: { sold: true } }),
    ])
    return { orders, lines, sold }
  }
  async function listWith(count: number) {
    const list = await createList(db(), (await createUser(db())).id)
    const products = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        createProduct(db(), list.id, { title: `Geschenk ${i + 1}`, price: 1000 }),
      ),
    )
    return { list, lines: products.map((p) => ({ productId: p.id, price: 10, giftMethod: 'CASH' as const })) }
  }

  it('answers 422 with a Dutch message for a lone surrogate, a control character or Zalgo text, and changes nothing', async () => {
    const { list, lines } = await listWith(1)
    const order = {
      listId: list.id,
      name: 'Oma Lutgarde',
      email: 'oma@example.be',
      message: 'Proficiat!',
      products: lines,
    }
    const before = await snapshot()

    for (const field of ['name', 'message']) {
      const body = withLoneSurrogate(order, field)
      expect(body).toContain('\\ud800')
      const res = await expectError(await call(postOrder, '/api/orders', { body }), 422, 'VALIDATION')
      expect(res.error.details?.fields).toEqual({ [field]: INVALID })
    }
    const control = await expectError(
      await call(postOrder, '/api/orders', { body: { ...order, message: 'Dag\u001B[2J' } }),
      422,
      'VALIDATION',
    )
    expect(control.error.details?.fields).toEqual({ message: INVALID })
    const zalgo = await expectError(
      await call(postOrder, '/api/orders', { body: { ...order, name: ZALGO } }),
      422,
      'VALIDATION',
    )
    expect(zalgo.error).toMatchObject({ message: MARKS, details: { fields: { name: MARKS } } })

    expect(await snapshot()).toEqual(before)
  })

  it('stores the name and message in NFC, without a right-to-left override, with \\n line ends', async () => {
    const { list, lines } = await listWith(1)
    const res = await call(postOrder, '/api/orders', {
      body: {
        listId: list.id,
        name: ' Chloe\u0301 Nguye\u0302\u0303n\u202E ',
        email: 'chloe@example.be',
        message: 'Proficiat \u202Enaar\u202C Zoë 👶🏽!\r\nTot snel 👨‍👩‍👧‍👦',
        products: lines,
      },
    })
    expect(res.status).toBe(201)
    const { reference } = (await res.json()) as { reference: string }
    const stored = await db().order.findUniqueOrThrow({ where: { reference }, select: { name: true, message: true } })
    expect(stored).toEqual({ name: 'Chloé Nguyễn', message: 'Proficiat naar Zoë 👶🏽!\nTot snel 👨‍👩‍👧‍👦' })
  })

  it('answers 422 with "at most 20 gifts" for an order of 21 lines and changes nothing; 20 lines are placed', async () => {
    const { list, lines } = await listWith(21)
    const order = { listId: list.id, name: 'Oma Lutgarde', email: 'oma.lutgarde@example.be', products: lines }
    const before = await snapshot()
    const res = await expectError(await call(postOrder, '/api/orders', { body: order }), 422, 'VALIDATION')
    expect(res.error).toMatchObject({ message: TOO_MANY_LINES, details: { fields: { products: TOO_MANY_LINES } } })
    expect(await snapshot()).toEqual(before)

    expect((await call(postOrder, '/api/orders', { body: { ...order, products: lines.slice(0, 20) } })).status).toBe(
      201,
    )
    expect(await db().product.count({ where: { listId: list.id, sold: true } })).toBe(20)
  })
})

describe('POST /api/lists', () => {
  const form = {
    firstName: 'Noor',
    lastName: 'Peeters',
    parent1FirstName: 'Sofie',
    parent1LastName: 'Peeters',
    iban: 'BE71 0961 2345 6769',
    birthDate: birthDateDaysAgo(),
  }

  it('answers 422 for a lone surrogate, Zalgo text or a control character in a name, and creates nothing', async () => {
    const user = await createUser(db(), { password: 'geheim123' })
    const token = await tokenFor(user.email, 'geheim123')
    const before = await db().list.count()

    const surrogate = await expectError(
      await call(postList, '/api/lists', { body: withLoneSurrogate(form, 'firstName'), token }),
      422,
      'VALIDATION',
    )
    expect(surrogate.error.details?.fields).toEqual({ firstName: INVALID })
    const zalgo = await expectError(
      await call(postList, '/api/lists', { body: { ...form, lastName: ZALGO, parent2FirstName: 'Jo\u0007' }, token }),
      422,
      'VALIDATION',
    )
    expect(zalgo.error.details?.fields).toEqual({ lastName: MARKS, parent2FirstName: INVALID })

    expect(await db().list.count()).toBe(before)
  })

  it('stores decomposed accented names in NFC and strips direction controls', async () => {
    const user = await createUser(db(), { password: 'geheim123' })
    const token = await tokenFor(user.email, 'geheim123')
    const res = await call(postList, '/api/lists', {
      body: {
        ...form,
        firstName: 'Zoe\u0308',
        lastName: '\u2067Nguye\u0302\u0303n\u2069',
        parent1FirstName: 'Chloe\u0301',
        introduction: 'Welkom!\r\n\r\nZoë',
      },
      token,
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    const stored = await db().list.findUniqueOrThrow({
      where: { id },
      select: { url: true, firstName: true, lastName: true, parent1FirstName: true, introduction: true },
    })
    expect(stored).toEqual({
      url: 'zoe-nguyen',
      firstName: 'Zoë',
      lastName: 'Nguyễn',
      parent1FirstName: 'Chloé',
      introduction: 'Welkom!\n\nZoë',
    })
  })
})

describe('POST /api/contact', () => {
  it('answers 422 for a lone surrogate or Zalgo text and stores nothing; stores a normal message in NFC', async () => {
    const message = { fromName: 'Marie Claes', fromEmail: 'marie.tekst@example.be', message: 'Dag!' }
    const before = await db().contactMessage.count()
    for (const field of ['fromName', 'message']) {
      const res = await expectError(
        await call(postContact, '/api/contact', { body: withLoneSurrogate(message, field) }),
        422,
        'VALIDATION',
      )
      expect(res.error.details?.fields).toEqual({ [field]: INVALID })
    }
    const zalgo = await expectError(
      await call(postContact, '/api/contact', { body: { ...message, message: ZALGO } }),
      422,
      'VALIDATION',
    )
    expect(zalgo.error.details?.fields).toEqual({ message: MARKS })
    expect(await db().contactMessage.count()).toBe(before)

    const res = await call(postContact, '/api/contact', {
      body: { ...message, fromName: 'Anai\u0308s\u202E', message: 'Dag!\r\nIk ben Zoe\u0308.' },
    })
    expect(res.status).toBe(201)
    const stored = await db().contactMessage.findMany({
      where: { fromEmail: 'marie.tekst@example.be' },
      select: { fromName: true, message: true },
    })
    expect(stored).toEqual([{ fromName: 'Anaïs', message: 'Dag!\nIk ben Zoë.' }])
  })
})

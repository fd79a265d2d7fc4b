// Reconciling bank statements (decision 056): CODA and camt.053 files written from each format's field layout
// (tests/fixtures/statements.ts), uploaded through POST /api/lists/{id}/statements as a parent's client would, on a
// real database. An exact transfer marks its order paid, a smaller one partly paid, and each other credit is listed
// with its reason (unknown communication, wrong check digits, none, another account); an order paid by hand stays
// paid; the same statement twice changes nothing; a malformed or oversized file is refused and changes nothing.
import { beforeEach, describe, expect, it } from 'vitest'
import { POST as uploadStatement } from '@/app/api/lists/[id]/statements/route'
import { placeOrder } from '@/lib/orders'
import { ogmDigits, ogmFromBase } from '@/lib/payments/ogm'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'
import { camt053File, codaFile, type FixtureStatement } from '../fixtures/statements'

const db = useTestDatabase()
const PASSWORD = 'afschrift-123'
const IBAN = 'BE71096123456769'

let listId: number
let token: string
let orders: { exact: string; partial: string; byHand: string }

const upload = (content: string | Uint8Array<ArrayBuffer>, name = 'afschrift.xml', as = token, id = listId) => {
  const form = new FormData()
  form.set('file', new Blob([content]), name)
  return call(uploadStatement, `/api/lists/${id}/statements`, { form, token: as, params: { id: String(id) } })
}

/** A CASH order of `euros` on the list; returns its structured communication's 12 digits. */
async function cashOrder(title: string, euros: number, name: string): Promise<string> {
  const product = await createProduct(db(), listId, { title, price: euros * 100, shopAllowed: false })
  const order = await placeOrder({
    listId,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.be`,
    products: [{ productId: product.id, price: euros, giftMethod: 'CASH' }],
  })
  return ogmDigits(order.payment!.structuredCommunication)
}

const orderBy = async (digits: string) => {
  const formatted = `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`
  return db().order.findUniqueOrThrow({ where: { structuredCommunication: formatted } })
}

/** A valid structured communication no order has. */
const unknown = ogmDigits(ogmFromBase(1_234_567_890))
/** The same digits with a wrong check pair. */
const badCheck = `${unknown.slice(0, 10)}${unknown.slice(10) === '01' ? '02' : '01'}`

beforeEach(async () => {
  const parent = await createUser(db(), { password: PASSWORD })
  listId = (await createList(db(), parent.id, { iban: IBAN })).id
  token = await tokenFor(parent.email, PASSWORD)
  orders = {
    exact: await cashOrder('Spaarpot', 25, 'Mila Reis'),
    partial: await cashOrder('Babyfoon', 40, 'Oom Jef'),
    byHand: await cashOrder('Badje', 30, 'Tante Rita'),
  }
  await db().order.update({ where: { id: (await orderBy(orders.byHand)).id }, data: { paidAt: new Date() } })
})

/** The day's statement of the list's account, with every case of the issue, and another account's statement. */
const statements = (): FixtureStatement[] => [
  {
    account: IBAN,
    sequence: '012',
    date: '2026-11-20',
    movements: [
      { amount: 2500, structured: orders.exact, counterparty: 'MILA REIS' },
      { amount: 2000, structured: orders.partial, counterparty: 'JEF PEETERS' },
      { amount: 3000, structured: orders.byHand, counterparty: 'RITA MAES' },
      { amount: 1500, structured: unknown, counterparty: 'ONBEKEND' },
      { amount: 1000, structured: badCheck, counterparty: 'TIKFOUT' },
      { amount: 5000, text: 'Voor de kleine, proficiat', counterparty: 'OPA' },
      { amount: 4200, credit: false, text: 'Huur november' },
    ],
  },
  {
    account: 'BE68539007547034',
    sequence: '044',
    date: '2026-11-20',
    movements: [{ amount: 2500, structured: orders.partial, counterparty: 'ELDERS' }],
  },
]

interface ReportJson {
  statements: { format: string; account: string; sequence: string; date: string; duplicate: boolean }[]
  transfers: { amount: number; outcome: string; communication: string; counterparty: string; order: unknown }[]
  unpaid: { name: string; expected: number; received: number }[]
}

describe.each([
  ['camt.053', camt053File, 'afschrift.xml', 'CAMT053'],
  ['CODA', codaFile, 'afschrift.cod', 'CODA'],
] as const)('POST /api/lists/{id}/statements with a %s file', (_, write, name, format) => {
  it('marks the exact transfer paid, records the smaller one, lists every other credit with its reason', async () => {
    const res = await upload(write(statements()), name)
    expect(res.status).toBe(201)
    const report = (await res.json()) as ReportJson
    expect(report.statements).toEqual([
      { format, account: IBAN, sequence: '012', date: '2026-11-20', duplicate: false },
      { format, account: 'BE68539007547034', sequence: '044', date: '2026-11-20', duplicate: false },
    ])
    expect(report.transfers.map((t) => [t.amount, t.outcome, t.counterparty])).toEqual([
      [25, 'PAID', 'MILA REIS'],
      [20, 'PARTLY_PAID', 'JEF PEETERS'],
      [30, 'ALREADY_PAID', 'RITA MAES'],
      [15, 'UNKNOWN_COMMUNICATION', 'ONBEKEND'],
      [10, 'BAD_CHECK_DIGITS', 'TIKFOUT'],
      [50, 'NO_COMMUNICATION', 'OPA'],
      [25, 'OTHER_ACCOUNT', 'ELDERS'],
    ])
    expect(report.transfers[1]!.order).toMatchObject({ name: 'Oom Jef', expected: 40, received: 20 })
    expect(report.transfers[4]!.communication).toBe(
      `+++${badCheck.slice(0, 3)}/${badCheck.slice(3, 7)}/${badCheck.slice(7)}+++`,
    )
    expect(report.unpaid).toEqual([expect.objectContaining({ name: 'Oom Jef', expected: 40, received: 20 })])

    expect((await orderBy(orders.exact)).paidAt).not.toBeNull()
    expect(await orderBy(orders.partial)).toMatchObject({ paidAt: null, receivedAmount: 2000 })
    expect((await orderBy(orders.byHand)).paidAt).not.toBeNull()
  })

  it('changes nothing when the same statement comes again, and says so', async () => {
    expect((await upload(write(statements()), name)).status).toBe(201)
    const before = await db().order.findMany({ where: { listId }, orderBy: { id: 'asc' } })
    const again = await upload(write(statements()), name)
    expect(again.status).toBe(200)
    const report = (await again.json()) as ReportJson
    expect(report.statements.every((s) => s.duplicate)).toBe(true)
    expect(report.transfers).toHaveLength(7)
    expect(await db().order.findMany({ where: { listId }, orderBy: { id: 'asc' } })).toEqual(before)
    expect(await db().bankTransfer.count({ where: { statement: { listId } } })).toBe(7)
  })

  it('completes a partly paid order with the next statement’s transfer', async () => {
    await upload(write(statements()), name)
    const next = await upload(
      write([
        {
          account: IBAN,
          sequence: '013',
          date: '2026-11-21',
          movements: [{ amount: 2000, structured: orders.partial, counterparty: 'JEF PEETERS' }],
        },
      ]),
      name,
    )
    expect(next.status).toBe(201)
    const report = (await next.json()) as ReportJson
    expect(report.transfers.map((t) => t.outcome)).toEqual(['PAID'])
    expect(report.unpaid).toEqual([])
    expect(await orderBy(orders.partial)).toMatchObject({ receivedAmount: 4000, paidAt: expect.any(Date) })
  })
})

describe('POST /api/lists/{id}/statements refuses what it cannot read, changing nothing', () => {
  it.each([
    ['a text file', 'Dit is geen afschrift\n', 'afschrift.txt'],
    ['XML that is not a statement', '<?xml version="1.0"?><Document><Iets/></Document>', 'x.xml'],
    ['XML that is not well formed', '<Document><BkToCstmrStmt></Document>', 'x.xml'],
    [
      'XML with a DTD (entities)',
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document>&a;</Document>',
      'x.xml',
    ],
    ['CODA with a line of another width', `0000001112672505${' '.repeat(111)}2\n1${'x'.repeat(140)}\n`, 'x.cod'],
    ['CODA without an IBAN account', `0000020112672505${' '.repeat(111)}2\n10012${'1'.repeat(12)}\n`, 'x.cod'],
  ])('%s: 422 STATEMENT_FORMAT', async (_, content, name) => {
    const body = await expectError(await upload(content, name), 422, 'STATEMENT_FORMAT')
    expect(body.error.message).toMatch(/afschrift|CODA|XML|camt/)
    expect(await db().bankStatement.count({ where: { listId } })).toBe(0)
    expect((await orderBy(orders.exact)).paidAt).toBeNull()
  })

  it('a CODA movement with a broken amount names its line', async () => {
    const coda = codaFile(statements()).split('\r\n')
    coda[2] = `${coda[2]!.slice(0, 32)}00000000000X500${coda[2]!.slice(47)}`
    const body = await expectError(await upload(coda.join('\r\n'), 'x.cod'), 422, 'STATEMENT_FORMAT')
    expect(body.error.message).toContain('regel 3')
  })

  it('a file over 5 MB: 413; no file: 400', async () => {
    await expectError(await upload(new Uint8Array(5 * 1024 * 1024 + 1), 'groot.cod'), 413, 'PAYLOAD_TOO_LARGE')
    const res = await call(uploadStatement, `/api/lists/${listId}/statements`, {
      form: new FormData(),
      token,
      params: { id: String(listId) },
    })
    await expectError(res, 400, 'BAD_REQUEST')
  })

  it('is for the list’s owner, managers and administrators: 401, 403 and 404 otherwise', async () => {
    const file = camt053File(statements())
    await expectError(
      await call(uploadStatement, `/api/lists/${listId}/statements`, {
        form: (() => {
          const form = new FormData()
          form.set('file', new Blob([file]), 'a.xml')
          return form
        })(),
        params: { id: String(listId) },
      }),
      401,
      'UNAUTHORIZED',
    )
    const other = await createUser(db(), { password: PASSWORD })
    await expectError(await upload(file, 'a.xml', await tokenFor(other.email, PASSWORD)), 403, 'FORBIDDEN')
    await expectError(await upload(file, 'a.xml', token, 999_999), 404, 'NOT_FOUND')
    expect(await db().bankStatement.count({ where: { listId } })).toBe(0)
    const admin = await createUser(db(), { role: 'ADMIN', password: PASSWORD })
    expect((await upload(file, 'a.xml', await tokenFor(admin.email, PASSWORD))).status).toBe(201)
  })
})

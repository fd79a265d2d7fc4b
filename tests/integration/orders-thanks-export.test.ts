// Thank-yous and the givers' list (issue of money that arrives and thanks that go out): the parents tick 'Bedankt'
// per order and undo it through PATCH /api/orders/{id}, and download all orders of a list as CSV and XLSX through
// GET /api/lists/{id}/orders/export, read back here as a spreadsheet would (csv-parse, exceljs). A giver's text that
// starts like a formula is never one; only the list's managers and administrators get the file.
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { beforeEach, describe, expect, it } from 'vitest'
import { PATCH as patchOrder } from '@/app/api/orders/[id]/route'
import { GET as exportOrders } from '@/app/api/lists/[id]/orders/export/route'
import { placeOrder } from '@/lib/orders'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()
const PASSWORD = 'bedankt-123'

let listId: number
let token: string
let cashOrderId: number
let shopOrderId: number

beforeEach(async () => {
  const parent = await createUser(db(), { password: PASSWORD })
  listId = (await createList(db(), parent.id)).id
  token = await tokenFor(parent.email, PASSWORD)
  const romper = await createProduct(db(), listId, { title: 'Rompertje', price: 950, cashAllowed: false })
  await db().product.update({ where: { id: romper.id }, data: { quantity: 6 } })
  const fund = await createProduct(db(), listId, { title: 'Spaarpot', price: 0, shopAllowed: false })
  await db().product.update({ where: { id: fund.id }, data: { fund: true } })
  const cash = await placeOrder({
    listId,
    name: '=HYPERLINK("http://kwaad.example","klik")',
    email: 'mila@example.be',
    message: '+32 470 12 34 56 belt je',
    products: [{ productId: fund.id, price: 25, giftMethod: 'CASH' }],
  })
  const shop = await placeOrder({
    listId,
    name: 'Oma Lutgarde',
    email: 'oma@example.be',
    message: '@iedereen: proficiat!',
    products: [{ productId: romper.id, price: 9.5, quantity: 2, giftMethod: 'SHOP' }],
  })
  cashOrderId = (await db().order.findUniqueOrThrow({ where: { reference: cash.reference } })).id
  shopOrderId = (await db().order.findUniqueOrThrow({ where: { reference: shop.reference } })).id
})

/** `as`: the bearer token, `null` for a visitor. */
const patch = (id: number, body: unknown, as: string | null = token) =>
  call(patchOrder, `/api/orders/${id}`, { method: 'PATCH', body, token: as ?? undefined, params: { id: String(id) } })
const download = (query = '', as: string | null = token, id = listId) =>
  call(exportOrders, `/api/lists/${id}/orders/export${query}`, { token: as ?? undefined, params: { id: String(id) } })

describe("PATCH /api/orders/{id} { thanked }: 'Bedankt'", () => {
  it('ticks and unticks an order, of any kind, keeping the first date', async () => {
    const first = await patch(shopOrderId, { thanked: true })
    expect(first.status).toBe(200)
    const body = (await first.json()) as { thanked: boolean; thankedAt: string; paid: boolean }
    expect(body).toMatchObject({ thanked: true, paid: false })
    const again = (await (await patch(shopOrderId, { thanked: true })).json()) as { thankedAt: string }
    expect(again.thankedAt).toBe(body.thankedAt)
    expect(await (await patch(shopOrderId, { thanked: false })).json()).toMatchObject({
      thanked: false,
      thankedAt: null,
    })
  })

  it('marks paid and thanked at once; a paid for a shop order refuses both', async () => {
    expect(await (await patch(cashOrderId, { paid: true, thanked: true })).json()).toMatchObject({
      paid: true,
      thanked: true,
    })
    await expectError(await patch(shopOrderId, { paid: true, thanked: true }), 422, 'VALIDATION')
    expect((await db().order.findUniqueOrThrow({ where: { id: shopOrderId } })).thankedAt).toBeNull()
  })

  it('refuses an empty body or a thanked that is no boolean (422), a visitor (401) and another parent (403)', async () => {
    await expectError(await patch(shopOrderId, {}), 422, 'VALIDATION')
    await expectError(await patch(shopOrderId, { thanked: 'ja' }), 422, 'VALIDATION')
    await expectError(await patch(shopOrderId, { thanked: true }, null), 401, 'UNAUTHORIZED')
    const other = await createUser(db(), { password: PASSWORD })
    await expectError(
      await patch(shopOrderId, { thanked: true }, await tokenFor(other.email, PASSWORD)),
      403,
      'FORBIDDEN',
    )
    expect((await db().order.findUniqueOrThrow({ where: { id: shopOrderId } })).thankedAt).toBeNull()
  })
})

describe('GET /api/lists/{id}/orders/export', () => {
  it('gives every order as CSV for a Belgian spreadsheet, no text cell a formula', async () => {
    await patch(cashOrderId, { paid: true })
    await patch(shopOrderId, { thanked: true })
    const res = await download('?format=csv')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="schenkers-.+\.csv"$/)
    const bytes = new Uint8Array(await res.arrayBuffer())
    // A byte order mark, so that Excel reads the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parse(new TextDecoder().decode(bytes), { delimiter: ';', bom: true }) as string[][]
    expect(rows[0]).toEqual([
      'Schenker',
      'E-mailadres',
      'Boodschap',
      'Datum',
      'Geschenkjes',
      'Wijze',
      'Bedrag (euro)',
      'Gestructureerde mededeling',
      'Betaald',
      'Bedankt',
    ])
    const [shop, cash] = rows.slice(1)
    expect(shop).toEqual([
      'Oma Lutgarde',
      'oma@example.be',
      "'@iedereen: proficiat!",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      '2 × Rompertje',
      'zelf kopen',
      '19,00',
      '',
      'nee',
      'ja',
    ])
    expect(cash!.slice(0, 3)).toEqual([
      `'=HYPERLINK("http://kwaad.example","klik")`,
      'mila@example.be',
      "'+32 470 12 34 56 belt je",
    ])
    expect(cash!.slice(5)).toEqual([
      'overschrijving',
      '25,00',
      expect.stringMatching(/^'\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/),
      'ja',
      'nee',
    ])
    for (const cell of rows.slice(1).flat()) expect(cell).not.toMatch(/^[=+\-@]/)
  })

  it('gives the same rows as an Excel workbook that opens with exceljs, amounts as numbers', async () => {
    const res = await download('?format=xlsx')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never)
    const sheet = workbook.getWorksheet('Reservaties')!
    expect(sheet.rowCount).toBe(3)
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1)
    expect(values(1)[0]).toBe('Schenker')
    expect(values(2)).toEqual([
      'Oma Lutgarde',
      'oma@example.be',
      '@iedereen: proficiat!',
      expect.any(Date),
      '2 × Rompertje',
      'zelf kopen',
      19,
      undefined,
      'nee',
      'nee',
    ])
    // Texts as typed, in text cells: a workbook never takes them for formulas, so no apostrophe shows.
    expect(values(3).slice(0, 3)).toEqual([
      '=HYPERLINK("http://kwaad.example","klik")',
      'mila@example.be',
      '+32 470 12 34 56 belt je',
    ])
    expect(sheet.getRow(3).getCell(1).type).toBe(ExcelJS.ValueType.String)
    expect(values(3)[6]).toBe(25)
    // Nothing in the workbook is a formula.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)))
  })

  it('refuses another format (422), a visitor (401), another parent (403) and an unknown list (404)', async () => {
    await expectError(await download('?format=pdf'), 422, 'VALIDATION')
    await expectError(await download('', null), 401, 'UNAUTHORIZED')
    const other = await createUser(db(), { password: PASSWORD })
    await expectError(await download('', await tokenFor(other.email, PASSWORD)), 403, 'FORBIDDEN')
    await expectError(await download('', token, 999_999), 404, 'NOT_FOUND')
  })
})

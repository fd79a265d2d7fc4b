import 'server-only'
import ExcelJS from 'exceljs'
import { stringify } from 'csv-stringify/sync'
import type { Actor } from '@/lib/auth/actor'
import { t } from '@/lib/i18n'
import { getManagedListById } from '@/lib/lists'
import { giftTitle, groupGifts } from './lines'
import { listOrdersOfList } from './overview'

/** One order as a row of the givers' export. Amounts in euro cents. */
export interface GiverRow {
  giver: string
  email: string
  message: string
  /** yyyy-mm-dd, the Belgian day the order was placed. */
  date: string
  /** The gifts as the overview names them: '2 × Rompertje, Spaarpot kinderwagen'. */
  gifts: string
  method: 'CASH' | 'SHOP' | 'BOTH'
  /** The money to transfer (CASH lines), else the shop estimate. */
  amount: number
  communication: string
  paid: boolean
  thanked: boolean
}

const belgianDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' })

/**
 * The orders of a list as rows for the parents' export, newest first (the overview's order).
 * @throws DomainError UNAUTHORIZED (401), NOT_FOUND (404), FORBIDDEN (403) as `listOrdersOfList`.
 */
export async function giverRows(actor: Actor | null, listId: number): Promise<{ slug: string; rows: GiverRow[] }> {
  const list = await getManagedListById(actor, listId)
  const orders = await listOrdersOfList(actor, list.id)
  const rows = orders.map((order): GiverRow => {
    const cash = order.totals.CASH > 0
    const shop = order.totals.SHOP > 0
    return {
      giver: order.name,
      email: order.email,
      message: order.message,
      date: belgianDay.format(new Date(order.createdAt)),
      gifts: groupGifts(order.products)
        .map((gift) => giftTitle(gift))
        .join(', '),
      method: cash && shop ? 'BOTH' : cash ? 'CASH' : 'SHOP',
      amount: cash ? order.totals.CASH : order.totals.SHOP,
      communication: order.structuredCommunication ?? '',
      paid: order.paidAt !== null,
      thanked: order.thankedAt !== null,
    }
  })
  return { slug: list.url, rows }
}

/**
 * A text as a spreadsheet cell that can never be taken for a formula (CSV injection, OWASP): a text starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, which spreadsheets show as text. A
 * structured communication ('+++123/4567/89002+++') is one of them.
 */
export function asText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

const yesNo = (value: boolean) => t(value ? 'ordersExport.yes' : 'ordersExport.no')
const methodName = (method: GiverRow['method']) =>
  t(method === 'CASH' ? 'ordersExport.cash' : method === 'SHOP' ? 'ordersExport.shop' : 'ordersExport.both')
const header = () =>
  (['giver', 'email', 'message', 'date', 'gifts', 'method', 'amount', 'communication', 'paid', 'thanked'] as const).map(
    (key) => t(`ordersExport.${key}`),
  )

/**
 * The givers' list as CSV for a Belgian spreadsheet: UTF-8 with a byte order mark, semicolons between fields,
 * amounts with a decimal comma, every text cell safe from formulas (`asText`).
 */
export function giversCsv(rows: GiverRow[]): string {
  const records = rows.map((row) => [
    asText(row.giver),
    asText(row.email),
    asText(row.message),
    row.date,
    asText(row.gifts),
    methodName(row.method),
    (row.amount / 100).toFixed(2).replace('.', ','),
    asText(row.communication),
    yesNo(row.paid),
    yesNo(row.thanked),
  ])
  return `\uFEFF${stringify([header(), ...records], { delimiter: ';', record_delimiter: '\r\n' })}`
}

/**
 * The givers' list as an Excel workbook (exceljs): one sheet, a bold header row that stays in view, dates as dates,
 * amounts as numbers in euros. Texts are written as they are, as text cells: a workbook keeps a text cell apart from a
 * formula, so '+++123/4567/89002+++' opens as the communication to copy, without the apostrophe a CSV needs.
 * @returns the .xlsx file's bytes.
 */
export async function giversXlsx(rows: GiverRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(t('ordersExport.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.addRow(header()).font = { bold: true }
  for (const row of rows)
    sheet.addRow([
      row.giver,
      row.email,
      row.message || null,
      new Date(`${row.date}T00:00:00Z`),
      row.gifts,
      methodName(row.method),
      row.amount / 100,
      row.communication || null,
      yesNo(row.paid),
      yesNo(row.thanked),
    ])
  sheet.getColumn(4).numFmt = 'dd/mm/yyyy'
  sheet.getColumn(7).numFmt = '#,##0.00 "€"'
  const widths = [24, 28, 40, 12, 48, 22, 14, 24, 10, 10]
  widths.forEach((width, i) => (sheet.getColumn(i + 1).width = width))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

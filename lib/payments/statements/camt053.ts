import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { t } from '@/lib/i18n'
import { normalizeIban } from '@/lib/payments/iban'
import { StatementFormatError, type ParsedStatement, type StatementMovement } from './types'

type Node = Record<string, unknown>

// Elements that may repeat are always arrays, so one statement or one entry reads like many.
const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd'])
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: false,
  isArray: (name) => REPEATED.has(name),
})

const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {})
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])
const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'object' && value ? text((value as Node)['#text']) : ''

/** An ISO 20022 amount ('25.00', '1250') in euro cents, or null for another currency or form. */
function cents(amount: unknown): number | null {
  const currency = node(amount)['@Ccy']
  const value = text(amount)
  if ((currency !== undefined && currency !== 'EUR') || !/^\d+(\.\d{1,2})?$/.test(value)) return null
  const [whole, fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** The date of an ISO 20022 date choice (`<Dt>` or `<DtTm>`), yyyy-mm-dd, or ''. */
const dateOf = (choice: unknown) => (text(node(choice).Dt) || text(node(choice).DtTm)).slice(0, 10)

/** A Belgian structured communication in a transaction's structured remittance (SCOR, issuer BBA or none). */
function structuredOf(tx: Node): string | null {
  for (const strd of list(node(tx.RmtInf).Strd)) {
    const reference = node(node(strd).CdtrRefInf)
    const digits = text(reference.Ref).replace(/\D/g, '')
    if (digits.length === 12) return digits
  }
  return null
}

/** The payer's name: `RltdPties/Dbtr/Nm` (camt.053.001.02) or `RltdPties/Dbtr/Pty/Nm` (.08 and later). */
function payerOf(tx: Node): string {
  const debtor = node(node(tx.RltdPties).Dbtr)
  return text(debtor.Nm) || text(node(debtor.Pty).Nm)
}

/** The movements of one entry: each transaction with its own amount, or the entry as one. */
function movementsOf(entry: Node): StatementMovement[] {
  const credit = text(entry.CdtDbtInd) === 'CRDT'
  if (!credit && text(entry.CdtDbtInd) !== 'DBIT') throw new StatementFormatError(t('statements.camtEntry'))
  const date = dateOf(entry.BookgDt) || dateOf(entry.ValDt)
  const entryAmount = cents(entry.Amt)
  const transactions = list(node(list(entry.NtryDtls)[0]).TxDtls).map(node)
  const one = (tx: Node, amount: number | null): StatementMovement => {
    if (amount === null || !date) throw new StatementFormatError(t('statements.camtEntry'))
    const ustrd = list(node(tx.RmtInf).Ustrd).map(text).join(' ')
    return { amount, credit, date, structured: structuredOf(tx), text: ustrd, counterparty: payerOf(tx) }
  }
  if (transactions.length > 1)
    return transactions.map((tx) => one(tx, cents(node(node(tx.AmtDtls).TxAmt).Amt) ?? cents(tx.Amt)))
  return [one(transactions[0] ?? {}, entryAmount)]
}

/**
 * Reads a camt.053 file (ISO 20022 `BankToCustomerStatement`, versions .001.02 to .001.13) with fast-xml-parser:
 * per `Stmt` the account's IBAN, its sequence number (`ElctrncSeqNb`, else `LglSeqNb`, else `Id`) and date
 * (`CreDtTm`, else the period's end), and per entry (`Ntry`) its direction, amount in EUR, booking date, and per
 * transaction the structured creditor reference (12 digits: a Belgian structured communication), the free text and
 * the payer's name. A file with a DTD is refused: nothing in a statement needs one, and entities could make it grow.
 * @param xml the file as text.
 * @throws StatementFormatError with a Dutch reason for XML that is not well formed, not a camt.053 statement, a
 *   statement without an IBAN or date, or an entry without a direction, a EUR amount or a date.
 */
export function parseCamt053(xml: string): ParsedStatement[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new StatementFormatError(t('statements.camtDoctype'))
  if (XMLValidator.validate(xml) !== true) throw new StatementFormatError(t('statements.camtXml'))
  const stmts = list(node(node(node(parser.parse(xml)).Document).BkToCstmrStmt).Stmt).map(node)
  if (stmts.length === 0) throw new StatementFormatError(t('statements.camtNotStatement'))
  return stmts.map((stmt) => {
    const account = normalizeIban(text(node(node(stmt.Acct).Id).IBAN))
    const sequence = text(stmt.ElctrncSeqNb) || text(stmt.LglSeqNb) || text(stmt.Id)
    const date = text(stmt.CreDtTm).slice(0, 10) || text(node(stmt.FrToDt).ToDtTm).slice(0, 10)
    if (!account || !sequence || !/^\d{4}-\d{2}-\d{2}$/.test(date))
      throw new StatementFormatError(t('statements.camtIncomplete'))
    return { format: 'CAMT053', account, sequence, date, movements: list(stmt.Ntry).map(node).flatMap(movementsOf) }
  })
}

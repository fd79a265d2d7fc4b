/** The bank statement formats the parents can upload. */
export type StatementFormat = 'CODA' | 'CAMT053'

/** One credit or debit on a statement, as the bank wrote it. */
export interface StatementMovement {
  /** Euro cents, always positive; `credit` says the direction. */
  amount: number
  /** True for money received (a CODA movement sign 0, a camt.053 CRDT). */
  credit: boolean
  /** The booking date, yyyy-mm-dd. */
  date: string
  /** The 12 digits of a structured communication the bank marked as such (CODA type 101, camt.053 SCOR), or null. */
  structured: string | null
  /** Free communication text, '' when none. */
  text: string
  /** The payer's name as the bank gives it, '' when none. */
  counterparty: string
}

/** One account's statement: its identity (account, sequence number, date) and its movements. */
export interface ParsedStatement {
  format: StatementFormat
  /** The account's IBAN, electronic form (no spaces). */
  account: string
  /** The statement's sequence number as the bank numbers it ('012'). */
  sequence: string
  /** The statement's date, yyyy-mm-dd. */
  date: string
  movements: StatementMovement[]
}

/** A file that is not a statement this site reads; `reason` is a Dutch sentence for the parents. */
export class StatementFormatError extends Error {
  constructor(public readonly reason: string) {
    super(reason)
    this.name = 'StatementFormatError'
  }
}

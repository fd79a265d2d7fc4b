import { t } from '@/lib/i18n'
import { normalizeIban } from '@/lib/payments/iban'
import { StatementFormatError, type ParsedStatement, type StatementMovement } from './types'

/** A CODA record is 128 characters wide (Febelfin, CODA version 2). */
const RECORD = 128

/** Characters `from` to `to` of a record, 1-based and inclusive, as the Febelfin layout numbers them. */
const at = (record: string, from: number, to: number) => record.slice(from - 1, to)

/** 'DDMMYY' as yyyy-mm-dd (years 00–79 are 20xx), or null when it is not a date. */
function codaDate(text: string): string | null {
  if (!/^\d{6}$/.test(text)) return null
  const [dd, mm, yy] = [text.slice(0, 2), text.slice(2, 4), Number(text.slice(4, 6))]
  const iso = `${yy < 80 ? 2000 + yy : 1900 + yy}-${mm}-${dd}`
  const date = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso
}

/** A CODA amount: 15 digits of which the last 3 are decimals (thousandths), as euro cents. */
function codaAmount(text: string): number | null {
  if (!/^\d{15}$/.test(text)) return null
  const thousandths = BigInt(text)
  if (thousandths % 10n !== 0n) return null
  return Number(thousandths / 10n)
}

/** The account of a record 1 by its account structure (position 2): 2 and 3 are IBANs; 0 and 1 older forms. */
function codaAccount(record: string): string | null {
  const structure = at(record, 2, 2)
  const raw = structure === '2' ? at(record, 6, 21) : structure === '3' ? at(record, 6, 39) : null
  return raw === null ? null : normalizeIban(raw.trim())
}

const bad = (line: number, what: string) => new StatementFormatError(t('statements.codaLine', { line, what }))

/**
 * Reads a CODA file (Febelfin's coded statement of account, version 2): fixed records of 128 characters, one per
 * line. Record 0 starts a statement, 1 gives the account (as IBAN: account structure 2 or 3) and the statement's
 * sequence number, 2.1 a movement (sign, amount in thousandths, value date, communication: type 1 with '101' and
 * 12 digits is a structured communication), 2.2 and 2.3 continue it (2.3: the counterparty's name), 8 gives the new
 * balance's date (the statement's date), 9 ends it. Information records (3) and free messages (4) are skipped.
 * @param text the file as text (Latin-1 or UTF-8; only ASCII positions are read).
 * @returns one statement per record 0 … 9 block.
 * @throws StatementFormatError with a Dutch reason and the line, for a record of another width or type, a movement
 *   before an account, an account that is not an IBAN, or an unreadable amount or date.
 */
export function parseCoda(text: string): ParsedStatement[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+$/, ''))
    .filter((line) => line !== '')
  const statements: ParsedStatement[] = []
  let current: ParsedStatement | null = null
  let movement: StatementMovement | null = null
  lines.forEach((raw, index) => {
    const line = index + 1
    if (raw.length > RECORD) throw bad(line, t('statements.codaWidth'))
    const record = raw.padEnd(RECORD, ' ')
    const type = record[0]
    if (type === '0') {
      current = { format: 'CODA', account: '', sequence: '', date: codaDate(at(record, 6, 11)) ?? '', movements: [] }
      statements.push(current)
      movement = null
      return
    }
    if (!current) throw bad(line, t('statements.codaNoHeader'))
    const statement: ParsedStatement = current
    if (type === '1') {
      const account = codaAccount(record)
      if (!account) throw bad(line, t('statements.codaAccount'))
      statement.account = account
      statement.sequence = at(record, 3, 5)
      return
    }
    if (type === '2' && record[1] === '1') {
      if (!statement.account) throw bad(line, t('statements.codaNoAccount'))
      const amount = codaAmount(at(record, 33, 47))
      const date = codaDate(at(record, 116, 121)) ?? codaDate(at(record, 48, 53))
      if (amount === null || date === null || !/^[01]$/.test(at(record, 32, 32)))
        throw bad(line, t('statements.codaMovement'))
      const communication = at(record, 63, 115)
      const structured =
        at(record, 62, 62) === '1' && communication.startsWith('101') ? communication.slice(3, 15) : null
      movement = {
        amount,
        credit: at(record, 32, 32) === '0',
        date,
        structured: structured && /^\d{12}$/.test(structured) ? structured : null,
        text: structured ? '' : communication.trim(),
        counterparty: '',
      }
      statement.movements.push(movement)
      return
    }
    if (type === '2' && record[1] === '2') {
      if (movement && !movement.structured) movement.text = `${movement.text} ${at(record, 11, 63).trim()}`.trim()
      return
    }
    if (type === '2' && record[1] === '3') {
      if (movement) movement.counterparty = at(record, 48, 82).trim()
      return
    }
    if (type === '8') {
      statement.date = codaDate(at(record, 58, 63)) ?? statement.date
      return
    }
    if (type === '3' || type === '4' || type === '9') return
    throw bad(line, t('statements.codaType', { type: type ?? '' }))
  })
  if (statements.length === 0) throw new StatementFormatError(t('statements.empty'))
  for (const statement of statements)
    if (!statement.account || !statement.date) throw new StatementFormatError(t('statements.codaIncomplete'))
  return statements
}

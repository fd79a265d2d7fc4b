import { t } from '@/lib/i18n'
import { parseCamt053 } from './camt053'
import { parseCoda } from './coda'
import { StatementFormatError, type ParsedStatement } from './types'

export { StatementFormatError } from './types'
export type { ParsedStatement, StatementFormat, StatementMovement } from './types'

/** The largest statement file read (the bound; a year of a family account's CODA is far below it). */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024

/**
 * Reads a bank statement file in either format, told apart by its content: XML is camt.053, lines starting with a
 * CODA header record ('0000') are CODA. Latin-1 CODA reads as well as UTF-8 (only ASCII positions matter).
 * @param bytes the uploaded file.
 * @returns the statements it holds (a file may hold several accounts' or days' statements).
 * @throws StatementFormatError with a Dutch reason for a file in neither format or not readable as one.
 */
export function parseStatementFile(bytes: Uint8Array): ParsedStatement[] {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '')
  const start = text.trimStart()
  if (start.startsWith('<')) return parseCamt053(text)
  if (/^0000\d/.test(start)) return parseCoda(text)
  throw new StatementFormatError(t('statements.unknownFormat'))
}

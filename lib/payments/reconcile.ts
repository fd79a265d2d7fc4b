import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import type { Actor } from '@/lib/auth/actor'
import { getManagedListById } from '@/lib/lists'
import { queuePaidThanks } from '@/lib/orders'
import { nudgeMailWorker } from '@/lib/mail'
import { sumCents, toCents } from '@/lib/money'
import type { TransferOutcome } from '@/lib/generated/prisma/enums'
import { formatOgmDigits, isValidOgm, ogmInText } from './ogm'
import {
  MAX_STATEMENT_BYTES,
  parseStatementFile,
  StatementFormatError,
  type ParsedStatement,
  type StatementFormat,
  type StatementMovement,
} from './statements'

/** A credit transfer of an uploaded statement and what it did. Amounts in euro cents. */
export interface TransferReport {
  amount: number
  /** yyyy-mm-dd. */
  date: string
  communication: string
  counterparty: string
  outcome: TransferOutcome
  /** The order it paid (or partly paid, or found paid already); null when none matched. */
  order: { id: number; name: string; expected: number; received: number } | null
}

/** An order with money to transfer that has not fully arrived. */
export interface UnpaidOrder {
  id: number
  name: string
  structuredCommunication: string
  /** The CASH lines' total, euro cents. */
  expected: number
  received: number
}

/** What an upload did: per statement its identity and whether it was known already, its transfers, what is unpaid. */
export interface StatementReport {
  statements: { format: StatementFormat; account: string; sequence: string; date: string; duplicate: boolean }[]
  transfers: TransferReport[]
  unpaid: UnpaidOrder[]
}

/** The CASH lines' total of an order in euro cents (line prices are stored in euros). */
const cashTotal = (lines: { giftMethod: string; price: { toString(): string } }[]) =>
  sumCents(lines.filter((line) => line.giftMethod === 'CASH').map((line) => toCents(line.price)))

/** The structured communication of a movement: the one the bank marked, else one written in the free text. */
function communicationOf(movement: StatementMovement): { digits: string | null; shown: string } {
  const digits = movement.structured ?? ogmInText(movement.text)
  return { digits, shown: digits ? formatOgmDigits(digits) : movement.text }
}

/**
 * Reads a bank statement the parents (or an administrator) upload for a list and reconciles its credit transfers
 * with the list's CASH orders (POST /api/lists/{id}/statements, the orders overview; decision 056). A transfer is
 * matched by its structured communication (check digits verified): when the amounts received for an order reach its
 * CASH total, the order is marked paid; a smaller amount is recorded as partly paid; a transfer without a known
 * communication, with wrong check digits or on another account's statement is reported unmatched with the reason.
 * An order already marked paid stays paid. A statement is known by its account, sequence number and date: importing
 * it again changes nothing and reports its transfers as they were. Debits are left out. Imports of one list take
 * turns (the list's row lock).
 * @param bytes the uploaded file, CODA or camt.053, at most MAX_STATEMENT_BYTES.
 * @returns the report, and `created`: whether any statement in the file was new.
 * @throws DomainError UNAUTHORIZED (401), FORBIDDEN (403) for anyone but the list's owner, managers or an ADMIN,
 *   NOT_FOUND (404) for an unknown list, PAYLOAD_TOO_LARGE (413) beyond 5 MB, STATEMENT_FORMAT (422) with a Dutch
 *   reason for a file in neither format. Nothing changes when it throws.
 */
export async function importStatement(
  actor: Actor | null,
  listId: number,
  bytes: Uint8Array,
): Promise<{ report: StatementReport; created: boolean }> {
  const list = await getManagedListById(actor, listId)
  if (bytes.byteLength > MAX_STATEMENT_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', t('statements.tooLarge'))
  let parsed: ParsedStatement[]
  try {
    parsed = parseStatementFile(bytes)
  } catch (error) {
    if (error instanceof StatementFormatError) throw new DomainError('STATEMENT_FORMAT', error.reason)
    throw error
  }
  const prisma = await getDb()
  const result = await prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM "List" WHERE id = ${list.id} FOR UPDATE`
      const { iban } = await tx.list.findUniqueOrThrow({ where: { id: list.id }, select: { iban: true } })
      const report: StatementReport = { statements: [], transfers: [], unpaid: [] }
      let created = false
      for (const statement of parsed) {
        const key = {
          listId: list.id,
          account: statement.account,
          sequence: statement.sequence,
          statementDate: new Date(`${statement.date}T00:00:00Z`),
        }
        const known = await tx.bankStatement.findUnique({
          where: { listId_account_sequence_statementDate: key },
          include: { transfers: { include: { order: { include: { lines: true } } }, orderBy: { id: 'asc' } } },
        })
        const { format, account, sequence, date } = statement
        report.statements.push({ format, account, sequence, date, duplicate: !!known })
        if (known) {
          for (const transfer of known.transfers)
            report.transfers.push({
              amount: transfer.amount,
              date: transfer.bookedOn.toISOString().slice(0, 10),
              communication: transfer.communication,
              counterparty: transfer.counterparty,
              outcome: transfer.outcome,
              order: transfer.order
                ? {
                    id: transfer.order.id,
                    name: transfer.order.name,
                    expected: cashTotal(transfer.order.lines),
                    received: transfer.order.receivedAmount,
                  }
                : null,
            })
          continue
        }
        created = true
        const stored = await tx.bankStatement.create({ data: { ...key, format: statement.format } })
        for (const movement of statement.movements.filter((m) => m.credit)) {
          const { digits, shown } = communicationOf(movement)
          let outcome: TransferOutcome
          let order: TransferReport['order'] = null
          if (statement.account !== iban) outcome = 'OTHER_ACCOUNT'
          else if (!digits) outcome = 'NO_COMMUNICATION'
          else if (!isValidOgm(digits)) outcome = 'BAD_CHECK_DIGITS'
          else {
            const found = await tx.order.findFirst({
              where: { listId: list.id, structuredCommunication: formatOgmDigits(digits) },
              include: { lines: true },
            })
            if (!found || cashTotal(found.lines) === 0) outcome = 'UNKNOWN_COMMUNICATION'
            else {
              const expected = cashTotal(found.lines)
              const received = found.receivedAmount + movement.amount
              outcome = found.paidAt ? 'ALREADY_PAID' : received >= expected ? 'PAID' : 'PARTLY_PAID'
              await tx.order.update({
                where: { id: found.id },
                data: { receivedAmount: received, ...(outcome === 'PAID' ? { paidAt: new Date() } : {}) },
              })
              if (outcome === 'PAID') await queuePaidThanks(tx, found.id)
              order = { id: found.id, name: found.name, expected, received }
            }
          }
          await tx.bankTransfer.create({
            data: {
              statementId: stored.id,
              orderId: order?.id ?? null,
              amount: movement.amount,
              bookedOn: new Date(`${movement.date}T00:00:00Z`),
              communication: shown.slice(0, 500),
              counterparty: movement.counterparty.slice(0, 200),
              outcome,
            },
          })
          report.transfers.push({
            amount: movement.amount,
            date: movement.date,
            communication: shown,
            counterparty: movement.counterparty,
            outcome,
            order,
          })
        }
      }
      const open = await tx.order.findMany({
        where: { listId: list.id, paidAt: null, lines: { some: { giftMethod: 'CASH' } } },
        include: { lines: true },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      })
      report.unpaid = open.map((order) => ({
        id: order.id,
        name: order.name,
        structuredCommunication: order.structuredCommunication,
        expected: cashTotal(order.lines),
        received: order.receivedAmount,
      }))
      return { report, created }
    },
    { timeout: 60_000 },
  )
  nudgeMailWorker()
  return result
}

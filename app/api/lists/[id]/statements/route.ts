// POST /api/lists/{id}/statements – a bank statement (multipart `file`, CODA or camt.053) reconciled with the list's
// CASH orders, for its owner, managers or an admin (decision 056)
import { requireActor } from '@/lib/auth'
import { DomainError } from '@/lib/errors'
import { handler, parseId } from '@/lib/http/handler'
import { readFormAtMost } from '@/lib/http/body'
import { t } from '@/lib/i18n'
import { importStatement, type StatementReport } from '@/lib/payments/reconcile'
import { MAX_STATEMENT_BYTES } from '@/lib/payments/statements'

/** Room for the multipart boundaries and part headers beside a 5 MB file. */
const MAX_BODY_BYTES = MAX_STATEMENT_BYTES + 64 * 1024

/** The report with amounts in euros, as every REST answer gives them. */
function reportJson(report: StatementReport) {
  const euros = (cents: number) => cents / 100
  return {
    statements: report.statements,
    transfers: report.transfers.map((transfer) => ({
      ...transfer,
      amount: euros(transfer.amount),
      order: transfer.order && {
        ...transfer.order,
        expected: euros(transfer.order.expected),
        received: euros(transfer.order.received),
      },
    })),
    unpaid: report.unpaid.map((order) => ({
      ...order,
      expected: euros(order.expected),
      received: euros(order.received),
    })),
  }
}

/**
 * 201 with the report when the file held a new statement, 200 when every statement in it was imported before
 * (nothing changed). 400 without a multipart `file`, 413 beyond 5 MB, 422 STATEMENT_FORMAT for another format.
 */
export const POST = handler<{ id: string }>(
  async ({ req, params, actor }) => {
    requireActor(actor)
    const listId = parseId(params.id)
    const form = await readFormAtMost(req, MAX_BODY_BYTES, {
      tooLarge: () => new DomainError('PAYLOAD_TOO_LARGE', t('statements.tooLarge')),
      notMultipart: () => new DomainError('BAD_REQUEST', t('statements.noFile')),
    })
    const file = form.get('file')
    if (!(file instanceof Blob)) throw new DomainError('BAD_REQUEST', t('statements.noFile'))
    const { report, created } = await importStatement(actor, listId, new Uint8Array(await file.arrayBuffer()))
    return Response.json(reportJson(report), { status: created ? 201 : 200 })
  },
  { rateLimit: 'upload' },
)

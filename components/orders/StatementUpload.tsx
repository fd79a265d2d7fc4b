'use client'

import { FileUp } from 'lucide-react'
import { useRouter } from '@/i18n/navigation'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { formatEuro, toCents } from '@/lib/money'
import { formatIban } from '@/lib/payments/iban'

/** The report POST /api/lists/{id}/statements answers (amounts in euros). */
interface ReportJson {
  statements: { account: string; sequence: string; date: string; duplicate: boolean }[]
  transfers: {
    amount: number
    date: string
    communication: string
    counterparty: string
    outcome: string
    order: { name: string } | null
  }[]
  unpaid: { id: number; name: string; structuredCommunication: string; expected: number; received: number }[]
}

/**
 * 'Bankafschrift inlezen' on the orders overview (decision 056): the parents choose their bank's CODA or camt.053
 * file, which goes to POST /api/lists/{id}/statements (the REST path: a statement may be up to 5 MB, far beyond a
 * server action's body limit); the report shows each statement, each transfer to the account with what it did, and
 * the orders still waiting for their transfer. The order cards are reloaded, so the ones now paid say so. A refusal
 * (format, size, rate limit) is said as the server words it.
 */
export function StatementUpload({ listId }: { listId: number }) {
  const locale = useLocale()
  const t = useTranslations('ordersOverview')
  const format = useFormatter()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [report, setReport] = useState<ReportJson | null>(null)
  const euro = (euros: number) => formatEuro(toCents(euros), locale)
  const day = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      const res = await fetch(`/api/lists/${listId}/statements`, {
        method: 'POST',
        body: new FormData(event.currentTarget),
      })
      const body = (await res.json().catch(() => null)) as (ReportJson & { error?: { message: string } }) | null
      if (!res.ok || !body || body.error) {
        setReport(null)
        setError(t('statementError', { message: body?.error?.message ?? res.statusText }))
        return
      }
      setReport(body)
      router.refresh()
    } catch {
      setError(t('statementError', { message: t('statementOffline') }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <details className="rounded-3xl bg-white shadow-sm ring-1 ring-brand-100">
      <summary className="flex cursor-pointer items-center gap-2 rounded-3xl px-5 py-4 font-semibold text-stone-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <FileUp className="size-5 text-brand-700" aria-hidden="true" />
        {t('statementTitle')}
      </summary>
      <div className="flex flex-col gap-4 px-5 pb-5">
        <p className="text-sm text-stone-600">{t('statementIntro')}</p>
        <form onSubmit={onSubmit} method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor="statement-file" className="text-sm font-semibold text-stone-800">
              {t('statementFile')}
            </label>
            <input
              id="statement-file"
              name="file"
              type="file"
              required
              accept=".cod,.coda,.txt,.xml,text/xml,application/xml"
              className="text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
            />
          </div>
          <Button type="submit" size="sm" disabled={busy} aria-busy={busy}>
            {busy ? t('statementReading') : t('statementSubmit')}
          </Button>
        </form>
        <div role="status" aria-live="polite" className="flex flex-col gap-4">
          {error && <p className="rounded-2xl bg-blush-50 px-4 py-3 text-sm font-medium text-blush-800">{error}</p>}
          {report && (
            <>
              <ul className="flex flex-col gap-1 text-sm font-medium text-stone-800">
                {report.statements.map((s) => (
                  <li key={`${s.account}-${s.sequence}-${s.date}`}>
                    {s.duplicate
                      ? t('statementKnown', { sequence: s.sequence, date: day(s.date) })
                      : t('statementNew', { sequence: s.sequence, date: day(s.date), account: formatIban(s.account) })}
                  </li>
                ))}
              </ul>
              {report.transfers.length === 0 ? (
                <p className="text-sm text-stone-600">{t('statementNoTransfers')}</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <caption className="mb-2 text-left font-semibold text-stone-800">{t('statementTransfers')}</caption>
                    <thead className="text-stone-600">
                      <tr>
                        <th scope="col" className="py-1 pr-3 font-medium">
                          {t('statementColDate')}
                        </th>
                        <th scope="col" className="py-1 pr-3 font-medium">
                          {t('statementColFrom')}
                        </th>
                        <th scope="col" className="py-1 pr-3 font-medium">
                          {t('statementColCommunication')}
                        </th>
                        <th scope="col" className="py-1 pr-3 text-right font-medium">
                          {t('statementColAmount')}
                        </th>
                        <th scope="col" className="py-1 font-medium">
                          {t('statementColResult')}
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-brand-50">
                      {report.transfers.map((transfer, i) => (
                        <tr key={i}>
                          <td className="py-1.5 pr-3 whitespace-nowrap">{day(transfer.date)}</td>
                          <td className="py-1.5 pr-3">{transfer.counterparty}</td>
                          <td className="py-1.5 pr-3 font-mono text-xs">{transfer.communication}</td>
                          <td className="py-1.5 pr-3 text-right whitespace-nowrap">{euro(transfer.amount)}</td>
                          <td className="py-1.5">
                            {t(`outcome.${transfer.outcome as 'PAID'}`, { name: transfer.order?.name ?? '' })}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <div className="text-sm text-stone-700">
                <p className="font-medium">{t('statementUnpaid', { count: report.unpaid.length })}</p>
                {report.unpaid.length > 0 && (
                  <ul className="mt-1 list-disc pl-5">
                    {report.unpaid.map((order) => (
                      <li key={order.id}>
                        {t('statementUnpaidLine', {
                          name: order.name,
                          received: euro(order.received),
                          expected: euro(order.expected),
                          communication: order.structuredCommunication,
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </details>
  )
}

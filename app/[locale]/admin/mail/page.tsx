import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'
import { listProblemMails } from '@/lib/mail/admin'
import { loadAdmin } from '../admin'
import { AdminPage, AdminTable, td } from '../AdminPage'
import { AdminActionButton } from '../AdminActionButton'
import { AdminOverview, overviewTexts } from '../AdminOverview'
import { readOverview, type AdminSearchParams } from '../overview-query'
import { retryMailAction } from './actions'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  await loadAdmin('/admin/mail')
  const t = await getTranslations('adminMail')
  return { title: t('title'), robots: { index: false, follow: false } }
}

const KINDS = [
  'order-summary',
  'order-owner',
  'order-released',
  'confirm-email',
  'change-email',
  'email-in-use',
  'email-changed',
  'reset-password',
  'password-changed',
  'list-review',
  'contact',
  'list-invitation',
] as const

/**
 * /admin/mail (docs/rules.md#mails, decision 025): the mails of the outbox that failed for good or
 * wait for another try after a failed one, failed ones first, 25 a page, searched in recipient and subject; each with
 * the relay's last error and 'Opnieuw proberen'. ADMIN only (loadAdmin here, lib/mail/admin again).
 */
export default async function AdminMailPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: AdminSearchParams
}) {
  await pageLocale(params)
  const admin = await loadAdmin('/admin/mail')
  const [{ page, search }, t, format] = await Promise.all([
    readOverview('/admin/mail', searchParams, (paging) => listProblemMails(admin, paging)),
    getTranslations('adminMail'),
    getFormatter(),
  ])
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' })
  const kind = (k: string) => t(`kinds.${(KINDS as readonly string[]).includes(k) ? k : 'other'}` as never)
  return (
    <AdminPage current="/admin/mail" title={t('title')} intro={t('intro')}>
      <AdminOverview path="/admin/mail" page={page} search={search} texts={overviewTexts(t as never, page, search)}>
        <AdminTable columns={[t('recipient'), t('subject'), t('state'), t('error'), t('actions')]}>
          {page.items.map((m) => (
            <tr key={m.id}>
              <td className={`${td} ${PRIVATE_TEXT_CLASS}`}>
                <span className="font-medium text-stone-900">{m.recipient}</span>
                <span className="block text-xs text-stone-600">{kind(m.kind)}</span>
              </td>
              <td className={`${td} ${PRIVATE_TEXT_CLASS}`}>
                {m.subject}
                <span className="block text-xs text-stone-600">{t('createdOn', { date: date(m.createdAt) })}</span>
              </td>
              <td className={td}>
                {m.status === 'FAILED' ? (
                  <span className="font-semibold text-blush-700">{t('failed', { attempts: m.attempts })}</span>
                ) : (
                  <span>{t('retrying', { date: date(m.nextAttemptAt!), attempts: m.attempts })}</span>
                )}
              </td>
              <td className={`${td} max-w-xs break-words font-mono text-xs`}>{m.lastError ?? t('noError')}</td>
              <td className={td}>
                <AdminActionButton
                  action={retryMailAction}
                  input={{ id: m.id }}
                  icon="retry"
                  label={t('retry')}
                  ariaLabel={t('retryLabel', { subject: m.subject, recipient: m.recipient })}
                  done={t('retried', { recipient: m.recipient })}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      </AdminOverview>
    </AdminPage>
  )
}

import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'
import { Mail } from 'lucide-react'
import { buttonClass } from '@/components/ui/Button'
import { listContactMessages } from '@/lib/contact'
import { loadAdmin } from '../admin'
import { AdminPage } from '../AdminPage'
import { AdminActionButton } from '../AdminActionButton'
import { AdminOverview, overviewTexts } from '../AdminOverview'
import { readOverview, type AdminSearchParams } from '../overview-query'
import { deleteContactAction } from './actions'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  await loadAdmin('/admin/contact')
  const t = await getTranslations('adminContact')
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * /admin/contact (docs/rules.md#admin): the messages of the contact form, newest first, 25 a page, with a
 * search in name, e-mail address and message; each with its sender as a mailto link, its date and the whole message;
 * deleting one asks first. ADMIN only (loadAdmin here, lib/contact again).
 */
export default async function AdminContactPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: AdminSearchParams
}) {
  await pageLocale(params)
  const admin = await loadAdmin('/admin/contact')
  const [{ page, search }, t, format] = await Promise.all([
    readOverview('/admin/contact', searchParams, (paging) => listContactMessages(admin, paging)),
    getTranslations('adminContact'),
    getFormatter(),
  ])
  return (
    <AdminPage current="/admin/contact" title={t('title')} intro={t('intro')}>
      <AdminOverview path="/admin/contact" page={page} search={search} texts={overviewTexts(t as never, page, search)}>
        <ul aria-labelledby="admin-results" className="divide-y divide-stone-100 rounded-2xl ring-1 ring-stone-100">
          {page.items.map((m) => (
            <li key={m.id} className="p-4 sm:p-5">
              <article aria-labelledby={`contact-${m.id}`}>
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <h3 id={`contact-${m.id}`} className="font-semibold text-stone-900">
                      {m.fromName}
                    </h3>
                    <a
                      href={`mailto:${m.fromEmail}`}
                      className="text-sm text-brand-700 underline-offset-4 hover:underline"
                    >
                      {m.fromEmail}
                    </a>
                    <p className="mt-0.5 text-xs text-stone-600">
                      {t('receivedOn')}{' '}
                      <time dateTime={m.createdAt}>
                        {format.dateTime(new Date(m.createdAt), {
                          dateStyle: 'long',
                          timeStyle: 'short',
                          timeZone: 'Europe/Brussels',
                        })}
                      </time>
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <a
                      href={`mailto:${m.fromEmail}`}
                      aria-label={`${t('reply')}: ${m.fromName}`}
                      className={buttonClass('secondary', 'sm')}
                    >
                      <Mail className="size-4" aria-hidden="true" />
                      {t('reply')}
                    </a>
                    <AdminActionButton
                      action={deleteContactAction}
                      input={{ id: m.id }}
                      icon="delete"
                      variant="danger"
                      label={t('delete')}
                      ariaLabel={t('deleteLabel', { name: m.fromName })}
                      confirm={{ message: t('deleteConfirm', { name: m.fromName }), button: t('deleteConfirmButton') }}
                      done={t('deleted', { name: m.fromName })}
                    />
                  </div>
                </div>
                <p className={`${PRIVATE_TEXT_CLASS} mt-3 leading-relaxed whitespace-pre-line text-stone-700`}>
                  {m.message}
                </p>
              </article>
            </li>
          ))}
        </ul>
      </AdminOverview>
    </AdminPage>
  )
}

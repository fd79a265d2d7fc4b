import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'
import { pendingListReviews, type ReviewedList } from '@/lib/admin/reviews'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'
import { loadAdmin } from '../admin'
import { deleteListAction } from '../actions'
import { AdminActionButton } from '../AdminActionButton'
import { AdminOverview, overviewTexts } from '../AdminOverview'
import { AdminPage } from '../AdminPage'
import { readOverview, type AdminSearchParams } from '../overview-query'
import { approveListAction } from './actions'
import { childName } from '@/lib/lists/display'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  await loadAdmin('/admin/review')
  const t = await getTranslations('admin.review')
  return { title: t('title'), robots: { index: false, follow: false } }
}

type Texts = Awaited<ReturnType<typeof getTranslations<'admin.review'>>>
type Format = Awaited<ReturnType<typeof getFormatter>>

const child = childName
const parents = (list: ReviewedList) =>
  [
    `${list.parent1FirstName} ${list.parent1LastName}`,
    list.parent2FirstName ? `${list.parent2FirstName} ${list.parent2LastName ?? ''}`.trim() : null,
  ]
    .filter(Boolean)
    .join(', ')

/** One list as the administrator compares it: what a giver sees in search, the IBAN's last 4, and its owner's account. */
function Side({ title, list, t, format }: { title: string; list: ReviewedList; t: Texts; format: Format }) {
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeZone: 'Europe/Brussels' })
  const rows: [string, React.ReactNode][] = [
    [
      t('child'),
      <Link
        key="l"
        prefetch={false}
        href={`/list/${list.url}`}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {child(list)} <span className="font-mono text-xs font-normal">/list/{list.url}</span>
      </Link>,
    ],
    [t('parents'), parents(list)],
    [
      t('birthDate'),
      format.dateTime(new Date(`${list.birthDate}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
    ],
    [t('city'), list.city ?? t('cityNone')],
    [
      t('iban'),
      <span key="i" className={`${PRIVATE_TEXT_CLASS} font-mono`}>
        {list.ibanMasked}
      </span>,
    ],
    [t('created'), day(list.createdAt)],
    [t('owner'), `${list.owner.name} (${list.owner.email})`],
    [t('ownerCreated'), day(list.owner.createdAt)],
    [t('confirmed'), list.owner.emailConfirmed ? t('yes') : t('no')],
  ]
  return (
    <section className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-100">
      <h4 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{title}</h4>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="min-w-0 break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/**
 * /admin/review 'Te controleren lijsten' (decision 033): the lists with the same names as an older list of another
 * account, the longest waiting first, each side by side with the list it resembles, with 'Goedkeuren' (it appears in
 * search) and 'Wissen' (the admin list deletion, after 'Opgelet!').
 */
export default async function AdminReviewPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: AdminSearchParams
}) {
  await pageLocale(params)
  const admin = await loadAdmin('/admin/review')
  const [{ page, search }, t, format] = await Promise.all([
    readOverview('/admin/review', searchParams, (paging) => pendingListReviews(admin, paging)),
    getTranslations('admin.review'),
    getFormatter(),
  ])
  return (
    <AdminPage current="/admin/review" title={t('title')} intro={t('intro')}>
      <AdminOverview path="/admin/review" page={page} search={search} texts={overviewTexts(t as never, page, search)}>
        <ul className="space-y-6">
          {page.items.map((review) => {
            const name = child(review)
            const headingId = `review-${review.id}`
            return (
              <li key={review.id}>
                <article aria-labelledby={headingId} className="rounded-3xl p-4 ring-1 ring-stone-200 sm:p-5">
                  <h3 id={headingId} className="text-lg font-semibold text-stone-900">
                    {t('heading', { child: name, slug: review.url })}
                  </h3>
                  <div className="mt-4 grid gap-4 md:grid-cols-2">
                    <Side title={t('pending')} list={review} t={t} format={format} />
                    {review.similarTo ? (
                      <Side title={t('similar')} list={review.similarTo} t={t} format={format} />
                    ) : (
                      <p className="rounded-2xl bg-stone-50 p-4 text-sm text-stone-700 ring-1 ring-stone-100">
                        {t('similarGone')}
                      </p>
                    )}
                  </div>
                  {review.similarTo && (
                    <p className="mt-3 text-sm text-stone-700">{review.sameIban ? t('sameIban') : t('otherIban')}</p>
                  )}
                  <div className="mt-4 flex flex-wrap gap-3">
                    <AdminActionButton
                      action={approveListAction}
                      input={{ id: review.id }}
                      icon="promote"
                      variant="primary"
                      label={t('approve')}
                      ariaLabel={t('approveLabel', { child: name, slug: review.url })}
                      done={t('approved', { child: name, slug: review.url })}
                    />
                    <AdminActionButton
                      action={deleteListAction}
                      input={{ id: review.id }}
                      icon="delete"
                      variant="danger"
                      label={t('delete')}
                      ariaLabel={t('deleteLabel', { child: name, slug: review.url })}
                      confirm={{
                        message: t('deleteConfirm', { child: name, slug: review.url }),
                        button: t('deleteConfirmButton'),
                      }}
                      done={t('deleted', { child: name, slug: review.url })}
                    />
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      </AdminOverview>
    </AdminPage>
  )
}

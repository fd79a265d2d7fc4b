import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { listOrdersOfList } from '@/lib/orders/overview'
import { buttonClass } from '@/components/ui/Button'
import { OrdersOverview } from '@/components/orders/OrdersOverview'
import { StatementUpload } from '@/components/orders/StatementUpload'
import { loadManagedList } from '../managed-list'
import { releaseOrderAction, sendReminderAction, setOrderPaidAction, setOrderThankedAction } from './actions'
import { childShortName } from '@/lib/lists/display'
import { pageLocale } from '@/lib/i18n/page'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params)
  const { slug } = await params
  // The same loader as the page (cached per request): a visitor is redirected and a stranger gets the 403 page,
  // titled as such, before any title of the overview is given.
  await loadManagedList(slug, `/list/${slug}/orders`)
  const t = await getTranslations('ordersOverview')
  // Givers' names, e-mail addresses and messages: never indexed.
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * The orders overview (/list/{slug}/orders, docs/rules.md#orders-overview, 'Reeds geschonken' in the sidebar): every order of the
 * list, newest first, for its owner or an ADMIN; CASH orders show their structured communication and can be
 * marked as paid, by hand or from an uploaded bank statement (decision 056); an order not marked paid can be released,
 * its gifts then being available again.
 */
export default async function OrdersPage({ params }: Props) {
  await pageLocale(params)
  const { slug } = await params
  const { list, user } = await loadManagedList(slug, `/list/${slug}/orders`)
  const [orders, t] = await Promise.all([listOrdersOfList(user, list.id), getTranslations('ordersOverview')])

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-stone-800">{t('title')}</h1>
          <p className="mt-1 text-stone-600">{t('intro', { child: childShortName(list) })}</p>
        </div>
        <Link
          href={`/list/${list.url}`}
          className={buttonClass('secondary', 'sm', 'shrink-0 self-start whitespace-nowrap sm:self-auto')}
        >
          {t('viewList')}
        </Link>
      </header>

      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="font-semibold text-stone-800">{t('exportTitle')}:</span>
        <a href={`/api/lists/${list.id}/orders/export?format=csv`} download className={buttonClass('secondary', 'sm')}>
          {t('exportCsv')}
        </a>
        <a href={`/api/lists/${list.id}/orders/export?format=xlsx`} download className={buttonClass('secondary', 'sm')}>
          {t('exportXlsx')}
        </a>
      </div>

      <StatementUpload listId={list.id} />

      {/* Also without orders: a release refreshes the page, and the overview keeps its announcement. */}
      <OrdersOverview
        initialOrders={orders}
        setPaid={setOrderPaidAction}
        setThanked={setOrderThankedAction}
        remind={sendReminderAction}
        release={releaseOrderAction}
      />
    </div>
  )
}

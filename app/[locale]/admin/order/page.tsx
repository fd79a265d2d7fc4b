import type { Metadata } from 'next'
import { giftTitle } from '@/lib/orders/lines'
import { Link } from '@/i18n/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'
import { adminOrders } from '@/lib/admin'
import { formatEuro } from '@/lib/money'
import { loadAdmin } from '../admin'
import { cancelOrderAction } from '../actions'
import { AdminActionButton } from '../AdminActionButton'
import { AdminOverview, overviewTexts } from '../AdminOverview'
import { AdminPage, AdminTable, td } from '../AdminPage'
import { readOverview, type AdminSearchParams } from '../overview-query'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  await loadAdmin('/admin/order')
  const t = await getTranslations('admin.orders')
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * /admin/order (the admin menu's 'Bestellingen'): every order with its gifts and totals per method, searched (giver,
 * reference, structured communication, list) and paged on the server; cancelling one after 'Opgelet!' makes its
 * gifts available again.
 */
export default async function AdminOrdersPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: AdminSearchParams
}) {
  const locale = await pageLocale(params)
  const admin = await loadAdmin('/admin/order')
  const [{ page, search }, t, format] = await Promise.all([
    readOverview('/admin/order', searchParams, (paging) => adminOrders(admin, paging)),
    getTranslations('admin.orders'),
    getFormatter(),
  ])
  return (
    <AdminPage current="/admin/order" title={t('title')} intro={t('intro')}>
      <AdminOverview path="/admin/order" page={page} search={search} texts={overviewTexts(t as never, page, search)}>
        <AdminTable
          columns={[t('date'), t('giver'), t('list'), t('gifts'), t('cash'), t('shop'), t('paid'), t('actions')]}
        >
          {page.items.map((o) => (
            <tr key={o.id}>
              <td className={`${td} whitespace-nowrap`}>
                {format.dateTime(new Date(o.createdAt), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: 'Europe/Brussels',
                })}
              </td>
              <th scope="row" className={`${td} text-left font-semibold text-stone-900`}>
                {/* The giver's name: masked in a session recording (docs/rules.md#privacy). */}
                <span className={PRIVATE_TEXT_CLASS}>{o.name}</span>
                {/* Empty once the retention rule removed the giver's data (lib/privacy/retention.ts). */}
                {o.email && (
                  <a
                    href={`mailto:${o.email}`}
                    className="block text-xs font-normal text-brand-700 underline-offset-4 hover:underline"
                  >
                    {o.email}
                  </a>
                )}
                <span className="block font-mono text-xs font-normal text-stone-500">
                  {o.structuredCommunication ?? o.reference}
                </span>
              </th>
              <td className={td}>
                <Link
                  prefetch={false}
                  href={`/list/${o.list.url}/orders`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {o.list.child}
                </Link>
              </td>
              <td className={td}>
                <ul className="space-y-0.5">
                  {o.products.map((line, index) => (
                    <li key={index}>
                      {giftTitle({ product: line.product, quantity: line.quantity, parts: [] })}
                      {line.productPartTitle ? ` (${line.productPartTitle})` : ''}
                    </li>
                  ))}
                </ul>
              </td>
              <td className={`${td} whitespace-nowrap`}>
                {o.totals.CASH ? formatEuro(o.totals.CASH, locale) : t('none')}
              </td>
              <td className={`${td} whitespace-nowrap`}>
                {o.totals.SHOP ? formatEuro(o.totals.SHOP, locale) : t('none')}
              </td>
              <td className={td}>{o.totals.CASH ? (o.paidAt ? t('paid') : t('open')) : t('none')}</td>
              <td className={td}>
                <AdminActionButton
                  action={cancelOrderAction}
                  input={{ id: o.id }}
                  icon="cancel"
                  variant="danger"
                  label={t('cancel')}
                  ariaLabel={t('cancelLabel', { giver: o.name })}
                  confirm={{
                    message: t('cancelConfirm', { giver: o.name, reference: o.reference, child: o.list.child }),
                    button: t('cancelConfirmButton'),
                  }}
                  done={t('cancelled', { giver: o.name })}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      </AdminOverview>
    </AdminPage>
  )
}

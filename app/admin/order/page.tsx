import type { Metadata } from 'next'
import Link from 'next/link'
import { getFormatter, getTranslations } from 'next-intl/server'
import { adminOrders } from '@/lib/admin'
import { formatEuro } from '@/lib/money'
import { loadAdmin } from '../admin'
import { AdminPage, tableClass, td, th } from '../AdminPage'

export async function generateMetadata(): Promise<Metadata> {
  await loadAdmin('/admin/order')
  const t = await getTranslations('admin.orders')
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** /admin/order (spec §2 ADMIN MENU 'Orders'): the latest orders of every list with their totals per method. */
export default async function AdminOrdersPage() {
  const admin = await loadAdmin('/admin/order')
  const [orders, t, format] = await Promise.all([adminOrders(admin), getTranslations('admin.orders'), getFormatter()])
  return (
    <AdminPage current="/admin/order" title={t('title')} intro={t('intro')} count={orders.length}>
      <table className={tableClass}>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={th}>{t('date')}</th>
            <th scope="col" className={th}>{t('giver')}</th>
            <th scope="col" className={th}>{t('list')}</th>
            <th scope="col" className={th}>{t('cash')}</th>
            <th scope="col" className={th}>{t('shop')}</th>
            <th scope="col" className={th}>{t('paid')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {orders.map((o) => (
            <tr key={o.id}>
              <td className={`${td} whitespace-nowrap`}>{format.dateTime(new Date(o.createdAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' })}</td>
              <th scope="row" className={`${td} text-left font-semibold text-stone-900`}>{o.giver}</th>
              <td className={td}>
                <Link href={`/list/${o.list.url}/orders`} className="text-brand-700 underline-offset-4 hover:underline">{o.list.child}</Link>
              </td>
              <td className={`${td} whitespace-nowrap`}>{o.totals.CASH ? formatEuro(o.totals.CASH) : t('none')}</td>
              <td className={`${td} whitespace-nowrap`}>{o.totals.SHOP ? formatEuro(o.totals.SHOP) : t('none')}</td>
              <td className={td}>{o.totals.CASH ? (o.paid ? t('paid') : t('open')) : t('none')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminPage>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'
import { getFormatter, getTranslations } from 'next-intl/server'
import { adminLists } from '@/lib/admin'
import { loadAdmin } from '../admin'
import { AdminPage, tableClass, td, th } from '../AdminPage'

export async function generateMetadata(): Promise<Metadata> {
  await loadAdmin('/admin/list')
  const t = await getTranslations('admin.lists')
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** /admin/list (spec §2 ADMIN MENU 'Lists'; where an administrator lands after login): every list, read-only. */
export default async function AdminListsPage() {
  const admin = await loadAdmin('/admin/list')
  const [lists, t, ta, nav, format] = await Promise.all([adminLists(admin), getTranslations('admin.lists'), getTranslations('admin'), getTranslations('nav'), getFormatter()])
  return (
    <AdminPage current="/admin/list" title={t('title')} intro={t('intro')} count={lists.length}>
      <table className={tableClass}>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={th}>{t('child')}</th>
            <th scope="col" className={th}>{t('owner')}</th>
            <th scope="col" className={th}>{t('products')}</th>
            <th scope="col" className={th}>{t('orders')}</th>
            <th scope="col" className={th}>{ta('created')}</th>
            <th scope="col" className={th}>{t('actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {lists.map((list) => (
            <tr key={list.id}>
              <th scope="row" className={`${td} text-left font-semibold text-stone-900`}>
                <Link href={`/list/${list.url}`} className="underline-offset-4 hover:text-brand-700 hover:underline">{list.child}</Link>
                <span className="block font-mono text-xs font-normal text-stone-500">/list/{list.url}</span>
              </th>
              <td className={td}>
                {list.owner.name}
                <a href={`mailto:${list.owner.email}`} className="block text-xs text-brand-700 underline-offset-4 hover:underline">{list.owner.email}</a>
              </td>
              <td className={td}>{list.products}</td>
              <td className={td}>{list.orders}</td>
              <td className={`${td} whitespace-nowrap`}>{format.dateTime(new Date(list.createdAt), { dateStyle: 'medium', timeZone: 'Europe/Brussels' })}</td>
              <td className={td}>
                <div className="flex flex-wrap gap-x-3 gap-y-1">
                  <Link href={`/list/${list.url}/settings`} aria-label={`${nav('listSettings')}: ${list.child}`} className="font-medium text-brand-700 hover:underline">{nav('listSettings')}</Link>
                  <Link href={`/list/${list.url}/products`} aria-label={`${nav('listProducts')}: ${list.child}`} className="font-medium text-brand-700 hover:underline">{nav('listProducts')}</Link>
                  <Link href={`/list/${list.url}/orders`} aria-label={`${nav('listOrders')}: ${list.child}`} className="font-medium text-brand-700 hover:underline">{nav('listOrders')}</Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminPage>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import clsx from 'clsx'
import { adminProducts } from '@/lib/admin'
import { formatEuro } from '@/lib/money'
import { loadAdmin } from '../admin'
import { AdminPage, tableClass, td, th } from '../AdminPage'

export async function generateMetadata(): Promise<Metadata> {
  await loadAdmin('/admin/product')
  const t = await getTranslations('admin.products')
  return { title: t('title'), robots: { index: false, follow: false } }
}

const badge = { HIDDEN: 'bg-stone-100 text-stone-700', SOLD: 'bg-blush-100 text-blush-800', AVAILABLE: 'bg-brand-100 text-brand-800' } as const

/** /admin/product (spec §2 ADMIN MENU 'Products'): the latest products of every list with their status (spec §4). */
export default async function AdminProductsPage() {
  const admin = await loadAdmin('/admin/product')
  const [products, t] = await Promise.all([adminProducts(admin), getTranslations('admin.products')])
  return (
    <AdminPage current="/admin/product" title={t('title')} intro={t('intro')} count={products.length}>
      <table className={tableClass}>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={th}>{t('product')}</th>
            <th scope="col" className={th}>{t('list')}</th>
            <th scope="col" className={th}>{t('price')}</th>
            <th scope="col" className={th}>{t('parts')}</th>
            <th scope="col" className={th}>{t('status')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {products.map((p) => (
            <tr key={p.id}>
              <th scope="row" className={`${td} text-left font-semibold text-stone-900`}>
                {p.status === 'SOLD' ? p.title : (
                  <Link href={`/list/${p.list.url}/product/${p.id}`} aria-label={`${t('edit')}: ${p.title}`} className="underline-offset-4 hover:text-brand-700 hover:underline">{p.title}</Link>
                )}
              </th>
              <td className={td}>
                <Link href={`/list/${p.list.url}`} className="text-brand-700 underline-offset-4 hover:underline">{p.list.child}</Link>
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatEuro(p.price)}</td>
              <td className={td}>{p.parts > 0 ? t('partsSold', { sold: p.soldParts, total: p.parts }) : '–'}</td>
              <td className={td}>
                <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', badge[p.status])}>{t(p.status)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminPage>
  )
}

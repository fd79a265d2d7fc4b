import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import clsx from 'clsx'
import { getTranslations } from 'next-intl/server'
import { adminProducts, productStatus } from '@/lib/admin'
import { formatEuro } from '@/lib/money'
import { loadAdmin } from '../admin'
import { setProductHiddenAction } from '../actions'
import { AdminActionButton } from '../AdminActionButton'
import { AdminOverview, overviewTexts } from '../AdminOverview'
import { AdminPage, AdminTable, td } from '../AdminPage'
import { readOverview, type AdminSearchParams } from '../overview-query'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  await loadAdmin('/admin/product')
  const t = await getTranslations('admin.products')
  return { title: t('title'), robots: { index: false, follow: false } }
}

const badge = {
  HIDDEN: 'bg-stone-100 text-stone-700',
  SOLD: 'bg-blush-100 text-blush-800',
  AVAILABLE: 'bg-brand-100 text-brand-800',
} as const

/**
 * /admin/product (the admin menu's 'Producten'): every product of every list with its status (docs/rules.md#gifts), searched and
 * paged on the server; hiding takes a product off its public page, showing puts it back (reversible: no confirmation).
 */
export default async function AdminProductsPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: AdminSearchParams
}) {
  const locale = await pageLocale(params)
  const admin = await loadAdmin('/admin/product')
  const [{ page, search }, t] = await Promise.all([
    readOverview('/admin/product', searchParams, (paging) => adminProducts(admin, paging)),
    getTranslations('admin.products'),
  ])
  return (
    <AdminPage current="/admin/product" title={t('title')} intro={t('intro')}>
      <AdminOverview path="/admin/product" page={page} search={search} texts={overviewTexts(t as never, page, search)}>
        <AdminTable columns={[t('product'), t('list'), t('price'), t('parts'), t('status'), t('actions')]}>
          {page.items.map((p) => {
            const status = productStatus(p)
            const soldParts = p.productParts.filter((part) => part.sold).length
            return (
              <tr key={p.id}>
                <th scope="row" className={`${td} text-left font-semibold text-stone-900`}>
                  {p.sold ? (
                    p.title
                  ) : (
                    <Link
                      prefetch={false}
                      href={`/list/${p.list.url}/product/${p.id}`}
                      aria-label={`${t('edit')}: ${p.title}`}
                      className="underline-offset-4 hover:text-brand-700 hover:underline"
                    >
                      {p.title}
                    </Link>
                  )}
                  {p.shopName && <span className="block text-xs font-normal text-stone-500">{p.shopName}</span>}
                </th>
                <td className={td}>
                  <Link
                    prefetch={false}
                    href={`/list/${p.list.url}`}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {p.list.child}
                  </Link>
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatEuro(p.price, locale)}</td>
                <td className={td}>
                  {p.productParts.length > 0 ? t('partsSold', { sold: soldParts, total: p.productParts.length }) : '–'}
                </td>
                <td className={td}>
                  <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', badge[status])}>
                    {t(status)}
                  </span>
                </td>
                <td className={td}>
                  {p.hidden ? (
                    <AdminActionButton
                      action={setProductHiddenAction}
                      input={{ id: p.id, hidden: false }}
                      icon="show"
                      label={t('unhide')}
                      ariaLabel={t('unhideLabel', { title: p.title })}
                      done={t('shown', { title: p.title })}
                    />
                  ) : (
                    <AdminActionButton
                      action={setProductHiddenAction}
                      input={{ id: p.id, hidden: true }}
                      icon="hide"
                      label={t('hide')}
                      ariaLabel={t('hideLabel', { title: p.title })}
                      done={t('hidden', { title: p.title })}
                    />
                  )}
                </td>
              </tr>
            )
          })}
        </AdminTable>
      </AdminOverview>
    </AdminPage>
  )
}

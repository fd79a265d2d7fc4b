import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'
import { adminLists } from '@/lib/admin'
import { loadAdmin } from '../admin'
import { deleteListAction } from '../actions'
import { AdminActionButton } from '../AdminActionButton'
import { AdminOverview, overviewTexts } from '../AdminOverview'
import { AdminPage, AdminTable, td } from '../AdminPage'
import { readOverview, type AdminSearchParams } from '../overview-query'
import { childName } from '@/lib/lists/display'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  await loadAdmin('/admin/list')
  const t = await getTranslations('admin.lists')
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * /admin/list (the admin menu's 'Lijsten'; where an administrator lands after login): every list with its owner,
 * searched and paged on the server, with the ways into managing it and deleting it (after 'Opgelet!').
 */
export default async function AdminListsPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: AdminSearchParams
}) {
  await pageLocale(params)
  const admin = await loadAdmin('/admin/list')
  const [{ page, search }, t, ta, nav, format] = await Promise.all([
    readOverview('/admin/list', searchParams, (paging) => adminLists(admin, paging)),
    getTranslations('admin.lists'),
    getTranslations('admin'),
    getTranslations('nav'),
    getFormatter(),
  ])
  const link = 'font-medium text-brand-700 hover:underline'
  return (
    <AdminPage current="/admin/list" title={t('title')} intro={t('intro')}>
      <AdminOverview path="/admin/list" page={page} search={search} texts={overviewTexts(t as never, page, search)}>
        <AdminTable columns={[t('child'), t('owner'), t('products'), t('orders'), ta('created'), t('actions')]}>
          {page.items.map((list) => {
            const child = childName(list)
            return (
              <tr key={list.id}>
                <th scope="row" className={`${td} text-left font-semibold text-stone-900`}>
                  <Link
                    prefetch={false}
                    href={`/list/${list.url}`}
                    className="underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {child}
                  </Link>
                  <span className="block font-mono text-xs font-normal text-stone-500">/list/{list.url}</span>
                </th>
                <td className={td}>
                  {list.owner.name}
                  <a
                    href={`mailto:${list.owner.email}`}
                    className="block text-xs text-brand-700 underline-offset-4 hover:underline"
                  >
                    {list.owner.email}
                  </a>
                </td>
                <td className={td}>{list.products}</td>
                <td className={td}>{list.orders}</td>
                <td className={`${td} whitespace-nowrap`}>
                  {format.dateTime(new Date(list.createdAt), { dateStyle: 'medium', timeZone: 'Europe/Brussels' })}
                </td>
                <td className={td}>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                    <Link
                      prefetch={false}
                      href={`/list/${list.url}/settings`}
                      aria-label={`${nav('listSettings')}: ${child}`}
                      className={link}
                    >
                      {nav('listSettings')}
                    </Link>
                    <Link
                      prefetch={false}
                      href={`/list/${list.url}/products`}
                      aria-label={`${nav('listProducts')}: ${child}`}
                      className={link}
                    >
                      {nav('listProducts')}
                    </Link>
                    <Link
                      prefetch={false}
                      href={`/list/${list.url}/orders`}
                      aria-label={`${nav('listOrders')}: ${child}`}
                      className={link}
                    >
                      {nav('listOrders')}
                    </Link>
                    <AdminActionButton
                      action={deleteListAction}
                      input={{ id: list.id }}
                      icon="delete"
                      variant="danger"
                      label={t('delete')}
                      ariaLabel={t('deleteLabel', { child })}
                      confirm={{
                        message: t('deleteConfirm', { child, slug: list.url }),
                        button: t('deleteConfirmButton'),
                      }}
                      done={t('deleted', { child })}
                    />
                  </div>
                </td>
              </tr>
            )
          })}
        </AdminTable>
      </AdminOverview>
    </AdminPage>
  )
}

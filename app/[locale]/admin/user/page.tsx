import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'
import { adminUsers } from '@/lib/admin'
import { loadAdmin } from '../admin'
import { setUserRoleAction } from '../actions'
import { AdminActionButton } from '../AdminActionButton'
import { AdminOverview, overviewTexts } from '../AdminOverview'
import { AdminPage, AdminTable, td } from '../AdminPage'
import { readOverview, type AdminSearchParams } from '../overview-query'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  await loadAdmin('/admin/user')
  const t = await getTranslations('admin.users')
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * /admin/user (the admin menu's 'Gebruikers'; docs/rules.md#admin): every account, searched and paged on the server, with the role change
 * USER ↔ ADMIN after 'Opgelet!' (the last administrator keeps the role: lib/auth/accounts). Removing one's own role
 * ends one's session, so that button goes to the login page afterwards.
 */
export default async function AdminUsersPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: AdminSearchParams
}) {
  await pageLocale(params)
  const admin = await loadAdmin('/admin/user')
  const [{ page, search }, t, ta, format] = await Promise.all([
    readOverview('/admin/user', searchParams, (paging) => adminUsers(admin, paging)),
    getTranslations('admin.users'),
    getTranslations('admin'),
    getFormatter(),
  ])
  return (
    <AdminPage current="/admin/user" title={t('title')} intro={t('intro')}>
      <AdminOverview path="/admin/user" page={page} search={search} texts={overviewTexts(t as never, page, search)}>
        <AdminTable
          columns={[t('name'), t('email'), t('role'), t('confirmed'), t('lists'), ta('created'), t('actions')]}
        >
          {page.items.map((u) => {
            const self = u.id === admin.id
            const values = { name: u.name, email: u.email }
            return (
              <tr key={u.id}>
                <th scope="row" className={`${td} text-left font-semibold text-stone-900`}>
                  {u.name} {self && <span className="font-normal text-stone-500">{t('you')}</span>}
                </th>
                <td className={td}>
                  <a href={`mailto:${u.email}`} className="text-brand-700 underline-offset-4 hover:underline">
                    {u.email}
                  </a>
                </td>
                <td className={td}>{t(u.role)}</td>
                <td className={td}>{u.emailConfirmed ? t('yes') : t('no')}</td>
                <td className={td}>{u.lists}</td>
                <td className={`${td} whitespace-nowrap`}>
                  {format.dateTime(new Date(u.createdAt), { dateStyle: 'medium', timeZone: 'Europe/Brussels' })}
                </td>
                <td className={td}>
                  {u.role === 'ADMIN' ? (
                    <AdminActionButton
                      action={setUserRoleAction}
                      input={{ id: u.id, role: 'USER' as const }}
                      icon="demote"
                      variant="danger"
                      label={t('makeUser')}
                      ariaLabel={t('makeUserLabel', values)}
                      confirm={{
                        message: self ? t('makeUserConfirmSelf') : t('makeUserConfirm', values),
                        button: t('makeUserConfirmButton'),
                      }}
                      done={t('roleChanged', { name: u.name, role: t('USER') })}
                      then={self ? '/user/login' : undefined}
                    />
                  ) : (
                    <AdminActionButton
                      action={setUserRoleAction}
                      input={{ id: u.id, role: 'ADMIN' as const }}
                      icon="promote"
                      label={t('makeAdmin')}
                      ariaLabel={t('makeAdminLabel', values)}
                      confirm={{ message: t('makeAdminConfirm', values), button: t('makeAdminConfirmButton') }}
                      done={t('roleChanged', { name: u.name, role: t('ADMIN') })}
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

import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'
import { adminUsers } from '@/lib/admin'
import { loadAdmin } from '../admin'
import { AdminPage, tableClass, td, th } from '../AdminPage'

export async function generateMetadata(): Promise<Metadata> {
  await loadAdmin('/admin/user')
  const t = await getTranslations('admin.users')
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** /admin/user (spec §2 ADMIN MENU 'Users'): every account, read-only; never a password hash. */
export default async function AdminUsersPage() {
  const admin = await loadAdmin('/admin/user')
  const [users, t, ta, format] = await Promise.all([adminUsers(admin), getTranslations('admin.users'), getTranslations('admin'), getFormatter()])
  return (
    <AdminPage current="/admin/user" title={t('title')} intro={t('intro')} count={users.length}>
      <table className={tableClass}>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={th}>{t('name')}</th>
            <th scope="col" className={th}>{t('email')}</th>
            <th scope="col" className={th}>{t('role')}</th>
            <th scope="col" className={th}>{t('confirmed')}</th>
            <th scope="col" className={th}>{t('lists')}</th>
            <th scope="col" className={th}>{ta('created')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {users.map((u) => (
            <tr key={u.id}>
              <th scope="row" className={`${td} text-left font-semibold text-stone-900`}>{u.name}</th>
              <td className={td}><a href={`mailto:${u.email}`} className="text-brand-700 underline-offset-4 hover:underline">{u.email}</a></td>
              <td className={td}>{t(u.role)}</td>
              <td className={td}>{u.emailConfirmed ? t('yes') : t('no')}</td>
              <td className={td}>{u.lists}</td>
              <td className={`${td} whitespace-nowrap`}>{format.dateTime(new Date(u.createdAt), { dateStyle: 'medium', timeZone: 'Europe/Brussels' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminPage>
  )
}

import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { Download, Plus } from 'lucide-react'
import { ConfirmEmailReminder } from '@/components/auth/ConfirmEmailReminder'
import { buttonClass } from '@/components/ui/Button'
import { currentUser } from '@/lib/auth'
import { pendingEmailOf } from '@/lib/auth/accounts'
import { listsOfUser } from '@/lib/lists'
import { accountContents } from '@/lib/privacy/delete-account'
import { AccountDetailsForm } from './AccountDetailsForm'
import { ChangePasswordForm } from './ChangePasswordForm'
import { DeleteAccount, LogoutEverywhere } from './AccountActions'
import { childName } from '@/lib/lists/display'
import { pageLocale, redirectInLanguage, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('account')
  return { title: t('title'), robots: { index: false, follow: false } }
}

const card = 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100 sm:p-8'
const cardTitle = 'text-xl font-bold tracking-tight text-stone-900'
const subLink = 'rounded-full px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50'

/**
 * /user/account (docs/rules.md#accounts): the unconfirmed reminder, name and e-mail, the password change, the user's
 * lists with their management links and 'Nieuwe lijst aanmaken', 'Uitloggen op alle toestellen', and
 * (docs/rules.md#privacy) downloading all the account's data and deleting the account. The proxy sends visitors to the login page; the page does so too (a revoked session).
 */
export default async function AccountPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const user = await currentUser()
  if (!user) redirectInLanguage('/user/login?callbackUrl=%2Fuser%2Faccount', locale)
  const [t, tp, nav, tm, lists, contents, pendingEmail] = await Promise.all([
    getTranslations('account'),
    getTranslations('password'),
    getTranslations('nav'),
    getTranslations('managers'),
    listsOfUser(user, user.id),
    accountContents(user),
    pendingEmailOf(user.id),
  ])
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-cream">
      <div className="mx-auto max-w-3xl space-y-8 px-4 pt-10 pb-14 sm:px-6 sm:pt-14">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 text-lg text-stone-600">{t('intro')}</p>
        </header>

        {!user.emailConfirmed && <ConfirmEmailReminder email={user.email} />}

        <section aria-labelledby="account-lists" className={card}>
          <h2 id="account-lists" className={cardTitle}>
            {t('listsTitle')}
          </h2>
          {lists.length === 0 ? (
            <p className="mt-3 text-stone-600">{t('noLists')}</p>
          ) : (
            <ul className="mt-5 divide-y divide-stone-100">
              {lists.map((list) => (
                <li
                  key={list.id}
                  className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div>
                    <Link
                      href={`/list/${list.url}`}
                      className="font-semibold text-stone-900 underline-offset-4 hover:text-brand-700 hover:underline"
                    >
                      {t('listOf', { name: childName(list) })}
                    </Link>
                    {list.role === 'MANAGER' && <p className="mt-0.5 text-sm text-stone-600">{tm('managedList')}</p>}
                  </div>
                  <nav aria-label={t('listOf', { name: childName(list) })} className="flex flex-wrap gap-2">
                    <Link href={`/list/${list.url}/settings`} className={subLink}>
                      {nav('listSettings')}
                    </Link>
                    <Link href={`/list/${list.url}/products`} className={subLink}>
                      {nav('listProducts')}
                    </Link>
                    <Link href={`/list/${list.url}/orders`} className={subLink}>
                      {nav('listOrders')}
                    </Link>
                  </nav>
                </li>
              ))}
            </ul>
          )}
          <Link href="/list/tempcreate" className={buttonClass('primary', 'md', 'mt-6')}>
            <Plus className="size-5" aria-hidden="true" />
            {t('createList')}
          </Link>
        </section>

        <section aria-labelledby="account-details" className={card}>
          <h2 id="account-details" className={cardTitle}>
            {t('detailsTitle')}
          </h2>
          <AccountDetailsForm name={user.name} email={user.email} locale={user.locale} pendingEmail={pendingEmail} />
        </section>

        <section aria-labelledby="account-password" className={card}>
          <h2 id="account-password" className={cardTitle}>
            {tp('changeTitle')}
          </h2>
          <ChangePasswordForm />
        </section>

        <section aria-labelledby="account-sessions" className={card}>
          <h2 id="account-sessions" className={cardTitle}>
            {t('sessionsTitle')}
          </h2>
          <p className="mt-3 text-stone-600">{t('sessionsText')}</p>
          <LogoutEverywhere />
        </section>

        <section aria-labelledby="account-export" className={card}>
          <h2 id="account-export" className={cardTitle}>
            {t('exportTitle')}
          </h2>
          <p className="mt-3 text-stone-600">
            {t.rich('exportText', {
              privacy: (chunks) => (
                <Link
                  href="/site/privacy"
                  className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
          {/* A GET form: works without JavaScript, sends the session cookie, and the browser saves the answer as a file
              (Content-Disposition: attachment) while this page stays; a link would be followed by crawlers. */}
          <form action="/api/users/me/export" method="get" className="mt-5">
            <button type="submit" className={buttonClass('secondary', 'md')}>
              <Download className="size-5" aria-hidden="true" />
              {t('exportLink')}
            </button>
          </form>
        </section>

        <section
          aria-labelledby="account-delete"
          className="rounded-3xl border border-blush-200 bg-blush-50/60 p-6 sm:p-8"
        >
          <h2 id="account-delete" className={cardTitle}>
            {t('deleteTitle')}
          </h2>
          <p className="mt-3 text-stone-600">{t('deleteText')}</p>
          <p className="mt-2 text-stone-600">{tm('accountDeleteNote')}</p>
          <DeleteAccount contents={contents} />
        </section>
      </div>
    </div>
  )
}

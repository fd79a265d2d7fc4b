import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { currentUser } from '@/lib/auth'
import { AuthPage } from '@/components/auth/AuthPage'
import { ConfirmEmail } from './ConfirmEmail'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('account')
  return { title: t('confirmPageTitle'), robots: { index: false } }
}

type Props = { params: LocaleParams; searchParams: Promise<{ token?: string | string[] }> }

/**
 * /user/confirm-email?token=…: the link of the confirmation mail. Confirms in the browser (a script, not the page
 * request itself, so a mail scanner fetching the link does not use it up) and says so; a dead link says it is
 * invalid or expired, with a new one to ask for when logged in.
 */
export default async function ConfirmEmailPage({ params, searchParams }: Props) {
  await pageLocale(params)
  const [t, user, { token }] = await Promise.all([getTranslations('account'), currentUser(), searchParams])
  return (
    <AuthPage title={t('confirmPageTitle')}>
      <ConfirmEmail
        token={typeof token === 'string' ? token : ''}
        user={user && { email: user.email, emailConfirmed: user.emailConfirmed }}
      />
    </AuthPage>
  )
}

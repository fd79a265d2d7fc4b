import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { withCallback } from '@/lib/auth/callback-url'
import { AuthPage } from '@/components/auth/AuthPage'
import { LoginForm } from './LoginForm'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('login')
  return { title: t('title'), robots: { index: false } }
}

type Props = { params: LocaleParams; searchParams: Promise<{ callbackUrl?: string | string[] }> }

/** /user/login: e-mail and password, with the ways out. */
export default async function LoginPage({ params, searchParams }: Props) {
  await pageLocale(params)
  const [t, tp, tr] = await Promise.all([
    getTranslations('login'),
    getTranslations('password'),
    getTranslations('register'),
  ])
  const { callbackUrl } = await searchParams
  const callback = typeof callbackUrl === 'string' ? callbackUrl : null
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <LoginForm />
      <div className="mt-6 flex flex-col items-center gap-3 text-center">
        <Link href="/user/forgot-password" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {tp('forgotLink')}
        </Link>
        {/* The create wizard's callback goes along, so a new parent still ends up creating a list. */}
        <Link
          href={withCallback('/user/register', callback)}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {tr('noAccount')}
        </Link>
      </div>
    </AuthPage>
  )
}

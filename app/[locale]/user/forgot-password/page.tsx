import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { AuthPage } from '@/components/auth/AuthPage'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('password')
  return { title: t('forgotTitle'), robots: { index: false } }
}

/** /user/forgot-password: asks for the address and mails a reset link when it has an account (never says which). */
export default async function ForgotPasswordPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  const t = await getTranslations('password')
  return (
    <AuthPage title={t('forgotTitle')} intro={t('forgotIntro')}>
      <ForgotPasswordForm />
      <p className="mt-6 text-center">
        <Link href="/user/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t('backToLogin')}
        </Link>
      </p>
    </AuthPage>
  )
}

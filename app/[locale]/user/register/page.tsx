import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { currentUser } from '@/lib/auth'
import { sameOriginPath, withCallback } from '@/lib/auth/callback-url'
import { AuthPage } from '@/components/auth/AuthPage'
import { RegisterForm } from './RegisterForm'
import { pageLocale, redirectInLanguage, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('register')
  return { title: t('title'), robots: { index: false } }
}

type Props = { params: LocaleParams; searchParams: Promise<{ callbackUrl?: string | string[] }> }

/**
 * /user/register (the create wizard's target when nobody is logged in): name, e-mail and password twice.
 * After registering the new parent is logged in and continues to the callback (creating a list).
 */
export default async function RegisterPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('register')
  const { callbackUrl } = await searchParams
  const callback = typeof callbackUrl === 'string' ? callbackUrl : null
  // Someone who is logged in already goes on to where registering would have taken them.
  if (await currentUser()) redirectInLanguage(sameOriginPath(callback, 'http://site.invalid') ?? '/list/create', locale)
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <RegisterForm callbackUrl={callback} />
      <p className="mt-6 text-center text-stone-700">
        {t('haveAccount')}{' '}
        <Link
          href={withCallback('/user/login', callback)}
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          {t('toLogin')}
        </Link>
      </p>
    </AuthPage>
  )
}

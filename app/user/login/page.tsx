import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { LoginForm } from './LoginForm'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login')
  return { title: t('title'), robots: { index: false } }
}

/** /user/login: e-mail and password (spec §2; the screen's contents are not specified). */
export default async function LoginPage() {
  const t = await getTranslations('login')
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('title')}</h1>
      <p className="mt-2 text-stone-600">{t('intro')}</p>
      <LoginForm />
    </div>
  )
}

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AuthPage } from '@/components/auth/AuthPage'
import { UndoEmail } from './UndoEmail'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('account')
  return { title: t('undoPageTitle'), robots: { index: false } }
}

type Props = { params: LocaleParams; searchParams: Promise<{ token?: string | string[] }> }

/**
 * /user/undo-email?token=…: the link mailed to the old address after an e-mail change. It puts that address back,
 * ends every session of the account and continues to choosing a new password.
 */
export default async function UndoEmailPage({ params, searchParams }: Props) {
  await pageLocale(params)
  const [t, { token }] = await Promise.all([getTranslations('account'), searchParams])
  return (
    <AuthPage title={t('undoPageTitle')}>
      <UndoEmail token={typeof token === 'string' ? token : ''} />
    </AuthPage>
  )
}

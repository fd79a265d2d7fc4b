import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AuthPage } from '@/components/auth/AuthPage'
import { UndoEmail } from './UndoEmail'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account')
  return { title: t('undoPageTitle'), robots: { index: false } }
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/**
 * /user/undo-email?token=…: the link mailed to the old address after an e-mail change. It puts that address back,
 * ends every session of the account and continues to choosing a new password.
 */
export default async function UndoEmailPage({ searchParams }: Props) {
  const [t, { token }] = await Promise.all([getTranslations('account'), searchParams])
  return (
    <AuthPage title={t('undoPageTitle')}>
      <UndoEmail token={typeof token === 'string' ? token : ''} />
    </AuthPage>
  )
}

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { isResetLinkUsable } from '@/lib/auth/recovery'
import { ResetPassword } from './ResetPasswordForm'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('password')
  return { title: t('resetTitle'), robots: { index: false } }
}

type Props = { params: LocaleParams; searchParams: Promise<{ token?: string | string[] }> }

/**
 * /user/reset-password?token=…: the link of the reset mail. A usable link shows the new password twice; a used,
 * replaced or expired one says so at once and offers a new one (the link is only used when the form is sent).
 */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  await pageLocale(params)
  const { token } = await searchParams
  const usable = typeof token === 'string' && (await isResetLinkUsable(token))
  return <ResetPassword token={typeof token === 'string' ? token : ''} usable={usable} />
}

import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'
import { Users } from 'lucide-react'
import { AuthPage } from '@/components/auth/AuthPage'
import { ConfirmEmailReminder } from '@/components/auth/ConfirmEmailReminder'
import { buttonClass } from '@/components/ui/Button'
import { currentUser } from '@/lib/auth'
import { withCallback } from '@/lib/auth/callback-url'
import { describeInvitation } from '@/lib/lists/invitations'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'
import { AcceptInvitation, LogoutForInvitation } from './InvitationActions'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('managers')
  return { title: t('pageTitle'), robots: { index: false, follow: false } }
}

type Props = { params: LocaleParams; searchParams: Promise<{ token?: string | string[] }> }

const box = 'mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100'

/**
 * /user/invitation?token=…: the link of an invitation to manage a list (decision 038). The page only reads the
 * invitation (a mail scanner that opens the link changes nothing); accepting is a button. A visitor logs in or
 * registers and comes back here (the callback keeps the link); an account with another address is told which
 * address the invitation is for; an unconfirmed account confirms first. A used, withdrawn or expired link says so.
 */
export default async function InvitationPage({ params, searchParams }: Props) {
  await pageLocale(params)
  const [t, format, user, { token: raw }] = await Promise.all([
    getTranslations('managers'),
    getFormatter(),
    currentUser(),
    searchParams,
  ])
  const token = typeof raw === 'string' ? raw : ''
  const invitation = await describeInvitation(user, token)
  if (invitation.state === 'invalid') {
    return (
      <AuthPage title={t('pageHeading')}>
        <p role="alert" className={`${box} text-stone-700`}>
          {t('invalidText')}
        </p>
        <Link href={user ? '/user/account' : '/site/index'} className={buttonClass('secondary', 'md', 'mt-6 w-full')}>
          {user ? t('toAccount') : t('toHome')}
        </Link>
      </AuthPage>
    )
  }
  const back = `/user/invitation?token=${encodeURIComponent(token)}`
  const date = format.dateTime(new Date(invitation.expiresAt), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  })
  const intro = invitation.inviter
    ? t('pageIntro', { inviter: invitation.inviter, child: invitation.child })
    : t('pageIntroNoInviter', { child: invitation.child })
  return (
    <AuthPage title={t('pageHeading')}>
      <div className={box}>
        <p className="flex items-start gap-3 font-medium text-stone-900">
          <Users className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <span>{intro}</span>
        </p>
        <p className="mt-3 text-stone-700">{t('pageRights')}</p>
        <p className="mt-3 text-sm text-stone-600">{t('validUntil', { date })}</p>
      </div>
      <div className="mt-6 space-y-4">
        {invitation.state === 'anonymous' && (
          <>
            <p className={`text-stone-700 ${PRIVATE_TEXT_CLASS}`}>
              {t('loginFirst', { email: invitation.invitedEmail })}
            </p>
            <Link href={withCallback('/user/login', back)} className={buttonClass('primary', 'md', 'w-full')}>
              {t('login')}
            </Link>
            <Link href={withCallback('/user/register', back)} className={buttonClass('secondary', 'md', 'w-full')}>
              {t('register')}
            </Link>
          </>
        )}
        {invitation.state === 'unconfirmed' && user && (
          <>
            <p className="text-stone-700">{t('unconfirmed')}</p>
            <ConfirmEmailReminder email={user.email} />
          </>
        )}
        {invitation.state === 'wrong-account' && (
          <>
            <p role="alert" className={`text-stone-700 ${PRIVATE_TEXT_CLASS}`}>
              {t('wrongAccountText', { email: invitation.invitedEmail })}
            </p>
            <LogoutForInvitation back={back} />
          </>
        )}
        {(invitation.state === 'owner' || invitation.state === 'manager') && (
          <>
            <p role="status" className="text-stone-700">
              {invitation.state === 'owner' ? t('ownerText') : t('managerText')}
            </p>
            <Link href={`/list/${invitation.url}`} className={buttonClass('primary', 'md', 'w-full')}>
              {t('toList')}
            </Link>
          </>
        )}
        {invitation.state === 'ready' && <AcceptInvitation token={token} />}
      </div>
    </AuthPage>
  )
}

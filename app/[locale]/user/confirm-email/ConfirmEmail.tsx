'use client'

import { CircleCheck, LinkIcon } from 'lucide-react'
import { Link, useRouter } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { useActionRunner } from '@/components/auth/client'
import { ConfirmEmailReminder } from '@/components/auth/ConfirmEmailReminder'
import { useAccountErrors } from '@/components/auth/form-errors'
import { buttonClass } from '@/components/ui/Button'
import { Spinner } from '@/components/ui/Spinner'
import { confirmEmailAction } from './actions'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'

type State =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; email: string; changed: boolean; loggedIn: boolean }
  | { kind: 'invalid' }

/** Uses the link once on arrival and shows the outcome (see the page). */
export function ConfirmEmail({
  token,
  user,
}: {
  token: string
  user: { email: string; emailConfirmed: boolean } | null
}) {
  const t = useTranslations('account')
  const router = useRouter()
  const run = useActionRunner()
  const { onError } = useAccountErrors(null)
  const [state, setState] = useState<State>(token ? { kind: 'confirming' } : { kind: 'invalid' })
  // React runs effects twice in development: the link must be sent once.
  const started = useRef(false)

  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    void run(confirmEmailAction(token), {
      onError: (error) => (error.code === 'TOKEN_INVALID' ? (setState({ kind: 'invalid' }), true) : onError(error)),
      onFields: () => setState({ kind: 'invalid' }),
    }).then((result) => {
      if (!result) return setState((s) => (s.kind === 'confirming' ? { kind: 'invalid' } : s))
      setState({ kind: 'confirmed', email: result.email, changed: result.changed, loggedIn: result.loggedIn })
      // The header, the sidebar and the reminders read the session again.
      router.refresh()
    })
  }, [token, run, onError, router])

  const box = 'mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100'
  if (state.kind === 'confirming') {
    return (
      <div className={`${box} flex items-center gap-3 text-stone-700`}>
        <Spinner label={t('confirming')} />
        <span aria-hidden="true">{t('confirming')}</span>
      </div>
    )
  }
  if (state.kind === 'confirmed') {
    // An e-mail change ended every session: only a browser that was logged in to the account got a fresh one.
    const loggedIn = state.changed ? state.loggedIn : !!user
    const message = !state.changed
      ? t('confirmed', { email: state.email })
      : loggedIn
        ? t('emailChanged', { email: state.email })
        : t('emailChangedLogin', { email: state.email })
    return (
      <div role="status" className={box}>
        <p className="flex items-start gap-3 text-brand-800">
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span className={PRIVATE_TEXT_CLASS}>{message}</span>
        </p>
        <Link href={loggedIn ? '/user/account' : '/user/login'} className={buttonClass('primary', 'md', 'mt-6 w-full')}>
          {loggedIn ? t('toAccount') : t('toLogin')}
        </Link>
      </div>
    )
  }
  // A dead link. Logged in and already confirmed (the link was used before): nothing left to do.
  if (user?.emailConfirmed) {
    return (
      <div role="status" className={box}>
        <p className="flex items-start gap-3 text-brand-800">
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{t('confirmAlready')}</span>
        </p>
        <Link href="/user/account" className={buttonClass('primary', 'md', 'mt-6 w-full')}>
          {t('toAccount')}
        </Link>
      </div>
    )
  }
  return (
    <div className="mt-6 space-y-5">
      <p
        role="alert"
        className="flex items-start gap-3 rounded-3xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-stone-100"
      >
        <LinkIcon className="mt-0.5 size-5 shrink-0 text-blush-600" aria-hidden="true" />
        <span>
          {t('confirmInvalid')} {user ? t('confirmNewLink') : t('confirmLoginForNew')}
        </span>
      </p>
      {user ? (
        <ConfirmEmailReminder email={user.email} />
      ) : (
        <Link href="/user/login?callbackUrl=%2Fuser%2Faccount" className={buttonClass('primary', 'md', 'w-full')}>
          {t('toLogin')}
        </Link>
      )}
    </div>
  )
}

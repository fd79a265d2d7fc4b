'use client'

import { LinkIcon, Undo2 } from 'lucide-react'
import { Link } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useActionRunner } from '@/components/auth/client'
import { useAccountErrors } from '@/components/auth/form-errors'
import { Button, buttonClass } from '@/components/ui/Button'
import { undoEmailChangeAction } from './actions'

const box = 'mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100'

/**
 * The undo link's page: a button, not the page request, uses the link (a mail scanner that opens it changes nothing),
 * then the browser goes on to the new-password form with the reset link the undo made.
 */
export function UndoEmail({ token }: { token: string }) {
  const t = useTranslations('account')
  const run = useActionRunner()
  const { onError } = useAccountErrors(null)
  const [state, setState] = useState<'ready' | 'busy' | 'invalid'>(token ? 'ready' : 'invalid')

  const undo = async () => {
    setState('busy')
    const result = await run(undoEmailChangeAction(token), {
      onError: (error) => (error.code === 'TOKEN_INVALID' ? (setState('invalid'), true) : onError(error)),
      onFields: () => setState('invalid'),
    })
    if (!result) return setState((s) => (s === 'busy' ? 'ready' : s))
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load: the undo ended the session
    window.location.assign(`/user/reset-password?token=${encodeURIComponent(result.resetToken)}`)
  }

  if (state === 'invalid') {
    return (
      <div className={box}>
        <p role="alert" className="flex items-start gap-3 text-stone-700">
          <LinkIcon className="mt-0.5 size-5 shrink-0 text-blush-600" aria-hidden="true" />
          <span>
            {t('undoInvalid')} {t('undoContact')}
          </span>
        </p>
        <Link href="/site/contact" className={buttonClass('primary', 'md', 'mt-6 w-full')}>
          {t('undoContactLink')}
        </Link>
      </div>
    )
  }
  return (
    <div className={box}>
      <p className="text-stone-700">{t('undoIntro')}</p>
      <Button type="button" onClick={undo} disabled={state === 'busy'} className="mt-6 w-full">
        <Undo2 className="size-5" aria-hidden="true" />
        {state === 'busy' ? t('undoSubmitting') : t('undoSubmit')}
      </Button>
    </div>
  )
}

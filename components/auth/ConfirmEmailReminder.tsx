'use client'

import { MailWarning, Send } from 'lucide-react'
import { useRouter } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useActionRunner } from '@/components/auth/client'
import { useAccountErrors } from '@/components/auth/form-errors'
import { Button } from '@/components/ui/Button'
import { resendConfirmationAction } from './actions'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'

/**
 * The unconfirmed reminder (docs/rules.md#accounts): 'Bevestig je e-mailadres' with the address the link went to and an
 * 'Opnieuw versturen' button, which says it was sent (rate-limited: the limit is said as a limit). Shown on
 * /user/account and above the management pages while the logged-in user's address is unconfirmed.
 */
export function ConfirmEmailReminder({ email }: { email: string }) {
  const t = useTranslations('account')
  const router = useRouter()
  const run = useActionRunner()
  const { onError } = useAccountErrors(null)
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')

  const resend = async () => {
    setState('sending')
    const result = await run(resendConfirmationAction(null), { onError })
    if (!result) return setState('idle')
    setState('sent')
    // Confirmed meanwhile (in another tab): the reminder goes away.
    if (!result.sent) router.refresh()
  }

  return (
    <section
      aria-labelledby="confirm-email-title"
      className="flex flex-col gap-3 rounded-3xl bg-butter p-5 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:gap-5"
    >
      <MailWarning className="hidden size-8 shrink-0 text-amber-700 sm:block" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="confirm-email-title" className="font-semibold text-stone-900">
          {t('confirmTitle')}
        </h2>
        <p className={`${PRIVATE_TEXT_CLASS} mt-1 text-sm text-stone-700`}>{t('confirmText', { email })}</p>
        <p role="status" className="mt-1 text-sm font-medium text-brand-800">
          {state === 'sent' ? t('resent') : ''}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={resend}
        disabled={state !== 'idle'}
        className="shrink-0 self-start sm:self-auto"
      >
        <Send className="size-4" aria-hidden="true" />
        {state === 'sending' ? t('resending') : t('resend')}
      </Button>
    </section>
  )
}

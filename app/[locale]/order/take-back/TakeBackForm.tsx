'use client'

import { useRouter } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useActionRunner } from '@/components/auth/client'
import { Button } from '@/components/ui/Button'
import type { ActionResult } from '@/lib/http/action'

/**
 * The giver's confirmation on the take-back page: one button; once the reservation is taken back, the done page (the
 * link's page cannot show a reservation that is gone). An error (the link was used meanwhile, the transfer arrived)
 * opens the 'Oei!' modal with the server's words.
 */
export function TakeBackForm({
  token,
  takeBack,
}: {
  token: string
  takeBack(input: { token: string }): Promise<ActionResult<{ listSlug: string }>>
}) {
  const t = useTranslations('takeBack')
  const run = useActionRunner()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  return (
    <form
      method="post"
      onSubmit={async (event) => {
        event.preventDefault()
        setBusy(true)
        const taken = await run(takeBack({ token }))
        if (taken) router.replace(`/order/take-back/done?list=${encodeURIComponent(taken.listSlug)}`)
        else setBusy(false)
      }}
    >
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('working') : t('confirm')}
      </Button>
    </form>
  )
}

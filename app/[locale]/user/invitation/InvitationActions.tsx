'use client'

import { Check, LogOut } from 'lucide-react'
import { useRouter } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { logout, useActionRunner } from '@/components/auth/client'
import { Button } from '@/components/ui/Button'
import { acceptInvitationAction } from './actions'

/** 'Uitnodiging aanvaarden': a button, never the link itself; then on to the list the user now manages. */
export function AcceptInvitation({ token }: { token: string }) {
  const t = useTranslations('managers')
  const router = useRouter()
  const run = useActionRunner()
  const [busy, setBusy] = useState(false)

  const accept = async () => {
    setBusy(true)
    const done = await run(acceptInvitationAction(token))
    if (!done) {
      setBusy(false)
      // Whatever changed meanwhile (used, withdrawn, another login), the page says it now.
      router.refresh()
      return
    }
    router.push(`/list/${done.url}`)
    router.refresh()
  }

  return (
    <Button onClick={accept} disabled={busy} className="w-full">
      <Check className="size-5" aria-hidden="true" />
      {busy ? t('accepting') : t('accept')}
    </Button>
  )
}

/** Logged in with another address: log out and log in again, coming back to the invitation. */
export function LogoutForInvitation({ back }: { back: string }) {
  const t = useTranslations('managers')
  return (
    <Button
      variant="secondary"
      className="w-full"
      onClick={() => void logout(`/user/login?callbackUrl=${encodeURIComponent(back)}`)}
    >
      <LogOut className="size-5" aria-hidden="true" />
      {t('logoutAndLogin')}
    </Button>
  )
}

'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useActionRunner } from '@/components/auth/client'
import { Button, buttonClass } from '@/components/ui/Button'
import type { ActionResult } from '@/lib/http/action'

/**
 * The giver's confirmation on the take-back page: one button, then what happened and the way to the list. An error
 * (the link was used meanwhile, the transfer arrived) opens the 'Oei!' modal with the server's words.
 */
export function TakeBackForm({
  token,
  list,
  takeBack,
}: {
  token: string
  list: { url: string; child: string }
  takeBack(input: { token: string }): Promise<ActionResult<{ listSlug: string }>>
}) {
  const t = useTranslations('takeBack')
  const run = useActionRunner()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  if (done)
    return (
      <div role="status" className="flex flex-col gap-4">
        <p className="rounded-2xl bg-brand-50 px-5 py-4 font-medium text-brand-900">
          {t('done', { baby: list.child })}
        </p>
        <Link href={`/list/${list.url}`} className={buttonClass('secondary', 'md', 'self-start')}>
          {t('toList', { baby: list.child })}
        </Link>
      </div>
    )
  return (
    <form
      method="post"
      onSubmit={async (event) => {
        event.preventDefault()
        setBusy(true)
        const taken = await run(takeBack({ token }))
        setBusy(false)
        if (taken) setDone(true)
      }}
    >
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('working') : t('confirm')}
      </Button>
    </form>
  )
}

'use client'

import { Trash2 } from 'lucide-react'
import { useRouter } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useActionRunner } from '@/components/auth/client'
import { Button } from '@/components/ui/Button'
import { useModal } from '@/components/ui/Modal'
import type { ActionResult } from '@/lib/http/action'
import type { ListView } from '@/lib/lists'

/**
 * 'Geboortelijst verwijderen' on the settings page: asks in the 'Opgelet!' modal, then deletes the list
 * with its gifts, orders and photos and goes to the parent's next list or the account page.
 */
export function DeleteListButton({
  list,
  child,
  remove,
}: {
  list: ListView
  child: string
  remove: (input: { id: number }) => Promise<ActionResult<{ next: string }>>
}) {
  const t = useTranslations('listForm')
  const modal = useModal()
  const run = useActionRunner()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const onDelete = async () => {
    if (!(await modal.confirm(t('deleteConfirm', { child }), t('deleteConfirmButton')))) return
    setBusy(true)
    const done = await run(remove({ id: list.id }))
    if (!done) {
      setBusy(false)
      return
    }
    router.replace(done.next)
    router.refresh()
  }

  return (
    <section
      aria-labelledby="delete-list-title"
      className="rounded-3xl border border-blush-200 bg-blush-50/60 p-5 sm:p-7"
    >
      <h2 id="delete-list-title" className="text-lg font-semibold text-stone-900">
        {t('deleteTitle')}
      </h2>
      <p className="mt-1 text-stone-700">{t('deleteText')}</p>
      <Button variant="danger" onClick={onDelete} disabled={busy} className="mt-4">
        <Trash2 className="size-5" aria-hidden="true" />
        {busy ? t('deleting') : t('deleteButton')}
      </Button>
    </section>
  )
}

'use client'

import { Link } from '@/i18n/navigation'
import { MailWarning, PackageOpen, Settings } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useBrowserSession } from '@/components/auth/session'
import { buttonClass } from '@/components/ui/Button'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'
import { formatIban } from '@/lib/payments/iban'

/** What the owner's island reads of a list the logged-in user owns or manages. */
interface OwnList {
  id: number
  iban: string
  role: 'OWNER' | 'MANAGER'
}

/**
 * The list with this id when the logged-in user owns or manages it, from `GET /api/lists?userId={id}` (the lists they
 * own and manage, as the sidebar reads them; decision 038), or null: the page itself carries no owner id (decision
 * 033), so it is asked, not compared.
 */
function useOwnList(userId: number | undefined, listId: number): OwnList | null {
  const [list, setList] = useState<OwnList | null>(null)
  useEffect(() => {
    if (userId === undefined) return
    const controller = new AbortController()
    fetch(`/api/lists?userId=${encodeURIComponent(userId)}`, { signal: controller.signal, cache: 'no-store' })
      .then((res) => (res.ok ? res.json() : []))
      .then((rows: unknown) => {
        const own = (Array.isArray(rows) ? rows : []).find((row) => row?.id === listId && typeof row?.iban === 'string')
        setList(own ? { id: own.id, iban: own.iban, role: own.role === 'MANAGER' ? 'MANAGER' : 'OWNER' } : null)
      })
      .catch(() => {})
    return () => controller.abort()
  }, [userId, listId])
  return userId === undefined ? null : list
}

/**
 * The owner's part of the public list page, decided in the browser so the page stays one cached document for every
 * visitor: the buttons 'Instellingen' and 'Producten beheren' (for the list's owner and its managers,
 * decision 038), and while the list is not active (its owner has not confirmed the e-mail address, decision
 * 033) a reminder to confirm with the IBAN visitors do not see yet; a manager and an administrator get a short note
 * instead.
 */
export function OwnerActions({ listId, listSlug, active }: { listId: number; listSlug: string; active: boolean }) {
  const t = useTranslations('list')
  const tm = useTranslations('managers')
  const { user } = useBrowserSession()
  const own = useOwnList(user ? Number(user.id) : undefined, listId)
  if (!user) return null
  if (!own) {
    if (active || user.role !== 'ADMIN') return null
    return (
      <p className="max-w-xl rounded-2xl bg-butter px-4 py-3 text-sm text-stone-800 ring-1 ring-amber-200">
        {t('inactiveAdmin')}
      </p>
    )
  }
  return (
    <>
      {!active && own.role === 'MANAGER' && (
        <p className="max-w-xl rounded-2xl bg-butter px-4 py-3 text-sm text-stone-800 ring-1 ring-amber-200">
          {tm('inactiveList')}
        </p>
      )}
      {!active && own.role === 'OWNER' && (
        <section
          aria-labelledby="list-inactive-owner"
          className="flex max-w-xl flex-col gap-2 rounded-3xl bg-butter p-5 text-left ring-1 ring-amber-200"
        >
          <h2 id="list-inactive-owner" className="flex items-center gap-2 font-semibold text-stone-900">
            <MailWarning className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
            {t('inactiveOwnerTitle')}
          </h2>
          <p className="text-sm text-stone-700">{t('inactiveOwnerText')}</p>
          <p className="text-sm text-stone-700">
            <span className="font-medium">{t('iban')}</span>{' '}
            <span className={`${PRIVATE_TEXT_CLASS} whitespace-nowrap font-mono tracking-wide`}>
              {formatIban(own.iban)}
            </span>
          </p>
          <Link
            href="/user/account"
            className="self-start text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('inactiveOwnerLink')}
          </Link>
        </section>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Link href={`/list/${listSlug}/settings`} className={buttonClass('secondary', 'sm')}>
          <Settings aria-hidden="true" className="h-4 w-4" />
          {t('settings')}
        </Link>
        <Link href={`/list/${listSlug}/products`} className={buttonClass('secondary', 'sm')}>
          <PackageOpen aria-hidden="true" className="h-4 w-4" />
          {t('manageProducts')}
        </Link>
      </div>
    </>
  )
}

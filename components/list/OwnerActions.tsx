'use client'

import Link from 'next/link'
import { PackageOpen, Settings } from 'lucide-react'
import { useBrowserSession } from '@/components/auth/session'
import { useTranslations } from 'next-intl'
import { buttonClass } from '@/components/ui/Button'

/**
 * The owner's buttons on the public list page (spec §2, §6: only when the logged-in user's id equals the
 * list's userId). Decided in the browser so the page itself stays one cached document for every visitor.
 */
export function OwnerActions({ listSlug, listUserId }: { listSlug: string; listUserId: number }) {
  const t = useTranslations('list')
  const { user } = useBrowserSession()
  if (!user || String(user.id) !== String(listUserId)) return null
  return (
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
  )
}

'use client'

import { RotateCcw } from 'lucide-react'
import { Link } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { Button, buttonClass } from '@/components/ui/Button'

/**
 * The error boundary of every page below the root layout: a calm Dutch message, 'Opnieuw proberen'
 * (re-fetches and re-renders the segment) and a way home. The header and footer stay usable.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('layout')
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{t('errorTitle')}</h1>
      <p className="mt-4 text-lg text-stone-600">{t('errorText')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => retry()}>
          <RotateCcw className="size-5" aria-hidden="true" />
          {t('errorRetry')}
        </Button>
        <Link href="/site/index" className={buttonClass('secondary')}>
          {t('errorHome')}
        </Link>
      </div>
    </div>
  )
}

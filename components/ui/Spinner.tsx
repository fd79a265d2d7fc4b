import clsx from 'clsx'
import { useTranslations } from 'next-intl'

/**
 * A loading indicator announced to screen readers ('Laden...' unless `label` says otherwise).
 * Works in server and client components (next-intl's `useTranslations` supports both).
 */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useTranslations('layout')
  return (
    <span role="status" className={clsx('inline-flex items-center justify-center', className)}>
      <svg className="size-6 animate-spin text-brand-500" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  )
}

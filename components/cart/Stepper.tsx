'use client'

import { Minus, Plus } from 'lucide-react'
import { iconButton } from './styles'

/**
 * '−', a count, '+': the parts of a split gift and the units of a gift wanted several times, in the cart and the
 * drawer. The count is announced when it changes.
 */
export function Stepper({
  count,
  less,
  more,
  groupLabel,
  className = 'flex items-center gap-2',
  countClassName = 'min-w-16 text-center text-sm text-stone-600',
}: {
  count: string
  less: { label: string; onClick: () => void; disabled?: boolean }
  more: { label: string; onClick: () => void; disabled?: boolean }
  /** Names the group when no text beside it does (the drawer). */
  groupLabel?: string
  className?: string
  countClassName?: string
}) {
  return (
    <div className={className} {...(groupLabel ? { role: 'group', 'aria-label': groupLabel } : {})}>
      <button
        type="button"
        onClick={less.onClick}
        disabled={less.disabled}
        aria-label={less.label}
        className={iconButton}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <span className={countClassName} aria-live="polite">
        {count}
      </span>
      <button
        type="button"
        onClick={more.onClick}
        disabled={more.disabled}
        aria-label={more.label}
        className={iconButton}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  )
}

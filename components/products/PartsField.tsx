'use client'

import { Minus, Plus } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Button } from '@/components/ui/Button'
import { inputClass } from '@/components/ui/TextField'
import { formatEuro } from '@/lib/money'
import { splitPrice } from '@/lib/products/split'
import { MAX_PARTS } from '@/lib/validation/product'

/** '2 x € 33,33 + € 33,34' for €100 in 3 parts (the last part carries the rest); null when it cannot split. */
export function usePartsPreview() {
  const locale = useLocale()
  const t = useTranslations('productForm')
  return (cents: number | null, count: number): string | null => {
    if (cents === null || !Number.isInteger(count) || count < 2 || count > MAX_PARTS) return null
    let prices: number[]
    try {
      prices = splitPrice(cents, count)
    } catch {
      return null
    }
    const first = prices[0]!
    const last = prices[prices.length - 1]!
    return first === last
      ? t('partsEqual', { count, price: formatEuro(first, locale) })
      : t('partsWithRest', { count: count - 1, price: formatEuro(first, locale), last: formatEuro(last, locale) })
  }
}

interface PartsFieldProps {
  id: string
  value: number
  /** react-hook-form's registration of the count; absent when the field is locked (shown, not editable). */
  field?: UseFormRegisterReturn
  onStep(next: number): void
  preview: string | null
  error?: string
  disabled?: boolean
}

/**
 * 'Aantal delen' with a minus/plus stepper (never below 1; a split needs 2, decision 010) and the part
 * prices shown live under it.
 */
export function PartsField({ id, value, field, onStep, preview, error, disabled = false }: PartsFieldProps) {
  const t = useTranslations('productForm')
  const count = Number.isFinite(value) ? value : 2
  const describedBy = [preview && `${id}-preview`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {t('parts')}
      </label>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          className="size-11 !px-0"
          aria-label={t('partsLess')}
          aria-controls={id}
          disabled={disabled || count <= 2}
          onClick={() => onStep(Math.max(2, count - 1))}
        >
          <Minus className="size-4" aria-hidden="true" />
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={2}
          max={MAX_PARTS}
          step={1}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass(!!error, '!w-20 text-center disabled:bg-stone-100 disabled:text-stone-500')}
          {...(field ?? { value, readOnly: true })}
        />
        <Button
          variant="secondary"
          size="sm"
          className="size-11 !px-0"
          aria-label={t('partsMore')}
          aria-controls={id}
          disabled={disabled || count >= MAX_PARTS}
          onClick={() => onStep(Math.min(MAX_PARTS, count + 1))}
        >
          <Plus className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {preview && (
        <p id={`${id}-preview`} aria-live="polite" className="text-sm text-stone-700">
          {t('partsPreview', { prices: preview })}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-blush-700">
          {error}
        </p>
      )}
    </div>
  )
}

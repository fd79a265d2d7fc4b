'use client'

import { useEffect, useState } from 'react'
import { Check, Copy } from 'lucide-react'
import { useTranslations } from 'next-intl'

/** Copies a value (IBAN, structured communication) to the clipboard and says so, visually and to screen readers. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('order')
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      // No clipboard access (insecure context, denied permission): the value stays visible to select by hand.
    }
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label}
      className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-brand-200 bg-white px-2.5 text-xs font-medium text-brand-700 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {copied ? (
        <Check aria-hidden="true" className="h-3.5 w-3.5" />
      ) : (
        <Copy aria-hidden="true" className="h-3.5 w-3.5" />
      )}
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </button>
  )
}

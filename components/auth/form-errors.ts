'use client'

import { useTranslations } from 'next-intl'
import { useCallback } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { useModal } from '@/components/ui/Modal'
import type { ActionError } from '@/lib/http/action'

/**
 * Error handling of the account forms, for `useActionRunner()`'s options: field messages go under their fields
 * (or into the 'Oei!' modal when the form has no such field); a rate limit is said as a rate limit, with the
 * minutes to wait, never as a wrong password. Everything else is the runner's usual 'Oei!' modal.
 * Pass `names` as a constant array (module level), so the handlers stay the same between renders.
 */
export function useAccountErrors<T extends FieldValues>(
  setError: UseFormSetError<T> | null,
  names: readonly Path<T>[] = [],
) {
  const t = useTranslations('account')
  const modal = useModal()
  const onFields = useCallback(
    (fields: Record<string, string>) => {
      let shown = false
      for (const [name, message] of Object.entries(fields)) {
        if (!setError || !names.includes(name as Path<T>)) continue
        setError(name as Path<T>, { message }, { shouldFocus: !shown })
        shown = true
      }
      if (!shown) void modal.error(Object.values(fields)[0] ?? '')
    },
    [setError, names, modal],
  )
  const onError = useCallback(
    (error: ActionError) => {
      if (error.code !== 'RATE_LIMITED') return false
      // The per-account login lock has its own, exact message; the per-address limits get the minutes to wait.
      const retryAfter = Number(error.details?.retryAfter ?? 60)
      void modal.error(
        error.details?.account ? error.message : t('rateLimited', { minutes: Math.max(1, Math.ceil(retryAfter / 60)) }),
      )
      return true
    },
    [modal, t],
  )
  return { onFields, onError }
}

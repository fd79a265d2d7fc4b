'use client'

import { signOut } from 'next-auth/react'
import { useTranslations } from 'next-intl'
import { useCallback } from 'react'
import { useModal } from '@/components/ui/Modal'
import { CART_SLUG_STORAGE_KEY, CART_STORAGE_KEY } from '@/components/cart/CartProvider'
import type { ActionError, ActionResult } from '@/lib/http/action'

/** The browser storage keys that logging out clears (the current user lives in next-auth's cookie). */
const STORAGE_KEYS = [CART_STORAGE_KEY, CART_SLUG_STORAGE_KEY]

/**
 * Logs out (docs/rules.md#accounts): clears the browser storage keys and the session, then loads `callbackUrl` as a
 * fresh page so no state of the old session survives in memory.
 */
export async function logout(callbackUrl = '/site/index'): Promise<void> {
  try {
    for (const key of STORAGE_KEYS) localStorage.removeItem(key)
  } catch {
    // Storage unavailable (private mode): nothing to clear.
  }
  await signOut({ callbackUrl })
}

/** A 401 from any call logs the user out and goes to the login page, coming back here afterwards. */
export async function logoutAfter401(): Promise<void> {
  const back = window.location.pathname + window.location.search
  await logout(`/user/login?callbackUrl=${encodeURIComponent(back)}`)
}

/**
 * Runs server actions the way errors are handled everywhere (docs/rules.md#errors): a 401 logs out and goes to /user/login; a validation error
 * with field messages is handed to `onFields` (the form shows them) when given; any other error opens the 'Oei!'
 * modal with the server's Dutch message. Resolves to the data, or undefined when the action failed.
 */
export function useActionRunner() {
  const modal = useModal()
  const t = useTranslations('errors')
  return useCallback(
    async <T>(
      call: Promise<ActionResult<T>>,
      options: {
        onFields?: (fields: Record<string, string>) => void
        onError?: (error: ActionError) => boolean | void
      } = {},
    ): Promise<T | undefined> => {
      let result: ActionResult<T>
      try {
        result = await call
      } catch {
        // The action could not be reached at all (offline, server down).
        result = { ok: false, error: { code: 'INTERNAL', status: 500, message: '', details: null } }
      }
      if (result.ok) return result.data
      const { error } = result
      if (error.status === 401) {
        await logoutAfter401()
        return undefined
      }
      if (options.onError?.(error) === true) return undefined
      if (error.fields && options.onFields) {
        options.onFields(error.fields)
        return undefined
      }
      await modal.error(error.message || t('internal'))
      return undefined
    },
    [modal, t],
  )
}

/**
 * `fetch` for the REST API from the browser with the usual error handling (docs/rules.md#errors): a 401 logs out and goes to the login
 * page; any other error status throws an Error with the server's Dutch message (or the status text).
 */
export async function apiFetch<T>(input: string, init?: RequestInit): Promise<T> {
  const res = await fetch(input, init)
  if (res.status === 401) {
    await logoutAfter401()
    throw new Error(res.statusText)
  }
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
  if (!res.ok) throw new Error(body?.error?.message || res.statusText)
  return body as T
}

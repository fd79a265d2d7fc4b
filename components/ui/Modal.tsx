'use client'

import dynamic from 'next/dynamic'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { onFirstInteraction } from './first-interaction'
import { useCloseOnBack } from './use-close-on-back'

const loadDialog = () => import('./ModalDialog')
const ModalDialog = dynamic(() => loadDialog().then((m) => m.ModalDialog), { ssr: false })

/** What the modal shows (closed, confirm, error). */
export type ModalContent =
  { kind: 'confirm'; message: string; confirmText?: string; title?: string } | { kind: 'error'; message: string }

/** Opens the app-wide modal; each call resolves when the modal closes again (docs/rules.md#app-shell). */
export interface ModalApi {
  /**
   * 'Opgelet!' (or `title`) with `message`, a confirm button (`confirmText`, default 'Bevestigen') and
   * 'Annuleren': true on confirm, false on 'Annuleren', Escape or a click outside.
   */
  confirm(message: string, confirmText?: string, title?: string): Promise<boolean>
  /** 'Oei!' with `message` and 'Ok'; resolves once dismissed. */
  error(message: string): Promise<void>
}

const ModalContext = createContext<ModalApi | null>(null)

/**
 * Holds the one modal of the app. Only one is open at a time: a new call
 * settles the previous one as dismissed (confirm → false) before showing itself.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  // The content outlives `open` so the closing animation still shows the text.
  const [content, setContent] = useState<ModalContent | null>(null)
  const settle = useRef<((confirmed: boolean) => void) | null>(null)
  // The modal is opened by code, not by a Radix trigger: remember what had the focus to give it back on close.
  const returnFocus = useRef<HTMLElement | null>(null)

  const close = useCallback((confirmed: boolean) => {
    const resolve = settle.current
    settle.current = null
    setOpen(false)
    resolve?.(confirmed)
  }, [])

  const show = useCallback((next: ModalContent, resolve: (confirmed: boolean) => void) => {
    settle.current?.(false)
    settle.current = resolve
    const active = document.activeElement
    // A modal replacing another keeps the element focused before the first one.
    if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="alertdialog"]'))
      returnFocus.current = active
    setContent(next)
    setOpen(true)
  }, [])

  useCloseOnBack(open, () => close(false), 'modal')
  // Fetched before it is needed: a modal that reports a lost connection must not wait for the network itself.
  useEffect(() => onFirstInteraction(() => void loadDialog()), [])

  const api = useMemo<ModalApi>(
    () => ({
      confirm: (message, confirmText, title) =>
        new Promise<boolean>((resolve) => show({ kind: 'confirm', message, confirmText, title }, resolve)),
      error: (message) => new Promise<void>((resolve) => show({ kind: 'error', message }, () => resolve())),
    }),
    [show],
  )

  return (
    <ModalContext.Provider value={api}>
      {children}
      {/* Its code (Radix dialog) is fetched the first time a modal opens, not with every page. */}
      {content && <ModalDialog open={open} content={content} onClose={close} returnFocusRef={returnFocus} />}
    </ModalContext.Provider>
  )
}

/**
 * The app-wide modal: `await modal.confirm('Ben je zeker…?', 'Wissen')` or `await modal.error(message)`.
 * Must be used below `ModalProvider` (it is in the root providers).
 */
export function useModal(): ModalApi {
  const api = useContext(ModalContext)
  if (!api) throw new Error('useModal() must be used inside <ModalProvider>')
  return api
}

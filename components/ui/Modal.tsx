'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { AlertTriangle, CircleAlert } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { Button } from './Button'

/** What the modal shows (spec §3 "modal state": closed, confirm, error). */
type ModalContent =
  | { kind: 'confirm'; message: string; confirmText?: string; title?: string }
  | { kind: 'error'; message: string }

/** Opens the app-wide modal; each call resolves when the modal closes again (spec §4). */
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
 * Holds the one modal of the app (spec §2 "Modal"). Only one is open at a time: a new call
 * settles the previous one as dismissed (confirm → false) before showing itself.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('modal')
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
    if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="alertdialog"]')) returnFocus.current = active
    setContent(next)
    setOpen(true)
  }, [])

  const api = useMemo<ModalApi>(
    () => ({
      confirm: (message, confirmText, title) =>
        new Promise<boolean>((resolve) => show({ kind: 'confirm', message, confirmText, title }, resolve)),
      error: (message) => new Promise<void>((resolve) => show({ kind: 'error', message }, () => resolve())),
    }),
    [show],
  )

  const isConfirm = content?.kind === 'confirm'
  const Icon = isConfirm ? AlertTriangle : CircleAlert

  return (
    <ModalContext.Provider value={api}>
      {children}
      <Dialog.Root open={open} onOpenChange={(next) => !next && close(false)}>
        <Dialog.Portal>
          <Dialog.Overlay className="animate-overlay fixed inset-0 z-50 bg-stone-900/40 backdrop-blur-[2px]" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              const target = returnFocus.current
              returnFocus.current = null
              if (target?.isConnected) {
                event.preventDefault()
                target.focus()
              }
            }}
            role="alertdialog"
            className="animate-modal fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl focus:outline-none sm:p-8"
          >
            <div className="flex items-start gap-4">
              <span
                className={
                  isConfirm
                    ? 'grid size-11 shrink-0 place-items-center rounded-full bg-butter text-amber-700'
                    : 'grid size-11 shrink-0 place-items-center rounded-full bg-blush-100 text-blush-600'
                }
                aria-hidden="true"
              >
                <Icon className="size-6" />
              </span>
              <div className="min-w-0 flex-1">
                <Dialog.Title className="text-xl font-bold text-stone-900">
                  {content?.kind === 'confirm' ? (content.title ?? t('confirmTitle')) : t('errorTitle')}
                </Dialog.Title>
                <Dialog.Description className="mt-2 whitespace-pre-line text-stone-600">
                  {content?.message}
                </Dialog.Description>
              </div>
            </div>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              {isConfirm ? (
                <>
                  {/* Cancel comes first in the DOM so it gets the initial focus: the safe choice. */}
                  <Button variant="secondary" onClick={() => close(false)}>
                    {t('cancel')}
                  </Button>
                  <Button onClick={() => close(true)}>
                    {content.kind === 'confirm' && content.confirmText ? content.confirmText : t('confirm')}
                  </Button>
                </>
              ) : (
                <Button onClick={() => close(false)}>{t('ok')}</Button>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
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

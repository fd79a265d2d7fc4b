'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { AlertTriangle, CircleAlert } from 'lucide-react'
import { useTranslations } from 'next-intl'
import type { RefObject } from 'react'
import { Button } from './Button'
import type { ModalContent } from './Modal'

/**
 * The dialog of the app-wide modal: 'Opgelet!' with 'Annuleren' and a confirm button, or 'Oei!'
 * with 'Ok'. State and API live in `ModalProvider`; this part is loaded when the first modal opens.
 */
export function ModalDialog({
  open,
  content,
  onClose,
  returnFocusRef,
}: {
  open: boolean
  content: ModalContent
  onClose: (confirmed: boolean) => void
  returnFocusRef: RefObject<HTMLElement | null>
}) {
  const t = useTranslations('modal')
  const isConfirm = content.kind === 'confirm'
  const Icon = isConfirm ? AlertTriangle : CircleAlert

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-overlay fixed inset-0 z-50 bg-stone-900/40 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef.current
            returnFocusRef.current = null
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
                {content.kind === 'confirm' ? (content.title ?? t('confirmTitle')) : t('errorTitle')}
              </Dialog.Title>
              <Dialog.Description className="mt-2 whitespace-pre-line text-stone-600">
                {content.message}
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {isConfirm ? (
              <>
                {/* Cancel comes first in the DOM so it gets the initial focus: the safe choice. */}
                <Button variant="secondary" onClick={() => onClose(false)}>
                  {t('cancel')}
                </Button>
                <Button onClick={() => onClose(true)}>
                  {content.kind === 'confirm' && content.confirmText ? content.confirmText : t('confirm')}
                </Button>
              </>
            ) : (
              <Button onClick={() => onClose(false)}>{t('ok')}</Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

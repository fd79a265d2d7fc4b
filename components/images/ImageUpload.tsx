'use client'

import clsx from 'clsx'
import { ImageIcon, Trash2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { logoutAfter401 } from '@/components/auth/client'
import { ProductImage } from '@/components/cart/ProductImage'
import { Button } from '@/components/ui/Button'
import { useModal } from '@/components/ui/Modal'
import { Spinner } from '@/components/ui/Spinner'

/** The server's limit (lib/images MAX_UPLOAD_BYTES), checked here too so a huge photo is not sent for nothing. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'

export interface ImageUploadProps {
  /** Id of the file input; the label, hint and error hang on it. */
  id: string
  label: string
  /** The list the image belongs to: the upload's `folder`. */
  listSlug: string
  /** The current image URL (shown as the preview), or null. */
  value: string | null
  /** Called with the uploaded image's URL, or null when the image is removed. */
  onChange(url: string | null): void
  /** The form's validation message for the image, shown under the field. */
  error?: string
  /** Help under the field; by default the accepted formats and the 5 MB limit. */
  hint?: string
}

/**
 * The product image field (docs/rules.md#uploads): shows the current image; choosing a file
 * uploads it at once to POST /api/images/upload and the returned secure_url becomes the value (and the preview).
 * While uploading, a spinner shows and the file input is hidden. A refusal (413, 415, 429) opens the 'Oei!' modal
 * with the server's Dutch message; the account's upload quota (409 UPLOAD_QUOTA_EXCEEDED) is said in the
 * field itself, as the server words it, until an upload succeeds: it is about the account, not this file, and the rest
 * of the form can still be saved (decision 035). A 401 logs out and goes to the login page. The upload state is
 * announced to screen readers.
 */
export function ImageUpload({ id, label, listSlug, value, onChange, error, hint }: ImageUploadProps) {
  const t = useTranslations('images')
  const tErrors = useTranslations('errors')
  const modal = useModal()
  const [uploading, setUploading] = useState(false)
  const [status, setStatus] = useState('')
  // The server's quota message, shown under the field.
  const [quota, setQuota] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const abort = useRef<AbortController | null>(null)
  // The input is unmounted during the upload: meanwhile the field's box holds the focus (so the 'Oei!' modal
  // returns it there, not to the page), and the input gets it back afterwards.
  const refocus = useRef(false)

  useEffect(() => () => abort.current?.abort(), [])
  useEffect(() => {
    if (!uploading && refocus.current) {
      refocus.current = false
      input.current?.focus()
    }
  }, [uploading])

  async function fail(message: string) {
    setStatus(t('failed'))
    await modal.error(message)
    // The modal has no trigger to give the focus back to: the field takes it, ready for another try.
    requestAnimationFrame(() => input.current?.focus())
  }

  async function upload(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) return fail(t('tooLarge'))
    const body = new FormData()
    body.set('image', file)
    body.set('folder', listSlug)
    const controller = new AbortController()
    abort.current = controller
    refocus.current = document.activeElement === input.current
    if (refocus.current) box.current?.focus({ preventScroll: true })
    setUploading(true)
    setStatus(t('uploading'))
    try {
      const res = await fetch('/api/images/upload', { method: 'POST', body, signal: controller.signal })
      if (res.status === 401) {
        refocus.current = false
        await logoutAfter401()
        return
      }
      const answer = (await res.json().catch(() => null)) as {
        secure_url?: unknown
        error?: { code?: string; message?: string }
      } | null
      if (answer?.error?.code === 'UPLOAD_QUOTA_EXCEEDED' && answer.error.message) {
        setUploading(false)
        setQuota(answer.error.message)
        setStatus(t('failed'))
        return
      }
      if (!res.ok || typeof answer?.secure_url !== 'string') {
        setUploading(false)
        return await fail(answer?.error?.message || res.statusText || tErrors('internal'))
      }
      setQuota(null)
      onChange(answer.secure_url)
      setStatus(t('uploaded'))
    } catch {
      if (controller.signal.aborted) return
      setUploading(false)
      await fail(tErrors('internal'))
    } finally {
      if (!controller.signal.aborted) setUploading(false)
      if (abort.current === controller) abort.current = null
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // Cleared so choosing the same file again (after a refusal) is a change again.
    event.target.value = ''
    if (file) void upload(file)
  }

  function remove() {
    onChange(null)
    setStatus(t('removed'))
    input.current?.focus()
  }

  const helpText = hint ?? t('formats')
  const describedBy = clsx(`${id}-hint`, quota && `${id}-quota`, error && `${id}-error`)

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div
        ref={box}
        tabIndex={-1}
        className={clsx(
          'flex flex-col gap-4 rounded-2xl border bg-white p-3 focus:outline-none sm:flex-row sm:items-center',
          error ? 'border-blush-500' : 'border-stone-300',
        )}
        aria-busy={uploading || undefined}
      >
        {value ? (
          <ProductImage
            src={value}
            alt={t('preview')}
            width={112}
            height={112}
            eager
            className="size-28 shrink-0 rounded-xl bg-stone-100 object-cover"
          />
        ) : (
          <div className="grid size-28 shrink-0 place-items-center rounded-xl bg-cream text-center text-xs text-stone-600 ring-1 ring-stone-200">
            <span className="flex flex-col items-center gap-1 px-2">
              <ImageIcon className="size-6 text-stone-400" aria-hidden="true" />
              {t('none')}
            </span>
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-3">
          {uploading ? (
            <div className="flex min-h-11 items-center gap-3 text-sm text-stone-700" aria-hidden="true">
              <Spinner />
              <span>{t('uploading')}</span>
            </div>
          ) : (
            <input
              ref={input}
              id={id}
              type="file"
              accept={ACCEPT}
              onChange={choose}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className="block w-full max-w-full rounded-full text-sm text-stone-700 file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-600 file:px-4 file:py-1.5 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            />
          )}
          {value && !uploading && (
            <Button variant="ghost" size="sm" onClick={remove}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('remove')}
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {helpText}
      </p>
      {quota && (
        <p id={`${id}-quota`} role="alert" className="text-sm font-medium text-blush-700">
          {quota}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-blush-700">
          {error}
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  )
}

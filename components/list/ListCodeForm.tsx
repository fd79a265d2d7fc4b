'use client'

import { LockKeyhole } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { openProtectedList } from '@/app/[locale]/list/[slug]/actions'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'

/**
 * The cached page of a protected list (decision 040): the same for every visitor, without names, gifts or IBAN. On
 * load it asks the server whether this browser already opened the list (its session cookie) or manages it, and then
 * shows the list in its place. Otherwise the visitor enters the code: `POST /api/lists/{id}/access` checks it (wrong
 * codes are limited) and sets the cookie, and the list appears with the focus on it.
 */
export function ListCodeForm({ listId, slug }: { listId: number; slug: string }) {
  const t = useTranslations('listCode')
  const [content, setContent] = useState<ReactNode>(null)
  const [checking, setChecking] = useState(true)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const focusContent = useRef(false)
  const contentRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let live = true
    openProtectedList(slug)
      .then((opened) => {
        if (live && opened) setContent(opened.content)
      })
      .catch(() => {})
      .finally(() => live && setChecking(false))
    return () => {
      live = false
    }
  }, [slug])

  useEffect(() => {
    if (content && focusContent.current) contentRef.current?.focus()
  }, [content])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim()
    if (!code) {
      setError(t('required'))
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      const res = await fetch(`/api/lists/${listId}/access`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
        cache: 'no-store',
      })
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
        setError(body?.error?.message ?? t('loadFailed'))
        return
      }
      const opened = await openProtectedList(slug)
      if (!opened) {
        setError(t('loadFailed'))
        return
      }
      focusContent.current = true
      setContent(opened.content)
    } catch {
      setError(t('loadFailed'))
    } finally {
      setBusy(false)
    }
  }

  if (content) {
    return (
      <div ref={contentRef} tabIndex={-1} className="focus:outline-none">
        {content}
      </div>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-16">
      <section
        aria-labelledby="list-code-title"
        className="flex flex-col items-center gap-4 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100 sm:p-8"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <LockKeyhole aria-hidden="true" className="size-7" />
        </span>
        <h1 id="list-code-title" className="text-2xl font-bold text-stone-800 sm:text-3xl">
          {t('title')}
        </h1>
        <p className="text-stone-600">{t('intro')}</p>
        <form method="post" noValidate onSubmit={submit} className="flex w-full flex-col gap-4 text-left">
          <TextField
            id="list-code"
            name="code"
            label={t('label')}
            hint={t('hint')}
            error={error}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-required
          />
          <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-start">
            {busy ? t('submitting') : t('submit')}
          </Button>
        </form>
        <p role="status" className="min-h-5 text-sm text-stone-500">
          {checking ? t('checking') : ''}
        </p>
      </section>
    </div>
  )
}

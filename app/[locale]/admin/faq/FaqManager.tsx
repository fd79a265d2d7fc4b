'use client'

import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react'
import { Link, useRouter } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { useActionRunner } from '@/components/auth/client'
import { Button, buttonClass } from '@/components/ui/Button'
import { useModal } from '@/components/ui/Modal'
import type { FaqItemView } from '@/lib/faq'
import { createFaqAction, deleteFaqAction, updateFaqAction } from './actions'
import { FaqForm } from './FaqForm'

/**
 * Manages the FAQ on /admin/faq: the questions in their order with their answers, a
 * form to add one, an inline form to edit one, and deleting after the 'Opgelet!' confirmation. Each change is
 * announced and the list is read again from the server (router.refresh); the focus goes where the change happened.
 */
export function FaqManager({ items }: { items: FaqItemView[] }) {
  const t = useTranslations('adminFaq')
  const tl = useTranslations('locales')
  const router = useRouter()
  const modal = useModal()
  const run = useActionRunner()
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [status, setStatus] = useState('')
  const focusAfter = useRef<string | null>(null)

  // After a change the list is re-rendered from the server: move the focus after the first render that has the target.
  useEffect(() => {
    if (!focusAfter.current) return
    const target = document.getElementById(focusAfter.current)
    if (target) {
      target.focus()
      focusAfter.current = null
    }
  })

  const done = (message: string, focusId: string) => {
    setEditing(null)
    setStatus(message)
    focusAfter.current = focusId
    router.refresh()
  }

  const remove = async (item: FaqItemView) => {
    if (!(await modal.confirm(t('deleteConfirm', { title: item.title }), t('deleteConfirmButton')))) return
    const result = await run(deleteFaqAction({ id: item.id }))
    if (result !== undefined) done(t('deleted', { title: item.title }), 'faq-add')
  }

  return (
    <div className="space-y-6 p-5 sm:p-7">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          href="/site/faq"
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t('viewPage')}
          <ExternalLink className="size-4" aria-hidden="true" />
        </Link>
        {editing !== 'new' && (
          <Button id="faq-add" onClick={() => setEditing('new')}>
            <Plus className="size-5" aria-hidden="true" />
            {t('add')}
          </Button>
        )}
      </div>
      <p role="status" className="text-sm font-medium text-brand-800 empty:hidden">
        {status}
      </p>

      {editing === 'new' && (
        <FaqForm
          save={(values) => createFaqAction({ values })}
          onSaved={(item) => done(t('created', { title: item.title }), `faq-edit-${item.id}`)}
          onCancel={() => {
            setEditing(null)
            focusAfter.current = 'faq-add'
          }}
        />
      )}

      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-brand-200 px-6 py-8 text-center text-stone-600">
          {t('empty')}
        </p>
      ) : (
        <ol aria-label={t('listLabel')} className="divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.id} className="py-5 first:pt-0 last:pb-0">
              {editing === item.id ? (
                <FaqForm
                  item={item}
                  save={(values) => updateFaqAction({ id: item.id, values })}
                  onSaved={(saved) => done(t('saved', { title: saved.title }), `faq-edit-${item.id}`)}
                  onCancel={() => {
                    setEditing(null)
                    focusAfter.current = `faq-edit-${item.id}`
                  }}
                />
              ) : (
                <article
                  aria-labelledby={`faq-title-${item.id}`}
                  className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
                      <span lang={item.locale}>{tl(item.locale)}</span> · {t('order', { weight: item.weight })}
                    </p>
                    <h3 id={`faq-title-${item.id}`} className="mt-1 font-semibold text-stone-900">
                      {item.title}
                    </h3>
                    <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-stone-600">{item.text}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <button
                      id={`faq-edit-${item.id}`}
                      type="button"
                      onClick={() => setEditing(item.id)}
                      aria-label={t('editLabel', { title: item.title })}
                      className={buttonClass('secondary', 'sm')}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                      {t('edit')}
                    </button>
                    <button
                      type="button"
                      onClick={() => remove(item)}
                      aria-label={t('deleteLabel', { title: item.title })}
                      className={buttonClass('danger', 'sm')}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      {t('delete')}
                    </button>
                  </div>
                </article>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

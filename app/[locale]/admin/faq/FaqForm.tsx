'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Save } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { useActionRunner } from '@/components/auth/client'
import { Button } from '@/components/ui/Button'
import { setFieldErrors } from '@/components/ui/field-errors'
import { SelectField, TextareaField, TextField } from '@/components/ui/TextField'
import { LocaleOptions } from '@/components/ui/LocaleOptions'
import type { ActionResult } from '@/lib/http/action'
import type { FaqItemView } from '@/lib/faq'
import { faqSchema, type FaqInput, type FaqValues } from '@/lib/validation/faq'

const fields = ['title', 'text', 'weight', 'locale'] as const

/**
 * The form of one FAQ item on /admin/faq (add or edit): language, question, answer (plain text) and position, checked with the
 * server's own `faqSchema`; an invalid submit shows every message and focuses the first wrong field.
 * `save` is the server action; `onSaved` gets the stored item.
 */
export function FaqForm({
  item,
  save,
  onSaved,
  onCancel,
}: {
  item?: FaqItemView
  save: (values: FaqValues) => Promise<ActionResult<FaqItemView>>
  onSaved: (item: FaqItemView) => void
  onCancel: () => void
}) {
  const t = useTranslations('adminFaq')
  const run = useActionRunner()
  const prefix = item ? `faq-${item.id}` : 'faq-new'
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FaqInput, unknown, FaqValues>({
    resolver: zodResolver(faqSchema),
    mode: 'onTouched',
    defaultValues: {
      title: item?.title ?? '',
      text: item?.text ?? '',
      weight: item ? String(item.weight) : '',
      locale: item?.locale ?? 'nl',
    },
  })

  const submit = async (values: FaqValues) => {
    const saved = await run(save(values), { onFields: (messages) => setFieldErrors(setError, fields, messages) })
    if (saved) onSaved(saved)
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-labelledby={`${prefix}-heading`}
      className="space-y-4 rounded-2xl bg-brand-50/60 p-5 ring-1 ring-brand-100"
    >
      <h2 id={`${prefix}-heading`} className="text-lg font-semibold text-stone-900">
        {item ? t('editTitle') : t('newTitle')}
      </h2>
      <SelectField
        id={`${prefix}-locale`}
        label={t('fieldLocale')}
        error={errors.locale?.message}
        className="sm:max-w-xs"
        {...register('locale')}
      >
        <LocaleOptions />
      </SelectField>
      <TextField
        id={`${prefix}-title`}
        label={t('fieldTitle')}
        type="text"
        autoComplete="off"
        aria-required="true"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        id={`${prefix}-text`}
        label={t('fieldText')}
        rows={8}
        aria-required="true"
        hint={t('textHint')}
        error={errors.text?.message}
        {...register('text')}
      />
      <TextField
        id={`${prefix}-weight`}
        label={t('fieldWeight')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint={t('weightHint')}
        error={errors.weight?.message}
        className="sm:max-w-xs"
        {...register('weight')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          <Save className="size-5" aria-hidden="true" />
          {isSubmitting ? t('saving') : t('save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  )
}

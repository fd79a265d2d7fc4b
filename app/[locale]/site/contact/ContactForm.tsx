'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck, Send } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useActionRunner } from '@/components/auth/client'
import { Button } from '@/components/ui/Button'
import { setFieldErrors } from '@/components/ui/field-errors'
import { TextareaField, TextField } from '@/components/ui/TextField'
import {
  contactFields,
  contactSchema,
  HONEYPOT_FIELD,
  type ContactInput,
  type ContactValues,
} from '@/lib/validation/contact'
import { sendContactAction } from './actions'

/** The success text, focused when it replaces the form so a screen reader reads it and the focus is not lost. */
function Sent({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex items-start gap-3 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-200 focus:outline-none sm:p-8"
    >
      <CircleCheck className="mt-0.5 size-7 shrink-0 text-brand-600" aria-hidden="true" />
      <p className="text-lg font-semibold text-brand-900">{message}</p>
    </div>
  )
}

/**
 * The contact form: name, e-mail and message with the server's own `contactSchema`; an invalid
 * submit shows every message and focuses the first wrong field; a valid one is sent through the server action and the
 * form is replaced by 'Je bericht is verzonden, je mag snel een antwoord verwachten!'. Server field messages go under
 * their fields; a rate limit or any other error opens the 'Oei!' modal with the server's Dutch message. A hidden
 * honeypot field, out of reach of people, the keyboard and screen readers, catches bots.
 */
export function ContactForm() {
  const t = useTranslations('contact')
  const run = useActionRunner()
  const [sent, setSent] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: { fromName: '', fromEmail: '', message: '', [HONEYPOT_FIELD]: '' },
  })

  const submit = async (values: ContactValues) => {
    const answer = await run(sendContactAction(values), {
      onFields: (fields) => setFieldErrors(setError, contactFields, fields),
    })
    if (answer) setSent(answer.message)
  }

  if (sent) return <Sent message={sent} />

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="relative space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-100 sm:p-7"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label={t('name')}
          type="text"
          autoComplete="name"
          aria-required="true"
          error={errors.fromName?.message}
          {...register('fromName')}
        />
        <TextField
          id="contact-email"
          label={t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          aria-required="true"
          hint={t('emailHint')}
          error={errors.fromEmail?.message}
          {...register('fromEmail')}
        />
      </div>
      <TextareaField
        id="contact-message"
        label={t('message')}
        rows={7}
        aria-required="true"
        error={errors.message?.message}
        {...register('message')}
      />
      {/* The honeypot: off screen, hidden from assistive technology, out of the tab order and not autofilled. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('honeypot')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        <Send className="size-5" aria-hidden="true" />
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  )
}

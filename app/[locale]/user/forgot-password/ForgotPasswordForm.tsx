'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck, Send } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useActionRunner } from '@/components/auth/client'
import { useAccountErrors } from '@/components/auth/form-errors'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/validation/account'
import { forgotPasswordAction } from './actions'

const FIELDS = ['email'] as const

/** The e-mail field; after sending, the same message whatever the address (it never tells who has an account). */
export function ForgotPasswordForm() {
  const t = useTranslations('password')
  const run = useActionRunner()
  const [sent, setSent] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  })
  const handlers = useAccountErrors(setError, FIELDS)

  const submit = async (values: ForgotPasswordInput) => {
    const result = await run(forgotPasswordAction(values), handlers)
    if (result !== undefined) setSent(true)
  }

  return (
    <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100">
      <div role="status" aria-live="polite">
        {sent && (
          <p className="flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-brand-800">
            <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>{t('forgotSent')}</span>
          </p>
        )}
      </div>
      {!sent && (
        <form method="post" noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
          <TextField
            id="forgot-email"
            label={t('email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" disabled={isSubmitting} className="w-full">
            <Send className="size-5" aria-hidden="true" />
            {isSubmitting ? t('forgotSubmitting') : t('forgotSubmit')}
          </Button>
        </form>
      )}
    </div>
  )
}

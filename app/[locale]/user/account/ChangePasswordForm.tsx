'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useActionRunner } from '@/components/auth/client'
import { useAccountErrors } from '@/components/auth/form-errors'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'
import { PASSWORD_MIN, changePasswordFormSchema, type ChangePasswordFormInput } from '@/lib/validation/account'
import { changePasswordAction } from './actions'

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordRepeat'] as const
const EMPTY = { currentPassword: '', newPassword: '', newPasswordRepeat: '' }

/** Current password, the new one twice; afterwards this browser stays logged in and every other session ends. */
export function ChangePasswordForm() {
  const t = useTranslations('password')
  const run = useActionRunner()
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  const handlers = useAccountErrors(setError, FIELDS)

  const submit = async (values: ChangePasswordFormInput) => {
    setDone(false)
    const result = await run(
      changePasswordAction({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
      handlers,
    )
    if (result === undefined) return
    reset(EMPTY)
    setDone(true)
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(submit)} className="mt-5 space-y-5">
      <TextField
        id="password-current"
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        id="password-new"
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('hint', { min: PASSWORD_MIN })}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        id="password-new-repeat"
        label={t('newPasswordRepeat')}
        type="password"
        autoComplete="new-password"
        error={errors.newPasswordRepeat?.message}
        {...register('newPasswordRepeat')}
      />
      <p role="status" className="text-sm font-medium text-brand-800 empty:hidden">
        {done ? t('changeDone') : ''}
      </p>
      <Button type="submit" disabled={isSubmitting}>
        <KeyRound className="size-5" aria-hidden="true" />
        {isSubmitting ? t('changeSubmitting') : t('changeSubmit')}
      </Button>
    </form>
  )
}

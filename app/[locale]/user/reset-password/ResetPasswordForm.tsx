'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck, KeyRound, LinkIcon } from 'lucide-react'
import { Link } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useActionRunner } from '@/components/auth/client'
import { useAccountErrors } from '@/components/auth/form-errors'
import { Button, buttonClass } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'
import { AuthPage } from '@/components/auth/AuthPage'
import { PASSWORD_MIN, resetPasswordFormSchema, type ResetPasswordFormInput } from '@/lib/validation/account'
import { resetPasswordAction } from './actions'

const FIELDS = ['password', 'passwordRepeat'] as const

/** A used, replaced or expired link: said plainly, with the way to a new one. */
export function LinkInvalid() {
  const t = useTranslations('password')
  return (
    <div className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100">
      <p className="flex items-start gap-3 text-stone-700">
        <LinkIcon className="mt-0.5 size-5 shrink-0 text-blush-600" aria-hidden="true" />
        <span>{t('linkInvalid')}</span>
      </p>
      <Link href="/user/forgot-password" className={buttonClass('primary', 'md', 'mt-6 w-full')}>
        {t('requestNew')}
      </Link>
    </div>
  )
}

/**
 * The reset page's content: the new password twice, or the dead-link notice. Its state starts from `usable` and then
 * stays its own: the action that sets the password also sets the device cookie, after which Next renders the page
 * again, and the used link would turn the success into 'this link no longer works'.
 */
export function ResetPassword({ token, usable }: { token: string; usable: boolean }) {
  const t = useTranslations('password')
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(usable ? 'form' : 'invalid')
  return (
    <AuthPage title={state === 'invalid' ? t('linkInvalidTitle') : t('resetTitle')}>
      {state === 'invalid' ? (
        <LinkInvalid />
      ) : state === 'done' ? (
        <ResetDone />
      ) : (
        <>
          <p className="mt-2 text-stone-600">{t('resetIntro')}</p>
          <ResetPasswordForm token={token} onDone={() => setState('done')} onInvalid={() => setState('invalid')} />
        </>
      )}
    </AuthPage>
  )
}

function ResetDone() {
  const t = useTranslations('password')
  return (
    <div role="status" className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100">
      <p className="flex items-start gap-3 text-brand-800">
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>{t('resetDone')}</span>
      </p>
      <Link href="/user/login" className={buttonClass('primary', 'md', 'mt-6 w-full')}>
        {t('login')}
      </Link>
    </div>
  )
}

/** The new password twice; afterwards every session has ended, so the parent logs in with the new password. */
function ResetPasswordForm({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: () => void }) {
  const t = useTranslations('password')
  const run = useActionRunner()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', passwordRepeat: '' },
  })
  const { onFields, onError } = useAccountErrors(setError, FIELDS)

  const submit = async (values: ResetPasswordFormInput) => {
    const result = await run(resetPasswordAction({ token, password: values.password }), {
      onFields,
      // Used meanwhile (another tab) or expired while the form was open: the same page as for a dead link.
      onError: (error) => (error.code === 'TOKEN_INVALID' ? (onInvalid(), true) : onError(error)),
    })
    if (result) onDone()
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="mt-8 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100"
    >
      <TextField
        id="reset-password"
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('hint', { min: PASSWORD_MIN })}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="reset-password-repeat"
        label={t('newPasswordRepeat')}
        type="password"
        autoComplete="new-password"
        error={errors.passwordRepeat?.message}
        {...register('passwordRepeat')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        <KeyRound className="size-5" aria-hidden="true" />
        {isSubmitting ? t('resetSubmitting') : t('resetSubmit')}
      </Button>
    </form>
  )
}

'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { UserPlus } from 'lucide-react'
import { Link } from '@/i18n/navigation'
import { signIn } from 'next-auth/react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useActionRunner } from '@/components/auth/client'
import { useAccountErrors } from '@/components/auth/form-errors'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'
import { sameOriginPath, withCallback } from '@/lib/auth/callback-url'
import { PASSWORD_MIN, registerFormSchema, type RegisterFormInput } from '@/lib/validation/account'
import { registerAction } from './actions'

const FIELDS = ['name', 'email', 'password', 'passwordRepeat'] as const

/**
 * The registration form: on success the new parent is logged in (next-auth credentials) and goes to the callback
 * when it is a path on this site (the create wizard sends /list/tempcreate), else to /list/create.
 */
export function RegisterForm({ callbackUrl }: { callbackUrl: string | null }) {
  const t = useTranslations('register')
  const tPassword = useTranslations('password')
  const run = useActionRunner()
  const [loginFailed, setLoginFailed] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', passwordRepeat: '' },
  })
  const handlers = useAccountErrors(setError, FIELDS)

  const submit = async (values: RegisterFormInput) => {
    setLoginFailed(false)
    const created = await run(registerAction(values), handlers)
    if (!created) return
    const login = await signIn('credentials', {
      redirect: false,
      email: created.email,
      password: values.password,
    }).catch(() => undefined)
    if (!login?.ok) {
      // The account exists; only the automatic login failed (a login limit, say): the parent logs in by hand.
      setLoginFailed(true)
      return
    }
    // A full page load, not router.replace: the client router may still hold the redirect the proxy gave this
    // path while nobody was logged in (/list/tempcreate -> /user/register), and the new session starts clean.
    window.location.assign(sameOriginPath(callbackUrl, window.location.origin) ?? '/list/create')
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="mt-8 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100"
    >
      <TextField
        id="register-name"
        label={t('name')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id="register-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="register-password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        hint={tPassword('hint', { min: PASSWORD_MIN })}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="register-password-repeat"
        label={t('passwordRepeat')}
        type="password"
        autoComplete="new-password"
        error={errors.passwordRepeat?.message}
        {...register('passwordRepeat')}
      />
      <div role="alert" aria-live="assertive">
        {loginFailed && (
          <p className="rounded-xl bg-blush-50 px-4 py-3 text-sm font-medium text-blush-700">
            {t('loginFailed')}{' '}
            <Link href={withCallback('/user/login', callbackUrl)} className="underline underline-offset-4">
              {t('toLogin')}
            </Link>
          </p>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting || loginFailed} className="w-full">
        <UserPlus className="size-5" aria-hidden="true" />
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  )
}

'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { LogIn } from 'lucide-react'
import { signIn } from 'next-auth/react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'
import messages from '@/messages/nl.json'
import { LOGIN_ERROR } from '@/lib/auth/login-errors'
import { sameOriginPath } from '@/lib/auth/callback-url'
import { afterLoginPath } from './actions'

const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: messages.validation.required })
    .pipe(z.email({ error: messages.validation.email })),
  password: z.string().min(1, { error: messages.validation.required }),
})
type LoginInput = z.infer<typeof loginSchema>

/** Logs in through next-auth's credentials provider, then goes where a user lands after login (docs/rules.md#accounts). */
export function LoginForm() {
  const t = useTranslations('login')
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  })

  const submit = async (values: LoginInput) => {
    setFailure(null)
    const result = await signIn('credentials', {
      redirect: false,
      email: values.email,
      password: values.password,
    }).catch(() => undefined)
    if (!result?.ok) {
      // A limit or a server error is said as what it is, never as a wrong password.
      const error = result?.error
      setFailure(
        error === 'CredentialsSignin'
          ? t('failed')
          : error === LOGIN_ERROR.rateLimited
            ? t('rateLimited')
            : error === LOGIN_ERROR.accountLocked
              ? t('accountLocked')
              : error === LOGIN_ERROR.busy
                ? t('busy')
                : t('error'),
      )
      return
    }
    // Asked even with a callback: it also makes the account's language this browser's.
    const home = await afterLoginPath()
    const target =
      sameOriginPath(new URLSearchParams(window.location.search).get('callbackUrl'), window.location.origin) ?? home
    // A full page load, not router.replace: the client router may still hold a redirect the proxy gave the target
    // while nobody was logged in (e.g. /list/tempcreate -> /user/register), and the new session starts clean.
    window.location.assign(target)
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="mt-8 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100"
    >
      <TextField
        id="login-email"
        label={t('email')}
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="login-password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div role="alert" aria-live="assertive">
        {failure && <p className="rounded-xl bg-blush-50 px-4 py-3 text-sm font-medium text-blush-700">{failure}</p>}
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        <LogIn className="size-5" aria-hidden="true" />
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  )
}

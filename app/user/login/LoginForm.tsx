'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { LogIn } from 'lucide-react'
import { signIn } from 'next-auth/react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/Button'
import messages from '@/messages/nl.json'
import { afterLoginPath } from './actions'

const loginSchema = z.object({
  email: z.string().trim().min(1, { error: messages.validation.required }).pipe(z.email({ error: messages.validation.email })),
  password: z.string().min(1, { error: messages.validation.required }),
})
type LoginInput = z.infer<typeof loginSchema>

/**
 * The callback as a path on this site, or null. Resolved by the URL parser exactly as the router will, so tricks
 * such as '/\\evil.example' or '/%09/evil.example' cannot turn it into an open redirect for phishing links.
 */
function sameOriginPath(callback: string | null): string | null {
  if (!callback) return null
  try {
    const url = new URL(callback, window.location.origin)
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null
  } catch {
    return null
  }
}

/** Logs in through next-auth's credentials provider, then goes where spec §2 sends a user after login. */
export function LoginForm() {
  const t = useTranslations('login')
  const router = useRouter()
  const [failed, setFailed] = useState(false)
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  })

  const submit = async (values: LoginInput) => {
    setFailed(false)
    const result = await signIn('credentials', { redirect: false, email: values.email, password: values.password })
    if (!result?.ok) {
      setFailed(true)
      return
    }
    const target = sameOriginPath(new URLSearchParams(window.location.search).get('callbackUrl')) ?? (await afterLoginPath())
    router.replace(target)
    router.refresh()
  }

  const input = 'mt-1.5 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-200'
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="mt-8 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100">
      <div>
        <label htmlFor="login-email" className="block text-sm font-semibold text-stone-800">{t('email')}</label>
        <input id="login-email" type="email" autoComplete="username" aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined} className={input} {...register('email')} />
        {errors.email && <p id="login-email-error" className="mt-1.5 text-sm font-medium text-blush-700">{errors.email.message}</p>}
      </div>
      <div>
        <label htmlFor="login-password" className="block text-sm font-semibold text-stone-800">{t('password')}</label>
        <input id="login-password" type="password" autoComplete="current-password" aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined} className={input} {...register('password')} />
        {errors.password && <p id="login-password-error" className="mt-1.5 text-sm font-medium text-blush-700">{errors.password.message}</p>}
      </div>
      <div role="alert" aria-live="assertive">
        {failed && <p className="rounded-xl bg-blush-50 px-4 py-3 text-sm font-medium text-blush-700">{t('failed')}</p>}
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        <LogIn className="size-5" aria-hidden="true" />
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  )
}

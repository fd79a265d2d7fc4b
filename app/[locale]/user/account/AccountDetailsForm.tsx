'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Save } from 'lucide-react'
import { useRouter } from '@/i18n/navigation'
import { refreshSession } from '@/components/auth/session'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useActionRunner } from '@/components/auth/client'
import { useAccountErrors } from '@/components/auth/form-errors'
import { Button } from '@/components/ui/Button'
import { SelectField, TextField } from '@/components/ui/TextField'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'
import { updateAccountSchema, type UpdateAccountInput } from '@/lib/validation/account'
import { LocaleOptions } from '@/components/ui/LocaleOptions'
import type { Locale } from '@/lib/i18n/locales'
import { updateAccountAction } from './actions'

const FIELDS = ['name', 'email', 'currentPassword', 'locale'] as const

/**
 * Name and e-mail address. A new address asks for the current password and becomes the account's only when the link
 * mailed to it is used; until then the page says which address waits for its confirmation.
 */
export function AccountDetailsForm({
  name,
  email,
  locale,
  pendingEmail,
}: {
  name: string
  email: string
  locale: Locale
  pendingEmail: string | null
}) {
  const t = useTranslations('account')
  const router = useRouter()
  const pageLocale = useLocale()
  const run = useActionRunner()
  const [saved, setSaved] = useState<string | null>(null)
  const [pending, setPending] = useState(pendingEmail)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<UpdateAccountInput>({
    resolver: zodResolver(updateAccountSchema),
    mode: 'onTouched',
    defaultValues: { name, email, currentPassword: '', locale },
  })
  const handlers = useAccountErrors(setError, FIELDS)
  const emailChanged = (useWatch({ control, name: 'email' }) ?? '').trim().toLowerCase() !== email

  const submit = async (values: UpdateAccountInput) => {
    setSaved(null)
    const account = await run(
      updateAccountAction(emailChanged ? values : { name: values.name, email, locale: values.locale }),
      handlers,
    )
    if (!account) return
    reset({ name: account.name, email: account.email, currentPassword: '', locale: account.locale })
    setPending(account.pendingEmail)
    setSaved(emailChanged && account.pendingEmail ? t('savedConfirm', { email: account.pendingEmail }) : t('saved'))
    // The sidebar's name and the reminders follow the new data; a new language opens the page in it.
    await refreshSession()
    if (account.locale !== pageLocale) router.replace('/user/account', { locale: account.locale })
    else router.refresh()
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(submit)} className="mt-5 space-y-5">
      <TextField
        id="account-name"
        label={t('name')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id="account-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        hint={t('emailHint')}
        error={errors.email?.message}
        {...register('email')}
      />
      {emailChanged && (
        <TextField
          id="account-current-password"
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          hint={t('currentPasswordHint')}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <SelectField
        id="account-locale"
        label={t('locale')}
        hint={t('localeHint')}
        error={errors.locale?.message}
        {...register('locale')}
      >
        <LocaleOptions />
      </SelectField>
      {pending && !saved && (
        <p className={`text-sm text-stone-600 ${PRIVATE_TEXT_CLASS}`}>{t('pendingEmail', { email: pending })}</p>
      )}
      <p role="status" className={`text-sm font-medium text-brand-800 empty:hidden ${PRIVATE_TEXT_CLASS}`}>
        {saved ?? ''}
      </p>
      <Button type="submit" disabled={isSubmitting}>
        <Save className="size-5" aria-hidden="true" />
        {isSubmitting ? t('saving') : t('save')}
      </Button>
    </form>
  )
}

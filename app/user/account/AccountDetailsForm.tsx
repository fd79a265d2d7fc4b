'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Save } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { refreshSession } from '@/components/auth/session'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useActionRunner } from '@/components/auth/client'
import { useAccountErrors } from '@/components/auth/form-errors'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'
import { updateAccountSchema, type UpdateAccountInput } from '@/lib/validation/account'
import { updateAccountAction } from './actions'

const FIELDS = ['name', 'email'] as const

/** Name and e-mail address; a changed address is unconfirmed until the link mailed to it is used. */
export function AccountDetailsForm({ name, email }: { name: string; email: string }) {
  const t = useTranslations('account')
  const router = useRouter()
  const run = useActionRunner()
  const [saved, setSaved] = useState<string | null>(null)
  const { register, handleSubmit, setError, reset, formState: { errors, isSubmitting } } = useForm<UpdateAccountInput>({
    resolver: zodResolver(updateAccountSchema),
    mode: 'onTouched',
    defaultValues: { name, email },
  })
  const handlers = useAccountErrors(setError, FIELDS)

  const submit = async (values: UpdateAccountInput) => {
    setSaved(null)
    const account = await run(updateAccountAction(values), handlers)
    if (!account) return
    reset({ name: account.name, email: account.email })
    setSaved(account.email !== email && !account.emailConfirmed ? t('savedConfirm', { email: account.email }) : t('saved'))
    // The sidebar's name and the reminders follow the new data.
    await refreshSession()
    router.refresh()
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="mt-5 space-y-5">
      <TextField id="account-name" label={t('name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField id="account-email" label={t('email')} type="email" autoComplete="email" hint={t('emailHint')} error={errors.email?.message} {...register('email')} />
      <p role="status" className="text-sm font-medium text-brand-800 empty:hidden">
        {saved ?? ''}
      </p>
      <Button type="submit" disabled={isSubmitting}>
        <Save className="size-5" aria-hidden="true" />
        {isSubmitting ? t('saving') : t('save')}
      </Button>
    </form>
  )
}

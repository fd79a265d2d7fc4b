'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { LogOut, Trash2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { logout, useActionRunner } from '@/components/auth/client'
import { useAccountErrors } from '@/components/auth/form-errors'
import { useModal } from '@/components/ui/Modal'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'
import { deleteAccountSchema, type DeleteAccountInput } from '@/lib/validation/account'
import { deleteAccountAction, logoutEverywhereAction } from './actions'

/** 'Uitloggen op alle toestellen' after the 'Opgelet!' confirmation; then this browser logs out too. */
export function LogoutEverywhere() {
  const t = useTranslations('account')
  const modal = useModal()
  const run = useActionRunner()
  const [busy, setBusy] = useState(false)

  const logoutAll = async () => {
    if (!(await modal.confirm(t('logoutAllConfirm'), t('logoutAllConfirmButton')))) return
    setBusy(true)
    if ((await run(logoutEverywhereAction(null))) === undefined) return setBusy(false)
    await logout('/user/login')
  }

  return (
    <Button variant="secondary" onClick={logoutAll} disabled={busy} className="mt-5">
      <LogOut className="size-5" aria-hidden="true" />
      {t('logoutAll')}
    </Button>
  )
}

const FIELDS = ['password'] as const

/** What deleting the account removes, named in the confirmation, and the lists that pass on to a manager instead. */
export interface AccountContents {
  lists: number
  products: number
  orders: number
  passedOn: { child: string; to: { name: string } }[]
}

/**
 * Deleting the account (docs/rules.md#privacy): the password, then the 'Opgelet!' confirmation naming how many lists,
 * gifts and orders go with it and which lists pass on to a manager; afterwards the browser is logged out.
 */
export function DeleteAccount({ contents }: { contents: AccountContents }) {
  const t = useTranslations('account')
  const tm = useTranslations('managers')
  const modal = useModal()
  const run = useActionRunner()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  })
  const handlers = useAccountErrors(setError, FIELDS)

  const submit = async (values: DeleteAccountInput) => {
    const { passedOn, ...counts } = contents
    // A list someone manages beside the parent stays, with that manager as its owner (decision 038): the confirmation says so.
    const message = [
      t('deleteConfirm', counts),
      ...passedOn.map((list) => tm('passesOn', { child: list.child, name: list.to.name })),
    ].join(' ')
    if (!(await modal.confirm(message, t('deleteConfirmButton')))) return
    if ((await run(deleteAccountAction(values), handlers)) === undefined) return
    await logout('/site/index')
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(submit)} className="mt-5 space-y-5">
      <TextField
        id="delete-password"
        label={t('deletePassword')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="danger" disabled={isSubmitting}>
        <Trash2 className="size-5" aria-hidden="true" />
        {isSubmitting ? t('deleteSubmitting') : t('deleteSubmit')}
      </Button>
    </form>
  )
}

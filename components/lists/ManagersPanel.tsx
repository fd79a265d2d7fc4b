'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { LogOut, MailPlus, UserMinus, Users, X } from 'lucide-react'
import { useRouter } from '@/i18n/navigation'
import { useFormatter, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useActionRunner } from '@/components/auth/client'
import { Button } from '@/components/ui/Button'
import { useModal } from '@/components/ui/Modal'
import { TextField } from '@/components/ui/TextField'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'
import type { ManagersPanelData } from '@/lib/lists/managers'
import { inviteManagerSchema, type InviteManagerValues } from '@/lib/validation/invitation'
import {
  inviteManagerAction,
  removeManagerAction,
  withdrawInvitationAction,
} from '@/app/[locale]/list/[slug]/(manage)/settings/manager-actions'

const card = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-100 sm:p-7'
const subTitle = 'text-base font-semibold text-stone-900'

/**
 * 'Samen beheren' on the settings page (decision 038). The owner (or an administrator) invites someone by e-mail,
 * sees who manages the list and the open invitations, and removes or withdraws them; a manager sees who the owner is
 * and can stop managing the list.
 */
export function ManagersPanel({ listId, data }: { listId: number; data: ManagersPanelData }) {
  const t = useTranslations('managers')
  return (
    <section aria-labelledby="managers-title" className={card}>
      <h2 id="managers-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Users className="size-5 text-brand-600" aria-hidden="true" />
        {t('title')}
      </h2>
      {data.kind === 'owner' ? <OwnerView listId={listId} data={data} /> : <ManagerView listId={listId} data={data} />}
    </section>
  )
}

function OwnerView({ listId, data }: { listId: number; data: Extract<ManagersPanelData, { kind: 'owner' }> }) {
  const t = useTranslations('managers')
  const format = useFormatter()
  const router = useRouter()
  const modal = useModal()
  const run = useActionRunner()
  const [status, setStatus] = useState('')
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: 'Europe/Brussels' })
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteManagerValues>({
    resolver: zodResolver(inviteManagerSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  })

  const invite = async (values: InviteManagerValues) => {
    setStatus('')
    const invited = await run(inviteManagerAction({ listId, email: values.email }), {
      onFields: (fields) =>
        setError('email', { message: fields.email ?? Object.values(fields)[0] }, { shouldFocus: true }),
      onError: (error) => {
        if (error.code !== 'ALREADY_MANAGER') return false
        setError('email', { message: error.message }, { shouldFocus: true })
        return true
      },
    })
    if (!invited) return
    reset({ email: '' })
    setStatus(t('invited', { email: invited.email }))
    router.refresh()
  }

  const remove = async (manager: { userId: number; name: string; email: string }) => {
    if (
      !(await modal.confirm(t('removeConfirm', { name: manager.name, email: manager.email }), t('removeConfirmButton')))
    )
      return
    if ((await run(removeManagerAction({ listId, userId: manager.userId }))) === undefined) return
    setStatus(t('removed', { name: manager.name }))
    router.refresh()
  }

  const withdraw = async (invitation: { id: number; email: string }) => {
    if (!(await modal.confirm(t('withdrawConfirm', { email: invitation.email }), t('withdrawConfirmButton')))) return
    if ((await run(withdrawInvitationAction({ listId, invitationId: invitation.id }))) === undefined) return
    setStatus(t('withdrawn', { email: invitation.email }))
    router.refresh()
  }

  return (
    <>
      <p className="mt-1 text-stone-700">{t('intro')}</p>

      <h3 className={`${subTitle} mt-6`}>{t('managersTitle')}</h3>
      {data.managers.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('noManagers')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {data.managers.map((manager) => (
            <li key={manager.userId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className={`min-w-0 ${PRIVATE_TEXT_CLASS}`}>
                <p className="font-medium text-stone-900">{manager.name}</p>
                <p className="truncate text-sm text-stone-600">{manager.email}</p>
                <p className="text-xs text-stone-600">{t('since', { date: date(manager.since) })}</p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => remove(manager)}
                aria-label={t('removeLabel', { name: manager.name })}
              >
                <UserMinus className="size-4" aria-hidden="true" />
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      {data.invitations.length > 0 && (
        <>
          <h3 className={`${subTitle} mt-6`}>{t('invitationsTitle')}</h3>
          <ul className="mt-2 divide-y divide-stone-100">
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className={`min-w-0 ${PRIVATE_TEXT_CLASS}`}>
                  <p className="truncate font-medium text-stone-900">{invitation.email}</p>
                  <p className="text-xs text-stone-600">
                    {t('invitationLine', { date: date(invitation.createdAt), until: date(invitation.expiresAt) })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => withdraw(invitation)}
                  aria-label={t('withdrawLabel', { email: invitation.email })}
                >
                  <X className="size-4" aria-hidden="true" />
                  {t('withdraw')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}

      <form
        method="post"
        noValidate
        onSubmit={handleSubmit(invite)}
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <TextField
            id="invite-email"
            label={t('emailLabel')}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-7">
          <MailPlus className="size-5" aria-hidden="true" />
          {isSubmitting ? t('inviting') : t('inviteButton')}
        </Button>
      </form>
      <p role="status" className={`mt-3 text-sm font-medium text-brand-800 empty:hidden ${PRIVATE_TEXT_CLASS}`}>
        {status}
      </p>
    </>
  )
}

function ManagerView({ listId, data }: { listId: number; data: Extract<ManagersPanelData, { kind: 'manager' }> }) {
  const t = useTranslations('managers')
  const router = useRouter()
  const modal = useModal()
  const run = useActionRunner()
  const [busy, setBusy] = useState(false)

  const leave = async () => {
    if (!(await modal.confirm(t('leaveConfirm', { owner: data.ownerName }), t('leaveConfirmButton')))) return
    setBusy(true)
    const done = await run(removeManagerAction({ listId, userId: data.userId }))
    if (!done) return setBusy(false)
    router.replace(done.next ?? '/user/account')
    router.refresh()
  }

  return (
    <>
      <p className="mt-1 text-stone-700">{t('managerIntro', { owner: data.ownerName })}</p>
      <Button variant="secondary" onClick={leave} disabled={busy} className="mt-4">
        <LogOut className="size-5" aria-hidden="true" />
        {t('leave')}
      </Button>
    </>
  )
}

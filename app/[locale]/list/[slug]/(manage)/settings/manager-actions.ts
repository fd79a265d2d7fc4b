'use server'

import { action } from '@/lib/http/action'
import { parseId } from '@/lib/http/handler'
import { t } from '@/lib/i18n'
import { inviteManager, withdrawInvitation } from '@/lib/lists/invitations'
import { firstListPathOf, removeManager } from '@/lib/lists/managers'

// The 'Samen beheren' part of the settings page (decision 038); the domain functions check who may do what.

type Input = { listId?: unknown; email?: unknown; invitationId?: unknown; userId?: unknown } | null

const idOf = (value: unknown, message?: string) => parseId(String(value), message)

/** 'Uitnodigen': mails an invitation to the address; limited per client address and per account. */
export const inviteManagerAction = action(async (input: { listId: number; email: string }, { actor, ip }) => {
  const { listId, email } = (input ?? {}) as NonNullable<Input>
  return inviteManager(actor, idOf(listId), { email }, { ip })
})

/** 'Intrekken': the invitation's link stops working. */
export const withdrawInvitationAction = action(async (input: { listId: number; invitationId: number }, { actor }) => {
  const { listId, invitationId } = (input ?? {}) as NonNullable<Input>
  await withdrawInvitation(actor, idOf(listId), idOf(invitationId, t('managers.invitationNotFound')))
  return null
})

/**
 * 'Verwijderen' (the owner) or 'Stoppen met beheren' (the manager themselves): answers where the actor goes next when
 * they removed themselves (their first list, else the account page).
 */
export const removeManagerAction = action(async (input: { listId: number; userId: number }, { actor }) => {
  const { listId, userId } = (input ?? {}) as NonNullable<Input>
  const target = idOf(userId, t('managers.notAManager'))
  await removeManager(actor, idOf(listId), target)
  return { next: actor && actor.id === target ? ((await firstListPathOf(actor.id)) ?? '/user/account') : null }
})

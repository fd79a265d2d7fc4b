// DELETE /api/lists/{id}/invitations/{invitationId} – withdraws an open invitation to manage a list (the owner or an admin)
import { handler, parseId } from '@/lib/http/handler'
import { t } from '@/lib/i18n'
import { withdrawInvitation } from '@/lib/lists/invitations'

/** → 204 without a body: the invitation's link no longer works (decision 038). */
export const DELETE = handler<{ id: string; invitationId: string }>(async ({ params, actor }) => {
  await withdrawInvitation(actor, parseId(params.id), parseId(params.invitationId, t('managers.invitationNotFound')))
  return new Response(null, { status: 204 })
})

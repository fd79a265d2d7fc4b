// DELETE /api/lists/{id}/managers/{userId} – takes a manager's rights on a list away (the owner or an admin; a manager themselves)
import { handler, parseId } from '@/lib/http/handler'
import { t } from '@/lib/i18n'
import { removeManager } from '@/lib/lists/managers'

/** → 204 without a body: from the next request on, that person no longer manages the list (decision 038). */
export const DELETE = handler<{ id: string; userId: string }>(async ({ params, actor }) => {
  await removeManager(actor, parseId(params.id), parseId(params.userId, t('managers.notAManager')))
  return new Response(null, { status: 204 })
})

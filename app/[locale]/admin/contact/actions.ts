'use server'

import { action } from '@/lib/http/action'
import { parseId } from '@/lib/http/handler'
import { t } from '@/lib/i18n'
import { deleteContactMessage } from '@/lib/contact'

/** Deletes a contact message on /admin/contact; lib/contact checks the ADMIN role again. */
export const deleteContactAction = action(async (input: { id: number }, { actor }) => {
  await deleteContactMessage(actor, parseId(String(input?.id ?? ''), t('adminContact.notFound')))
  return null
})

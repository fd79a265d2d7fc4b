'use server'

import { action } from '@/lib/http/action'
import { parseId } from '@/lib/http/handler'
import { t } from '@/lib/i18n'
import { retryMail } from '@/lib/mail/admin'

/** 'Opnieuw proberen' on /admin/mail; lib/mail/admin checks the ADMIN role again. */
export const retryMailAction = action(async (input: { id: number }, { actor }) => {
  await retryMail(actor, parseId(String(input?.id ?? ''), t('adminMail.notFound')))
  return null
})

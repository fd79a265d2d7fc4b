'use server'

import { approveList } from '@/lib/admin/reviews'
import { action } from '@/lib/http/action'
import { parseId } from '@/lib/http/handler'
import { t } from '@/lib/i18n'

/** 'Goedkeuren' on /admin/review: the list may appear in search (`approveList` checks the ADMIN role itself). */
export const approveListAction = action(async (input: { id: number }, { actor }) => {
  await approveList(actor, parseId(String(input?.id ?? ''), t('errors.listNotFound')))
  return null
})

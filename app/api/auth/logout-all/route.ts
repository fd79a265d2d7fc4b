// POST /api/auth/logout-all – ends every session and bearer token of the logged-in user, this one included
import { handler } from '@/lib/http/handler'
import { logoutEverywhere } from '@/lib/auth/accounts'
import { t } from '@/lib/i18n'
import type { MessageJson } from '@/lib/openapi/responses'

export const POST = handler(async ({ actor }) => {
  await logoutEverywhere(actor)
  return { message: t('account.logoutAllDone') } satisfies MessageJson
})

// POST /api/auth/delete-account – deletes the logged-in user's account (password) with all their lists (also DELETE /api/users/me)
import { handler, readJson } from '@/lib/http/handler'
import { requireActor } from '@/lib/auth'
import { deleteAccount } from '@/lib/privacy/delete-account'
import { t } from '@/lib/i18n'
import type { MessageJson } from '@/lib/openapi/responses'

export const POST = handler(
  async ({ req, actor }) => {
    requireActor(actor) // 401 before anything is read
    const body = (await readJson(req)) as { password?: unknown } | null
    await deleteAccount(actor, body && typeof body === 'object' ? body.password : undefined)
    return { message: t('account.deleted') } satisfies MessageJson
  },
  { rateLimit: 'password' },
)

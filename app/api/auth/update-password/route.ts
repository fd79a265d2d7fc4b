// POST /api/auth/update-password – changes the password (currentPassword, newPassword); answers a new bearer token
import { handler, readJson } from '@/lib/http/handler'
import { issueToken, requireActor } from '@/lib/auth'
import { accountView, changePassword } from '@/lib/auth/accounts'
import type { AccountWithTokenJson } from '@/lib/openapi/responses'

export const POST = handler(
  async ({ req, actor }) => {
    requireActor(actor) // 401 before anything is read
    const body = (await readJson(req)) as { currentPassword?: unknown; newPassword?: unknown } | null
    const input = body && typeof body === 'object' ? body : {}
    // Every older token (this one included) is refused from now on: the answer carries the new one.
    const user = await changePassword(actor, input.currentPassword, input.newPassword)
    return { ...accountView(user), token: await issueToken(user) } satisfies AccountWithTokenJson
  },
  { rateLimit: 'password' },
)

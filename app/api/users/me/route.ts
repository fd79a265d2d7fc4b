// DELETE /api/users/me – deletes the logged-in user's account ({ password }) with all their lists, products, orders and images
import { handler, readJson } from '@/lib/http/handler'
import { requireActor } from '@/lib/auth'
import { deleteAccount } from '@/lib/privacy/delete-account'

/** 204 without a body: the account is gone, and so is every session and bearer token of it (docs/rules.md#privacy). */
export const DELETE = handler(
  async ({ req, actor }) => {
    requireActor(actor) // 401 before anything is read
    const body = (await readJson(req)) as { password?: unknown } | null
    await deleteAccount(actor, body && typeof body === 'object' ? body.password : undefined)
    return new Response(null, { status: 204 })
  },
  { rateLimit: 'password' },
)

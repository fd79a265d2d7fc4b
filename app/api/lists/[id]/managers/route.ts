// GET /api/lists/{id}/managers – who manages a list beside its owner, and the open invitations; POST /api/lists/{id}/managers – invite someone by e-mail
import { handler, parseId, readJson } from '@/lib/http/handler'
import { clientIp } from '@/lib/http/rate-limit'
import { inviteManager } from '@/lib/lists/invitations'
import { listManagers } from '@/lib/lists/managers'

/** `{ managers, invitations }`: the managers the longest first, the open invitations newest first. Owner or admin. */
export const GET = handler<{ id: string }>(async ({ params, actor }) => listManagers(actor, parseId(params.id)), {
  rateLimit: 'read',
})

/** `{ email }` → 201 with the open invitation; the link goes only to that address. Owner or admin (decision 038). */
export const POST = handler<{ id: string }>(
  async ({ req, params, actor }) =>
    inviteManager(actor, parseId(params.id), await readJson(req), { ip: clientIp(req.headers) }),
  { status: 201 },
)

// GET /api/lists/{id} – one list by id; PATCH /api/lists/{id} – change its settings; DELETE /api/lists/{id} – delete it
import { handler, parseId, readJson } from '@/lib/http/handler'
import { clientIp } from '@/lib/http/rate-limit'
import { listKeyOf } from '@/lib/lists/access'
import { deleteList, readListById, updateList } from '@/lib/lists'

/**
 * GET /api/lists/{id}: the list; its owner's id only for the owner or an admin, a list that is not active only for
 * them (404 as unknown), the IBAN only when the parents show it, a protected list only with its code (`X-List-Code` or
 * the cookie of POST /api/lists/{id}/access; decision 040). Limited like the search: counting ids must not be a
 * cheaper way to read every list.
 */
export const GET = handler<{ id: string }>(
  async ({ req, params, actor }) => readListById(actor, parseId(params.id), listKeyOf(req, clientIp(req.headers))),
  { rateLimit: 'search' },
)

/** PATCH /api/lists/{id}: any of the list form's fields (left out: unchanged) → 200 with the list. Owner or admin. */
export const PATCH = handler<{ id: string }>(async ({ req, params, actor }) =>
  updateList(actor, parseId(params.id), await readJson(req)),
)

/** DELETE /api/lists/{id}: the list with its products, parts, orders and images → 204. Owner or admin. */
export const DELETE = handler<{ id: string }>(async ({ params, actor }) => {
  await deleteList(actor, parseId(params.id))
  return new Response(null, { status: 204 })
})

// GET /api/lists (?userId={id}) – the logged-in user's lists; for an admin without userId every list, paged; POST /api/lists – create a list
import { adminLists } from '@/lib/admin'
import { handler, pagedResponse, parseId, readJson } from '@/lib/http/handler'
import { createList, listsOfUser } from '@/lib/lists'
import { queryObject } from '@/lib/validation/paging'

/**
 * A user: their own lists (`?userId=` their own id, or none). An ADMIN: anyone's with `?userId=`, and without it every
 * list of the site with its owner and counts, paged by `take` (25), `skip` and `searchString`, total in X-Total-Count.
 */
export const GET = handler(async ({ req, actor }) => {
  const userId = req.nextUrl.searchParams.get('userId')
  if (userId === null && actor?.role === 'ADMIN') return pagedResponse(await adminLists(actor, queryObject(req.nextUrl.searchParams)), (list) => list)
  return listsOfUser(actor, userId === null ? undefined : parseId(userId))
})

/** spec §7 POST /lists: the list form's fields (`listSchema`) → 201 with the new list and its slug `url`. */
export const POST = handler(async ({ req, actor }) => createList(actor, await readJson(req)), { status: 201 })

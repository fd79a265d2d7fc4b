// GET /api/lists (?userId={id}) – the logged-in user's lists (any user's for an admin); POST /api/lists – create a list
import { handler, parseId, readJson } from '@/lib/http/handler'
import { createList, listsOfUser } from '@/lib/lists'

export const GET = handler(async ({ req, actor }) => {
  const userId = req.nextUrl.searchParams.get('userId')
  return listsOfUser(actor, userId === null ? undefined : parseId(userId))
})

/** spec §7 POST /lists: the list form's fields (`listSchema`) → 201 with the new list and its slug `url`. */
export const POST = handler(async ({ req, actor }) => createList(actor, await readJson(req)), { status: 201 })

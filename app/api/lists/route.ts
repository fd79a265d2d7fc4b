// GET /api/lists and GET /api/lists?userId={id} – the lists of the logged-in user (any user's for an admin)
import { handler, parseId } from '@/lib/http/handler'
import { listsOfUser } from '@/lib/lists'

export const GET = handler(async ({ req, actor }) => {
  const userId = req.nextUrl.searchParams.get('userId')
  return listsOfUser(actor, userId === null ? undefined : parseId(userId))
})

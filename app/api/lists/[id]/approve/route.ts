// POST /api/lists/{id}/approve – an administrator approves a list that waited for review (decision 033)
import { approveList } from '@/lib/admin/reviews'
import { handler, parseId } from '@/lib/http/handler'

/** → 200 with the list's review (`reviewStatus` APPROVED): it may appear in search from now on. ADMIN only. */
export const POST = handler<{ id: string }>(async ({ params, actor }) => approveList(actor, parseId(params.id)))

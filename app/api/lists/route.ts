// GET /api/lists (?userId={id}, ?review=pending) – the logged-in user's lists; for an admin without userId every list, paged, or the lists waiting for review; POST /api/lists – create a list
import { adminLists, requireAdmin } from '@/lib/admin'
import { pendingListReviews } from '@/lib/admin/reviews'
import { DomainError } from '@/lib/errors'
import { handler, pagedResponse, parseId, readJson } from '@/lib/http/handler'
import { t } from '@/lib/i18n'
import { createList, listsOfUser } from '@/lib/lists'
import { queryObject } from '@/lib/validation/paging'

/**
 * A user: their own lists (`?userId=` their own id, or none). An ADMIN: anyone's with `?userId=`, and without it every
 * list of the site with its owner and counts, paged by `take` (25), `skip` and `searchString`, total in X-Total-Count.
 * `?review=pending` (ADMIN only): the lists waiting for review beside the list each resembles, paged the same way.
 */
export const GET = handler(async ({ req, actor }) => {
  const query = req.nextUrl.searchParams
  const review = query.get('review')
  if (review !== null) {
    requireAdmin(actor)
    if (review !== 'pending')
      throw new DomainError('VALIDATION', t('validation.reviewFilter'), {
        fields: { review: t('validation.reviewFilter') },
      })
    const { review: _review, ...paging } = queryObject(query)
    return pagedResponse(await pendingListReviews(actor, paging), (item) => item)
  }
  const userId = query.get('userId')
  if (userId === null && actor?.role === 'ADMIN')
    return pagedResponse(await adminLists(actor, queryObject(query)), (list) => list)
  return listsOfUser(actor, userId === null ? undefined : parseId(userId))
})

/** POST /api/lists: the list form's fields (`listSchema`) → 201 with the new list and its slug `url`. */
export const POST = handler(async ({ req, actor }) => createList(actor, await readJson(req)), { status: 201 })

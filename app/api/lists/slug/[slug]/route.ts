// GET /api/lists/slug/{slug} – one list by its slug
import { handler } from '@/lib/http/handler'
import { readListBySlug } from '@/lib/lists'

/** The same rules as GET /api/lists/{id}: no owner's id for strangers, no list that is not active, the search limit. */
export const GET = handler<{ slug: string }>(async ({ params, actor }) => readListBySlug(actor, params.slug), { rateLimit: 'search' })

// GET /api/lists/slug/{slug} – one list by its slug
import { handler } from '@/lib/http/handler'
import { clientIp } from '@/lib/http/rate-limit'
import { listKeyOf } from '@/lib/lists/access'
import { readListBySlug } from '@/lib/lists'

/**
 * The same rules as GET /api/lists/{id}: no owner's id for strangers, no list that is not active, the IBAN only when
 * public, a protected list only with its code, the search limit.
 */
export const GET = handler<{ slug: string }>(
  async ({ req, params, actor }) => readListBySlug(actor, params.slug, listKeyOf(req, clientIp(req.headers))),
  { rateLimit: 'search' },
)

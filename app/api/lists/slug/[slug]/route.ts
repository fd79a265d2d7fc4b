// GET /api/lists/slug/{slug} – one list by its slug
import { handler } from '@/lib/http/handler'
import { getListBySlug } from '@/lib/lists'

export const GET = handler<{ slug: string }>(async ({ params }) => getListBySlug(params.slug), { rateLimit: 'read' })

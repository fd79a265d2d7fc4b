// GET /api/lists/{id} – one list by id
import { handler, parseId } from '@/lib/http/handler'
import { getListById } from '@/lib/lists'

export const GET = handler<{ id: string }>(async ({ params }) => getListById(parseId(params.id)), { rateLimit: 'read' })

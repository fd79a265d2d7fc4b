// GET /api/orders/reference/{reference} – one order by its unguessable reference
import { handler } from '@/lib/http/handler'
import { orderJson } from '@/lib/http/json'
import { getOrderByReference } from '@/lib/orders'

export const GET = handler<{ reference: string }>(
  async ({ params }) => orderJson(await getOrderByReference(params.reference)),
  { rateLimit: 'read' },
)

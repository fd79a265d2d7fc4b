// GET /api/lists/{id}/orders – the orders (gifts given) of a list, newest first, for its owner or an admin
import { handler, parseId } from '@/lib/http/handler'
import { ownerOrderJson } from '@/lib/http/json'
import { listOrdersOfList } from '@/lib/orders/overview'

export const GET = handler<{ id: string }>(
  async ({ params, actor }) => (await listOrdersOfList(actor, parseId(params.id))).map(ownerOrderJson),
  { rateLimit: 'read' },
)

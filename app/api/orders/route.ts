// GET /api/orders – every order of the site, paged (ADMIN); POST /api/orders – places an order; answers the order with its reference (201), 409 when a gift is gone
import { adminOrders } from '@/lib/admin'
import { handler, pagedResponse, readJson } from '@/lib/http/handler'
import { orderJson, ownerOrderJson } from '@/lib/http/json'
import { clientIp } from '@/lib/http/rate-limit'
import { placeOrder } from '@/lib/orders'
import { listKeyOf } from '@/lib/lists/access'
import { queryObject } from '@/lib/validation/paging'

/** `?take&skip&searchString` (25 by default; search in giver, e-mail, reference, structured communication, list) → array + X-Total-Count. */
export const GET = handler(async ({ req, actor }) => {
  const page = await adminOrders(actor, queryObject(req.nextUrl.searchParams))
  return pagedResponse(page, (order) => ({ ...ownerOrderJson(order), list: order.list }))
})

/** A protected list takes the order only with its code (`X-List-Code` or its cookie; decision 040). */
export const POST = handler(
  async ({ req, actor }) => {
    const ip = clientIp(req.headers)
    return orderJson(await placeOrder(await readJson(req), { ip, listKey: listKeyOf(req, ip), actor }))
  },
  { rateLimit: 'orders', status: 201 },
)

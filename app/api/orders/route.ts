// GET /api/orders – every order of the site, paged (ADMIN); POST /api/orders – places an order; answers the order with its reference (201), 409 when a gift is gone
import { adminOrders } from '@/lib/admin'
import { handler, pagedResponse, readJson } from '@/lib/http/handler'
import { orderJson, ownerOrderJson } from '@/lib/http/json'
import { clientIp } from '@/lib/http/rate-limit'
import { placeOrder } from '@/lib/orders'
import { queryObject } from '@/lib/validation/paging'

/** `?take&skip&searchString` (25 by default; search in giver, e-mail, reference, structured communication, list) → array + X-Total-Count. */
export const GET = handler(async ({ req, actor }) => {
  const page = await adminOrders(actor, queryObject(req.nextUrl.searchParams))
  return pagedResponse(page, (order) => ({ ...ownerOrderJson(order), list: order.list }))
})

export const POST = handler(async ({ req }) => orderJson(await placeOrder(await readJson(req), { ip: clientIp(req.headers) })), { rateLimit: 'orders', status: 201 })

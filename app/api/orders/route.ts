// POST /api/orders – places an order; answers the order with its reference (201), 409 when a gift is gone
import { handler, readJson } from '@/lib/http/handler'
import { orderJson } from '@/lib/http/json'
import { placeOrder } from '@/lib/orders'

export const POST = handler(async ({ req }) => orderJson(await placeOrder(await readJson(req))), { rateLimit: 'orders', status: 201 })

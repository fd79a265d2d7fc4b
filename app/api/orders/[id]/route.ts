// GET /api/orders/{id} – one order for its list's owner or an admin; PATCH /api/orders/{id} – { paid } marks the CASH amount as received or undoes it; DELETE /api/orders/{id} – cancels the order (ADMIN): its gifts are available again
import { requireActor } from '@/lib/auth/actor'
import { t } from '@/lib/i18n'
import { handler, parseId, readJson } from '@/lib/http/handler'
import { ownerOrderJson } from '@/lib/http/json'
import { cancelOrder } from '@/lib/orders/cancel'
import { getOrderForOwner, setOrderPaid } from '@/lib/orders/overview'
import { orderPaidSchema } from '@/lib/validation/order'
import { parseInput } from '@/lib/validation/parse'

type Params = { id: string }

export const GET = handler<Params>(
  async ({ params, actor }) =>
    ownerOrderJson(await getOrderForOwner(actor, parseId(params.id, t('errors.orderNotFound')))),
  { rateLimit: 'read' },
)

export const PATCH = handler<Params>(async ({ req, params, actor }) => {
  const id = parseId(params.id, t('errors.orderNotFound'))
  // A visitor hears 401 before anything about the body.
  requireActor(actor)
  const { paid } = parseInput(orderPaidSchema, await readJson(req))
  return ownerOrderJson(await setOrderPaid(actor, id, paid))
})

/** 204 without a body: the order and its lines are gone and its parts and products can be given again (decision 015). */
export const DELETE = handler<Params>(async ({ params, actor }) => {
  await cancelOrder(actor, parseId(params.id, t('errors.orderNotFound')))
  return new Response(null, { status: 204 })
})

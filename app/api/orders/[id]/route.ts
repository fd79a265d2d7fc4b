// GET /api/orders/{id} – one order for its list's owner or an admin; PATCH /api/orders/{id} – { paid, thanked } marks the CASH amount as received and the giver as thanked, or undoes either; DELETE /api/orders/{id} – cancels the order (ADMIN): its gifts are available again
import { requireActor } from '@/lib/auth/actor'
import { t } from '@/lib/i18n'
import { handler, parseId, readJson } from '@/lib/http/handler'
import { ownerOrderJson } from '@/lib/http/json'
import { cancelOrder } from '@/lib/orders/cancel'
import { getOrderForOwner, setOrderPaid, setOrderThanked } from '@/lib/orders/overview'
import { orderMarksSchema } from '@/lib/validation/order'
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
  const { paid, thanked } = parseInput(orderMarksSchema, await readJson(req))
  // Paid first: an order without CASH lines refuses it (422) before anything changed.
  let order = paid === undefined ? null : await setOrderPaid(actor, id, paid)
  if (thanked !== undefined) order = await setOrderThanked(actor, id, thanked)
  return ownerOrderJson(order!)
})

/** 204 without a body: the order and its lines are gone and its parts and products can be given again (decision 015). */
export const DELETE = handler<Params>(async ({ params, actor }) => {
  await cancelOrder(actor, parseId(params.id, t('errors.orderNotFound')))
  return new Response(null, { status: 204 })
})

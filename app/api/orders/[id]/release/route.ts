// POST /api/orders/{id}/release – the list's owner (or an ADMIN) releases a reservation not marked paid: its gifts are available again and the giver gets a mail
import { t } from '@/lib/i18n'
import { handler, parseId } from '@/lib/http/handler'
import { releaseOrder } from '@/lib/orders/cancel'

type Params = { id: string }

/** 204 without a body (decision 026); 409 ORDER_PAID for an order marked paid. */
export const POST = handler<Params>(async ({ params, actor }) => {
  await releaseOrder(actor, parseId(params.id, t('errors.orderNotFound')))
  return new Response(null, { status: 204 })
})

// POST /api/orders/{id}/reminder – the giver gets the payment details again, once per order, 7 days after it at the
// earliest, for the list's owner, managers or an admin
import { t } from '@/lib/i18n'
import { handler, parseId } from '@/lib/http/handler'
import { ownerOrderJson } from '@/lib/http/json'
import { sendPaymentReminder } from '@/lib/orders/overview'

export const POST = handler<{ id: string }>(
  async ({ params, actor }) =>
    ownerOrderJson(await sendPaymentReminder(actor, parseId(params.id, t('errors.orderNotFound')))),
  { rateLimit: 'mail' },
)

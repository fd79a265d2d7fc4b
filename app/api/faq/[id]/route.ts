// GET, PATCH, DELETE /api/faq/{id} – one FAQ item (public); change it or delete it (ADMIN)
import { handler, parseId, readJson } from '@/lib/http/handler'
import { t } from '@/lib/i18n'
import { deleteFaqItem, getFaqItem, updateFaqItem } from '@/lib/faq'

const faqId = (id: string) => parseId(id, t('faq.notFound'))

export const GET = handler<{ id: string }>(async ({ params }) => getFaqItem(faqId(params.id)), { rateLimit: 'read' })

export const PATCH = handler<{ id: string }>(async ({ req, params, actor }) =>
  updateFaqItem(actor, faqId(params.id), await readJson(req)),
)

export const DELETE = handler<{ id: string }>(async ({ params, actor }) => {
  await deleteFaqItem(actor, faqId(params.id))
  return new Response(null, { status: 204 })
})

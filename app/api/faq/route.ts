// GET, POST /api/faq – the FAQ items by weight (public: id, title, text); add one (ADMIN) → 201
import { handler, readJson } from '@/lib/http/handler'
import { createFaqItem, listFaqItems } from '@/lib/faq'
import type { FaqSummaryJson } from '@/lib/openapi/responses'

export const GET = handler(
  async () => (await listFaqItems()).map(({ id, title, text }): FaqSummaryJson => ({ id, title, text })),
  { rateLimit: 'read' },
)

export const POST = handler(async ({ req, actor }) => createFaqItem(actor, await readJson(req)), { status: 201 })

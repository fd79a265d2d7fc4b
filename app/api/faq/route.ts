// GET, POST /api/faq – the FAQ items of ?locale= (nl by default) by weight (public: id, title, text); add one (ADMIN) → 201
import { handler, readJson } from '@/lib/http/handler'
import { createFaqItem, listFaqItems } from '@/lib/faq'
import type { FaqSummaryJson } from '@/lib/openapi/responses'
import { faqQuerySchema } from '@/lib/validation/faq'
import { queryObject } from '@/lib/validation/paging'
import { parseInput } from '@/lib/validation/parse'

export const GET = handler(
  async ({ req }) => {
    const { locale } = parseInput(faqQuerySchema, queryObject(req.nextUrl.searchParams))
    return (await listFaqItems(locale)).map(({ id, title, text }): FaqSummaryJson => ({ id, title, text }))
  },
  { rateLimit: 'read' },
)

export const POST = handler(async ({ req, actor }) => createFaqItem(actor, await readJson(req)), { status: 201 })

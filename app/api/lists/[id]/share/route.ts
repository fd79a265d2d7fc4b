// GET /api/lists/{id}/share – the list's address, short link, card line and share files, for the people who manage it
// PATCH /api/lists/{id}/share – sets the line of the list's birth card
import { handler, parseId, readJson } from '@/lib/http/handler'
import { getShareInfo, updateShareSettings } from '@/lib/share'

export const GET = handler<{ id: string }>(async ({ params, actor }) => getShareInfo(actor, parseId(params.id)), {
  rateLimit: 'read',
})

export const PATCH = handler<{ id: string }>(
  async ({ req, params, actor }) => updateShareSettings(actor, parseId(params.id), await readJson(req)),
  { rateLimit: 'read' },
)

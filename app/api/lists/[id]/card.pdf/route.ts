// GET /api/lists/{id}/card.pdf?format=a6|a4 – the printable birth card with the QR code, for the people who manage the list
import { handler, parseId } from '@/lib/http/handler'
import { listBirthCard } from '@/lib/share'
import { downloadResponse } from '@/lib/http/download'

export const GET = handler<{ id: string }>(
  async ({ req, params, actor }) =>
    downloadResponse(await listBirthCard(actor, parseId(params.id), Object.fromEntries(req.nextUrl.searchParams))),
  { rateLimit: 'read' },
)

// GET /api/lists/{id}/qr.svg – the QR code of the list's short link as SVG, for the people who manage it
import { handler, parseId } from '@/lib/http/handler'
import { listQrCode } from '@/lib/share'
import { downloadResponse } from '@/lib/http/download'

export const GET = handler<{ id: string }>(
  async ({ params, actor }) => downloadResponse(await listQrCode(actor, parseId(params.id), 'svg')),
  { rateLimit: 'read' },
)

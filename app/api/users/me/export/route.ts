// GET /api/users/me/export – everything kept about the logged-in user's account as one JSON download (GDPR right of access)
import { NextResponse } from 'next/server'
import { handler } from '@/lib/http/handler'
import { exportAccountData, exportFileName } from '@/lib/privacy/export'

/**
 * The account, its lists with their products and the orders received (givers' data included), as a file download:
 * the account page links here, so the browser saves it; never cached, since it holds personal data.
 */
export const GET = handler(
  async ({ actor }) => {
    const now = new Date()
    const data = await exportAccountData(actor, now)
    return NextResponse.json(data, {
      headers: { 'Content-Disposition': `attachment; filename="${exportFileName(now)}"`, 'Cache-Control': 'no-store' },
    })
  },
  { rateLimit: 'read' },
)

// GET /api/lists/{id}/orders/export?format=csv|xlsx – the givers' list as a spreadsheet, for the people who manage
// the list or an admin
import { handler, parseId } from '@/lib/http/handler'
import { downloadResponse } from '@/lib/http/download'
import { t } from '@/lib/i18n'
import { giverRows, giversCsv, giversXlsx } from '@/lib/orders/export'
import { orderExportQuerySchema } from '@/lib/validation/order'
import { parseInput } from '@/lib/validation/parse'

export const GET = handler<{ id: string }>(
  async ({ req, params, actor }) => {
    const listId = parseId(params.id)
    const { format } = parseInput(orderExportQuerySchema, Object.fromEntries(req.nextUrl.searchParams))
    const { slug, rows } = await giverRows(actor, listId)
    const filename = `${t('ordersExport.fileName', { slug })}.${format}`
    return downloadResponse(
      format === 'xlsx'
        ? {
            body: await giversXlsx(rows),
            type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            filename,
          }
        : { body: giversCsv(rows), type: 'text/csv; charset=utf-8', filename },
    )
  },
  { rateLimit: 'read' },
)

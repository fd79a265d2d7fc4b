// GET /api/lists/{id}/products – the list's products with their parts by weight; hidden ones only for the owner; a protected list with its code
import { handler, parseId } from '@/lib/http/handler'
import { clientIp } from '@/lib/http/rate-limit'
import { assertListOpenById, listKeyOf } from '@/lib/lists/access'
import { productJson } from '@/lib/http/json'
import { listProducts } from '@/lib/products'

/** A protected list's gifts only with its code (`X-List-Code` or the list's cookie; decision 040). */
export const GET = handler<{ id: string }>(
  async ({ req, params, actor }) => {
    const id = parseId(params.id)
    await assertListOpenById(id, actor, listKeyOf(req, clientIp(req.headers)))
    return (await listProducts(id, actor)).map(productJson)
  },
  { rateLimit: 'read' },
)

// GET /api/lists/{id}/products – the list's products with their parts by weight; hidden ones only for the owner
import { handler, parseId } from '@/lib/http/handler'
import { productJson } from '@/lib/http/json'
import { listProducts } from '@/lib/products'

export const GET = handler<{ id: string }>(async ({ params, actor }) => (await listProducts(parseId(params.id), actor)).map(productJson), { rateLimit: 'read' })

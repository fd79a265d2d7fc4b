// PATCH /api/lists/{id}/products/order – saves the order of a list's products ([{ productId, weight }]); answers them in order
import { handler, parseId, readJson } from '@/lib/http/handler'
import { productJson } from '@/lib/http/json'
import { reorderProducts } from '@/lib/products/manage'

export const PATCH = handler<{ id: string }>(async ({ req, params, actor }) => {
  const listId = parseId(params.id)
  return (await reorderProducts(actor, listId, await readJson(req))).map(productJson)
})

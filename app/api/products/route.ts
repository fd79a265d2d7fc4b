// GET /api/products – every product of the site with its parts and list, paged (ADMIN); POST /api/products – adds a product to a list (the product save payload with listId); 201 with the product
import { adminProducts } from '@/lib/admin'
import { handler, pagedResponse, readJson } from '@/lib/http/handler'
import { productJson } from '@/lib/http/json'
import { createProduct } from '@/lib/products/manage'
import { queryObject } from '@/lib/validation/paging'

/** `?take&skip&searchString` (25 by default; search in title, shop and list) → array + X-Total-Count. */
export const GET = handler(async ({ req, actor }) => {
  const page = await adminProducts(actor, queryObject(req.nextUrl.searchParams))
  return pagedResponse(page, (product) => ({ ...productJson(product), list: product.list }))
})

export const POST = handler(async ({ req, actor }) => productJson(await createProduct(actor, await readJson(req))), {
  status: 201,
})

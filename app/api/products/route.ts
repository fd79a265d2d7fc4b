// POST /api/products – adds a product to a list (the save payload of spec §7 with listId); 201 with the product
import { handler, readJson } from '@/lib/http/handler'
import { productJson } from '@/lib/http/json'
import { createProduct } from '@/lib/products/manage'

export const POST = handler(async ({ req, actor }) => productJson(await createProduct(actor, await readJson(req))), { status: 201 })

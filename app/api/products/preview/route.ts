// POST /api/products/preview – reads a shop's product page for the product form: name, price, shop and image
import { handler, readJson } from '@/lib/http/handler'
import { productPreviewJson } from '@/lib/http/json'
import { previewProductFromLink } from '@/lib/products/link'

export const POST = handler(async ({ req, actor }) =>
  productPreviewJson(await previewProductFromLink(actor, await readJson(req))),
)

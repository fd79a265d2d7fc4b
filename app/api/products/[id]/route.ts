// GET, PATCH, DELETE /api/products/{id} – one product with its parts: read (hidden ones only for the owner), change, delete
import { handler, parseId, readJson } from '@/lib/http/handler'
import { productJson } from '@/lib/http/json'
import { clientIp } from '@/lib/http/rate-limit'
import { assertListOpenById, listKeyOf } from '@/lib/lists/access'
import { t } from '@/lib/i18n'
import { deleteProduct, getProduct, updateProduct } from '@/lib/products/manage'

const productId = (id: string) => parseId(id, t('errors.productNotFound'))

/** A gift of a protected list only with the list's code (`X-List-Code` or its cookie; decision 040). */
export const GET = handler<{ id: string }>(
  async ({ req, params, actor }) => {
    const product = await getProduct(actor, productId(params.id))
    await assertListOpenById(product.listId, actor, listKeyOf(req, clientIp(req.headers)))
    return productJson(product)
  },
  { rateLimit: 'read' },
)

export const PATCH = handler<{ id: string }>(async ({ req, params, actor }) => {
  const id = productId(params.id)
  return productJson(await updateProduct(actor, id, await readJson(req)))
})

export const DELETE = handler<{ id: string }>(async ({ params, actor }) => {
  await deleteProduct(actor, productId(params.id))
  return new Response(null, { status: 204 })
})

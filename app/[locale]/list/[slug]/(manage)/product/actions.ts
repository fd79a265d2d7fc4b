'use server'

import { action } from '@/lib/http/action'
import { parseId } from '@/lib/http/handler'
import { t } from '@/lib/i18n'
import { createProduct, updateProduct } from '@/lib/products/manage'
import { previewProductFromLink } from '@/lib/products/link'

/**
 * 'Opslaan' on the product form: with an `id` it changes that product, without it adds one to `listId`.
 * The domain functions check owner or admin, the schema and the sold rules again.
 */
export const saveProductAction = action(async (input: unknown, { actor }) => {
  const id = (input as { id?: unknown } | null)?.id
  const product =
    id === undefined || id === null
      ? await createProduct(actor, input)
      : await updateProduct(actor, parseId(String(id), t('errors.productNotFound')), input)
  return { id: product.id }
})

/**
 * 'Gegevens ophalen' on the add page: reads the shop's product page at `url` and stores its image with the uploads of
 * `listId` (`previewProductFromLink`: public addresses only, limited per account).
 */
export const previewProductLinkAction = action(async (input: unknown, { actor }) =>
  previewProductFromLink(actor, input),
)

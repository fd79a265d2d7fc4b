'use server'

import { action } from '@/lib/http/action'
import { parseId } from '@/lib/http/handler'
import { t } from '@/lib/i18n'
import { deleteProduct, reorderProducts } from '@/lib/products/manage'

/** Deletes a product after the 'Product wissen' confirmation; `deleteProduct` checks owner or admin and the sold rules. */
export const deleteProductAction = action(async (productId: number, { actor }) => {
  await deleteProduct(actor, parseId(String(productId), t('errors.productNotFound')))
  return null
})

/** 'Volgorde opslaan' (docs/rules.md#gifts): each product's index as its weight. */
export const reorderProductsAction = action(
  async (input: { listId: number; items: { productId: number; weight: number }[] }, { actor }) => {
    await reorderProducts(
      actor,
      parseId(String((input as { listId?: unknown } | null)?.listId)),
      (input as { items?: unknown } | null)?.items,
    )
    return null
  },
)

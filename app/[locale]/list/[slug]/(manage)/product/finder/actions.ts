'use server'

import { action } from '@/lib/http/action'
import { addCatalogProduct } from '@/lib/catalog'

/**
 * A result's add button in the finder (docs/rules.md#product-finder): `{ listId, affiliateProductId }` only; the domain function checks
 * owner or admin and copies the catalog product itself with the finder's defaults.
 */
export const addFromFinderAction = action(async (input: unknown, { actor }) => {
  const product = await addCatalogProduct(actor, input)
  return { id: product.id, title: product.title }
})

// GET /api/affiliate-products – search the partner catalogs (docs/rules.md#product-finder, decisions 013 and 055):
// ?take&skip&searchString[&listId][&category][&priceBand]
import { handler, pagedResponse } from '@/lib/http/handler'
import { searchCatalog } from '@/lib/catalog'
import { fromCents } from '@/lib/money'
import { catalogSearchSchema } from '@/lib/validation/catalog'
import { queryObject } from '@/lib/validation/paging'
import { parseInput } from '@/lib/validation/parse'

/**
 * A JSON array of catalog products with their offers (prices in euros), the number of matches in `X-Total-Count`.
 * Anyone may search; `listId` adds `onList` per result and needs the list's owner or an ADMIN (401, 403, 404).
 * 422 for a bad `take`, `skip` or `listId`; 429 beyond the 'search' limit.
 */
export const GET = handler(
  async ({ req, actor }) => {
    const { listId, category, priceBand, ...paging } = parseInput(
      catalogSearchSchema,
      queryObject(req.nextUrl.searchParams),
    )
    const page = await searchCatalog(paging, { listId, actor, category, priceBand })
    return pagedResponse(page, (item) => ({
      ...item,
      price: fromCents(item.price),
      maxPrice: fromCents(item.maxPrice),
      offers: item.offers.map((offer) => ({ ...offer, price: fromCents(offer.price) })),
    }))
  },
  { rateLimit: 'search' },
)

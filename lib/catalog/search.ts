import 'server-only'
import { getDb, type PrismaClient } from '@/lib/db'
import { getManagedListById } from '@/lib/lists'
import { toCents } from '@/lib/money'
import { Prisma } from '@/lib/generated/prisma/client'
import type { Actor } from '@/lib/auth/actor'
import type { GiftCategory, PriceBand } from '@/lib/gifts/categories'
import type { Page, Paging } from '@/lib/validation/paging'
import { MAX_WORD_EXPANSIONS } from './groups'
import { searchWords, type SearchWord } from './query'
import type { CatalogOffer, CatalogResult } from './types'

/** What the finder narrows a search to besides its words. */
export interface CatalogFilters {
  category?: GiftCategory
  /** On the product's lowest price. */
  priceBand?: PriceBand
}

/** The euro bounds of each price band (lower bound included), as in `priceBand` of lib/gifts/categories. */
const BAND_EUROS: Record<PriceBand, [number, number | null]> = {
  'tot-50': [0, 50],
  '50-150': [50, 150],
  '150-500': [150, 500],
  'vanaf-500': [500, null],
}

/** A tsquery literal of one lexeme (PostgreSQL's quoting: quotes doubled, backslashes escaped). */
const literal = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`

/**
 * The search's tsqueries, in one round trip. Per word: its Dutch stem as a whole word (a stemmed prefix would let
 * 'beer', stemmed 'ber', find every 'bergen'), the word as typed as a prefix of a lexeme ('knuff' finds 'knuffel'),
 * and the lexemes of the title words (CatalogWord) that contain it (3 letters or more: 'beer' → 'knuffelbeer') or
 * resemble it (5 or more, pg_trgm's `<%`, word similarity 0.6: 'kinderwagn' → 'kinderwagen'), the most common first.
 * A Dutch stop word ('de', 'met') has no stem and is left out: the vectors hold no stop words.
 * @returns `all`: every word must match one of its alternatives; `exact`: the words' stems alone, for putting
 *   whole-word matches first; null when no word is left.
 */
async function tsqueries(prisma: PrismaClient, words: SearchWord[]): Promise<{ all: string; exact: string } | null> {
  if (words.length === 0) return null
  const lookups = words.map((w, i) => {
    const similar = [
      ...(w.infix === null ? [] : [Prisma.sql`cw."word" LIKE ${w.infix}`]),
      ...(w.fuzzy === null ? [] : [Prisma.sql`${w.fuzzy} <% cw."word"`]),
    ]
    const lexemes = similar.length
      ? Prisma.sql`ARRAY(SELECT cw."lexeme" FROM "CatalogWord" cw WHERE ${Prisma.join(similar, ' OR ')}
                         ORDER BY cw."products" DESC, cw."word" LIMIT ${MAX_WORD_EXPANSIONS})`
      : Prisma.sql`ARRAY[]::text[]`
    return Prisma.sql`SELECT ${i}::int AS i, to_tsquery('geboortelijst_nl', ${w.word})::text AS stem,
                             to_tsquery('geboortelijst_simple', ${w.typed})::text AS raw, ${lexemes} AS lexemes`
  })
  const rows = await prisma.$queryRaw<{ i: number; stem: string; raw: string; lexemes: string[] }[]>`
    ${Prisma.join(lookups, ' UNION ALL ')}`
  const kept = rows.filter((row) => row.stem !== '').sort((a, b) => a.i - b.i)
  if (kept.length === 0) return null
  // Ranked by the whole words only: a word matched as the beginning of a longer one ('knuff') ranks like a looked-up
  // one, after whole-word matches (and ranking prefixes costs a fifth more per match).
  const exact = kept.map((row) => `(${row.stem})`)
  const all = kept.map(
    (row) => `(${[row.stem, row.raw, ...new Set(row.lexemes)].map((x, j) => (j < 2 ? x : literal(x))).join(' | ')})`,
  )
  return { all: all.join(' & '), exact: exact.join(' & ') }
}

interface ProductRow {
  id: number
  title: string
  image: string | null
  description: string
  brand: string | null
  category: GiftCategory | null
  maxPrice: string
  total: number
  offers: OfferRow[]
}

interface OfferRow {
  id: number
  price: string
  productUrl: string
  affiliateUrl: string | null
  originalProductId: string
  affiliateId: number
  affiliateName: string
  onList: boolean | null
}

/**
 * Searches the partner catalogs (GET /api/affiliate-products and the finder; decisions 013 and 055): one result per
 * product, with the offers of every partner that sells it. PostgreSQL full-text search in Dutch without accents
 * ('creme' finds 'Crème'); every word must match: its Dutch stem ('beren' finds 'beer'), a word it begins ('knuff'),
 * a title word it is inside of ('beer' finds 'Knuffelbeer') or (5 letters or more) resembles ('kinderwagn').
 * Ordered by exact matches first, then relevance (`ts_rank`, title before description), then by title; an empty
 * search (or one of stop words only) lists every available product by title. Products no partner lists any more are
 * never found. No input causes an error: see `searchWords`.
 * @param paging validated `pagingSchema(20)` input: `take`, `skip`, `searchString`.
 * @param options `listId`: also say per result and offer whether that list already has it (`onList`); the actor must
 *   manage it. `category`, `priceBand`: only products of that kind, or whose lowest price is in that band.
 * @returns one page of results (prices in euro cents) and the total number of matching products.
 * @throws DomainError only with a `listId`: UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown
 *   list, FORBIDDEN (403) for someone else's list.
 */
export async function searchCatalog(
  paging: Paging,
  options: { listId?: number; actor?: Actor | null } & CatalogFilters = {},
): Promise<Page<CatalogResult>> {
  const list = options.listId === undefined ? null : await getManagedListById(options.actor ?? null, options.listId)
  const prisma = await getDb()
  const query = await tsqueries(prisma, searchWords(paging.searchString))

  const conditions = [Prisma.sql`c."available"`]
  if (query) conditions.push(Prisma.sql`c."search" @@ ${query.all}::tsquery`)
  if (options.category) conditions.push(Prisma.sql`c."category" = ${options.category}::"GiftCategory"`)
  if (options.priceBand) {
    const [low, high] = BAND_EUROS[options.priceBand]
    conditions.push(Prisma.sql`c."minPrice" >= ${low}`)
    if (high !== null) conditions.push(Prisma.sql`c."minPrice" < ${high}`)
  }
  const where = Prisma.join(conditions, ' AND ')
  // Exact matches first: the rank is that of the words as typed and their stems, 0 for a product found only through a
  // word looked up for a typing error or a compound; then by title.
  const rank = query ? Prisma.sql`ts_rank(c."search", ${query.exact}::tsquery)` : Prisma.sql`0::real`

  const onList = list
    ? Prisma.sql`EXISTS (SELECT 1 FROM "Product" lp WHERE lp."listId" = ${list.id} AND lp."affiliateProductId" = o."id")`
    : Prisma.sql`NULL::boolean`
  // One statement: the page of products (the search's own scan counts every match, count(*) OVER (); an empty search
  // reads one page in title order from the index and counts apart, far cheaper than numbering every product), then
  // the page's own columns and each product's available offers, cheapest first. The ranking carries ids only: every
  // match passes through it, and wide rows cost a millisecond more over 4,000 matches.
  const rows = await prisma.$queryRaw<ProductRow[]>`
    SELECT d."id", d."title", d."image", d."description", d."brand", d."category", d."maxPrice"::text AS "maxPrice",
           p.total,
           coalesce((SELECT json_agg(json_build_object('id', o."id", 'price', o."price"::text, 'productUrl', o."productUrl",
                                       'affiliateUrl', o."affiliateUrl", 'originalProductId', o."originalProductId",
                                       'affiliateId', o."affiliateId", 'affiliateName', a."name", 'onList', ${onList})
                                     ORDER BY o."price", a."name", o."id")
                     FROM "AffiliateProduct" o JOIN "Affiliate" a ON a."id" = o."affiliateId"
                     WHERE o."catalogProductId" = p."id" AND o."available"), '[]') AS offers
    FROM (SELECT c."id", c."searchTitle", ${rank} AS rank,
                 ${query ? Prisma.sql`count(*) OVER ()::int` : Prisma.sql`(SELECT count(*)::int FROM "CatalogProduct" c WHERE ${where})`} AS total
          FROM "CatalogProduct" c
          WHERE ${where}
          ORDER BY rank DESC, c."searchTitle" COLLATE "C", c."id"
          LIMIT ${paging.take} OFFSET ${paging.skip}) p
    JOIN "CatalogProduct" d ON d."id" = p."id"
    ORDER BY p.rank DESC, p."searchTitle" COLLATE "C", p."id"`
  const total = rows.length
    ? rows[0]!.total
    : query && paging.skip === 0
      ? 0
      : (
          await prisma.$queryRaw<
            { total: number }[]
          >`SELECT count(*)::int AS total FROM "CatalogProduct" c WHERE ${where}`
        )[0]!.total
  // An import between the two reads can take a product's last offer away: that product is left out of this page.
  const items = rows.flatMap((row) => (row.offers.length ? [toResult(row, row.offers.map(toOffer))] : []))
  return { items, total, take: paging.take, skip: paging.skip }
}

function toOffer(row: OfferRow): CatalogOffer {
  return {
    id: row.id,
    price: toCents(row.price),
    url: row.affiliateUrl ?? row.productUrl,
    productUrl: row.productUrl,
    affiliateUrl: row.affiliateUrl,
    originalProductId: row.originalProductId,
    affiliateId: row.affiliateId,
    affiliate: { name: row.affiliateName },
    ...(row.onList === null ? {} : { onList: row.onList }),
  }
}

function toResult(row: ProductRow, offers: CatalogOffer[]): CatalogResult {
  const cheapest = offers[0]!
  return {
    ...cheapest,
    ...(cheapest.onList === undefined ? {} : { onList: offers.some((offer) => offer.onList) }),
    catalogProductId: row.id,
    title: row.title,
    image: row.image,
    description: row.description,
    brand: row.brand,
    category: row.category,
    maxPrice: toCents(row.maxPrice),
    offers,
  }
}

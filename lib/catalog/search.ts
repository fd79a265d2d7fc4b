import 'server-only'
import { getDb, type PrismaClient } from '@/lib/db'
import { getManagedListById } from '@/lib/lists'
import { toCents } from '@/lib/money'
import { Prisma } from '@/lib/generated/prisma/client'
import type { Actor } from '@/lib/auth/actor'
import type { Page, Paging } from '@/lib/validation/paging'
import { searchWords, type SearchWord } from './query'
import type { CatalogResult } from './types'

interface ResultRow {
  id: number
  title: string
  price: string
  image: string | null
  productUrl: string
  affiliateUrl: string | null
  description: string
  originalProductId: string
  affiliateId: number
  affiliateName: string
  onList: boolean | null
}

/** A word of the search with its two tsqueries as PostgreSQL made them. */
interface WordQuery extends SearchWord {
  /** The Dutch stem, unaccented, as a whole word: 'beer' → 'ber' (finds 'beer' and 'beren', not 'bergen'). */
  stem: string
  /** The word as typed, unaccented, as a prefix: 'knuff' → 'knuff':* (finds 'knuffel'); one letter only as itself. */
  raw: string
}

/**
 * Turns the words into tsqueries with the migration's configurations, in one round trip: the Dutch stem as a whole
 * word (a stemmed prefix would let 'beer', stemmed 'ber', find every 'bergen') or the word as typed as a prefix. A
 * Dutch stop word ('de', 'een', 'met') has no stem and is left out: the vectors hold no stop words, so it could never
 * match.
 */
async function wordQueries(prisma: PrismaClient, words: SearchWord[]): Promise<WordQuery[]> {
  if (words.length === 0) return []
  const rows = await prisma.$queryRaw<{ i: bigint | number; stem: string; raw: string }[]>`
    SELECT i, to_tsquery('geboortelijst_nl', w)::text AS stem, to_tsquery('geboortelijst_simple', typed)::text AS raw
    FROM unnest(${words.map((w) => w.word)}::text[], ${words.map((w) => w.typed)}::text[]) WITH ORDINALITY AS t(w, typed, i)`
  return rows
    .map((row) => ({ ...words[Number(row.i) - 1]!, stem: row.stem, raw: row.raw }))
    .filter((q) => q.stem !== '')
}

/** The tsquery of one word: its stem, or the word as typed as a prefix. PostgreSQL's own output read back. */
const wordTsquery = (q: WordQuery) => Prisma.sql`(${q.stem}::tsquery || ${q.raw}::tsquery)`

/**
 * Every word matches: in the vector, or (3 letters or more) inside the folded title, or (5 letters or more) a word of
 * the folded title it resembles by trigrams (`<%`, pg_trgm's word similarity, 0.6 by default: 'kinderwagn' finds
 * 'kinderwagen', 'beer' never finds 'bergen'), through the title's trigram index. Only available products.
 */
function whereClause(queries: WordQuery[]): Prisma.Sql {
  const conditions = queries.map((q) => {
    const alternatives = [Prisma.sql`p."search" @@ ${wordTsquery(q)}`]
    if (q.infix !== null) alternatives.push(Prisma.sql`p."searchTitle" LIKE ${q.infix}`)
    if (q.fuzzy !== null) alternatives.push(Prisma.sql`${q.fuzzy} <% p."searchTitle"`)
    return Prisma.sql`(${Prisma.join(alternatives, ' OR ')})`
  })
  return Prisma.join([Prisma.sql`p."available"`, ...conditions], ' AND ')
}

/**
 * Searches the partner catalogs (GET /api/affiliate-products and the finder; decision 013): PostgreSQL
 * full-text search in Dutch without accents ('creme' finds 'Crème', 'knuff' finds 'Knuffelbeer'); every word must
 * match: its Dutch stem ('beren' finds 'beer'), a word it begins, or (3 letters or more) anywhere in the title, so
 * 'beer' finds 'Knuffelbeer'.
 * Ordered by relevance (`ts_rank_cd`, title before description), then by title; an empty search (or one of stop
 * words only) lists every available product by title, so the finder shows something at first. Unavailable products
 * (gone from their partner's feed) are never found. No input causes an error: see `searchWords`.
 * @param paging validated `pagingSchema(20)` input: `take`, `skip`, `searchString`.
 * @param options `listId`: also say per result whether that list already has it (`onList`); the actor must manage it.
 * @returns one page of results (prices in euro cents) and the total number of matches.
 * @throws DomainError only with a `listId`: UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown
 *   list, FORBIDDEN (403) for someone else's list.
 */
export async function searchCatalog(
  paging: Paging,
  options: { listId?: number; actor?: Actor | null } = {},
): Promise<Page<CatalogResult>> {
  const list = options.listId === undefined ? null : await getManagedListById(options.actor ?? null, options.listId)
  const prisma = await getDb()
  const queries = await wordQueries(prisma, searchWords(paging.searchString))
  const where = whereClause(queries)
  const byTitle = Prisma.sql`p."searchTitle" COLLATE "C", p."id"`
  const order = queries.length
    ? Prisma.sql`ts_rank_cd(p."search", ${Prisma.join(queries.map(wordTsquery), ' && ')}) DESC, ${byTitle}`
    : byTitle
  const onList = list
    ? Prisma.sql`EXISTS (SELECT 1 FROM "Product" lp WHERE lp."listId" = ${list.id} AND lp."affiliateProductId" = p."id")`
    : Prisma.sql`NULL::boolean`

  const count = async () =>
    (
      await prisma.$queryRaw<
        { total: number }[]
      >`SELECT count(*)::int AS total FROM "AffiliateProduct" p WHERE ${where}`
    )[0]!.total
  // A search ranks every match anyway, so the same scan counts them (count(*) OVER ()); an empty search reads one page
  // in title order from the index and counts apart, which is far cheaper than numbering every available product.
  const rows = await prisma.$queryRaw<(ResultRow & { total: number })[]>`
    SELECT p."id", p."title", p."price"::text AS price, p."image", p."productUrl", p."affiliateUrl", p."description",
           p."originalProductId", p."affiliateId", a."name" AS "affiliateName", ${onList} AS "onList",
           ${queries.length ? Prisma.sql`count(*) OVER ()::int` : Prisma.sql`0`} AS total
    FROM "AffiliateProduct" p JOIN "Affiliate" a ON a."id" = p."affiliateId"
    WHERE ${where}
    ORDER BY ${order}
    LIMIT ${paging.take} OFFSET ${paging.skip}`
  const total = queries.length && rows.length ? rows[0]!.total : paging.skip === 0 && queries.length ? 0 : await count()
  return { items: rows.map(toCatalogResult), total, take: paging.take, skip: paging.skip }
}

function toCatalogResult(row: ResultRow): CatalogResult {
  return {
    id: row.id,
    title: row.title,
    price: toCents(row.price),
    image: row.image,
    url: row.affiliateUrl ?? row.productUrl,
    productUrl: row.productUrl,
    affiliateUrl: row.affiliateUrl,
    description: row.description,
    originalProductId: row.originalProductId,
    affiliateId: row.affiliateId,
    affiliate: { name: row.affiliateName },
    ...(row.onList === null ? {} : { onList: row.onList }),
  }
}

import { isValid } from 'gtin'
import { foldName } from '@/lib/text/fold'
import { GIFT_CATEGORIES, type GiftCategory } from '@/lib/gifts/categories'
import { t } from '@/lib/i18n'
import type { PrismaClient } from '@/lib/db'

/**
 * A feed's GTIN (EAN-8, UPC-A, EAN-13 or GTIN-14; spaces and dashes allowed) as 14 digits, the form in which one
 * product has one key whatever the length a shop writes it in (GS1's rule: left-padded with zeros).
 * @returns the 14 digits, or null when it is not a GTIN with a right check digit (the `gtin` package checks it).
 */
export function normaliseGtin(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '')
  if (!/^(\d{8}|\d{12,14})$/.test(digits) || !isValid(digits)) return null
  return digits.padStart(14, '0')
}

/** The words of a text for a key: folded, letters and digits only. */
const keyWords = (text: string) => foldName(text).match(/[\p{L}\p{N}]+/gu) ?? []

/**
 * What makes offers of several partners one product in the finder (decision 055): 'gtin:<14 digits>' when the feed
 * gives a GTIN; otherwise 'name:' and the brand's and title's words, folded, each once, in alphabetical order, so
 * 'Jollein Knuffel Konijn – Salie' and 'knuffel konijn salie' of brand 'JOLLEIN' are one product.
 */
export function groupKey(offer: { gtin: string | null; brand: string | null; title: string }): string {
  if (offer.gtin) return `gtin:${offer.gtin}`
  const words = new Set([...keyWords(offer.brand ?? ''), ...keyWords(offer.title)])
  return `name:${[...words].sort().join(' ')}`
}

/**
 * A feed's `category`: one of the list's kinds by its key ('OP_STAP') or its Dutch name ('Op stap'), in any case;
 * anything else is none.
 */
export function categoryFromFeed(text: string): GiftCategory | null {
  const folded = foldName(text)
  if (!folded) return null
  return (
    GIFT_CATEGORIES.find(
      (category) => category.toLowerCase() === folded || foldName(t(`gifts.category.${category}`)) === folded,
    ) ?? null
  )
}

/** Most words a search word may stand for (words that contain it or resemble it), the most common first. */
export const MAX_WORD_EXPANSIONS = 50

/**
 * Rebuilds the finder's products from the offers (decision 055), in one transaction: a product for every group key
 * without one, each offer linked to its product, each product's title, description, image, brand and category those
 * of one offer (an available one with an image first, then the cheapest), its price range and number of available
 * offers, products left without offers deleted, and the vocabulary of available titles written anew. Only rows whose
 * values change are written; then both tables are vacuumed and analysed. Called at the end of every import.
 * @param prisma the database of the import.
 */
export async function refreshCatalogProducts(prisma: PrismaClient): Promise<void> {
  const steps = (tx: PrismaClient) => [
    tx.$executeRaw`
        INSERT INTO "CatalogProduct" ("groupKey", "title", "searchTitle", "minPrice", "maxPrice", "offerCount", "available", "updatedAt")
        SELECT DISTINCT o."groupKey", '', '', 0, 0, 0, false, now()
        FROM "AffiliateProduct" o
        WHERE NOT EXISTS (SELECT 1 FROM "CatalogProduct" c WHERE c."groupKey" = o."groupKey")`,
    tx.$executeRaw`
        UPDATE "AffiliateProduct" o SET "catalogProductId" = c."id"
        FROM "CatalogProduct" c
        WHERE c."groupKey" = o."groupKey" AND o."catalogProductId" IS DISTINCT FROM c."id"`,
    tx.$executeRaw`
        UPDATE "CatalogProduct" c
        SET "title" = r."title", "description" = r."description", "image" = r."image", "brand" = r."brand",
            "category" = r."category", "searchTitle" = r."searchTitle", "minPrice" = a.lo, "maxPrice" = a.hi,
            "offerCount" = a.n, "available" = a.n > 0, "updatedAt" = now()
        FROM (SELECT "catalogProductId" AS id, coalesce(min("price") FILTER (WHERE "available"), 0) AS lo,
                     coalesce(max("price") FILTER (WHERE "available"), 0) AS hi,
                     count(*) FILTER (WHERE "available")::int AS n
              FROM "AffiliateProduct" WHERE "catalogProductId" IS NOT NULL GROUP BY "catalogProductId") a
        JOIN (SELECT DISTINCT ON ("catalogProductId") "catalogProductId" AS id, "title", "description", "image",
                     "brand", "category", "searchTitle"
              FROM "AffiliateProduct" WHERE "catalogProductId" IS NOT NULL
              ORDER BY "catalogProductId", "available" DESC, ("image" IS NULL), "price", "originalProductId" COLLATE "C", "id") r
              ON r.id = a.id
        WHERE c."id" = a.id
          AND (c."title", c."description", c."image", c."brand", c."category", c."searchTitle", c."minPrice",
               c."maxPrice", c."offerCount")
              IS DISTINCT FROM (r."title", r."description", r."image", r."brand", r."category", r."searchTitle", a.lo,
               a.hi, a.n)`,
    tx.$executeRaw`
        DELETE FROM "CatalogProduct" c WHERE NOT EXISTS (SELECT 1 FROM "AffiliateProduct" o WHERE o."catalogProductId" = c."id")`,
    tx.$executeRaw`DELETE FROM "CatalogWord"`,
    // A title word's lexeme is what the products' Dutch vectors hold for it; a stop word has none and is left out.
    tx.$executeRaw`
        INSERT INTO "CatalogWord" ("word", "lexeme", "products")
        SELECT w.word, w.lexeme, w.n
        FROM (SELECT word, (tsvector_to_array(to_tsvector('geboortelijst_nl'::regconfig, word)))[1] AS lexeme, n
              FROM (SELECT word, count(*)::int AS n
                    FROM (SELECT DISTINCT c."id", word
                          FROM "CatalogProduct" c, regexp_split_to_table(c."searchTitle", '[^[:alnum:]]+') AS word
                          WHERE c."available" AND word <> '') d
                    GROUP BY word) counted) w
        WHERE w.lexeme IS NOT NULL`,
  ]
  await prisma.$transaction(
    async (tx) => {
      for (const step of steps(tx as PrismaClient)) await step
    },
    { timeout: 10 * 60_000 },
  )
  // An import rewrites every offer: without fresh statistics and with its dead rows the finder's plans go wrong (a
  // generic plan scanning every offer for a page's 20 products); and a visibility map lets counting every available
  // product (an empty search) read the title index only (decision 055).
  await prisma.$executeRawUnsafe('VACUUM (ANALYZE) "AffiliateProduct", "CatalogProduct", "CatalogWord"')
}

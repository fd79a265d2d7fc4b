import { randomUUID } from 'node:crypto'
import { getDb, type PrismaClient } from '@/lib/db'
import { centsToDecimalString } from '@/lib/money'
import { t } from '@/lib/i18n'
import { readFeedRecords, type FeedInput } from './csv'
import {
  FEED_COLUMNS,
  FeedFormatError,
  readHeader,
  readRow,
  type FeedHeader,
  type FeedProduct,
  type RowProblem,
} from './feed'
import { refreshCatalogProducts } from './groups'

export { FEED_COLUMNS, OPTIONAL_FEED_COLUMNS, FeedFormatError } from './feed'
export type { FeedInput } from './csv'

/** Rows written per statement: big enough for speed, small enough to keep memory flat whatever the feed's size. */
export const IMPORT_BATCH_SIZE = 500
/** Bad rows kept in the summary (all of them go to `onBadRow`): a broken 100,000-row feed must not fill memory. */
export const MAX_REPORTED_BAD_ROWS = 1000

/** A skipped row: its first line in the file (the header is line 1) and why. */
export interface BadRow {
  line: number
  problems: RowProblem[]
}

export interface ImportProgress {
  /** Data rows read so far (good and bad). */
  rows: number
  /** Bytes of the feed read so far, for a progress bar against the file's size. */
  bytes: number
}

export interface ImportSummary {
  /** Data rows in the feed (the header not counted). */
  rows: number
  created: number
  updated: number
  /** Bad rows, reported and skipped; the stored product of such a row (if any) keeps its data and availability. */
  skipped: number
  badRows: BadRow[]
  /** The partners of the feed's good rows, with our id: the ones whose products the feed lists in full. */
  partners: { id: number; name: string }[]
  /** Products of those partners this feed no longer lists, now unavailable. */
  markedUnavailable: number
  /**
   * True when the CSV itself was broken (a quote left open, a record beyond MAX_RECORD_SIZE): the rows after it may
   * not have been read, so nothing was marked unavailable.
   */
  structureBroken: boolean
  /** Marks the rows this import saw (AffiliateProduct.importRun). */
  run: string
}

export interface ImportOptions {
  /** The database (the seed passes its own); the process-wide one by default. */
  prisma?: PrismaClient
  batchSize?: number
  onProgress?(progress: ImportProgress): void
  onBadRow?(bad: BadRow): void
}

type Key = { partner: string; originalProductId: string }

/**
 * Imports a partner feed (decision 013): CSV with the header of
 * FEED_COLUMNS, parsed by csv-parse as a stream and written in batches of upserts keyed by (partner, id), so memory
 * stays flat whatever the feed's size. Existing products are updated in place and become available again; bad rows
 * are reported with their line and reasons and skipped (their stored product keeps its data and availability);
 * afterwards every product of the feed's partners that this feed did not list is marked unavailable (never deleted:
 * list products may point at it). Partners are created by name when new. Descriptions are sanitized.
 * A feed whose CSV structure breaks (a quote left open) may hide rows after it, so it marks nothing unavailable.
 * At the end the finder's products are rebuilt from the offers (`refreshCatalogProducts`, decision 055).
 * One import at a time: two imports of the same partner at once would mark each other's products unavailable.
 * @param input the feed as a stream of bytes or text (a file, a request body, a string in tests).
 * @returns what the import did.
 * @throws FeedFormatError when the header is not the documented one (nothing is written), or the database's error;
 *   in both cases nothing is marked unavailable (batches written before a database error stay written).
 */
export async function importCatalog(input: FeedInput, options: ImportOptions = {}): Promise<ImportSummary> {
  const prisma = options.prisma ?? (await getDb())
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE
  const run = randomUUID()
  const summary: ImportSummary = {
    rows: 0,
    created: 0,
    updated: 0,
    skipped: 0,
    badRows: [],
    partners: [],
    markedUnavailable: 0,
    structureBroken: false,
    run,
  }
  const partners = new Map<string, number>()
  const named = new Set<string>()
  const writer = new BatchWriter(prisma, run, partners)

  const report = (bad: BadRow) => {
    summary.skipped++
    if (summary.badRows.length < MAX_REPORTED_BAD_ROWS) summary.badRows.push(bad)
    options.onBadRow?.(bad)
  }
  let bytes = 0
  const records = readFeedRecords(input, {
    onCsvError: (line, error) => {
      summary.rows++
      summary.structureBroken = true
      report({ line, problems: [{ code: 'CSV', message: t('catalog.import.csv', { reason: error?.message ?? '' }) }] })
    },
  })

  let header: FeedHeader | null = null
  let batch: { product: FeedProduct; line: number }[] = []
  let seenBad: Key[] = []
  const flush = async () => {
    const result = await writer.write(batch, seenBad)
    summary.created += result.created
    summary.updated += result.updated
    for (const bad of result.duplicates) report(bad)
    batch = []
    seenBad = []
    options.onProgress?.({ rows: summary.rows, bytes })
  }

  for await (const { fields, line, bytes: read } of records) {
    bytes = read
    if (!header) {
      header = readHeader(fields)
      continue
    }
    summary.rows++
    const result = readRow(fields, header)
    if ('product' in result) {
      batch.push({ product: result.product, line })
      named.add(result.product.partner)
    } else {
      report({ line, problems: result.problems })
      if (result.key) seenBad.push(result.key)
    }
    if (batch.length + seenBad.length >= batchSize) await flush()
  }
  if (!header) throw new FeedFormatError(t('catalog.import.empty', { expected: FEED_COLUMNS.join(',') }))
  await flush()
  // csv-parse reports a record it cannot read as it parses, ahead of the records still on their way to this loop.
  summary.badRows.sort((a, b) => a.line - b.line)

  // A partner named only by bad rows is not this feed's partner: its other products stay as they are.
  summary.partners = [...named].map((name) => ({ id: partners.get(name)!, name }))
  const ids = summary.partners.map((p) => p.id)
  if (ids.length && !summary.structureBroken) {
    summary.markedUnavailable = await prisma.$executeRaw`
      UPDATE "AffiliateProduct" SET "available" = false, "updatedAt" = now()
      WHERE "affiliateId" = ANY(${ids}::int[]) AND "available" AND "importRun" IS DISTINCT FROM ${run}`
  }
  await refreshCatalogProducts(prisma)
  return summary
}

/** Writes batches of one import: partner ids by name, then one upsert statement per batch. */
class BatchWriter {
  /** Within a batch a key appears once (PostgreSQL refuses to upsert one row twice in a statement). */
  private firstLine = new Map<string, number>()

  constructor(
    private prisma: PrismaClient,
    private run: string,
    private partners: Map<string, number>,
  ) {}

  /** Our id of each partner named: created for good rows, only looked up for bad ones. */
  private async partnerIds(names: Iterable<string>, create: boolean): Promise<void> {
    for (const name of new Set(names)) {
      if (this.partners.has(name)) continue
      const affiliate = create
        ? await this.prisma.affiliate.upsert({ where: { name }, update: {}, create: { name }, select: { id: true } })
        : await this.prisma.affiliate.findUnique({ where: { name }, select: { id: true } })
      if (affiliate) this.partners.set(name, affiliate.id)
    }
  }

  async write(
    rows: { product: FeedProduct; line: number }[],
    seenBad: Key[],
  ): Promise<{ created: number; updated: number; duplicates: BadRow[] }> {
    await this.partnerIds(
      rows.map((r) => r.product.partner),
      true,
    )
    await this.partnerIds(
      seenBad.map((k) => k.partner),
      false,
    )
    const duplicates: BadRow[] = []
    const unique: typeof rows = []
    this.firstLine.clear()
    for (const row of rows) {
      const key = `${row.product.partner}\u0000${row.product.originalProductId}`
      const first = this.firstLine.get(key)
      if (first === undefined) {
        this.firstLine.set(key, row.line)
        unique.push(row)
      } else duplicates.push(duplicate(row, first))
    }

    const known = seenBad.filter((k) => this.partners.has(k.partner))
    if (known.length) {
      // A bad row of a stored product: the product stays as it was, but counts as listed (not marked unavailable).
      await this.prisma.$executeRaw`
        UPDATE "AffiliateProduct" p SET "importRun" = ${this.run}
        FROM unnest(${known.map((k) => this.partners.get(k.partner)!)}::int[], ${known.map((k) => k.originalProductId)}::text[]) AS k(a, o)
        WHERE p."affiliateId" = k.a AND p."originalProductId" = k.o`
    }
    if (unique.length === 0) return { created: 0, updated: 0, duplicates }

    const col = <T>(pick: (p: FeedProduct) => T) => unique.map((r) => pick(r.product))
    const written = await this.prisma.$queryRaw<
      { affiliateId: number; originalProductId: string; inserted: boolean }[]
    >`
      INSERT INTO "AffiliateProduct" ("affiliateId", "originalProductId", "title", "price", "image", "productUrl", "affiliateUrl",
                                      "description", "searchTitle", "gtin", "brand", "category", "groupKey",
                                      "available", "importRun", "updatedAt")
      SELECT a, o, ti, pr::numeric(10, 2), im, pu, au, de, st, gt, br, ca::"GiftCategory", gk, true, ${this.run}, now()
      FROM unnest(${col((p) => this.partners.get(p.partner)!)}::int[], ${col((p) => p.originalProductId)}::text[], ${col((p) => p.title)}::text[],
                  ${col((p) => centsToDecimalString(p.price))}::text[], ${col((p) => p.image)}::text[], ${col((p) => p.productUrl)}::text[],
                  ${col((p) => p.affiliateUrl)}::text[], ${col((p) => p.description)}::text[], ${col((p) => p.searchTitle)}::text[],
                  ${col((p) => p.gtin)}::text[], ${col((p) => p.brand)}::text[], ${col((p) => p.category)}::text[],
                  ${col((p) => p.groupKey)}::text[])
           AS r(a, o, ti, pr, im, pu, au, de, st, gt, br, ca, gk)
      ON CONFLICT ("affiliateId", "originalProductId") DO UPDATE SET
        "title" = EXCLUDED."title", "price" = EXCLUDED."price", "image" = EXCLUDED."image", "productUrl" = EXCLUDED."productUrl",
        "affiliateUrl" = EXCLUDED."affiliateUrl", "description" = EXCLUDED."description", "searchTitle" = EXCLUDED."searchTitle",
        "gtin" = EXCLUDED."gtin", "brand" = EXCLUDED."brand", "category" = EXCLUDED."category", "groupKey" = EXCLUDED."groupKey",
        "available" = true, "importRun" = EXCLUDED."importRun", "updatedAt" = now()
      -- A row an earlier batch of this import wrote is a repeated id: the first one wins, this one is reported.
      WHERE "AffiliateProduct"."importRun" IS DISTINCT FROM EXCLUDED."importRun"
      RETURNING "affiliateId", "originalProductId", (xmax = 0) AS inserted`
    const done = new Set(written.map((w) => `${w.affiliateId}\u0000${w.originalProductId}`))
    for (const row of unique) {
      if (!done.has(`${this.partners.get(row.product.partner)}\u0000${row.product.originalProductId}`))
        duplicates.push(duplicate(row, null))
    }
    const created = written.filter((w) => w.inserted).length
    return { created, updated: written.length - created, duplicates }
  }
}

function duplicate(row: { product: FeedProduct; line: number }, firstLine: number | null): BadRow {
  const params = { id: row.product.originalProductId, partner: row.product.partner, line: firstLine ?? 0 }
  const message =
    firstLine === null ? t('catalog.import.duplicateEarlier', params) : t('catalog.import.duplicate', params)
  return { line: row.line, problems: [{ code: 'DUPLICATE_ID', column: 'id', message }] }
}

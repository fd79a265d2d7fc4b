// npm run catalog:import -- <file.csv>: imports a partner feed into the configured database (DATABASE_URL or the
// embedded PGlite in $DATA_DIR/pglite), with a progress bar on a terminal and plain progress lines otherwise.
// The format and the rules are lib/catalog/feed.ts and docs/decisions/013. Exit status: 0 every row imported,
// 3 imported but some rows skipped (listed), 1 the feed was refused or the import failed, 2 wrong usage.
import fs from 'node:fs'
import { SingleBar } from 'cli-progress'
import { openDatabase } from '../lib/db'
import { FeedFormatError, importCatalog, type ImportProgress } from '../lib/catalog/import'
import { t } from '../lib/i18n'

/** Bad rows printed after the import; the rest are counted. */
const PRINTED_BAD_ROWS = 100

const file = process.argv[2]
if (!file || process.argv.length > 3) {
  console.error(t('catalog.cli.usage'))
  process.exit(2)
}
if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
  console.error(t('catalog.cli.noFile', { file }))
  process.exit(1)
}

const size = fs.statSync(file).size
const started = performance.now()
// cli-progress fills in the {placeholders} of its format.
const format = `${t('catalog.cli.importing')} |{bar}| {percentage}% | {rows} ${t('catalog.cli.rows')} | {eta_formatted}`
const bar = process.stderr.isTTY ? new SingleBar({ format, stream: process.stderr, hideCursor: true }) : null
let lastLine = 0
const progress = ({ rows, bytes }: ImportProgress) => {
  if (bar) return bar.update(bytes, { rows })
  // Without a terminal (a log, cron): one line per tenth of the file.
  const tenth = Math.floor((bytes / Math.max(size, 1)) * 10)
  if (tenth > lastLine) {
    lastLine = tenth
    console.error(t('catalog.cli.progress', { rows, percent: tenth * 10 }))
  }
}

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined })
bar?.start(size, 0, { rows: 0 })
let status = 0
try {
  const summary = await importCatalog(fs.createReadStream(file), { prisma: db.prisma, onProgress: progress })
  bar?.update(size)
  bar?.stop()
  for (const bad of summary.badRows.slice(0, PRINTED_BAD_ROWS)) {
    console.error(t('catalog.cli.badRow', { line: bad.line, reasons: bad.problems.map((p) => p.message).join(' ') }))
  }
  if (summary.skipped > PRINTED_BAD_ROWS)
    console.error(t('catalog.cli.moreBadRows', { count: summary.skipped - PRINTED_BAD_ROWS }))
  if (summary.structureBroken) console.error(t('catalog.cli.structureBroken'))
  console.log(
    t('catalog.cli.summary', {
      seconds: ((performance.now() - started) / 1000).toFixed(1),
      rows: summary.rows,
      created: summary.created,
      updated: summary.updated,
      skipped: summary.skipped,
      unavailable: summary.markedUnavailable,
      partners: summary.partners.map((p) => p.name).join(', ') || '–',
    }),
  )
  status = summary.skipped > 0 ? 3 : 0
} catch (error) {
  bar?.stop()
  console.error(error instanceof FeedFormatError ? t('catalog.cli.refused', { reason: error.message }) : error)
  status = 1
} finally {
  await db.close()
}
process.exit(status)

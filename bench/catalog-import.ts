// Partner feed import and finder search on a large catalog (decision 013).
// Usage: npx tsx --conditions=react-server bench/catalog-import.ts            (embedded PGlite, in memory)
//        BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx --conditions=react-server bench/catalog-import.ts
//        BENCH_ROWS=100000 (default) sets the feed's size.
// Generates a feed (tests/fixtures/catalog.ts) into a file, imports it through importCatalog as the CLI does (a file
// stream), imports it again (every row an update), then times searches as the finder makes them. Prints rows/s,
// durations, the process's peak RSS, and search latency (median, p95). Figures only; nothing is asserted.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-catalog-'))
const { openBenchDatabase } = await import('./database')
const { importCatalog } = await import('../lib/catalog/import')
const { searchCatalog } = await import('../lib/catalog')
const { generatedFeed } = await import('../tests/fixtures/catalog')

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

// Peak RSS, sampled: process.resourceUsage().maxRSS would include everything since start.
let peak = 0
const sample = () => void (peak = Math.max(peak, process.memoryUsage().rss))
const sampler = setInterval(sample, 50)

const file = path.join(process.env.DATA_DIR, 'feed.csv')
const t0 = performance.now()
await pipeline(Readable.from(generatedFeed(ROWS)), fs.createWriteStream(file))
console.log(
  `feed: ${ROWS} rows, ${mb(fs.statSync(file).size)}, generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
)

const db = await openBenchDatabase()
console.log(
  `database: ${db.kind}${db.onServer ? ' (PostgreSQL server)' : ' (in-memory PGlite: the database itself lives in this process)'}`,
)

async function timedImport(label: string) {
  sample()
  const before = process.memoryUsage().rss
  peak = before
  const start = performance.now()
  const summary = await importCatalog(fs.createReadStream(file), { prisma: db.prisma, onProgress: sample })
  const seconds = (performance.now() - start) / 1000
  console.log(
    `${label.padEnd(26)} ${String(Math.round(summary.rows / seconds)).padStart(6)} rows/s   ${seconds.toFixed(1).padStart(6)} s   ` +
      `created ${summary.created}, updated ${summary.updated}, skipped ${summary.skipped}   RSS before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)})`,
  )
}
await timedImport('import (all new)')
await timedImport('re-import (all updates)')

const pct = (xs: number[], p: number) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!
const queries = [
  '',
  'knuffel',
  'knuff',
  'slaapzak salie',
  'beer',
  'creme',
  'kinderwagen oker 90',
  'jollein nachtlampje vos',
  'qwxyzzy',
  'a & !b:*',
]
const REPEAT = Number(process.env.BENCH_SEARCHES ?? 30)
// Warm-up: the first query of a kind plans and fills caches.
for (const q of queries) await searchCatalog({ take: 20, skip: 0, searchString: q })
const all: number[] = []
console.log(`search, take 20, ${REPEAT} times each (pages 1 to 5 in turn):`)
for (const q of queries) {
  const lat: number[] = []
  let total = 0
  for (let i = 0; i < REPEAT; i++) {
    const start = performance.now()
    total = (await searchCatalog({ take: 20, skip: (i % 5) * 20, searchString: q })).total
    lat.push(performance.now() - start)
  }
  all.push(...lat)
  console.log(
    `  ${JSON.stringify(q).padEnd(28)} ${String(total).padStart(7)} matches   median ${pct(lat, 50).toFixed(1).padStart(6)} ms   p95 ${pct(lat, 95).toFixed(1).padStart(6)} ms`,
  )
}
console.log(
  `  ${'all searches'.padEnd(28)} ${''.padStart(15)}   median ${pct(all, 50).toFixed(1).padStart(6)} ms   p95 ${pct(all, 95).toFixed(1).padStart(6)} ms`,
)

clearInterval(sampler)
await db.close()
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true })
process.exit(0)

// Partner feed import and finder search on a large catalog (decisions 013 and 055).
// Usage: npx tsx --conditions=react-server bench/catalog-import.ts            (embedded PGlite, in memory)
//        BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx --conditions=react-server bench/catalog-import.ts
//        BENCH_ROWS=100000 (default) sets the feed's size.
// Generates a feed (tests/fixtures/catalog.ts: many products sold by two or three shops) into a file, imports it
// through importCatalog as the CLI does (a file stream), imports it again (every row an update), then times searches
// as the finder makes them, in this process (searchCatalog). On PostgreSQL it then starts the project on the same
// database (as `npm start` does: built when the sources changed) and times the same searches through the REST path,
// GET /api/affiliate-products, one request at a time, next to two small database reads through the same server:
// GET /api/health (SELECT 1) and GET /api/lists/slug/{unknown} (one indexed read, a 404). Prints rows/s, durations,
// the process's peak RSS, and latency (median, p95). Figures only; nothing is asserted.
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
console.log(
  `catalog: ${await db.prisma.affiliateProduct.count()} offers, ${await db.prisma.catalogProduct.count()} products, ${await db.prisma.catalogWord.count()} title words`,
)

const pct = (xs: number[], p: number) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!
const queries = [
  '',
  'knuffel',
  'knuff',
  'knuffels',
  'slaapzak salie',
  'beer',
  'creme',
  'kinderwagen oker 90',
  'kinderwagn',
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
    `  ${JSON.stringify(q).padEnd(28)} ${String(total).padStart(7)} products   median ${pct(lat, 50).toFixed(1).padStart(6)} ms   p95 ${pct(lat, 95).toFixed(1).padStart(6)} ms`,
  )
}
console.log(
  `  ${'all searches'.padEnd(28)} ${''.padStart(15)}   median ${pct(all, 50).toFixed(1).padStart(6)} ms   p95 ${pct(all, 95).toFixed(1).padStart(6)} ms`,
)

clearInterval(sampler)

if (db.onServer) {
  const { freePort, startProject, cleanup } = await import('./support/servers.mjs')
  const port = await freePort(3300)
  // One proxy hop trusted and a different x-forwarded-for per request: the per-address 'search' limit (60 a minute)
  // would otherwise answer 429 after the first minute's requests.
  const server = await startProject({ port, env: { DATABASE_URL: db.url ?? undefined, TRUSTED_PROXY_HOPS: '1' } })
  let client = 0
  const timedGet = async (path: string, expected: number) => {
    const n = client++
    const start = performance.now()
    const res = await fetch(server.url + path, {
      headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    })
    await res.arrayBuffer()
    const ms = performance.now() - start
    if (res.status !== expected) throw new Error(`GET ${path} answered ${res.status}, not ${expected}`)
    return { ms, total: res.headers.get('x-total-count') }
  }
  const line = (label: string, lat: number[], extra = '') =>
    console.log(
      `  ${label.padEnd(28)} ${extra.padStart(15)}   median ${pct(lat, 50).toFixed(1).padStart(6)} ms   p95 ${pct(lat, 95).toFixed(1).padStart(6)} ms`,
    )
  const searchPath = (q: string, skip: number) =>
    `/api/affiliate-products?take=20&skip=${skip}&searchString=${encodeURIComponent(q)}`
  // Warm-up: the server's first requests compile its code paths; 10 rounds of every request measured below.
  for (let round = 0; round < 10; round++) {
    await timedGet('/api/health', 200)
    await timedGet('/api/lists/slug/bench-onbekend', 404)
    for (const q of queries) await timedGet(searchPath(q, round * 20), 200)
  }
  console.log(`through the REST path (${server.url}), one request at a time, ${REPEAT} times each:`)
  for (const [label, path, status] of [
    ['GET /api/health', '/api/health', 200],
    ['GET /api/lists/slug/{unknown}', '/api/lists/slug/bench-onbekend', 404],
  ] as const) {
    const lat: number[] = []
    for (let i = 0; i < REPEAT; i++) lat.push((await timedGet(path, status)).ms)
    line(label, lat)
  }
  const rest: number[] = []
  for (const q of queries) {
    const lat: number[] = []
    let total: string | null = null
    for (let i = 0; i < REPEAT; i++) {
      const answer = await timedGet(searchPath(q, (i % 5) * 20), 200)
      lat.push(answer.ms)
      total = answer.total
    }
    rest.push(...lat)
    line(JSON.stringify(q), lat, `${total} products`)
  }
  line('all searches', rest)
  await cleanup()
}

await db.close()
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true })
process.exit(0)

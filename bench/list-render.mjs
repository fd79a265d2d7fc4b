// Render time of the public list page when it is NOT in Next's cache (p95 ≤ 100 ms), on PostgreSQL.
// The list page is ISR (docs/decisions/005): served from the cache, and made stale by revalidatePath('/list/<slug>')
// whenever its list, products or orders change (lib/cache/invalidate.ts). This benchmark does what a parent does:
// it changes the list through the public REST API as its owner (PATCH /api/lists/{id} with a new introduction, which
// calls updateList → revalidatePath), then times the next GET /list/noor-peeters. Measured on Next 16 here, that GET
// is a blocking MISS (x-nextjs-cache: MISS): the page is rendered inside the request (list + products from
// PostgreSQL, React server render, HTML + RSC payload) and then cached. What is timed: from sending the GET to its
// last byte on loopback (and to its first byte), client side; a GET answered STALE or HIT instead is not counted but
// reported, and the body must show the new introduction, so only fresh renders count. For reading beside it: the
// same page served from the cache (HIT), which is the floor of any answer of these bytes.
// Setup: drops and creates the database BENCH_DB (default bench_list) on the PostgreSQL server of BENCH_DATABASE_URL
// (default postgresql://postgres@127.0.0.1:5432/postgres), then starts the project as `npm start` does on it with
// SEED_DEMO=1 (scripts/start.mjs: builds under the build lock when the sources changed, applies the migrations,
// seeds the demo data) on a free port from 3300. The database is dropped at the end (BENCH_KEEP_DB=1 keeps it).
// Usage: npm run bench:list-render        (BENCH_RENDERS, default 100; BENCH_WARMUP, default 5)
// Prints: median, p95 and max of the uncached render beside the goal (p95 ≤ 100 ms), the cached answer for
// comparison and the PATCH's own time. Figures, not assertions.
import { emptyDatabase } from '../tests/support/postgres.mjs'
import { cleanup, freePort, median, percentile, runBench, startProject } from './support/servers.mjs'

const N = Number(process.env.BENCH_RENDERS ?? 100)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5)
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'
const dbName = process.env.BENCH_DB ?? 'bench_list'
const slug = 'noor-peeters'

/** GET of the list page: cache state, time to the first and to the last byte (ms), and the body. */
async function getPage(/** @type {string} */ url) {
  const t0 = performance.now()
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  const ttfb = performance.now() - t0
  const body = await res.text()
  const total = performance.now() - t0
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`)
  return { cache: res.headers.get('x-nextjs-cache') ?? '(none)', ttfb, total, body, bytes: Buffer.byteLength(body) }
}

async function main() {
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`BENCH_DB must be a plain lower-case name, not ${dbName}`)
  console.error(`[bench] (re)creating database ${dbName}`)
  const database = await emptyDatabase(adminUrl, dbName)
  try {
    const project = await startProject({ port: await freePort(), env: { DATABASE_URL: database.url, SEED_DEMO: '1' } })
    const pageUrl = `${project.url}/list/${slug}`

    const login = await fetch(`${project.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ouder@example.be', password: 'geboortelijst' }),
    })
    if (!login.ok) throw new Error(`login as the demo owner answered ${login.status}`)
    const { token } = await login.json()
    const list = await (await fetch(`${project.url}/api/lists/slug/${slug}`)).json()
    const original = list.introduction

    /** A real change of the list as its owner: the app calls revalidatePath('/list/<slug>'). */
    async function change(/** @type {string} */ introduction) {
      const t0 = performance.now()
      const res = await fetch(`${project.url}/api/lists/${list.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ introduction }),
      })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`PATCH /api/lists/${list.id} answered ${res.status}`)
      return performance.now() - t0
    }

    /** @type {{ total: number[], ttfb: number[] }} */
    const miss = { total: [], ttfb: [] }
    /** @type {number[]} */
    const hit = []
    /** @type {number[]} */
    const patch = []
    /** @type {Record<string, number>} */
    const other = {}
    let bytes = 0
    await getPage(pageUrl) // first render after start: loads the page's modules
    for (let i = -WARMUP; i < N; i++) {
      const marker = `Bench-meting ${i + WARMUP} ${Date.now()}`
      const patchMs = await change(marker)
      let page = await getPage(pageUrl)
      const first = page
      // Count only fresh renders: a STALE (or HIT) answer would be the old page; ask again until the new one is there.
      for (let tries = 0; !page.body.includes(marker); tries++) {
        if (tries > 50) throw new Error(`no fresh render of ${pageUrl} after the change (last: ${page.cache})`)
        await new Promise((r) => setTimeout(r, 20))
        page = await getPage(pageUrl)
      }
      const cached = await getPage(pageUrl)
      if (i < 0) continue
      if (first.cache === 'MISS' && first === page) {
        miss.total.push(page.total)
        miss.ttfb.push(page.ttfb)
      } else {
        const state = first.body.includes(marker) ? first.cache : `${first.cache} with the old page`
        other[state] = (other[state] ?? 0) + 1
      }
      if (cached.cache === 'HIT') hit.push(cached.total)
      patch.push(patchMs)
      bytes = page.bytes
    }
    await change(original)

    if (miss.total.length === 0) throw new Error(`no GET after a change was a MISS: ${JSON.stringify(other)}`)
    const f = (/** @type {number} */ ms) => `${ms.toFixed(1)} ms`
    const p95 = percentile(miss.total, 95)
    console.log(
      `List page /list/${slug} not in the cache, on PostgreSQL (${dbName}); ${miss.total.length} renders after ${N} changes (${WARMUP} warm-up changes not counted); ${Math.round(bytes / 1024)} KB of HTML`,
    )
    console.log(
      `uncached render (MISS), to last byte:  median ${f(median(miss.total))}   p95 ${f(p95)}   max ${f(Math.max(...miss.total))}   goal: p95 ≤ 100 ms ${p95 <= 100 ? '✓' : '✗'}`,
    )
    console.log(
      `uncached render (MISS), to first byte: median ${f(median(miss.ttfb))}   p95 ${f(percentile(miss.ttfb, 95))}`,
    )
    console.log(
      `cached answer (HIT), to last byte:     median ${f(median(hit))}   p95 ${f(percentile(hit, 95))}   (the floor: the same bytes from the cache)`,
    )
    console.log(
      `the change itself (PATCH /api/lists/{id}): median ${f(median(patch))}   p95 ${f(percentile(patch, 95))}`,
    )
    const others = Object.entries(other)
      .map(([state, n]) => `${n} × ${state}`)
      .join(', ')
    console.log(`first GET after a change: ${miss.total.length} × MISS${others ? `, ${others} (not counted)` : ''}`)
  } finally {
    if (process.env.BENCH_KEEP_DB !== '1') {
      // The server must be gone before its database can be dropped (WITH (FORCE) ends its connections anyway).
      await cleanup()
      await database.drop()
    }
  }
}

await runBench(main)

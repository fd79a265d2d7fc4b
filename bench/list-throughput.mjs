// Throughput of the cached public list page, Dutch and French, against a static route of the same Next.js serving the very same bytes
// (goal: the list page at ≥ 100 % of the static route; the figures are in decisions 020, 042 and 051).
// How: starts the project as `npm start` does (scripts/start.mjs, embedded PGlite with the demo data, build under the
// build lock when the sources changed), renders /list/noor-peeters once so it is in Next's cache (x-nextjs-cache: HIT)
// and captures its HTML (no compression, as autocannon asks); then builds the blank reference app
// (bench/lighthouse/blank/) with those bytes as its force-static route /static-list (read at build time) and starts it
// with `next start`. Both are loaded with autocannon (as bench/http.mjs: one x-forwarded-for per request, the
// project trusting one proxy hop), the same connections and duration, in alternating rounds, in the same run. The
// difference between the two is what the project adds to serving cached HTML: its server (server/main.ts around
// Next's handler, as in production), its proxy matcher, the ISR page route, and everything else in its request path.
// Usage: npm run bench:list-throughput [-- connections seconds rounds]   (defaults 32, 10, 3; ports from 3300)
// Prints req/s, p50/p99 latency and errors per round and target with the round's ratio, the mean req/s of each and
// the ratio of the means beside the goal (≥ 100 %). Absolute req/s move a lot between rounds on a shared 2-core
// machine; the ratio within a round moves much less. Figures, not assertions.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildBlank, freePort, runBench, startBlank, startProject, tempDir } from './support/servers.mjs'

const connections = Number(process.argv[2] ?? 32)
const duration = Number(process.argv[3] ?? 10)
const rounds = Number(process.argv[4] ?? 3)
const slug = 'noor-peeters'

/**
 * A GET as autocannon makes it (no Accept-Encoding): status, headers and the raw body bytes.
 * @param {string} url
 * @returns {Promise<{ status: number | undefined, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        /** @type {Buffer[]} */
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}
const sha = (/** @type {Buffer} */ buf) => createHash('sha256').update(buf).digest('hex').slice(0, 12)
// Every answer carries its own CSP nonce (decision 021): the page is "the same" when all but its nonces is.
const withoutNonces = (/** @type {Buffer} */ buf) => Buffer.from(buf.toString('utf8').replace(/ nonce="[^"]*"/g, ''))

/** The list page as the cache serves it: GET until the answer is a HIT. */
async function cachedListPage(/** @type {string} */ url) {
  for (let i = 0; i < 50; i++) {
    const res = await rawGet(url)
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`)
    if (res.headers['x-nextjs-cache'] === 'HIT') return res
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} is not served from the cache (x-nextjs-cache never HIT)`)
}

async function load(/** @type {string} */ url) {
  let n = 0
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` },
        }),
      },
    ],
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

async function main() {
  const projectPort = await freePort()
  const project = await startProject({ port: projectPort, env: { TRUSTED_PROXY_HOPS: '1' } })
  const listUrl = `${project.url}/list/${slug}`
  const frenchUrl = `${project.url}/fr/list/${slug}`
  await rawGet(listUrl) // the first visit renders the page and caches it
  await rawGet(frenchUrl)
  const captured = await cachedListPage(listUrl)
  const french = await cachedListPage(frenchUrl)
  const htmlFile = path.join(tempDir('geboortelijst-bench-html-'), 'list.html')
  fs.writeFileSync(htmlFile, captured.body)

  const blankDir = await buildBlank({ staticListHtml: htmlFile })
  const blank = await startBlank(blankDir, await freePort(undefined, undefined, [projectPort]))
  const staticUrl = `${blank.url}/static-list`
  const copy = await rawGet(staticUrl)
  if (!copy.body.equals(captured.body))
    throw new Error(
      `${staticUrl} does not serve the captured bytes (${copy.body.length} B, sha ${sha(copy.body)} vs ${captured.body.length} B, sha ${sha(captured.body)})`,
    )

  /** @type {{ name: string, url: string, runs: Awaited<ReturnType<typeof load>>[] }[]} */
  const targets = [
    { name: `list page /list/${slug} (cached, HIT)`, url: listUrl, runs: [] },
    { name: 'static route, same bytes (blank app)', url: staticUrl, runs: [] },
    { name: `French list page /fr/list/${slug} (HIT)`, url: frenchUrl, runs: [] },
  ]
  console.log(
    `${connections} connections, ${duration} s per round, ${rounds} rounds each, alternating; the Dutch page and the static route ${captured.body.length} B of HTML (sha256 ${sha(captured.body)}), the French page ${french.body.length} B, uncompressed`,
  )
  // Warm-up: 5 s of load on each, so neither is measured while its code is still being compiled by V8.
  for (const target of targets) await autocannon({ url: target.url, connections, duration: 5 })
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      if (target.url === frenchUrl) await cachedListPage(frenchUrl)
      if (target.url === listUrl) {
        const now = await cachedListPage(listUrl) // still in the cache (ISR: 300 s), and the same bytes
        if (!withoutNonces(now.body).equals(withoutNonces(captured.body)))
          console.log(`note: the list page changed since it was captured (sha ${sha(now.body)})`)
      }
      const r = await load(target.url)
      target.runs.push(r)
      console.log(
        `round ${round}  ${target.name.padEnd(40)} ${String(Math.round(r.rps)).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(5)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`,
      )
    }
    const share = (/** @type {number} */ i) =>
      ((targets[i].runs[round - 1].rps / targets[1].runs[round - 1].rps) * 100).toFixed(0)
    console.log(
      `round ${round}  list page / static route: ${share(0)} %   French list page / static route: ${share(2)} %`,
    )
  }
  const mean = (/** @type {(typeof targets)[number]} */ t) => t.runs.reduce((s, r) => s + r.rps, 0) / t.runs.length
  const [list, stat, frenchList] = targets.map(mean)
  console.log(
    `mean: list page ${Math.round(list)} req/s, static route ${Math.round(stat)} req/s, French list page ${Math.round(frenchList)} req/s`,
  )
  /** @type {[string, number][]} */
  const means = [
    ['list page', list],
    ['French list page', frenchList],
  ]
  for (const [name, rps] of means) {
    const ratio = rps / stat
    console.log(
      `${name} / static route (means): ${(ratio * 100).toFixed(0)} %   goal: ≥ 100 % ${ratio >= 1 ? '✓' : '✗'}   (54 % before decision 020)`,
    )
  }
}

await runBench(main)

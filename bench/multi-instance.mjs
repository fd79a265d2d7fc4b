// Throughput of one instance against two behind nginx: the deployment of the multi-instance test
// (tests/multi-instance/support/cluster.mjs: a fresh PostgreSQL database with the demo data, its own redis-server, an
// SMTP catcher, two production instances of the current build), with two nginx in front running the same
// deploy/nginx/geboortelijst.conf: one with only instance A as upstream, one with both. Both instances run all along
// (the idle one's mail worker polls as in production); only the upstream list differs.
// - list page: /list/noor-peeters from the shared cache over https, gzip asked as browsers do (the app compresses
//   each answer), autocannon with `connections` for `seconds`, after a warm-up; also straight to instance A (no nginx).
// - orders: `orders` orders per round, `concurrency` at a time, each a new visitor (its own source address 127.x.y.z,
//   its own TLS connection, its own giver address, one part of a 50-part gift), as the checkout's POST /api/orders.
// Rounds alternate between the two configurations. Prints figures; asserts nothing.
// Usage: npm run bench:multi-instance [-- connections seconds rounds orders concurrency]  (defaults 32 10 2 200 16)
// BENCH_DATABASE_URL: the PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/postgres; database
// `bench_multi_<pid>` is created and dropped).
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { ensureBuild, freePort, startCluster } from '../tests/multi-instance/support/cluster.mjs'
import { request, visitors } from '../tests/multi-instance/support/http.mjs'
import { startNginx } from '../tests/multi-instance/support/nginx.mjs'
import { median, percentile, runBench } from './support/servers.mjs'

const [connections, seconds, rounds, ordersPerRound, concurrency] = [32, 10, 2, 200, 16].map((fallback, i) =>
  Number(process.argv[2 + i] ?? fallback),
)
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres'
const SLUG = 'noor-peeters'
const log = (/** @type {string} */ message) => console.error(`[bench] ${message}`)

/** autocannon on the list page: req/s, latency, non-2xx. */
async function listLoad(/** @type {string} */ url, /** @type {number} */ duration) {
  const result = await autocannon({ url, connections, duration, headers: { 'accept-encoding': 'gzip' } })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/** @typedef {{ id: string, productId: string, price: number }} FreePart */
/** @typedef {{ rps: number, p50: number, p99: number, non2xx: number, errors: number }} ListFigures */
/** @typedef {Awaited<ReturnType<typeof orderLoad>>} OrderFigures */

/**
 * `count` orders through `base`, `concurrency` at a time, each a new visitor taking the next free part.
 * @param {string} base
 * @param {FreePart[]} parts
 * @param {number} count
 * @param {() => { n: number, address: string }} nextVisitor
 * @param {string} listId
 */
async function orderLoad(base, parts, count, nextVisitor, listId) {
  /** @type {number[]} */
  const latencies = []
  /** @type {Map<number | 'error', number>} */
  const statuses = new Map()
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const part = parts.shift()
        if (!part) throw new Error('out of free parts')
        next++
        const visitor = nextVisitor()
        const t0 = performance.now()
        /** @type {number | 'error'} */
        let status
        try {
          const res = await request(`${base}/api/orders`, {
            localAddress: visitor.address,
            body: {
              listId,
              name: `Bench ${visitor.n}`,
              email: `bench-${visitor.n}@example.be`,
              products: [{ productId: part.productId, productPartId: part.id, price: part.price, giftMethod: 'CASH' }],
            },
          })
          status = res.status
        } catch {
          status = 'error'
        }
        latencies.push(performance.now() - t0)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  return { ops: count / seconds, p50: median(latencies), p99: percentile(latencies, 99), statuses }
}

const fmt = (/** @type {number} */ n, width = 6) => String(Math.round(n)).padStart(width)
const fmtStatuses = (/** @type {OrderFigures['statuses']} */ statuses) =>
  [...statuses].map(([status, n]) => `${status}×${n}`).join(' ')

async function main() {
  const cores = os.cpus().length
  log('checking the build (scripts/start.mjs --build-only)…')
  ensureBuild()
  log(`starting PostgreSQL database bench_multi_${process.pid}, redis-server, two instances and nginx…`)
  const cluster = await startCluster({ serverUrl, dbName: `bench_multi_${process.pid}`, nginxWorkers: 'auto' })
  let single
  try {
    const [a] = cluster.instances
    single = await startNginx({
      dir: path.join(cluster.dir, 'nginx-single'),
      upstreams: [`127.0.0.1:${a.port}`],
      httpsPort: await freePort(),
      httpPort: await freePort(),
      workers: 'auto',
    })
    /** @type {{ name: string, base: string, list: ListFigures[], orders: OrderFigures[] }[]} */
    const configs = [
      { name: 'one instance behind nginx', base: single.httpsUrl, list: [], orders: [] },
      { name: 'two instances behind nginx', base: cluster.nginx.httpsUrl, list: [], orders: [] },
    ]
    /** @type {{ name: string, base: string, list: ListFigures[] }} */
    const direct = { name: 'instance A straight (no nginx, http)', base: a.url, list: [] }

    console.log(
      `machine: ${cores} cores (${os.cpus()[0]?.model ?? 'unknown'}) — nginx, both instances, PostgreSQL, Redis and the load generator all share them,`,
    )
    console.log(
      'so a second instance can add at most what the first leaves of the cores; on a real deployment each instance has its own machine.',
    )
    console.log(
      `load average before the run: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (other work on the machine lowers every figure below)`,
    )
    console.log(
      `list page: ${connections} connections, gzip asked, ${seconds} s per round; orders: ${ordersPerRound} per round, ${concurrency} at a time; ${rounds} rounds, alternating`,
    )

    // The list page, cached in Redis by the first visit; warm-up on every path first.
    for (const target of [direct, ...configs]) {
      const res = await request(`${target.base}/list/${SLUG}`)
      if (res.status !== 200) throw new Error(`GET ${target.base}/list/${SLUG} answered ${res.status}`)
      await listLoad(`${target.base}/list/${SLUG}`, 3)
    }
    for (let round = 1; round <= rounds; round++) {
      for (const target of [direct, ...configs]) {
        const r = await listLoad(`${target.base}/list/${SLUG}`, seconds)
        target.list.push(r)
        console.log(
          `round ${round}  list page   ${target.name.padEnd(38)} ${fmt(r.rps)} req/s   p50 ${fmt(r.p50, 4)} ms   p99 ${fmt(r.p99, 5)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`,
        )
      }
    }

    // Gifts of 50 parts of € 10 for the order rounds (plus a warm-up).
    const login = await request(`${cluster.nginx.httpsUrl}/api/auth/login`, {
      body: { username: 'ouder@example.be', password: 'geboortelijst' },
    })
    const token = login.json.token
    const listId = (await request(`${cluster.nginx.httpsUrl}/api/lists/slug/${SLUG}`)).json.id
    const needed = ordersPerRound * rounds * configs.length + 2 * 20
    /** @type {FreePart[]} */
    const parts = []
    for (let g = 0; parts.length < needed; g++) {
      const res = await request(`${cluster.nginx.httpsUrl}/api/products`, {
        token,
        body: {
          listId,
          title: `Bench-geschenk ${g + 1}`,
          price: 500,
          cashAllowed: true,
          shopAllowed: false,
          productIsSplit: true,
          nrOfProductParts: 50,
        },
      })
      if (res.status !== 201) throw new Error(`creating a gift answered ${res.status}: ${res.text}`)
      for (const part of res.json.productParts) parts.push({ ...part, productId: res.json.id })
    }
    const address = visitors(9)
    let n = 0
    const nextVisitor = () => ({ n: ++n, address: address(n) })
    for (const target of configs) await orderLoad(target.base, parts, 20, nextVisitor, listId)
    for (let round = 1; round <= rounds; round++) {
      for (const target of configs) {
        const r = await orderLoad(target.base, parts, ordersPerRound, nextVisitor, listId)
        target.orders.push(r)
        console.log(
          `round ${round}  orders      ${target.name.padEnd(38)} ${fmt(r.ops)} orders/s   p50 ${fmt(r.p50, 4)} ms   p99 ${fmt(r.p99, 5)} ms   answers ${fmtStatuses(r.statuses)}`,
        )
      }
    }

    /** @type {<R>(runs: R[], key: { [K in keyof R]: R[K] extends number ? K : never }[keyof R]) => number} */
    const mean = (runs, key) => runs.reduce((sum, r) => sum + /** @type {number} */ (r[key]), 0) / runs.length
    console.log('')
    console.log(
      `list page, mean: straight to A ${fmt(mean(direct.list, 'rps'), 0)} req/s; one instance behind nginx ${fmt(mean(configs[0].list, 'rps'), 0)} req/s; two ${fmt(mean(configs[1].list, 'rps'), 0)} req/s (× ${(mean(configs[1].list, 'rps') / mean(configs[0].list, 'rps')).toFixed(2)})`,
    )
    console.log(
      `orders, mean: one instance behind nginx ${mean(configs[0].orders, 'ops').toFixed(1)} orders/s; two ${mean(configs[1].orders, 'ops').toFixed(1)} orders/s (× ${(mean(configs[1].orders, 'ops') / mean(configs[0].orders, 'ops')).toFixed(2)})`,
    )
    console.log(`(${cores} cores shared by everything: see above)`)
  } finally {
    await single?.stop()
    await cluster.stop()
  }
}

await runBench(main)

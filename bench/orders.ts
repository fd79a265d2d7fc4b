// Order placement speed through the domain function (lib/orders placeOrder) on a fresh database.
// Usage: npx tsx --conditions=react-server bench/orders.ts            (embedded PGlite, in memory)
//        BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx --conditions=react-server bench/orders.ts
// Prints orders/s and latency percentiles for sequential orders, concurrent orders of different products,
// and concurrent orders fighting over the same parts. Figures only; nothing is asserted.
import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-orders-'))
// Every bench order comes from one giver on one list: lift the daily gift limit per list (decision 026).
process.env.ORDER_DAILY_GIFT_LIMIT ??= '1000000'
const { openBenchDatabase } = await import('./database')
const { placeOrder } = await import('../lib/orders')
const { createUser, createList, createProduct } = await import('../tests/fixtures/factories')

const db = await openBenchDatabase()
const prisma = db.prisma
const user = await createUser(prisma)
const list = await createList(prisma, user.id)

const pct = (xs: number[], p: number) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]
function report(name: string, latencies: number[], wallMs: number, failures = 0) {
  console.log(
    `${name.padEnd(44)} ${String(Math.round((latencies.length / wallMs) * 1000)).padStart(5)} orders/s   p50 ${pct(latencies, 50).toFixed(1).padStart(6)} ms   p99 ${pct(latencies, 99).toFixed(1).padStart(7)} ms${failures ? `   409s ${failures}` : ''}`,
  )
}
async function timed(fn: () => Promise<unknown>): Promise<[number, boolean]> {
  const t0 = performance.now()
  try {
    await fn()
    return [performance.now() - t0, true]
  } catch {
    return [performance.now() - t0, false]
  }
}
// Each order from another visitor, as at a real list: one giver's orders wait for each other (the daily gift limit).
let visitor = 0
const order = (productId: number, price: number, productPartId?: number) =>
  placeOrder({
    listId: list.id,
    name: 'Bench',
    email: `bench${visitor++}@example.be`,
    products: [{ productId, productPartId: productPartId ?? null, price: price / 100, giftMethod: 'CASH' }],
  })

console.log(
  `database: ${db.kind}${db.onServer ? ' (PostgreSQL server)' : ' (in-memory PGlite)'}; mails go to ${process.env.DATA_DIR}`,
)
const N = Number(process.env.BENCH_ORDERS ?? 200)
const products = await Promise.all(
  Array.from({ length: N * 2 }, () => createProduct(prisma, list.id, { price: 2500, shopAllowed: false })),
)

// Warm-up so the first query's planning is not counted.
await order(products[0].id, 2500)

const lat: number[] = []
let t0 = performance.now()
for (let i = 1; i < N; i++) lat.push((await timed(() => order(products[i].id, 2500)))[0])
report(`sequential, ${N - 1} orders`, lat, performance.now() - t0)

t0 = performance.now()
const concurrent = await Promise.all(products.slice(N, 2 * N).map((p) => timed(() => order(p.id, 2500))))
report(
  `${N} at once, each a different product`,
  concurrent.map(([ms]) => ms),
  performance.now() - t0,
)

const split = await createProduct(prisma, list.id, { price: 100000, parts: 50 })
t0 = performance.now()
const fight = await Promise.all(
  Array.from({ length: 100 }, (_, i) => {
    const part = split.productParts[i % 50]
    return timed(() => order(split.id, Number(part.price) * 100, part.id))
  }),
)
report(
  '100 at once on 50 parts of one product',
  fight.map(([ms]) => ms),
  performance.now() - t0,
  fight.filter(([, ok]) => !ok).length,
)
const sold = await prisma.productPart.count({ where: { productId: split.id, sold: true } })
console.log(
  `parts sold: ${sold} of 50; order lines for them: ${await prisma.orderLine.count({ where: { productId: split.id } })}`,
)

// The mails of the last orders are still being written to the outbox folder: let the worker finish first.
await (await import('../lib/mail')).settleMailTasks()
await db.close()
process.exit(0)

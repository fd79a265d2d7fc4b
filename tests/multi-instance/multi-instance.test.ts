// The multi-instance test (decision 030): two production instances on one PostgreSQL and one Redis behind nginx (round robin, the
// configuration of deploy/nginx/geboortelijst.conf), each scenario something a giver, a parent or an operator would
// notice. Visitors reach nginx from source addresses of their own (127.x.y.z), so nginx and the app's rate limits see
// them as different people, as in production; requests straight to one instance (bypassing nginx) carry the address
// in X-Forwarded-For, as nginx would (TRUSTED_PROXY_HOPS=1). Run by `npm test` as its third step
// (vitest.multi.config.ts); needs PostgreSQL, redis-server, nginx and openssl (see README, decision 030).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  E2E_PUBLIC_CONFIG,
  freePort,
  root,
  startCluster,
  startInstance,
  stopChild,
  type Cluster,
} from './support/cluster.mjs'
import { request, visitors, type Answer } from './support/http.mjs'
import { parseAccessLine, startNginx } from './support/nginx.mjs'
import { prerequisites } from './support/prerequisites.mjs'
import { emptyDatabase } from '../support/postgres.mjs'

const missing = await prerequisites()
const serverUrl = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres'
const run = randomBytes(3).toString('hex')
const SLUG = 'noor-peeters'

interface Part {
  id: number
  price: number
  sold: boolean
}
interface Gift {
  id: number
  title: string
  price: number
  productParts: Part[]
}
interface OrderResult {
  email: string
  status: number
  reference?: string
  code?: string
  /** The instance that answered, from nginx's access log (filled in by `attachUpstreams`). */
  upstream?: string
  visitor: string
}

let cluster: Cluster
let db: pg.Client
let token: string
let listId: number
let givers = 0
/** Every order answered 201 in any scenario, and every one refused: the mail scenario checks both. */
const acknowledged: OrderResult[] = []
const refused: OrderResult[] = []

const nginxUrl = () => cluster.nginx.httpsUrl
const instance = (name: string) => cluster.instances.find((i) => i.name === name)!

/** Adds a CASH-only gift to the demo list through the API (as its parent), split in `parts` parts when > 1. */
async function addGift(title: string, price: number, parts = 1): Promise<Gift> {
  const res = await request(`${nginxUrl()}/api/products`, {
    token,
    body: {
      listId,
      title,
      price,
      cashAllowed: true,
      shopAllowed: false,
      productIsSplit: parts > 1,
      nrOfProductParts: parts > 1 ? parts : undefined,
    },
  })
  expect(res.status, res.text).toBe(201)
  return res.json as Gift
}

/**
 * One giver's order for `lines` (each a part of `gift`, or the whole gift), through `base` (nginx or an instance).
 * Each order has a giver address of its own, so its mails can be counted.
 */
async function placeOrder(
  base: string,
  gift: Gift,
  lines: (Part | null)[],
  visitor: string,
  headers: Record<string, string> = {},
): Promise<OrderResult> {
  const email = `gever-${run}-${++givers}@example.be`
  const products = lines.map((part) =>
    part
      ? { productId: gift.id, productPartId: part.id, price: part.price, giftMethod: 'CASH' }
      : { productId: gift.id, price: gift.price, giftMethod: 'CASH' },
  )
  let res: Answer
  try {
    res = await request(`${base}/api/orders`, {
      body: { listId, name: `Gever ${givers}`, email, message: 'Proficiat!', products },
      localAddress: base.startsWith('https:') ? visitor : undefined,
      headers,
    })
  } catch (error) {
    // No answer at all (the connection broke): the giver does not know whether it worked.
    return { email, status: 0, code: String((error as Error).message), visitor }
  }
  const result: OrderResult = {
    email,
    status: res.status,
    reference: res.json?.reference,
    code: res.json?.error?.code,
    visitor,
  }
  if (res.status === 201) acknowledged.push(result)
  else refused.push(result)
  return result
}

/**
 * Fills in which instance answered each order, from nginx's access log (matched by the visitor's address). nginx
 * writes a line once the answer is out, so a line may arrive a moment after its answer.
 */
async function attachUpstreams(results: OrderResult[]) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const lines = cluster.nginx.accessLines().map(parseAccessLine)
    for (const result of results) {
      const line = lines.find(
        (l) => l && l.client === result.visitor && l.method === 'POST' && l.path === '/api/orders',
      )
      result.upstream = line?.upstreams.at(-1)
    }
    if (results.every((r) => r.upstream)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Orders of one part each, `concurrency` at a time, through nginx; `during(done)` is called after each answer. */
async function orderRun(
  gift: Gift,
  parts: Part[],
  visitor: (n: number) => string,
  concurrency: number,
  during: (answered: number) => void | Promise<void>,
) {
  const results: OrderResult[] = []
  let next = 0
  let answered = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < parts.length) {
        const n = next++
        results[n] = await placeOrder(nginxUrl(), gift, [parts[n]], visitor(n))
        await during(++answered)
      }
    }),
  )
  return results
}

/** The references of the orders in the database placed by these givers. */
async function storedOrders(emails: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ email: string; reference: string }>(
    'SELECT email, reference FROM "Order" WHERE email = ANY($1)',
    [emails],
  )
  return new Map(rows.map((r) => [r.email, r.reference]))
}

/** The list page from `base`, once it is served from the cache (x-nextjs-cache: HIT). */
async function cachedListPage(base: string): Promise<Answer> {
  for (let i = 0; i < 50; i++) {
    const res = await request(`${base}/list/${SLUG}`)
    expect(res.status).toBe(200)
    if (res.headers['x-nextjs-cache'] === 'HIT') return res
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${base}/list/${SLUG} is never served from the cache`)
}

/**
 * An instance that breaks after taking a request: it reads the whole request (a POST's body too), then closes the
 * connection without answering, as a process that crashes mid-request. Counts what it took.
 */
async function breakingInstance() {
  const taken: string[] = []
  const server = net.createServer((socket) => {
    let buffer = Buffer.alloc(0)
    socket.on('error', () => undefined)
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk])
      const end = buffer.indexOf('\r\n\r\n')
      if (end < 0) return
      const head = buffer.subarray(0, end).toString('latin1')
      const length = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? 0)
      if (buffer.length < end + 4 + length) return
      taken.push(head.split('\r\n')[0].split(' ').slice(0, 2).join(' '))
      socket.destroy()
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { address: `127.0.0.1:${port}`, taken, close: () => new Promise((resolve) => server.close(resolve)) }
}

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort((a, b) => a - b)

describe.skipIf(missing.length > 0)('two instances behind nginx on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    // Instance B runs what the container image runs (Dockerfile): a copy of .next/standalone outside the checkout.
    cluster = await startCluster({ serverUrl, dbName: `geboortelijst_multi_${process.pid}`, fromImage: ['b'] })
    db = new pg.Client({ connectionString: cluster.databaseUrl })
    await db.connect()
    const login = await request(`${nginxUrl()}/api/auth/login`, {
      body: { username: 'ouder@example.be', password: 'geboortelijst' },
    })
    expect(login.status, login.text).toBe(200)
    token = login.json.token
    const list = await request(`${nginxUrl()}/api/lists/slug/${SLUG}`)
    expect(list.status).toBe(200)
    listId = list.json.id
  })

  let failed = false
  afterEach((context) => {
    if (context.task.result?.state === 'fail') failed = true
  })
  afterAll(async () => {
    await db?.end()
    if (failed && cluster) console.error(cluster.logs())
    await cluster?.stop()
  })

  it('nginx sends http to https, passes the app its answers as they are (gzip, HSTS) and spreads requests over both instances', async () => {
    const plain = await request(`${cluster.nginx.httpUrl}/list/${SLUG}?x=1`)
    expect(plain.status).toBe(301)
    expect(plain.headers.location).toBe(`https://127.0.0.1/list/${SLUG}?x=1`)

    const visitor = visitors(3)(1)
    const pages = await Promise.all(
      [1, 2, 3, 4].map(() =>
        request(`${nginxUrl()}/list/${SLUG}`, { localAddress: visitor, headers: { 'accept-encoding': 'gzip' } }),
      ),
    )
    for (const page of pages) {
      expect(page.status).toBe(200)
      expect(page.text).toContain('Noor')
      // The app compressed it (nginx compresses nothing), and it knows it is served over https (X-Forwarded-Proto).
      expect(page.encoding).toBe('gzip')
      expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    }
    // nginx logs each request once its answer is out: the lines may come a moment later.
    const upstreams = () =>
      new Set(
        cluster.nginx
          .accessLines()
          .map(parseAccessLine)
          .filter((l) => l?.client === visitor)
          .map((l) => l?.upstreams.at(-1)),
      )
    await expect
      .poll(upstreams, { timeout: 2_000, interval: 50 })
      .toEqual(new Set(cluster.instances.map((i) => `127.0.0.1:${i.port}`)))

    // A body far beyond any upload is stopped by nginx with the app's JSON error shape.
    const huge = await request(`${nginxUrl()}/api/images/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(7 * 1024 * 1024) },
      timeoutMs: 10_000,
    }).catch((error) => error)
    expect(huge.status).toBe(413)
    expect(huge.json.error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('instance B runs the container image’s folder (.next/standalone with our server, outside the checkout) and serves the same pages and scripts as A', async () => {
    const [a, b] = cluster.instances
    expect(a.appDir).not.toBe(b.appDir)
    // What the Dockerfile copies: no sources to build from, no next.config.js, only the traced node_modules.
    for (const absent of [
      'next.config.js',
      'tsconfig.json',
      'components',
      path.join('node_modules', 'typescript'),
      path.join('node_modules', 'vitest'),
    ]) {
      expect(fs.existsSync(path.join(b.appDir, absent)), absent).toBe(false)
    }
    const headers = { 'x-forwarded-for': '127.50.0.1' }
    const [pageA, pageB] = await Promise.all([
      request(`${a.url}/list/${SLUG}`, { headers }),
      request(`${b.url}/list/${SLUG}`, { headers }),
    ])
    expect(pageB.status).toBe(200)
    expect(pageB.text).toContain('Noor')
    const scripts = (html: string) => [...html.matchAll(/\/_next\/static\/[^"'\s]+\.js/g)].map((m) => m[0]).sort()
    expect(scripts(pageB.text)).toEqual(scripts(pageA.text))
    const script = scripts(pageB.text)[0]
    const [scriptA, scriptB] = await Promise.all([
      request(`${a.url}${script}`, { headers }),
      request(`${b.url}${script}`, { headers }),
    ])
    expect(scriptB.status).toBe(200)
    expect(scriptB.text).toBe(scriptA.text)
    // Its log is the same JSON, and its health check reaches the database and Redis.
    expect((await request(`${b.url}/api/health`)).json).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'ok' },
    })
    expect(fs.readFileSync(b.logFile, 'utf8')).toMatch(/"path":"\/list\/noor-peeters","status":200/)
  })

  it('two instances starting together on an empty database: one applies the migrations under the advisory lock, the other waits, both become ready, each migration is recorded once', async () => {
    const fresh = await emptyDatabase(serverUrl, `geboortelijst_fresh_${process.pid}`)
    const started: Awaited<ReturnType<typeof startInstance>>[] = []
    try {
      const env = {
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ...E2E_PUBLIC_CONFIG,
        DATABASE_URL: fresh.url,
        NEXTAUTH_SECRET: 'fresh-start-secret',
        MAIL_WORKER: 'off',
        RETENTION_JOB: 'off',
      }
      // One from the checkout, one from the image's folder, as during a rolling update onto a new database.
      const options = await Promise.all(
        (['c', 'd'] as const).map(async (letter, i) => ({
          name: letter,
          port: await freePort(),
          env: { ...env, DATA_DIR: path.join(cluster.dir, `data-${letter}`) },
          logFile: path.join(cluster.dir, `instance-${letter}.log`),
          appDir: i === 1 ? cluster.instances[1].appDir : undefined,
        })),
      )
      const results = await Promise.allSettled(options.map((o) => startInstance(o)))
      for (const r of results) if (r.status === 'fulfilled') started.push(r.value)
      for (const r of results) if (r.status === 'rejected') throw r.reason
      const check = new pg.Client({ connectionString: fresh.url })
      await check.connect()
      try {
        const { rows } = await check.query<{ migration_name: string; n: number }>(
          'SELECT migration_name, count(*)::int AS n FROM "_prisma_migrations" GROUP BY 1 ORDER BY 1',
        )
        const expected = fs
          .readdirSync(path.join(root, 'prisma', 'migrations'))
          .filter((entry) => fs.existsSync(path.join(root, 'prisma', 'migrations', entry, 'migration.sql')))
          .sort()
        expect(rows).toEqual(expected.map((migration) => ({ migration_name: migration, n: 1 })))
      } finally {
        await check.end()
      }
      // Exactly one of the two applied them; both answer.
      const applied = started.filter((one) => fs.readFileSync(one.logFile, 'utf8').includes('[db] applied'))
      expect(applied).toHaveLength(1)
      for (const one of started) expect((await request(`${one.url}/api/health`)).json.checks.database).toBe('ok')
    } finally {
      await Promise.all(started.map((one) => stopChild(one.child)))
      await fresh.drop()
    }
  })

  it('a request can be followed from nginx’s access log to the instance’s log by nginx’s request id, whatever id the client sent', async () => {
    const visitor = visitors(2)(1)
    const res = await request(`${nginxUrl()}/api/faq`, {
      localAddress: visitor,
      headers: { 'x-request-id': `client-chosen-${run}` },
    })
    expect(res.status).toBe(200)
    let line: ReturnType<typeof parseAccessLine> | undefined
    await expect
      .poll(
        () =>
          (line = cluster.nginx
            .accessLines()
            .map(parseAccessLine)
            .find((l) => l?.client === visitor)) !== undefined,
        { timeout: 2_000, interval: 50 },
      )
      .toBe(true)
    expect(line!.requestId).toMatch(/^[0-9a-f]{32}$/)
    const answeredBy = cluster.instances.find((i) => `127.0.0.1:${i.port}` === line!.upstreams.at(-1))!
    await expect
      .poll(() => fs.readFileSync(answeredBy.logFile, 'utf8').includes(line!.requestId), {
        timeout: 5_000,
        interval: 100,
      })
      .toBe(true)
    expect(cluster.instances.some((i) => fs.readFileSync(i.logFile, 'utf8').includes(`client-chosen-${run}`))).toBe(
      false,
    )
  })

  it('nginx never sends an order on to a second instance after the first took it and failed (the giver gets 502, nothing is stored); a page request goes on to the other', async () => {
    const broken = await breakingInstance()
    const upstreams = [broken.address, `127.0.0.1:${instance('a').port}`]
    // A fresh nginx for each case: after one failure the configuration rests the broken instance for 10 s.
    const front = async (name: string) =>
      startNginx({
        dir: path.join(cluster.dir, name),
        upstreams,
        httpsPort: await freePort(),
        httpPort: await freePort(),
      })
    const visitor = visitors(7)
    try {
      const gift = await addGift(`Speelgoedkist ${run}`, 30, 3)
      const orders: OrderResult[] = []
      const forOrders = await front('nginx-broken-orders')
      try {
        // Round robin: within two orders one reaches the broken instance.
        for (let n = 0; n < 3 && broken.taken.length === 0; n++)
          orders.push(await placeOrder(forOrders.httpsUrl, gift, [gift.productParts[n]], visitor(n)))
      } finally {
        await forOrders.stop()
      }
      expect(broken.taken).toEqual(['POST /api/orders'])
      const failed = orders.at(-1)!
      expect(failed.status).toBe(502)
      expect(orders.slice(0, -1).map((o) => o.status)).toEqual(orders.slice(0, -1).map(() => 201))
      const stored = await storedOrders(orders.map((o) => o.email))
      expect(stored.has(failed.email)).toBe(false)
      expect(stored.size).toBe(orders.length - 1)

      broken.taken.length = 0
      const forPages = await front('nginx-broken-pages')
      try {
        for (let n = 0; n < 3 && broken.taken.length === 0; n++)
          expect((await request(`${forPages.httpsUrl}/list/${SLUG}`, { localAddress: visitor(100 + n) })).status).toBe(
            200,
          )
      } finally {
        await forPages.stop()
      }
      expect(broken.taken).toEqual([`GET /list/${SLUG}`])
    } finally {
      await broken.close()
    }
  })

  it('twenty simultaneous orders for the last part of a gift, spread over both instances: exactly one gets it, 19 a 409, none a 5xx', async () => {
    const gift = await addGift(`Kinderwagen ${run}`, 300, 2)
    const first = await placeOrder(nginxUrl(), gift, [gift.productParts[0]], visitors(1)(999))
    expect(first.status).toBe(201)

    const visitor = visitors(1)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => placeOrder(nginxUrl(), gift, [gift.productParts[1]], visitor(n))),
    )
    expect(statuses(results)).toEqual([201, ...Array(19).fill(409)])
    expect(results.filter((r) => r.status === 409).every((r) => r.code === 'GIFT_UNAVAILABLE')).toBe(true)
    await attachUpstreams(results)
    const perInstance = new Map<string | undefined, number>()
    for (const r of results) perInstance.set(r.upstream, (perInstance.get(r.upstream) ?? 0) + 1)
    expect([...perInstance.keys()].sort()).toEqual(cluster.instances.map((i) => `127.0.0.1:${i.port}`).sort())

    const winner = results.find((r) => r.status === 201)!
    expect(await storedOrders(results.map((r) => r.email))).toEqual(new Map([[winner.email, winner.reference]]))
  })

  it('a gift given through instance A is gone from the list page instance B serves on the next load', async () => {
    const [a, b] = [instance('a'), instance('b')]
    // Three gifts one after the other: a revalidation that comes after the order's answer shows up only sometimes.
    for (let round = 1; round <= 3; round++) {
      const gift = await addGift(`Schommelstoel ${run} ${round}`, 149)
      // Both instances serve the page with the gift from the cache before the order.
      expect((await cachedListPage(a.url)).text).toContain(gift.title)
      expect((await cachedListPage(b.url)).text).toContain(gift.title)

      const sold = await placeOrder(a.url, gift, [null], 'direct', { 'x-forwarded-for': `198.51.100.${20 + round}` })
      expect(sold.status).toBe(201)

      const next = await request(`${b.url}/list/${SLUG}`)
      expect(next.status).toBe(200)
      expect(next.text).toContain('Noor')
      const shown = next.text.includes(gift.title)
      expect(
        shown,
        `round ${round}: instance B still offers the gift sold through A (x-nextjs-cache: ${next.headers['x-nextjs-cache']})`,
      ).toBe(false)
    }
  })

  it('a rate limit used up through instance A also holds on instance B', async () => {
    const [a, b] = [instance('a'), instance('b')]
    const search = (base: string, ip: string) =>
      request(`${base}/api/lists/search`, {
        body: { babyName: 'Noor', parentName: 'Jonas' },
        headers: { 'x-forwarded-for': ip },
      })
    // The list search allows 60 a minute per client address (lib/http/rate-limit.ts).
    const onA = []
    for (let i = 0; i < 6; i++)
      onA.push(...(await Promise.all(Array.from({ length: 10 }, () => search(a.url, '203.0.113.60')))))
    expect(onA.map((r) => r.status)).toEqual(Array(60).fill(200))

    const onB = await search(b.url, '203.0.113.60')
    expect(onB.status).toBe(429)
    expect(onB.json.error.code).toBe('RATE_LIMITED')
    expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0)
    // Another visitor is not affected.
    expect((await search(b.url, '203.0.113.61')).status).toBe(200)
  })

  it('Redis stopping in the middle of an order run loses no order and causes no 500', async () => {
    const gift = await addGift(`Commode ${run}`, 400, 40)
    let stopped = false
    const results = await orderRun(gift, gift.productParts, visitors(4), 4, async (answered) => {
      if (answered === 12 && !stopped) {
        stopped = true
        await cluster.redis.stop('SIGKILL')
      }
    })
    expect(stopped).toBe(true)
    // Every answer is one the giver can act on; every part was free, so every order went through.
    expect(statuses(results)).toEqual(Array(40).fill(201))
    const stored = await storedOrders(results.map((r) => r.email))
    expect(stored).toEqual(new Map(results.map((r) => [r.email, r.reference])))

    // The operator sees it in the readiness check, and the instances keep serving pages from the database.
    const health = await request(`${instance('a').url}/api/health`)
    expect(health.status).toBe(200)
    expect(health.json.checks.redis).not.toBe('ok')
    expect((await request(`${nginxUrl()}/list/${SLUG}`)).status).toBe(200)

    await cluster.redis.start()
    for (const i of cluster.instances) {
      await expect
        .poll(async () => (await request(`${i.url}/api/health`)).json?.checks?.redis, {
          timeout: 15_000,
          interval: 250,
        })
        .toBe('ok')
    }
  })

  it('a SIGTERM to one instance during an order run loses no acknowledged order, and nginx moves on to the other', async () => {
    const gift = await addGift(`Box ${run}`, 400, 40)
    const b = instance('b')
    let signalled = false
    const results = await orderRun(gift, gift.productParts, visitors(5), 4, (answered) => {
      if (answered === 10 && !signalled) {
        signalled = true
        b.child.kill('SIGTERM')
      }
    })
    expect(signalled).toBe(true)
    // The instance finishes what it holds and exits by itself.
    const code = await new Promise((resolve) =>
      b.child.exitCode !== null ? resolve(b.child.exitCode) : b.child.once('exit', (c) => resolve(c)),
    )
    expect(code).toBe(0)

    // What each giver was told is what happened: every 201 is stored, nothing else is.
    const stored = await storedOrders(results.map((r) => r.email))
    expect(stored).toEqual(new Map(results.filter((r) => r.status === 201).map((r) => [r.email, r.reference])))
    expect(results.filter((r) => r.status !== 201)).toEqual([])

    // From now on everything goes to instance A, and succeeds.
    const a = `127.0.0.1:${instance('a').port}`
    const rest = await addGift(`Luiertas ${run}`, 100, 10)
    const later = await orderRun(rest, rest.productParts, visitors(6), 2, () => undefined)
    expect(statuses(later)).toEqual(Array(10).fill(201))
    await attachUpstreams(later)
    expect(new Set(later.map((r) => r.upstream))).toEqual(new Set([a]))
    for (let i = 0; i < 4; i++) expect((await request(`${nginxUrl()}/list/${SLUG}`)).status).toBe(200)
  })

  it('every acknowledged order has its mails sent exactly once (the giver’s and the parents’), a refused one none', async () => {
    // Wait until the outbox has drained (both instances' workers, and what the stopped one held).
    const unsent = async () =>
      (
        await db.query(
          `SELECT kind, status, attempts, "leaseUntil" > now() AS leased, "lastError" FROM "OutboxMail" WHERE status <> 'SENT' ORDER BY id`,
        )
      ).rows
    const deadline = Date.now() + 30_000
    while ((await unsent()).length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500))
    // A mail still leased here was claimed by a worker that went away without sending it (the stopped instance).
    expect(await unsent(), 'mails not sent within 30 s').toEqual([])
    const mails = cluster.smtp.mails
    expect(acknowledged.length).toBeGreaterThan(0)
    const owner = 'ouder@example.be'
    const problems: string[] = []
    for (const order of acknowledged) {
      const toGiver = mails.filter((m) => m.to.includes(order.email)).length
      const toParents = mails.filter((m) => m.to.includes(owner) && m.raw.includes(`<${order.email}>`)).length
      if (toGiver !== 1 || toParents !== 1)
        problems.push(`${order.reference}: ${toGiver} mail(s) to the giver, ${toParents} to the parents`)
    }
    for (const order of refused) {
      const any = mails.filter((m) => m.to.includes(order.email) || m.raw.includes(`<${order.email}>`)).length
      if (any) problems.push(`refused order of ${order.email} (${order.status}): ${any} mail(s)`)
    }
    expect(problems).toEqual([])
    const ids = mails.map((m) => m.messageId)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

if (missing.length > 0) {
  describe('multi-instance test', () => {
    it.skip(`skipped: ${missing.join('; ')}`, () => undefined)
  })
}

// The page cache shared through Redis (decision 028): two instances, each its own
// process loading lib/cache/page-cache-handler.mjs as Next does, on the real Redis of TEST_REDIS_URL. A page cached
// by one is served by the other; a revalidation on one (revalidatePath after an order) makes the other render it
// fresh; a 404 is never stored; and a Redis that is gone, hangs or comes back never fails a request nor leaves a
// page that an order made stale while it was away.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import {
  closedRedisUrl,
  connectedClient,
  keysUnder,
  redisAvailable,
  redisRelay,
  TEST_REDIS_URL,
  useRedisPrefix,
  type RedisRelay,
} from '../support/redis'

const available = await redisAvailable()
const prefix = useRedisPrefix()
const INSTANCE = path.resolve(__dirname, '../support/page-cache-instance.mjs')
/** Longest a cache operation may take before the test calls it hung (a request would wait that long). */
const HUNG_MS = 5000

type Page = {
  html: string
  status: number
  cacheControl: { revalidate: number; expire: number } | null
  intact: boolean
}

interface Instance {
  get(key: string): Promise<Page | null>
  set(key: string, html: string, options?: { status?: number; tags?: string[] }): Promise<void>
  revalidateTag(tag: string): Promise<void>
  stop(): void
}

const children: ChildProcessWithoutNullStreams[] = []
const relays: RedisRelay[] = []

/** A build output folder with its BUILD_ID, as `next build` leaves it. */
function buildDir(id: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-build-'))
  fs.mkdirSync(path.join(dir, 'server'))
  fs.writeFileSync(path.join(dir, 'BUILD_ID'), id)
  return dir
}
const build = buildDir('build-a')

/** An app instance's page cache in a process of its own; env: REDIS_URL (none: no Redis), BUILD_DIR. */
function instance(env: { REDIS_URL?: string; BUILD_DIR?: string } = {}): Instance {
  const { REDIS_URL: _inherited, ...parentEnv } = process.env
  const child = spawn(process.execPath, [INSTANCE], {
    env: {
      ...parentEnv,
      ...(env.REDIS_URL ? { REDIS_URL: env.REDIS_URL } : {}),
      REDIS_KEY_PREFIX: prefix,
      BUILD_DIR: env.BUILD_DIR ?? build,
    },
  })
  children.push(child)
  const answers = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  let queue = Promise.resolve<unknown>(undefined)
  const send = (command: Record<string, unknown>) => {
    const next = queue.then(async () => {
      child.stdin.write(`${JSON.stringify(command)}\n`)
      let timer: NodeJS.Timeout | undefined
      const hung = new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`${command.op} hung for ${HUNG_MS} ms`)), HUNG_MS)),
      )
      const line = await Promise.race([answers.next(), hung]).finally(() => clearTimeout(timer))
      if (line.done) throw new Error(`instance exited: ${stderr}`)
      const answer = JSON.parse(line.value) as { error?: string } & Record<string, unknown>
      if (answer.error) throw new Error(`${command.op} threw: ${answer.error}`)
      return answer
    })
    queue = next.catch(() => undefined)
    return next
  }
  return {
    get: async (key) => ((await send({ op: 'get', key })) as { page: Page | null }).page,
    set: async (key, html, options = {}) =>
      void (await send({ op: 'set', key, html, status: options.status ?? 200, tags: options.tags ?? tagsOf(key) })),
    revalidateTag: async (tag) => void (await send({ op: 'revalidateTag', tag })),
    stop: () => child.kill(),
  }
}

/** The cache tags Next gives a page at `key`: its layouts and its own path (what revalidatePath(key) revalidates). */
const tagsOf = (key: string) => [
  '_N_T_/layout',
  '_N_T_/list/layout',
  '_N_T_/list/[slug]/layout',
  '_N_T_/list/[slug]/page',
  `_N_T_${key}`,
]

afterEach(async () => {
  for (const child of children.splice(0)) child.kill()
  for (const relay of relays.splice(0)) await relay.close()
})

afterAll(() => fs.rmSync(build, { recursive: true, force: true }))

describe.skipIf(!available)('the page cache shared through Redis', () => {
  it('a page cached by one instance is served by the other, whole and with its cache lifetime', async () => {
    const [a, b] = [instance({ REDIS_URL: TEST_REDIS_URL }), instance({ REDIS_URL: TEST_REDIS_URL })]
    expect(await b.get('/list/noor-peeters')).toBeNull()
    await a.set('/list/noor-peeters', '<h1>Noor</h1>')
    expect(await b.get('/list/noor-peeters')).toEqual({
      html: '<h1>Noor</h1>',
      status: 200,
      cacheControl: { revalidate: 300, expire: 31536000 },
      intact: true,
    })
    // Nothing stays in Redis for ever: the page and its version expire with it, the index hashes a month after the last write.
    const client = await connectedClient()
    try {
      const keys = await keysUnder(client, `${prefix}page:build-a:`)
      expect(keys.length).toBeGreaterThan(0)
      for (const key of keys) expect(await client.ttl(key), key).toBeGreaterThan(0)
    } finally {
      client.destroy()
    }
  })

  it('revalidatePath on one instance: the other renders the page fresh on its next load, then shares the new one', async () => {
    const [a, b] = [instance({ REDIS_URL: TEST_REDIS_URL }), instance({ REDIS_URL: TEST_REDIS_URL })]
    await a.set('/list/lucas-janssens', 'Knuffel: beschikbaar')
    await b.set('/list/other-list', 'Bedje: beschikbaar')
    expect((await b.get('/list/lucas-janssens'))?.html).toBe('Knuffel: beschikbaar')
    await a.revalidateTag('_N_T_/list/lucas-janssens')
    expect(await b.get('/list/lucas-janssens')).toBeNull()
    expect(await a.get('/list/lucas-janssens')).toBeNull()
    // Only that page: the other list stays cached.
    expect((await a.get('/list/other-list'))?.html).toBe('Bedje: beschikbaar')
    await b.set('/list/lucas-janssens', 'Knuffel: gegeven')
    expect((await a.get('/list/lucas-janssens'))?.html).toBe('Knuffel: gegeven')
  })

  it("a page rendered anew by one instance (its time was up) replaces the other instance's copy at once", async () => {
    const [a, b] = [instance({ REDIS_URL: TEST_REDIS_URL }), instance({ REDIS_URL: TEST_REDIS_URL })]
    await a.set('/list/rerendered', 'versie 1')
    expect((await b.get('/list/rerendered'))?.html).toBe('versie 1')
    expect((await b.get('/list/rerendered'))?.html).toBe('versie 1')
    await a.set('/list/rerendered', 'versie 2')
    expect((await b.get('/list/rerendered'))?.html).toBe('versie 2')
  })

  it('invalidateListPage (after an order) has removed the page in both languages for every instance when it resolves', async () => {
    const [a, b] = [instance({ REDIS_URL: TEST_REDIS_URL }), instance({ REDIS_URL: TEST_REDIS_URL })]
    // Next keeps the page under its route's path: /nl/… for the Dutch address, /fr/… for the French one.
    await a.set('/nl/list/ordered-from-here', 'Slaapzak: beschikbaar')
    await a.set('/fr/list/ordered-from-here', 'Gigoteuse : disponible')
    expect((await b.get('/nl/list/ordered-from-here'))?.html).toBe('Slaapzak: beschikbaar')
    expect((await b.get('/fr/list/ordered-from-here'))?.html).toBe('Gigoteuse : disponible')
    // This test process is the instance that takes the order: its page cache as Next makes it for a request.
    Object.assign(process.env, { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix })
    try {
      vi.resetModules()
      const { SharedPageCache } = await import('@/lib/cache/page-cache-handler.mjs')
      // Made only for the revalidation it registers on globalThis: part of Next's context is enough for that.
      new SharedPageCache({ dev: false, serverDistDir: path.join(build, 'server') } as ConstructorParameters<
        typeof SharedPageCache
      >[0])
      const { invalidateListPage } = await import('@/lib/cache/invalidate')
      await invalidateListPage('ordered-from-here')
    } finally {
      delete process.env.REDIS_URL
      delete process.env.REDIS_KEY_PREFIX
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('geboortelijst.pageCache.revalidateNow')]
      await (await import('@/lib/redis/client.mjs')).closeRedis()
    }
    for (const key of ['/nl/list/ordered-from-here', '/fr/list/ordered-from-here']) {
      expect(await b.get(key), key).toBeNull()
      expect(await a.get(key), key).toBeNull()
    }
  })

  it('never stores a page answered 404', async () => {
    const a = instance({ REDIS_URL: TEST_REDIS_URL })
    await a.set('/list/zz-random-1', 'Niet gevonden', { status: 404 })
    expect(await instance({ REDIS_URL: TEST_REDIS_URL }).get('/list/zz-random-1')).toBeNull()
    const client = await connectedClient()
    try {
      expect((await keysUnder(client, prefix)).filter((key) => key.includes('zz-random'))).toEqual([])
    } finally {
      client.destroy()
    }
  })

  it('keeps the pages of another build apart (instances behind one balancer run the same build)', async () => {
    const other = buildDir('build-b')
    try {
      await instance({ REDIS_URL: TEST_REDIS_URL }).set('/list/per-build', 'build a')
      expect(await instance({ REDIS_URL: TEST_REDIS_URL, BUILD_DIR: other }).get('/list/per-build')).toBeNull()
    } finally {
      fs.rmSync(other, { recursive: true, force: true })
    }
  })

  it('a Redis that hangs: a read misses (the page renders from the database), a write and a revalidation are dropped, nothing throws', async () => {
    const relay = await redisRelay()
    relays.push(relay)
    const a = instance({ REDIS_URL: relay.url })
    await a.set('/list/hang', 'cached')
    expect((await a.get('/list/hang'))?.html).toBe('cached')
    relay.freeze()
    expect(await a.get('/list/hang')).toBeNull()
    await a.set('/list/hang', 'new')
    await a.revalidateTag('_N_T_/list/hang')
  })

  it('an order while Redis is away: once it is back, the page cached before is gone for every instance', async () => {
    const relay = await redisRelay()
    relays.push(relay)
    const a = instance({ REDIS_URL: relay.url })
    const b = instance({ REDIS_URL: TEST_REDIS_URL })
    await a.set('/list/away', 'Kinderwagen: beschikbaar')
    expect((await b.get('/list/away'))?.html).toBe('Kinderwagen: beschikbaar')
    relay.cut()
    // An order on A: its revalidation cannot reach Redis. A renders the page fresh meanwhile.
    await a.revalidateTag('_N_T_/list/away')
    expect(await a.get('/list/away')).toBeNull()
    relay.restore()
    // A reconnects by itself and sends the revalidation it kept.
    await vi.waitFor(async () => expect(await b.get('/list/away')).toBeNull(), { timeout: 10_000, interval: 200 })
  })
})

describe('the page cache without a reachable Redis', () => {
  it('REDIS_URL on a closed port: every read misses at once, writes and revalidations are dropped, nothing throws', async () => {
    const a = instance({ REDIS_URL: await closedRedisUrl() })
    expect(await a.get('/list/noor-peeters')).toBeNull()
    await a.set('/list/noor-peeters', 'rendered')
    expect(await a.get('/list/noor-peeters')).toBeNull()
    await a.revalidateTag('_N_T_/list/noor-peeters')
  })
})

describe('the page cache without REDIS_URL', () => {
  it("is Next's file-system cache minus 404 pages, also during a build with REDIS_URL set", async () => {
    const load = async (env: Record<string, string | undefined>) => {
      vi.resetModules()
      const saved = { REDIS_URL: process.env.REDIS_URL, NEXT_PHASE: process.env.NEXT_PHASE }
      Object.assign(process.env, env)
      for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key]
      try {
        return await import('@/lib/cache/page-cache-handler.mjs')
      } finally {
        for (const [key, value] of Object.entries(saved))
          if (value === undefined) delete process.env[key]
          else process.env[key] = value
      }
    }
    const plain = await load({ REDIS_URL: undefined })
    expect(plain.default).toBe(plain.FileSystemPageCache)
    const building = await load({ REDIS_URL: TEST_REDIS_URL, NEXT_PHASE: 'phase-production-build' })
    expect(building.default).toBe(building.FileSystemPageCache)
    const running = await load({ REDIS_URL: TEST_REDIS_URL, NEXT_PHASE: undefined })
    expect(running.default).toBe(running.SharedPageCache)
  })

  it('stores pages on disk and in memory as before, never a 404', async () => {
    const dir = buildDir('build-fs')
    try {
      const a = instance({ BUILD_DIR: dir })
      await a.set('/list/fs-page', 'op schijf')
      await a.set('/list/fs-missing', 'Niet gevonden', { status: 404 })
      expect((await a.get('/list/fs-page'))?.html).toBe('op schijf')
      expect(await a.get('/list/fs-missing')).toBeNull()
      const files = fs.readdirSync(dir, { recursive: true }).map(String)
      expect(files.some((file) => file.includes('fs-page'))).toBe(true)
      expect(files.some((file) => file.includes('fs-missing'))).toBe(false)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

// One app instance's page cache for tests/integration/redis-page-cache.test.ts: this process loads
// lib/cache/page-cache-handler.mjs as Next does (REDIS_URL, REDIS_KEY_PREFIX from its environment; the build id
// from BUILD_DIR/BUILD_ID) and answers commands, one JSON line each on stdin, with one JSON line on stdout:
//   {"op":"get","key"}                        → {"page":{"html","status","cacheControl"}|null}
//   {"op":"set","key","html","status","tags"} → {"ok":true}
//   {"op":"revalidateTag","tag"}              → {"ok":true}
// A handler that throws answers {"error":"…"}: the test fails on it, as Next would answer 500.
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

// stdout is the answers' channel: the app's own log lines go to stderr.
console.log = console.info = console.error
const { default: PageCache } = await import('../../lib/cache/page-cache-handler.mjs')
const serverDistDir = path.join(process.env.BUILD_DIR ?? '.', 'server')
// Next's file system interface for its own cache (used without REDIS_URL).
const cacheFs = {
  existsSync: fs.existsSync,
  readFileSync: fs.readFileSync,
  readFile: fs.promises.readFile,
  writeFile: (/** @type {string} */ file, /** @type {string | Buffer} */ data) => fs.promises.writeFile(file, data),
  mkdir: (/** @type {string} */ dir) => fs.promises.mkdir(dir, { recursive: true }),
  stat: (/** @type {string} */ file) => fs.promises.stat(file),
}
/**
 * The calls Next makes on its cache handler, as this driver makes them: with the plain shapes Next passes at run time
 * (its own types are internal: string enums and a dozen context variants), which the test then checks.
 * @typedef {{
 *   get(key: string, ctx: object): Promise<{ value?: any, cacheControl?: unknown } | null>,
 *   set(key: string, data: object, ctx: object): Promise<void>,
 *   revalidateTag(tags: string[]): Promise<void>,
 * }} PageCacheHandler
 */
// Next makes a new handler for every request, with this context (`next start`: disk and a 50 MB memory cache).
const handler = () =>
  /** @type {PageCacheHandler} */ (
    /** @type {unknown} */ (
      new PageCache({
        dev: false,
        fs: cacheFs,
        serverDistDir,
        flushToDisk: true,
        revalidatedTags: [],
        maxMemoryCacheSize: 50 * 1024 * 1024,
        _requestHeaders: {},
      })
    )
  )
const route = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }

/** @typedef {{ op: 'get', key: string } | { op: 'set', key: string, html: string, status?: number, tags: string[] } | { op: 'revalidateTag', tag: string }} Command */

/** A rendered page as Next hands it to the cache. */
const page = (/** @type {{ html: string, status?: number, tags: string[] }} */ { html, status = 200, tags }) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  headers: { 'x-next-cache-tags': tags.join(',') },
  postponed: undefined,
  status,
  segmentData: new Map([['/_tree', Buffer.from(`tree:${html}`)]]),
})

async function run(/** @type {Command} */ command) {
  switch (command.op) {
    case 'get': {
      const entry = await handler().get(command.key, route)
      const value = entry?.value
      if (!value) return { page: null }
      const intact =
        value.rscData?.toString() === `rsc:${value.html}` &&
        value.segmentData?.get('/_tree')?.toString() === `tree:${value.html}`
      return { page: { html: value.html, status: value.status, cacheControl: entry.cacheControl ?? null, intact } }
    }
    case 'set':
      await handler().set(command.key, page(command), { ...route, cacheControl: { revalidate: 300, expire: 31536000 } })
      return { ok: true }
    case 'revalidateTag':
      await handler().revalidateTag([command.tag])
      return { ok: true }
    default:
      return { error: `unknown op ${/** @type {{ op: unknown }} */ (command).op}` }
  }
}

const lines = readline.createInterface({ input: process.stdin })
for await (const line of lines) {
  let answer
  try {
    answer = await run(JSON.parse(line))
  } catch (error) {
    answer = { error: String(error instanceof Error ? error.message : error) }
  }
  process.stdout.write(`${JSON.stringify(answer)}\n`)
}
process.exit(0)

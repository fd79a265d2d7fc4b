// Next's page cache (ISR), configured as `cacheHandler` in next.config.js (decision 021). Plain ESM: Next loads it at
// run time, outside its bundles.
//
// Without `REDIS_URL` (and always during `next build`): Next's own cache as it comes with Next — its file-system
// cache with the in-memory LRU in front — except that a page answered 404 is never stored: otherwise random slugs
// fill disk and memory (figures in decision 021). A 404 is rendered again on each visit instead; it reads one
// indexed row.
//
// With `REDIS_URL`: one cache for all instances in Redis (decision 028), through
// @fortedigital/nextjs-cache-handler, so an order or a product change on one instance (revalidatePath('/list/…'))
// removes the page for every instance at once. Same 404 rule. Redis unreachable: every page renders from the
// database, nothing fails (lib/cache/shared-page-store.mjs).
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { getRedis, redisKeyPrefix, redisSettled, redisUrl } from '../redis/client.mjs'
import { pageCacheChanged } from './page-generation.mjs'
import { createSharedPageStore, isNotFoundPage } from './shared-page-store.mjs'

// Next's module is CommonJS: plain node hands over `module.exports` (a `default` inside), a bundler the class itself.
const Base =
  /** @type {{ default?: typeof FileSystemCache }} */ (/** @type {unknown} */ (FileSystemCache)).default ??
  FileSystemCache

/** Next's file-system cache minus not-found pages: one instance, no Redis. */
export class FileSystemPageCache extends Base {
  /**
   * Stores an entry as Next's own cache does, unless it is a page answered with 404.
   * @param {Parameters<FileSystemCache['set']>[0]} key
   * @param {Parameters<FileSystemCache['set']>[1]} data
   * @param {Parameters<FileSystemCache['set']>[2]} ctx
   */
  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return
    try {
      return await super.set(key, data, ctx)
    } finally {
      pageCacheChanged()
    }
  }

  /**
   * Revalidates as Next's own cache does, and counts the change, so the server stops serving its copies of pages.
   * @param {Parameters<FileSystemCache['revalidateTag']>} args
   */
  async revalidateTag(...args) {
    try {
      return await super.revalidateTag(...args)
    } finally {
      pageCacheChanged()
    }
  }
}

// Configured once per process, on the first cache access. Keys carry the build id: instances behind one load
// balancer must run the same build (their pages load the same hashed scripts), and a new build starts its own cache
// instead of serving pages whose scripts no longer exist.
// The first access waits for the first connection attempt (a few seconds at most), so a fresh instance does not
// start by rendering everything itself while Redis is there.
CacheHandler.onCreation(async ({ buildId }) => {
  const client = getRedis()
  await redisSettled()
  return {
    handlers: [createSharedPageStore({ client, keyPrefix: `${redisKeyPrefix()}page:${buildId?.trim() || 'dev'}:` })],
  }
})

/** Where lib/cache/invalidate.ts finds the shared cache's revalidation (it runs in Next's bundle, not this module). */
export const REVALIDATE_NOW = Symbol.for('geboortelijst.pageCache.revalidateNow')
const registry = /** @type {{ [REVALIDATE_NOW]?: (tags: string[]) => Promise<void> }} */ (globalThis)

/** The shared cache: @fortedigital/nextjs-cache-handler's CacheHandler, keeping each page's cache lifetime. */
export class SharedPageCache extends CacheHandler {
  constructor(/** @type {ConstructorParameters<typeof CacheHandler>[0]} */ context) {
    super(context)
    // Next runs a request's revalidatePath only after its answer is sent (route handlers hand it to waitUntil), so
    // another instance could still serve the old page to a client that has the answer. invalidateListPage awaits
    // this instead, before the answer; Next's own run afterwards finds nothing left to remove.
    registry[REVALIDATE_NOW] ??= (tags) => this.revalidateTag(tags)
  }

  /**
   * @param {Parameters<CacheHandler['set']>[0]} key
   * @param {Parameters<CacheHandler['set']>[1]} data
   * @param {Parameters<CacheHandler['set']>[2]} ctx
   */
  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return
    // The lifetime Next gave the page travels with it (the store hands it back as `cacheControl`).
    const cacheControl = ctx && 'cacheControl' in ctx ? ctx.cacheControl : undefined
    const value = data && typeof data === 'object' && cacheControl ? { ...data, cacheControl } : data
    return super.set(key, value, ctx)
  }
}

const shared = redisUrl() !== null && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD

export default shared ? SharedPageCache : FileSystemPageCache

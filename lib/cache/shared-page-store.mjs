// @ts-check
// The page cache's store in Redis when the app runs as several instances (decision 028):
// @fortedigital/nextjs-cache-handler's `redis-strings` handler (entries as strings, tags in one hash, revalidated
// implicit tags in another, so a revalidatePath on one instance removes the page for all), with what this app adds:
// - a page answered 404 is never stored (random slugs must not fill the cache);
// - no operation waits on Redis longer than a short timeout: a get then misses (Next renders from the database), a
//   set is dropped, and the request goes on;
// - a revalidation that could not reach Redis is kept and sent again as soon as the connection is back, so a page
//   another instance cached before the outage does not outlive an order taken during it;
// - an entry carries the cache lifetime Next gave it (`cacheControl`), so an instance that did not render the page
//   serves it with the same lifetime and the same Cache-Control header as the one that did.
// - a page read from Redis is also kept in this process's memory, but served from there only after Redis confirms
//   in one round trip that it is still the current entry (the key exists and its version, written beside it on every
//   set, is the one in memory): a revalidation or a newer render by any instance makes the copy unusable, and while
//   Redis does not answer no copy is served. That saves fetching and parsing the whole page on every request
//   (figures in decision 028).
import { LRUCache } from 'lru-cache'
import createRedisStringsHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

/** Longest wait on Redis for reading or writing one page. */
export const PAGE_CACHE_TIMEOUT_MS = 1000
/** Longest wait for one revalidation (it scans the tag index, a few round trips); it is awaited by the request. */
const REVALIDATE_TIMEOUT_MS = 2000
/** Revalidations kept while Redis is unreachable; beyond them the oldest go (those pages age out within `revalidate`). */
const MAX_UNSENT_TAGS = 10_000
const TAGS_KEY = '__sharedTags__'
const TAG_TTLS_KEY = '__sharedTagsTtl__'
const INDEX_TTL_S = 30 * 24 * 3600
/** Memory for local copies of pages, as Next's own in-memory cache (`cacheMaxMemorySize`, 50 MB). */
const LOCAL_COPIES_BYTES = 50 * 1024 * 1024

/** About how many bytes an entry takes in memory (its page, payloads and segments). */
function sizeOf(/** @type {any} */ entry) {
  const value = entry?.value ?? {}
  let size =
    1024 +
    (typeof value.html === 'string' ? value.html.length : 0) +
    (value.rscData?.length ?? 0) +
    (value.body?.length ?? 0)
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) size += segment?.length ?? 0
  if (value.kind === 'FETCH') size += JSON.stringify(value.data ?? null).length
  return size
}

/** True for a page Next rendered as not found: never stored (decision 021). */
export function isNotFoundPage(/** @type {any} */ value) {
  return !!value && typeof value === 'object' && value.kind === 'APP_PAGE' && value.status === 404
}

/**
 * Rejects when `promise` has not settled within `ms`. The late result is ignored (and its rejection handled).
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
function within(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)
  })
  promise.catch(() => {})
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout]).finally(() => clearTimeout(timer)))
}

/**
 * A cache Handler (the `handlers` of @fortedigital/nextjs-cache-handler's CacheHandler) on `client`, its keys under
 * `keyPrefix`. Every method rejects when Redis is unreachable or slow: the CacheHandler turns that into a miss (get)
 * or ignores it (set, revalidateTag), so a request never fails because of Redis.
 * @param {{ client: any, keyPrefix: string, timeoutMs?: number }} options `client`: a node-redis client
 *   (lib/redis/client.mjs); its 'ready' event after an outage replays the revalidations that failed.
 */
export function createSharedPageStore({ client, keyPrefix, timeoutMs = PAGE_CACHE_TIMEOUT_MS }) {
  const redis = createRedisStringsHandler({
    client,
    keyPrefix,
    timeoutMs,
    keyExpirationStrategy: 'EXAT',
    sharedTagsKey: TAGS_KEY,
    sharedTagsTtlKey: TAG_TTLS_KEY,
  })
  // The handler's index hashes (tags and lifetimes of every page, times of revalidated paths) have no expiry of their
  // own: each write gives them 30 days more, so those of an old build go a month after its last write.
  const indexKeys = [TAGS_KEY, TAG_TTLS_KEY, '__revalidated_tags__'].map((name) => keyPrefix + name)
  /** Tags whose revalidation did not reach Redis, oldest first. */
  const unsent = new Set()
  let replaying = false

  const remember = (/** @type {string} */ tag) => {
    unsent.delete(tag)
    unsent.add(tag)
    if (unsent.size > MAX_UNSENT_TAGS) unsent.delete(unsent.values().next().value)
  }

  async function replay() {
    if (replaying) return
    replaying = true
    try {
      for (const tag of [...unsent]) {
        if (!client.isReady) return
        try {
          await within(redis.revalidateTag(tag), REVALIDATE_TIMEOUT_MS)
          unsent.delete(tag)
        } catch {
          return // Down again: the next 'ready' continues.
        }
      }
    } finally {
      replaying = false
    }
  }
  client.on('ready', () => {
    if (unsent.size > 0) void replay()
  })

  /** Pages read or written by this process, by key, with the version (`lastModified`) they had in Redis. */
  const local = new LRUCache({
    maxSize: LOCAL_COPIES_BYTES,
    sizeCalculation: (/** @type {any} */ entry) => Math.max(1, sizeOf(entry)),
  })
  const versionKey = (/** @type {string} */ key) => `${keyPrefix}__version__:${key}`

  /** True when Redis still holds `key` in the version of `entry`. Rejects when Redis does not answer. */
  async function isCurrent(/** @type {string} */ key, /** @type {any} */ entry) {
    const [exists, version] = await within(
      Promise.all([client.exists(keyPrefix + key), client.get(versionKey(key))]),
      timeoutMs,
    )
    return exists === 1 && version === String(entry.lastModified)
  }

  /** The entry as Next reads it: the cache lifetime the CacheHandler put into the value is handed back beside it. */
  function unpacked(/** @type {any} */ entry) {
    const value = entry.value
    if (!value || typeof value !== 'object' || !('cacheControl' in value)) return entry
    const { cacheControl, ...rest } = value
    return { ...entry, value: rest, cacheControl }
  }

  return {
    name: 'redis-pages',
    /** Revalidations waiting for Redis to come back (for tests and the log). */
    get unsentRevalidations() {
      return unsent.size
    },
    /**
     * @param {string} key
     * @param {{ implicitTags: string[] }} meta
     */
    async get(key, meta) {
      // A tag revalidated while Redis was away may belong to this page: render it fresh rather than trust Redis.
      if (unsent.size > 0 && meta?.implicitTags?.some((tag) => unsent.has(tag))) return null
      const copy = local.get(key)
      if (copy) {
        if (await isCurrent(key, copy)) return copy
        local.delete(key)
      }
      const entry = await within(redis.get(key, meta), timeoutMs)
      if (!entry) return entry
      if (unsent.size > 0 && entry.tags?.some((/** @type {string} */ tag) => unsent.has(tag))) return null
      const found = unpacked(entry)
      local.set(key, found)
      return found
    },
    /**
     * @param {string} key
     * @param {any} entry `{ lastModified, lifespan, tags, value }` as the CacheHandler passes it
     * @param {any} ctx
     */
    async set(key, entry, ctx) {
      if (isNotFoundPage(entry?.value)) return
      local.delete(key)
      const expireAt = entry?.lifespan?.expireAt
      await within(
        Promise.all([
          redis.set(key, entry, ctx),
          client.set(
            versionKey(key),
            String(entry.lastModified),
            typeof expireAt === 'number' ? { EXAT: expireAt } : undefined,
          ),
        ]).then(() => Promise.all(indexKeys.map((index) => client.expire(index, INDEX_TTL_S)))),
        timeoutMs,
      )
      // Redis has this version now: later reads may use the copy while Redis confirms it.
      local.set(key, unpacked(entry))
    },
    /** @param {string} tag */
    async revalidateTag(tag) {
      try {
        await within(
          redis.revalidateTag(tag).then(() => client.expire(indexKeys[2], INDEX_TTL_S)),
          REVALIDATE_TIMEOUT_MS,
        )
        unsent.delete(tag)
      } catch (error) {
        remember(tag)
        throw error
      }
    },
    /** @param {string} key */
    async delete(key) {
      local.delete(key)
      await within(Promise.resolve(redis.delete?.(key)), timeoutMs)
    },
    async prepare() {
      await within(Promise.resolve(redis.prepare?.()), REVALIDATE_TIMEOUT_MS)
    },
  }
}

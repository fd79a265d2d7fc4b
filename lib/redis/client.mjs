// @ts-check
// The one Redis connection of this process (decision 028), shared by the page cache
// handler (lib/cache/page-cache-handler.mjs, which Next loads outside its bundles) and the app's own code (rate
// limits, health check), which Next bundles: both reach the same client through a key on globalThis, so the process
// opens one connection however many copies of this module are loaded. Plain ESM for that reason.
//
// Without `REDIS_URL` nothing here connects anywhere: `getRedis()` is null and every caller keeps its single-process
// behaviour. With it, Redis may be down at any moment: commands then fail fast (no offline queue, a command timeout)
// so callers fall back (cache miss, per-instance limits) and no request waits on a dead Redis; the client reconnects
// by itself with a backoff, and the outage is logged once when it starts and once when it ends.
import { createClient } from '@redis/client'

/** @typedef {import('@redis/client').RedisClientType<any, any, any, any, any>} RedisClient */
/** @typedef {'connecting' | 'up' | 'down'} RedisState */

/** A Redis command that does not answer within this time fails (the caller falls back); Redis answers in < 1 ms. */
export const COMMAND_TIMEOUT_MS = 1000
const CONNECT_TIMEOUT_MS = 2000
const MAX_RECONNECT_DELAY_MS = 5000

const HOLDER = Symbol.for('geboortelijst.redis')

/**
 * @typedef {object} Holder
 * @property {string} url
 * @property {RedisClient} client
 * @property {RedisState} state
 * @property {Set<() => void>} onUp called each time the connection is ready again after an outage
 */

/** @returns {{ [HOLDER]?: Holder }} */
const holder = () => /** @type {never} */ (globalThis)

/** `REDIS_URL` (e.g. `redis://:password@redis.internal:6379/0`, `rediss://` for TLS), or null when unset or blank. */
export function redisUrl() {
  const url = process.env.REDIS_URL?.trim()
  return url ? url : null
}

/**
 * The prefix of every key this app writes to Redis (`REDIS_KEY_PREFIX`, default `geboortelijst:`), so one Redis can
 * serve other apps or a second deployment (staging) without their keys meeting.
 */
export function redisKeyPrefix() {
  return process.env.REDIS_KEY_PREFIX ?? 'geboortelijst:'
}

/**
 * Wait before reconnect attempt `retries` (0, 1, …): 100 ms doubling up to 5 s, with some jitter so that instances
 * that lost Redis together do not knock at the same moment.
 * @param {number} retries
 */
function reconnectDelay(retries) {
  const base = Math.min(100 * 2 ** Math.min(retries, 10), MAX_RECONNECT_DELAY_MS)
  return Math.round(base * (0.8 + Math.random() * 0.4))
}

/** What went wrong, in a few words without the URL: `ECONNREFUSED`, `SocketClosedUnexpectedlyError`, … */
function describe(/** @type {any} */ error) {
  if (error?.code) return String(error.code)
  const name = error?.constructor?.name
  if (name && name !== 'Error') return name
  return String(error?.message ?? 'error')
    .replace(/\w+:\/\/\S*/g, '[url]')
    .slice(0, 80)
}

/**
 * A client for `url` that never queues commands while disconnected and times out the ones that hang, reconnects
 * forever with a backoff, and reports its state changes through `onChange` (never the URL: it may hold a password).
 * Connecting starts at once; it does not keep the process alive. For tests and tools; the app uses `getRedis()`.
 * @param {string} url
 * @param {{ name?: string, onChange?: (state: RedisState, cause?: string) => void, commandTimeoutMs?: number }} [options]
 * @returns {RedisClient}
 */
export function createRedisClient(url, options = {}) {
  const client = createClient({
    url,
    name: options.name,
    // A command sent while the connection is down fails at once instead of waiting for the reconnect: the caller
    // then serves from the database or counts in memory.
    disableOfflineQueue: true,
    commandOptions: { timeout: options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS },
    // TCP keep-alive (the client's default) notices a peer that vanished without closing the connection.
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
  })
  /** @type {RedisState} */
  let state = 'connecting'
  /** @param {RedisState} next @param {string} [cause] */
  const change = (next, cause) => {
    if (next === state) return
    state = next
    options.onChange?.(next, cause)
  }
  // Without an 'error' listener a lost connection would throw from the event emitter and end the process.
  client.on('error', (/** @type {any} */ error) => change('down', describe(error)))
  client.on('ready', () => change('up'))
  client.connect().catch(() => {
    // Only when the client gives up, which reconnectDelay never does; the 'error' listener has reported it.
  })
  client.unref()
  return client
}

/** One line per state change, no URL, no key. */
function logChange(/** @type {RedisState} */ state, /** @type {string | undefined} */ cause) {
  if (state === 'down') {
    console.warn(
      `[redis] unavailable (${cause}): pages render from the database and rate limits count per instance until it is back`,
    )
  } else if (state === 'up') {
    console.info('[redis] connected: page cache and rate limits are shared')
  }
}

/**
 * The process-wide Redis client when `REDIS_URL` is set (created and connecting on first call), else null. Its
 * commands reject at once while it is disconnected (`ClientOfflineError`) and after `COMMAND_TIMEOUT_MS` when Redis
 * hangs: callers must treat a rejection as "Redis unavailable" and fall back, never fail the request.
 * @returns {RedisClient | null}
 */
export function getRedis() {
  const url = redisUrl()
  if (!url) return null
  const g = holder()
  const current = g[HOLDER]
  if (current && current.url === url) return current.client
  /** @type {Holder} */
  const created = {
    url,
    state: 'connecting',
    onUp: new Set(),
    client: createRedisClient(url, {
      name: 'geboortelijst',
      onChange: (state, cause) => {
        const wasDown = created.state === 'down'
        // The first failure to connect is an outage too; a connection that comes back after one is news again.
        if (state === 'down' || wasDown || created.state === 'connecting') logChange(state, cause)
        created.state = state
        if (state === 'up' && wasDown) for (const listener of created.onUp) listener()
      },
    }),
  }
  // A changed REDIS_URL (tests) replaces the client; the old one is closed.
  if (current) current.client.destroy()
  g[HOLDER] = created
  return created.client
}

/**
 * Resolves once the process-wide connection has either been made or failed for the first time, at most `timeoutMs`
 * after the call (immediately without `REDIS_URL`, and always after the first outcome). Callers use it so that the
 * first requests after a start count in Redis like every later one instead of falling back while it connects.
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
export function redisSettled(timeoutMs = CONNECT_TIMEOUT_MS) {
  const client = getRedis()
  const current = holder()[HOLDER]
  if (!client || !current || current.state !== 'connecting') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      client.off('ready', done)
      client.off('error', done)
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    client.on('ready', done)
    client.on('error', done)
  })
}

/**
 * Calls `listener` each time the process-wide connection is ready again after an outage (the page cache replays
 * the revalidations it could not write). Returns a function that removes it.
 * @param {() => void} listener
 */
export function onRedisBack(listener) {
  const client = getRedis()
  const current = holder()[HOLDER]
  if (!client || !current) return () => {}
  current.onUp.add(listener)
  return () => current.onUp.delete(listener)
}

/**
 * Whether Redis is configured and answering, for the health check: a PING within `timeoutMs`.
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<{ configured: boolean, ok: boolean }>}
 */
export async function redisStatus(options = {}) {
  const client = getRedis()
  if (!client) return { configured: false, ok: false }
  await redisSettled(options.timeoutMs ?? COMMAND_TIMEOUT_MS)
  if (!client.isReady) return { configured: true, ok: false }
  try {
    await client.withCommandOptions({ timeout: options.timeoutMs ?? COMMAND_TIMEOUT_MS }).ping()
    return { configured: true, ok: true }
  } catch {
    return { configured: true, ok: false }
  }
}

/** Closes the process-wide connection, if any (graceful stop, tests). Commands after this reconnect anew. */
export async function closeRedis() {
  const g = holder()
  const current = g[HOLDER]
  if (!current) return
  g[HOLDER] = undefined
  current.onUp.clear()
  try {
    await current.client.close()
  } catch {
    current.client.destroy()
  }
}

import { createHmac } from 'node:crypto'
import { RateLimiterMemory, RateLimiterRedis, RLWrapperTimeouts, type RateLimiterRes } from 'rate-limiter-flexible'
import { authSecret } from '@/lib/auth/secret'
import { COMMAND_TIMEOUT_MS, getRedis, redisKeyPrefix, redisSettled, type RedisClient } from './client.mjs'

/** A limit: `points` per `duration` seconds per key, under a name of its own (`keyPrefix`). */
export interface LimiterOptions {
  keyPrefix: string
  points: number
  duration: number
}

/** The operations of rate-limiter-flexible the app uses; a refused `consume` rejects with a `RateLimiterRes`. */
export interface Limiter {
  consume(key: string, points?: number): Promise<RateLimiterRes>
  penalty(key: string, points?: number): Promise<RateLimiterRes>
  get(key: string): Promise<RateLimiterRes | null>
  block(key: string, seconds: number): Promise<RateLimiterRes>
  delete(key: string): Promise<boolean>
}

/** Where shared counters live: a node-redis client and the prefix of this app's keys. */
export interface LimiterStore {
  client: RedisClient
  prefix: string
}

/**
 * A limiter counting in Redis when `store` is given (a limit holds across instances), in this process's
 * memory otherwise (one instance, as before). On Redis, the same limits are also kept in memory as insurance: while
 * Redis is unreachable or slower than its command timeout, counting goes on there, per instance, and nothing but a
 * refusal (`RateLimiterRes`) is ever thrown. Keys reach Redis only as a keyed hash (HMAC with the auth secret, shared
 * by all instances), never as the client address or e-mail address they are (decision 028).
 */
export function createLimiter(options: LimiterOptions, store?: LimiterStore): Limiter {
  const memory = new RateLimiterMemory(options)
  if (!store) return memory
  const redis = new RateLimiterRedis({
    ...options,
    keyPrefix: `${store.prefix}rl:${options.keyPrefix}`,
    storeClient: store.client,
    useRedisPackage: true,
    // Not connected: straight to the memory insurance instead of an error.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
  // Connected but not answering: node-redis times out single commands, not MULTI (get, block); this covers both.
  // A bit longer than the command timeout, so a timed-out command falls back once, through the limiter above.
  const guarded = new RLWrapperTimeouts({
    limiter: redis,
    timeoutMs: COMMAND_TIMEOUT_MS + 500,
    insuranceLimiter: memory,
  })
  const hash = (key: string) =>
    createHmac('sha256', authSecret()).update(`rate-limit:${key}`).digest('base64url').slice(0, 32)
  return {
    consume: (key, points = 1) => guarded.consume(hash(key), points),
    penalty: (key, points = 1) => guarded.penalty(hash(key), points),
    get: (key) => guarded.get(hash(key)),
    block: (key, seconds) => guarded.block(hash(key), seconds),
    delete: (key) => guarded.delete(hash(key)),
  }
}

/** The process-wide Redis store when `REDIS_URL` is set, else undefined (memory). */
export function sharedStore(): LimiterStore | undefined {
  const client = getRedis()
  return client ? { client, prefix: redisKeyPrefix() } : undefined
}

/**
 * A limiter made on first use with the process-wide store (`sharedStore()`): in Redis when `REDIS_URL` is set, in
 * memory otherwise. For module-level limiters, so importing a module never opens a connection.
 */
export function sharedLimiter(options: LimiterOptions): Limiter {
  let made: Limiter | undefined
  const limiter = async () => {
    // The first requests after a start wait for the connection (at most a few seconds, once) rather than count apart.
    await redisSettled()
    return (made ??= createLimiter(options, sharedStore()))
  }
  return {
    consume: async (key, points) => (await limiter()).consume(key, points),
    penalty: async (key, points) => (await limiter()).penalty(key, points),
    get: async (key) => (await limiter()).get(key),
    block: async (key, seconds) => (await limiter()).block(key, seconds),
    delete: async (key) => (await limiter()).delete(key),
  }
}

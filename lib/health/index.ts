import 'server-only'
import { getDb } from '@/lib/db'
import { redisStatus } from '@/lib/redis/client.mjs'

/** Longest wait for the database's answer to `SELECT 1`: a load balancer probes every few seconds. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000
/** Longest wait for Redis's answer to PING. */
export const REDIS_CHECK_TIMEOUT_MS = 1000

/**
 * The readiness of this instance (decision 028), without personal data:
 * - `database`: `ok` when the database answers `SELECT 1` within 2 s, else `unavailable`;
 * - `redis`: `not-configured` without `REDIS_URL`, else `ok` when it answers PING within 1 s, else `unavailable`;
 * - `status`: `unavailable` when the database is (the instance cannot serve: take it out of the balancer),
 *   `degraded` when only Redis is (it serves, with per-instance cache and limits: every instance would be in the same
 *   state, so a balancer must keep them all), `ok` otherwise.
 */
export type Readiness =
  | { status: 'ok' | 'degraded'; checks: { database: 'ok'; redis: RedisCheck } }
  | { status: 'unavailable'; checks: { database: 'unavailable'; redis: RedisCheck } }

export type RedisCheck = 'ok' | 'unavailable' | 'not-configured'

/** Resolves with `promise`'s outcome as a boolean, false after `ms` (the late outcome is ignored). */
async function succeedsWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  const outcome = promise.then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([outcome, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Whether the database answers a `SELECT 1` through the app's Prisma client within `timeoutMs`. */
export async function databaseAnswers(timeoutMs = DATABASE_CHECK_TIMEOUT_MS): Promise<boolean> {
  return succeedsWithin(
    (async () => {
      const prisma = await getDb()
      await prisma.$queryRaw`SELECT 1`
    })(),
    timeoutMs,
  )
}

/**
 * Checks the database and, when configured, Redis, at the same time (see `Readiness`). Never throws; answers within
 * about 2 s whatever the state of either.
 */
export async function readiness(): Promise<Readiness> {
  const [database, redis] = await Promise.all([databaseAnswers(), redisStatus({ timeoutMs: REDIS_CHECK_TIMEOUT_MS })])
  const redisCheck: RedisCheck = !redis.configured ? 'not-configured' : redis.ok ? 'ok' : 'unavailable'
  if (!database) return { status: 'unavailable', checks: { database: 'unavailable', redis: redisCheck } }
  return { status: redisCheck === 'unavailable' ? 'degraded' : 'ok', checks: { database: 'ok', redis: redisCheck } }
}

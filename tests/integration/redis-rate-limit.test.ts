// Rate limits and login-failure counters shared through Redis (decision 028): a limit reached
// through one instance holds on the other, and when Redis is gone or hangs every limit still holds, per instance,
// with nothing thrown but RATE_LIMITED. On the real Redis of TEST_REDIS_URL; each "instance" is its own connection
// (createLimiter) or a fresh copy of the app's modules with their own memory (vi.resetModules).
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { closeRedis, type RedisClient } from '@/lib/redis/client.mjs'
import { createLimiter, type Limiter } from '@/lib/redis/limiter'
import { isDomainError } from '@/lib/errors'
import { expectConsoleWarn } from '../support/console'
import {
  closedRedisUrl,
  connectedClient,
  redisRelay,
  keysUnder,
  redisAvailable,
  TEST_REDIS_URL,
  useRedisPrefix,
} from '../support/redis'

const available = await redisAvailable()
const prefix = useRedisPrefix()
const clients: RedisClient[] = []

/** A connection of its own to the test Redis: one app instance. */
async function instance(): Promise<RedisClient> {
  const client = await connectedClient()
  clients.push(client)
  return client
}

/** What a consume answers: 'ok', or the refusal with the milliseconds to wait. */
async function attempt(limiter: Limiter, key: string): Promise<'ok' | { refused: number }> {
  try {
    await limiter.consume(key)
    return 'ok'
  } catch (error) {
    if (error instanceof RateLimiterRes) return { refused: error.msBeforeNext }
    throw error
  }
}

/** The app's modules as a new instance loads them: fresh memory, the process-wide Redis client of REDIS_URL. */
async function freshApp() {
  vi.resetModules()
  return {
    rateLimit: await import('@/lib/http/rate-limit'),
    throttle: await import('@/lib/auth/login-throttle'),
  }
}

/** The error `fn` throws (a DomainError's code and details), or 'ok'. */
async function outcome(
  fn: () => Promise<unknown>,
): Promise<'ok' | { code: string; details?: Record<string, unknown> }> {
  try {
    await fn()
    return 'ok'
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, details: error.details }
    throw error
  }
}

afterEach(async () => {
  delete process.env.REDIS_URL
  delete process.env.REDIS_KEY_PREFIX
  await closeRedis()
})

afterAll(() => {
  for (const client of clients) client.destroy()
})

describe.skipIf(!available)('rate limits in Redis', () => {
  it('two instances count one limit together: the 4th request of 3 is refused on either', async () => {
    const options = { keyPrefix: 'shared', points: 3, duration: 60 }
    const a = createLimiter(options, { client: await instance(), prefix })
    const b = createLimiter(options, { client: await instance(), prefix })
    expect([await attempt(a, '203.0.113.5'), await attempt(b, '203.0.113.5'), await attempt(a, '203.0.113.5')]).toEqual(
      ['ok', 'ok', 'ok'],
    )
    const refusedOnB = await attempt(b, '203.0.113.5')
    const refusedOnA = await attempt(a, '203.0.113.5')
    expect(refusedOnB).toMatchObject({ refused: expect.any(Number) })
    expect(refusedOnA).toMatchObject({ refused: expect.any(Number) })
    // Another client address has its own count.
    expect(await attempt(b, '203.0.113.6')).toBe('ok')
  })

  it('keeps no client address or e-mail address in Redis, only keyed hashes', async () => {
    const client = await instance()
    const limiter = createLimiter({ keyPrefix: 'private', points: 5, duration: 60 }, { client, prefix })
    await limiter.consume('198.51.100.77')
    await limiter.penalty('sofie@example.be')
    const keys = await keysUnder(client, `${prefix}rl:private`)
    expect(keys).toHaveLength(2)
    expect(keys.join(' ')).not.toMatch(/198\.51|sofie|example/)
  })

  it('enforceRateLimit with REDIS_URL: a limit used up through one instance answers RATE_LIMITED with retryAfter on the other', async () => {
    process.env.REDIS_URL = TEST_REDIS_URL
    process.env.REDIS_KEY_PREFIX = prefix
    const first = await freshApp()
    const ip = '203.0.113.20'
    for (let i = 0; i < first.rateLimit.limits.contact.points; i++)
      expect(await outcome(() => first.rateLimit.enforceRateLimit('contact', ip))).toBe('ok')
    const second = await freshApp()
    const refused = await outcome(() => second.rateLimit.enforceRateLimit('contact', ip))
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfter: expect.any(Number) } })
    expect(refused !== 'ok' && Number(refused.details?.retryAfter)).toBeGreaterThan(0)
    // Another address on the second instance is not limited.
    expect(await outcome(() => second.rateLimit.enforceRateLimit('contact', '203.0.113.21'))).toBe('ok')
  })

  it('login failures counted on one instance lock the account on the other; a success there clears it for both', async () => {
    process.env.REDIS_URL = TEST_REDIS_URL
    process.env.REDIS_KEY_PREFIX = prefix
    const a = await freshApp()
    for (let i = 0; i < 5; i++) await a.throttle.recordLoginFailure('Sofie@Example.be')
    const b = await freshApp()
    expect(await outcome(() => b.throttle.assertLoginAllowed('sofie@example.be'))).toMatchObject({
      code: 'RATE_LIMITED',
      details: { account: true, retryAfter: 15 },
    })
    await b.throttle.clearLoginFailures('sofie@example.be')
    expect(await outcome(() => a.throttle.assertLoginAllowed('sofie@example.be'))).toBe('ok')
  })
})

describe('rate limits when Redis is unreachable', () => {
  it(
    'a limiter on a closed port still refuses the 4th request of 3, from memory, and throws nothing else',
    { timeout: 10_000 },
    async () => {
      const client = (await import('@/lib/redis/client.mjs')).createRedisClient(await closedRedisUrl())
      clients.push(client)
      const limiter = createLimiter({ keyPrefix: 'down', points: 3, duration: 60 }, { client, prefix })
      const answers = []
      for (let i = 0; i < 4; i++) answers.push(await attempt(limiter, '203.0.113.30'))
      expect(answers.slice(0, 3)).toEqual(['ok', 'ok', 'ok'])
      expect(answers[3]).toMatchObject({ refused: expect.any(Number) })
      // The login lock works the same way without Redis: get, block, delete.
      await limiter.block('sofie@example.be', 30)
      expect(await limiter.get('sofie@example.be')).toMatchObject({ consumedPoints: 4 })
      expect(await limiter.delete('sofie@example.be')).toBe(true)
    },
  )

  it(
    'enforceRateLimit with REDIS_URL on a closed port answers RATE_LIMITED past the limit, never another error',
    { timeout: 10_000 },
    async () => {
      process.env.REDIS_URL = await closedRedisUrl()
      // The operators are told once that Redis is away and what that means.
      expectConsoleWarn(/^\[redis\] unavailable \(ECONNREFUSED\): pages render from the database/)
      const app = await freshApp()
      const ip = '203.0.113.31'
      for (let i = 0; i < app.rateLimit.limits.contact.points; i++)
        expect(await outcome(() => app.rateLimit.enforceRateLimit('contact', ip))).toBe('ok')
      expect(await outcome(() => app.rateLimit.enforceRateLimit('contact', ip))).toMatchObject({
        code: 'RATE_LIMITED',
        details: { retryAfter: expect.any(Number) },
      })
      for (let i = 0; i < 5; i++) await app.throttle.recordLoginFailure('jonas@example.be')
      expect(await outcome(() => app.throttle.assertLoginAllowed('jonas@example.be'))).toMatchObject({
        code: 'RATE_LIMITED',
        details: { account: true },
      })
    },
  )

  it.skipIf(!available)(
    'a Redis that stops answering mid-run: limits go on from memory, each request waiting at most the timeout',
    { timeout: 20_000 },
    async () => {
      const relay = await redisRelay()
      try {
        const client = await connectedClient(relay.url)
        clients.push(client)
        const limiter = createLimiter({ keyPrefix: 'hang', points: 3, duration: 60 }, { client, prefix })
        expect(await attempt(limiter, '203.0.113.40')).toBe('ok')
        relay.freeze()
        expect(await attempt(limiter, '203.0.113.40')).toBe('ok')
        expect(await attempt(limiter, '203.0.113.40')).toBe('ok')
        expect(await attempt(limiter, '203.0.113.40')).toBe('ok')
        expect(await attempt(limiter, '203.0.113.40')).toMatchObject({ refused: expect.any(Number) })
      } finally {
        await relay.close()
      }
    },
  )
})

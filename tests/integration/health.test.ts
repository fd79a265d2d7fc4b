// GET /api/health and /api/health/live (decision 028): what a load balancer reads. Readiness checks the
// real database of the test and, when REDIS_URL is set, the real Redis; a database that is gone or hangs is 503, a
// Redis that is gone leaves the instance in service (200, degraded). Never cached, never rate-limited, no personal data.
import { afterEach, describe, expect, it } from 'vitest'
import { GET as health } from '@/app/api/health/route'
import { GET as live } from '@/app/api/health/live/route'
import { closeRedis } from '@/lib/redis/client.mjs'
import { expectConsoleWarn } from '../support/console'
import { useTestDatabase } from '../support/db'
import { closedRedisUrl, redisAvailable, TEST_REDIS_URL } from '../support/redis'
import { withSilentDatabase, withUnreachableDatabase } from '../support/unreachable-db'

useTestDatabase()
const available = await redisAvailable()

afterEach(async () => {
  delete process.env.REDIS_URL
  await closeRedis()
})

async function read(res: Response) {
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: await res.json() }
}

describe('GET /api/health (readiness)', () => {
  it('200 ok with the database up and no REDIS_URL: redis not-configured, no-store, nothing else in the body', async () => {
    expect(await read(await health())).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'ok', checks: { database: 'ok', redis: 'not-configured' } },
    })
  })

  it.skipIf(!available)('200 ok with REDIS_URL answering: redis ok', async () => {
    process.env.REDIS_URL = TEST_REDIS_URL
    expect((await read(await health())).body).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } })
  })

  it('200 degraded when REDIS_URL does not answer: the instance stays in service', async () => {
    process.env.REDIS_URL = await closedRedisUrl()
    expectConsoleWarn(/^\[redis\] unavailable \(ECONNREFUSED\)/)
    expect(await read(await health())).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'degraded', checks: { database: 'ok', redis: 'unavailable' } },
    })
  })

  it('503 unavailable when the database does not answer', async () => {
    const answer = await withUnreachableDatabase(async () => read(await health()))
    expect(answer).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { status: 'unavailable', checks: { database: 'unavailable', redis: 'not-configured' } },
    })
  })

  it(
    '503 when the database accepts the connection but never answers (the check does not wait for it)',
    { timeout: 15_000 },
    async () => {
      expect((await withSilentDatabase(async () => read(await health()))).body).toEqual({
        status: 'unavailable',
        checks: { database: 'unavailable', redis: 'not-configured' },
      })
      // And the real database answers again on the next probe.
      expect((await read(await health())).status).toBe(200)
    },
  )
})

describe('GET /api/health/live (liveness)', () => {
  it('200 ok, no-store, also while the database does not answer', async () => {
    expect(await read(live())).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } })
    expect(await withUnreachableDatabase(async () => read(live()))).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'ok' },
    })
  })
})

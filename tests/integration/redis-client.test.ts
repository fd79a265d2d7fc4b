// The process's Redis connection (lib/redis/client.mjs): none without REDIS_URL; with it, an outage is
// written to the log once when it starts and once when Redis is back, however many reconnect attempts it takes, the
// client reconnects by itself, and no log line shows the URL (it may hold a password).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeRedis, getRedis, redisSettled, redisStatus } from '@/lib/redis/client.mjs'
import { closedRedisUrl, redisAvailable, redisRelay } from '../support/redis'

const available = await redisAvailable()

afterEach(async () => {
  vi.restoreAllMocks()
  delete process.env.REDIS_URL
  await closeRedis()
})

/** Every line written with console.warn and console.info from now on. */
function captureLog() {
  const lines: string[] = []
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void lines.push(`warn ${args.join(' ')}`))
  vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => void lines.push(`info ${args.join(' ')}`))
  return lines
}

describe('the Redis connection', () => {
  it('does not exist without REDIS_URL (or with a blank one): single-process behaviour', async () => {
    expect(getRedis()).toBeNull()
    process.env.REDIS_URL = '  '
    expect(getRedis()).toBeNull()
    expect(await redisStatus()).toEqual({ configured: false, ok: false })
  })

  it.skipIf(!available)(
    'logs an outage once and the return once, reconnecting by itself',
    { timeout: 20_000 },
    async () => {
      const relay = await redisRelay()
      try {
        process.env.REDIS_URL = relay.url
        const client = getRedis()!
        await redisSettled()
        expect(await redisStatus()).toEqual({ configured: true, ok: true })
        const log = captureLog()
        relay.cut()
        // Several reconnect attempts fail meanwhile (100 ms, 200 ms, 400 ms, …).
        await new Promise((resolve) => setTimeout(resolve, 2000))
        expect(await redisStatus()).toEqual({ configured: true, ok: false })
        expect(log).toEqual([expect.stringMatching(/^warn \[redis\] unavailable/)])
        relay.restore()
        await vi.waitFor(() => expect(client.isReady).toBe(true), { timeout: 10_000, interval: 100 })
        expect(await client.ping()).toBe('PONG')
        expect(log).toEqual([
          expect.stringMatching(/^warn \[redis\] unavailable/),
          expect.stringMatching(/^info \[redis\] connected/),
        ])
      } finally {
        await relay.close()
      }
    },
  )

  it('says Redis is unavailable without showing its address or password', { timeout: 10_000 }, async () => {
    const log = captureLog()
    process.env.REDIS_URL = (await closedRedisUrl()).replace('redis://', 'redis://:s3cret-wachtwoord@')
    getRedis()
    await redisSettled()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(log).toHaveLength(1)
    expect(log[0]).toMatch(/^warn \[redis\] unavailable \(ECONNREFUSED\)/)
    expect(log[0]).not.toMatch(/s3cret|redis:\/\//)
  })
})

// Redis for tests: the real server at TEST_REDIS_URL (default redis://127.0.0.1:6379; `.ci/run` starts
// Debian's redis-server), a key prefix of its own per test file (removed afterwards), an address where nothing
// listens, and a TCP relay to the real Redis that can stop answering (a Redis that hangs, not one that is gone).
import net from 'node:net'
import { randomBytes } from 'node:crypto'
import { afterAll } from 'vitest'
import { createRedisClient, type RedisClient } from '@/lib/redis/client.mjs'

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'

/** Whether a Redis answers PING at `url` within a second. */
async function answers(url: string): Promise<boolean> {
  const client = createRedisClient(url)
  try {
    for (let i = 0; i < 20 && !client.isReady; i++) await new Promise((resolve) => setTimeout(resolve, 50))
    return client.isReady && (await client.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    client.destroy()
  }
}

/**
 * Whether the Redis tests can run: true when Redis answers. Without one they are skipped with a message saying why,
 * except when TEST_REDIS_URL is set (as in CI): then a Redis that does not answer fails the run.
 */
export async function redisAvailable(): Promise<boolean> {
  if (await answers(TEST_REDIS_URL)) return true
  if (process.env.TEST_REDIS_URL) throw new Error(`TEST_REDIS_URL is set but no Redis answers at ${TEST_REDIS_URL}`)
  console.warn(
    `[tests] no Redis at ${TEST_REDIS_URL}: the Redis tests are skipped (start redis-server, or set TEST_REDIS_URL)`,
  )
  return false
}

/** A client of the test Redis that is ready to use. */
export async function connectedClient(url = TEST_REDIS_URL): Promise<RedisClient> {
  const client = createRedisClient(url)
  for (let i = 0; i < 100 && !client.isReady; i++) await new Promise((resolve) => setTimeout(resolve, 20))
  if (!client.isReady) throw new Error(`no Redis at ${url}`)
  return client
}

/** A key prefix of its own for this test file (`test:<random>:`); every key under it is removed after the file. */
export function useRedisPrefix(): string {
  const prefix = `test:${randomBytes(6).toString('hex')}:`
  afterAll(async () => {
    if (!(await answers(TEST_REDIS_URL))) return
    const client = await connectedClient()
    try {
      for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
        if (keys.length) await client.unlink(keys)
    } finally {
      client.destroy()
    }
  })
  return prefix
}

/** Every key of the test Redis under `prefix`. */
export async function keysUnder(client: RedisClient, prefix: string): Promise<string[]> {
  const out: string[] = []
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) out.push(...keys.map(String))
  return out
}

/** A redis:// address on 127.0.0.1 where nothing listens (a port just freed by the system). */
export async function closedRedisUrl(): Promise<string> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `redis://127.0.0.1:${port}`
}

/** A relay to the test Redis whose connection can hang or drop, as a real one does (see `redisRelay`). */
export interface RedisRelay {
  url: string
  /** The connections stay open but nothing comes back: a hung server, or a network that drops packets. */
  freeze(): void
  /** Every connection is closed and new ones are refused: Redis stopped. */
  cut(): void
  /** New connections reach Redis again (after `cut`): Redis is back. */
  restore(): void
  close(): Promise<void>
}

/** A TCP relay to the test Redis: `url` behaves as that Redis until the test makes it hang (`freeze`) or stop (`cut`). */
export async function redisRelay(): Promise<RedisRelay> {
  const target = new URL(TEST_REDIS_URL)
  let frozen = false
  let refusing = false
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    if (refusing) return void client.destroy()
    const upstream = net.connect(Number(target.port || 6379), target.hostname)
    sockets.add(client).add(upstream)
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk)
    })
    upstream.on('data', (chunk) => {
      if (!frozen) client.write(chunk)
    })
    const end = () => {
      sockets.delete(client)
      sockets.delete(upstream)
      client.destroy()
      upstream.destroy()
    }
    client.on('close', end).on('error', end)
    upstream.on('close', end).on('error', end)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => void (frozen = true),
    cut: () => {
      refusing = true
      for (const socket of sockets) socket.destroy()
    },
    restore: () => {
      refusing = false
      frozen = false
    },
    close: async () => {
      refusing = true
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

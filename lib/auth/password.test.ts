import { describe, expect, it } from 'vitest'
import { isDomainError } from '@/lib/errors'
import { HASH_CONCURRENCY, HASH_QUEUE, hashPassword, verifyPassword } from './password'

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('geboortelijst')
    expect(hash.startsWith('scrypt$')).toBe(true)
    expect(await verifyPassword('geboortelijst', hash)).toBe(true)
    expect(await verifyPassword('Geboortelijst', hash)).toBe(false)
  })
  it('salts every hash', async () => {
    expect(await hashPassword('x')).not.toBe(await hashPassword('x'))
  })
  it('rejects a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
  })
  it('refuses hashes beyond the ones running and waiting with BUSY (503, Retry-After), and serves again afterwards', async () => {
    const stored = await hashPassword('geboortelijst')
    const flood = HASH_CONCURRENCY + HASH_QUEUE + 10
    const results = await Promise.allSettled(Array.from({ length: flood }, () => verifyPassword('fout', stored)))
    const refused = results.filter((r) => r.status === 'rejected')
    expect(refused).toHaveLength(10)
    for (const r of refused) {
      const error = (r as PromiseRejectedResult).reason
      expect(isDomainError(error) && error.code === 'BUSY' && error.status === 503).toBe(true)
      expect(error.details.retryAfter).toBeGreaterThan(0)
      expect(error.message).toMatch(/druk/)
    }
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === false)).toHaveLength(
      HASH_CONCURRENCY + HASH_QUEUE,
    )
    expect(await verifyPassword('geboortelijst', stored)).toBe(true)
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { clientIp, clientNetwork, enforceRateLimit, limits } from './rate-limit'

describe('clientIp', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS
  })

  it('takes the address our own server appended, never one the client claimed (no trusted proxy)', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7')
  })

  it('behind one trusted proxy takes the address that proxy saw', () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    // client claimed 6.6.6.6; nginx appended the real client 198.51.100.9; our server appended nginx (127.0.0.1)
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 127.0.0.1' }))).toBe('198.51.100.9')
  })

  it('ignores X-Real-IP (a client can send it) and uses a shared local key without X-Forwarded-For', () => {
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.1' }))).toBe('local')
    expect(clientIp(new Headers())).toBe('local')
  })
})

describe('the client a limit counts', () => {
  it('is the /64 network for IPv6, the address itself for IPv4 and IPv4-mapped IPv6', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(clientNetwork('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64')
    expect(clientNetwork('2001:db8:1:3::9')).toBe('2001:db8:1:3::/64')
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80::/64')
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7')
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientNetwork('::ffff:203.0.113.8')).toBe('203.0.113.8')
    expect(clientNetwork('local')).toBe('local')
  })

  async function exhaust(ip: string): Promise<void> {
    for (let i = 0; i < limits.register.points; i++) await enforceRateLimit('register', ip)
  }

  // A fresh network per run, should the counters live in a shared store.
  const net = Math.floor(Math.random() * 0xffff).toString(16)

  it('two addresses of one IPv6 /64 share a limit; another /64 has its own', async () => {
    await exhaust(`2001:db8:${net}:1::1`)
    await expect(enforceRateLimit('register', `2001:db8:${net}:1:ffff:ffff:ffff:fffe`)).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    })
    await expect(enforceRateLimit('register', `2001:db8:${net}:2::1`)).resolves.toBeUndefined()
  })

  it('two IPv4 addresses, also written IPv4-mapped, each have their own limit', async () => {
    await exhaust('203.0.113.70')
    await expect(enforceRateLimit('register', '::ffff:203.0.113.70')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    })
    await expect(enforceRateLimit('register', '203.0.113.71')).resolves.toBeUndefined()
    await expect(enforceRateLimit('register', '::ffff:203.0.113.72')).resolves.toBeUndefined()
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { clientIp } from './rate-limit'

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

import { describe, expect, it } from 'vitest'
import { clientIp } from './rate-limit'

describe('clientIp', () => {
  it('takes the address the nearest proxy appended, not what the client claimed', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7')
  })
  it('falls back to x-real-ip, then to a shared local key', () => {
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.1' }))).toBe('198.51.100.1')
    expect(clientIp(new Headers())).toBe('local')
  })
})

import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password'

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
})

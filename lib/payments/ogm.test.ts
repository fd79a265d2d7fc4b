import { describe, it, expect } from 'vitest'
import { isValidOgm, ogmDigits, ogmFromBase, randomOgm } from './ogm'

describe('ogmFromBase', () => {
  it('appends base mod 97 (hand-computed)', () => {
    // 1234567890 = 97 × 12727504 + 2
    expect(ogmFromBase(1234567890)).toBe('+++123/4567/89002+++')
    // 9999999999 = 97 × 103092783 + 48
    expect(ogmFromBase(9_999_999_999)).toBe('+++999/9999/99948+++')
    // 42 < 97: check 42, base zero-padded
    expect(ogmFromBase(42)).toBe('+++000/0000/04242+++')
    // 1000 = 97 × 10 + 30
    expect(ogmFromBase(1000)).toBe('+++000/0001/00030+++')
  })

  it('uses 97 when the remainder is 0', () => {
    expect(ogmFromBase(0)).toBe('+++000/0000/00097+++')
    expect(ogmFromBase(97)).toBe('+++000/0000/09797+++')
    // 1164 = 97 × 12
    expect(ogmFromBase(1164)).toBe('+++000/0001/16497+++')
  })

  it('accepts a bigint', () => {
    expect(ogmFromBase(1234567890n)).toBe('+++123/4567/89002+++')
  })

  it('rejects bases out of range or not integers', () => {
    expect(() => ogmFromBase(-1)).toThrow(RangeError)
    expect(() => ogmFromBase(10_000_000_000)).toThrow(RangeError)
    expect(() => ogmFromBase(10_000_000_000n)).toThrow(RangeError)
    expect(() => ogmFromBase(1.5)).toThrow(RangeError)
    expect(() => ogmFromBase(Number.NaN)).toThrow(RangeError)
  })
})

describe('isValidOgm', () => {
  it('accepts the three shapes', () => {
    expect(isValidOgm('+++123/4567/89002+++')).toBe(true)
    expect(isValidOgm('***123/4567/89002***')).toBe(true)
    expect(isValidOgm('123456789002')).toBe(true)
    expect(isValidOgm(' +++ 123 / 4567 / 89002 +++ ')).toBe(true)
    expect(isValidOgm('+++000/0000/00097+++')).toBe(true)
  })

  it('rejects a wrong check', () => {
    expect(isValidOgm('+++123/4567/89003+++')).toBe(false)
    expect(isValidOgm('123456789003')).toBe(false)
    // 0 mod 97 must be written 97, never 00
    expect(isValidOgm('000000000000')).toBe(false)
  })

  it('rejects malformed input', () => {
    expect(isValidOgm('')).toBe(false)
    expect(isValidOgm('+++123/4567/89002***')).toBe(false)
    expect(isValidOgm('+++1234/567/89002+++')).toBe(false)
    expect(isValidOgm('12345678900')).toBe(false)
    expect(isValidOgm('1234567890021')).toBe(false)
    expect(isValidOgm('abc')).toBe(false)
  })

  it('accepts every OGM that ogmFromBase builds', () => {
    for (const base of [0, 1, 96, 97, 98, 123456, 5_000_000_000, 9_999_999_999]) {
      expect(isValidOgm(ogmFromBase(base))).toBe(true)
    }
  })
})

describe('ogmDigits', () => {
  it('returns the 12 digits', () => {
    expect(ogmDigits('+++123/4567/89002+++')).toBe('123456789002')
    expect(ogmDigits('***000/0000/00097***')).toBe('000000000097')
    expect(ogmDigits('123456789002')).toBe('123456789002')
  })

  it('throws on an invalid OGM', () => {
    expect(() => ogmDigits('+++123/4567/89003+++')).toThrow(RangeError)
    expect(() => ogmDigits('nonsense')).toThrow(RangeError)
  })
})

describe('randomOgm', () => {
  it('draws valid structured communications that do not follow each other', () => {
    const drawn = Array.from({ length: 1000 }, () => randomOgm())
    expect(drawn.every(isValidOgm)).toBe(true)
    expect(new Set(drawn).size).toBe(1000)
    // Random bases, not a counter: the first three digits vary.
    expect(new Set(drawn.map((o) => o.slice(3, 6))).size).toBeGreaterThan(100)
  })

  it('builds the OGM of the drawn base, the smallest and the largest included', () => {
    expect(randomOgm(() => 1234567890)).toBe('+++123/4567/89002+++')
    expect(randomOgm(() => 1)).toBe('+++000/0000/00101+++')
    expect(isValidOgm(randomOgm(() => 9_999_999_999))).toBe(true)
  })
})

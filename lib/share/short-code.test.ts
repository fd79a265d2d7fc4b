import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { newShortCode, normalizeShortCode, SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH, shortLinkPath } from './short-code'

describe('the short code of a list (decision 039)', () => {
  it('draws from 30 characters without look-alikes: no 0/O, 1/l/I, i, o or u, and no capitals', () => {
    expect(SHORT_CODE_ALPHABET).toHaveLength(30)
    expect(new Set(SHORT_CODE_ALPHABET).size).toBe(30)
    for (const lookAlike of ['0', 'O', 'o', '1', 'l', 'I', 'i', 'u', 'U'])
      expect(SHORT_CODE_ALPHABET).not.toContain(lookAlike)
    expect(SHORT_CODE_ALPHABET).toMatch(/^[2-9a-z]+$/)
  })

  it('is 8 characters of the alphabet, whatever the random source draws', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 29 }), { minLength: SHORT_CODE_LENGTH, maxLength: SHORT_CODE_LENGTH }),
        (draws) => {
          let i = 0
          const code = newShortCode(() => draws[i++])
          expect(code).toHaveLength(8)
          expect(code).toBe(draws.map((d) => SHORT_CODE_ALPHABET[d]).join(''))
        },
      ),
    )
  })

  it('asks the random source for a number below 30 per character, so every character is equally likely', () => {
    const asked: number[] = []
    newShortCode((max) => (asked.push(max), 0))
    expect(asked).toEqual(Array(8).fill(30))
  })

  it('gives different codes each time with the crypto source (2,000 codes, all of the alphabet)', () => {
    const codes = Array.from({ length: 2000 }, () => newShortCode())
    expect(new Set(codes).size).toBe(2000)
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-tv-z]{8}$/)
  })

  it('reads a typed code case-insensitively and with surrounding spaces, and refuses anything else', () => {
    expect(normalizeShortCode('K7M2XQ9D')).toBe('k7m2xq9d')
    expect(normalizeShortCode(' k7m2xq9d \n')).toBe('k7m2xq9d')
    for (const bad of [
      '',
      'k7m2xq9',
      'k7m2xq9dd',
      'k7m2xq0d',
      'k7m2xqod',
      'k7m2xq1d',
      'k7m2xqld',
      'k7m2-xq9',
      'k7m2xq9é',
      '../k7m2x',
    ]) {
      expect(normalizeShortCode(bad), bad).toBeNull()
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (input) => {
        const code = normalizeShortCode(input)
        if (code !== null)
          expect([...code].every((c) => SHORT_CODE_ALPHABET.includes(c)) && code.length === 8).toBe(true)
      }),
    )
    fc.assert(
      fc.property(
        fc.constant(null).map(() => newShortCode()),
        (code) => normalizeShortCode(code.toUpperCase()) === code,
      ),
    )
  })

  it('lives at /l/{code}', () => {
    expect(shortLinkPath('k7m2xq9d')).toBe('/l/k7m2xq9d')
  })
})

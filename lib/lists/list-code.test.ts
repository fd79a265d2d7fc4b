import { describe, expect, it } from 'vitest'
import { generateListCode, normalizeListCode } from './list-code'

describe('list codes', () => {
  it('generates two groups of four characters without look-alikes, each character equally likely', () => {
    const codes = Array.from({ length: 200 }, () => generateListCode())
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/)
    expect(new Set(codes).size).toBe(codes.length)
    // Bytes from 248 up are skipped (248, 255); 30 and 247 are the last character, 31, 62, 93 and 124 the first.
    const bytes = [248, 255, 0, 1, 30, 31, 247, 62, 93, 124]
    expect(generateListCode((array) => array.map((_, i) => bytes[i % bytes.length]))).toBe('AB9A-9AAA')
  })

  it('compares without case, spaces and hyphens, and with compatible Unicode forms', () => {
    expect(normalizeListCode(' K7PM-Q4TZ ')).toBe(normalizeListCode('k7pm q4tz'))
    expect(normalizeListCode('Zon–Maan 42')).toBe('zonmaan42')
    expect(normalizeListCode('ＮＯＯＲ')).toBe('noor')
    expect(normalizeListCode('noor1')).not.toBe(normalizeListCode('noor2'))
  })
})

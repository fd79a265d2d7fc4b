import { describe, it, expect } from 'vitest'
import { formatApproximateEuro, centsToDecimalString, formatEuro, fromCents, sumCents, toCents } from './index'

describe('toCents', () => {
  it('converts numbers exactly, without float drift', () => {
    expect(toCents(19.99)).toBe(1999)
    expect(toCents(0.29)).toBe(29) // 0.29 * 100 === 28.999999999999996
    expect(toCents(4.35)).toBe(435) // 4.35 * 100 === 434.99999999999994
    expect(toCents(12)).toBe(1200)
    expect(toCents(0)).toBe(0)
    expect(toCents(-1.5)).toBe(-150)
  })

  it('rejects an unrounded float sum such as 0.1 + 0.2, while summing cents is exact', () => {
    // 0.1 + 0.2 is 0.30000000000000004: that is genuinely more than 2 decimals.
    expect(() => toCents(0.1 + 0.2)).toThrow(RangeError)
    expect(toCents(0.1) + toCents(0.2)).toBe(30)
  })

  it('parses strings with a dot or a comma', () => {
    expect(toCents('1234.5')).toBe(123450)
    expect(toCents('12,50')).toBe(1250)
    expect(toCents('12,5')).toBe(1250)
    expect(toCents(' 7 ')).toBe(700)
    expect(toCents('.5')).toBe(50)
    expect(toCents('5.')).toBe(500)
    expect(toCents('+3.01')).toBe(301)
    expect(toCents('-0.05')).toBe(-5)
  })

  it('never returns -0', () => {
    expect(Object.is(toCents('-0'), 0)).toBe(true)
    expect(Object.is(toCents(-0), 0)).toBe(true)
  })

  it('accepts exact trailing zeros beyond 2 decimals but rejects real extra precision', () => {
    expect(toCents('12.500')).toBe(1250)
    expect(() => toCents('12.505')).toThrow(RangeError)
    expect(() => toCents(1.234)).toThrow(RangeError)
  })

  it('accepts exponent notation as emitted by Number/Decimal toString', () => {
    expect(toCents('1.5e2')).toBe(15000)
    expect(toCents('1e-2')).toBe(1)
    expect(() => toCents(1e-7)).toThrow(RangeError)
    expect(() => toCents(1e21)).toThrow(RangeError)
  })

  it('accepts a Decimal-like object through its toString()', () => {
    const decimal = { toString: () => '99.95' }
    expect(toCents(decimal)).toBe(9995)
  })

  it('rejects NaN, Infinity and non-numeric text', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => toCents(Number.NEGATIVE_INFINITY)).toThrow(RangeError)
    expect(() => toCents('')).toThrow(RangeError)
    expect(() => toCents('abc')).toThrow(RangeError)
    expect(() => toCents('12.50 EUR')).toThrow(RangeError)
    expect(() => toCents('1.234,50')).toThrow(RangeError)
    expect(() => toCents('.')).toThrow(RangeError)
    expect(() => toCents('--1')).toThrow(RangeError)
  })

  it('rejects amounts beyond safe integer cents', () => {
    expect(toCents('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER)
    expect(() => toCents('90071992547409.92')).toThrow(RangeError)
  })
})

describe('fromCents', () => {
  it('converts cents to euros', () => {
    expect(fromCents(1999)).toBe(19.99)
    expect(fromCents(5)).toBe(0.05)
    expect(fromCents(-150)).toBe(-1.5)
    expect(fromCents(0)).toBe(0)
  })

  it('round-trips with toCents for every cent value up to €100', () => {
    for (let cents = 0; cents <= 10_000; cents++) {
      expect(toCents(fromCents(cents))).toBe(cents)
    }
  })

  it('rejects non-integer cents', () => {
    expect(() => fromCents(19.99)).toThrow(RangeError)
    expect(() => fromCents(Number.NaN)).toThrow(RangeError)
  })
})

describe('centsToDecimalString', () => {
  it('always writes 2 decimals', () => {
    expect(centsToDecimalString(1999)).toBe('19.99')
    expect(centsToDecimalString(5)).toBe('0.05')
    expect(centsToDecimalString(-150)).toBe('-1.50')
    expect(centsToDecimalString(0)).toBe('0.00')
    expect(centsToDecimalString(100000000)).toBe('1000000.00')
  })

  it('rejects non-integer cents', () => {
    expect(() => centsToDecimalString(1.5)).toThrow(RangeError)
  })
})

describe('formatApproximateEuro', () => {
  it("prefixes '±' joined to the amount by no-break spaces, so a line never breaks inside it", () => {
    expect(formatApproximateEuro(12995)).toBe('±\u00a0€\u00a0129,95')
    expect(formatApproximateEuro(123456789)).toMatch(/^±\u00a0€\u00a01\.234\.567,89$/)
    expect(formatApproximateEuro(0)).not.toMatch(/ /)
  })
  it('refuses what is not integer cents', () => {
    expect(() => formatApproximateEuro(1.5)).toThrow(RangeError)
  })
})

describe('formatEuro', () => {
  it('formats with the nl-BE currency format', () => {
    const expected = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(12.5)
    const formatted = formatEuro(1250)
    expect(formatted).toBe(expected)
    expect(formatted.startsWith('€')).toBe(true)
    expect(formatted).toContain('12,50')
  })

  it('uses a dot for thousands and a comma for decimals', () => {
    expect(formatEuro(123456789)).toContain('1.234.567,89')
    expect(formatEuro(5)).toContain('0,05')
  })

  it('rejects non-integer cents', () => {
    expect(() => formatEuro(12.5)).toThrow(RangeError)
  })
})

describe('sumCents', () => {
  it('sums integers', () => {
    expect(sumCents([])).toBe(0)
    expect(sumCents([1999, 1, -500])).toBe(1500)
    expect(sumCents([10, 20])).toBe(30)
  })

  it('rejects euros passed by mistake', () => {
    expect(() => sumCents([0.1, 0.2])).toThrow(RangeError)
  })
})

import { describe, it, expect } from 'vitest'
import { buildParts, partTitle, splitPrice } from './split'

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

describe('splitPrice', () => {
  it('gives the last part the remainder (€100 in 3)', () => {
    expect(splitPrice(10000, 3)).toEqual([3333, 3333, 3334])
    expect(splitPrice(10000, 6)).toEqual([1667, 1667, 1667, 1667, 1667, 1665])
  })

  it('splits evenly when it can', () => {
    expect(splitPrice(10000, 4)).toEqual([2500, 2500, 2500, 2500])
    expect(splitPrice(1999, 1)).toEqual([1999])
  })

  it('rounds the regular parts half up, like rounding to 2 decimals', () => {
    // 3 cents / 2 = 1.5 → 2, last part 1
    expect(splitPrice(3, 2)).toEqual([2, 1])
    // 100 / 7 = 14.28… → 14, last 16
    expect(splitPrice(100, 7)).toEqual([14, 14, 14, 14, 14, 14, 16])
  })

  it('always sums exactly to the total, with every part at least 1 cent', () => {
    for (const total of [1000, 1001, 1999, 9999, 10000, 12345, 99999]) {
      for (let parts = 1; parts <= 20; parts++) {
        const prices = splitPrice(total, parts)
        expect(prices).toHaveLength(parts)
        expect(sum(prices)).toBe(total)
        expect(prices.every((p) => Number.isInteger(p) && p > 0)).toBe(true)
        expect(prices.slice(0, -1).every((p) => p === Math.round(total / parts))).toBe(true)
      }
    }
  })

  it('rejects a split that would leave a part at 0 cents or less', () => {
    expect(() => splitPrice(2, 3)).toThrow(RangeError) // 1, 1, 0
    expect(() => splitPrice(10, 6)).toThrow(RangeError) // 2 ×5 = 10, last 0
    expect(() => splitPrice(0, 1)).toThrow(RangeError)
    // 150 / 100 = 1.5 → 2 cents ×99 = 198 > 150: the spec's rounding overshoots
    expect(() => splitPrice(150, 100)).toThrow(RangeError)
    expect(() => splitPrice(99, 18)).toThrow(RangeError) // 6 ×17 = 102 > 99
  })

  it('rejects bad arguments', () => {
    expect(() => splitPrice(10000, 0)).toThrow(RangeError)
    expect(() => splitPrice(10000, -2)).toThrow(RangeError)
    expect(() => splitPrice(10000, 2.5)).toThrow(RangeError)
    expect(() => splitPrice(-100, 2)).toThrow(RangeError)
    expect(() => splitPrice(100.5, 2)).toThrow(RangeError)
    expect(() => splitPrice(Number.NaN, 2)).toThrow(RangeError)
  })
})

describe('partTitle', () => {
  it('numbers parts from 1', () => {
    expect(partTitle(0)).toBe('Deel 1')
    expect(partTitle(9)).toBe('Deel 10')
  })

  it('rejects negative or fractional indexes', () => {
    expect(() => partTitle(-1)).toThrow(RangeError)
    expect(() => partTitle(1.5)).toThrow(RangeError)
  })
})

describe('buildParts', () => {
  it('titles and prices every part', () => {
    expect(buildParts(10000, 3)).toEqual([
      { title: 'Deel 1', price: 3333 },
      { title: 'Deel 2', price: 3333 },
      { title: 'Deel 3', price: 3334 },
    ])
  })

  it('propagates split errors', () => {
    expect(() => buildParts(2, 3)).toThrow(RangeError)
  })
})

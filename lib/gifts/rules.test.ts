import { describe, expect, it } from 'vitest'
import {
  allowedMethods,
  allowsMethod,
  hasNoMethod,
  isAvailable,
  isOtherList,
  isSplit,
  maySplit,
  openParts,
  PART_METHOD,
  totalsByMethod,
} from './rules'

const part = (id: number, sold = false) => ({ id, sold })

describe('the methods a gift allows', () => {
  it('allows a whole gift exactly the methods its flags switch on, CASH first', () => {
    expect(allowedMethods({ cashAllowed: true, shopAllowed: true, productParts: [] })).toEqual(['CASH', 'SHOP'])
    expect(allowedMethods({ cashAllowed: true, shopAllowed: false, productParts: [] })).toEqual(['CASH'])
    expect(allowedMethods({ cashAllowed: false, shopAllowed: true, productParts: [] })).toEqual(['SHOP'])
    expect(allowedMethods({ cashAllowed: false, shopAllowed: false, productParts: [] })).toEqual([])
  })

  it('gives the parts of a split gift only by transfer, whatever its flags say', () => {
    const parts = [part(1), part(2)]
    expect(PART_METHOD).toBe('CASH')
    expect(allowedMethods({ cashAllowed: true, shopAllowed: false, productParts: parts })).toEqual(['CASH'])
    // A split gift with SHOP switched on cannot be saved, but a row from before the rule still sells parts by transfer.
    expect(allowedMethods({ cashAllowed: false, shopAllowed: true, productParts: parts })).toEqual(['CASH'])
    expect(allowsMethod({ cashAllowed: true, shopAllowed: true, productParts: parts }, 'SHOP')).toBe(false)
    expect(allowsMethod({ cashAllowed: false, shopAllowed: true, productParts: parts }, 'CASH')).toBe(true)
  })

  it('answers per method for a whole gift', () => {
    const shopOnly = { cashAllowed: false, shopAllowed: true, productParts: [] }
    expect(allowsMethod(shopOnly, 'SHOP')).toBe(true)
    expect(allowsMethod(shopOnly, 'CASH')).toBe(false)
  })

  it('calls a gift split only when it has parts', () => {
    expect(isSplit({ productParts: [] })).toBe(false)
    expect(isSplit({ productParts: [part(1)] })).toBe(true)
  })
})

describe('the methods the parents may choose', () => {
  it('refuses a gift with neither method, and only then', () => {
    expect(hasNoMethod({ cashAllowed: false, shopAllowed: false })).toBe(true)
    expect(hasNoMethod({ cashAllowed: true, shopAllowed: false })).toBe(false)
    expect(hasNoMethod({ cashAllowed: false, shopAllowed: true })).toBe(false)
    expect(hasNoMethod({ cashAllowed: true, shopAllowed: true })).toBe(false)
  })

  it('lets a gift be split only when it goes by transfer alone', () => {
    expect(maySplit({ cashAllowed: true, shopAllowed: false })).toBe(true)
    expect(maySplit({ cashAllowed: true, shopAllowed: true })).toBe(false)
    expect(maySplit({ cashAllowed: false, shopAllowed: true })).toBe(false)
    expect(maySplit({ cashAllowed: false, shopAllowed: false })).toBe(false)
  })

  it('does not report a malformed flag as a second error', () => {
    // The schema's own type error says what is wrong with a flag that is no boolean.
    const malformed = { cashAllowed: 'ja', shopAllowed: 0 } as unknown as { cashAllowed: boolean; shopAllowed: boolean }
    expect(hasNoMethod(malformed)).toBe(false)
    expect(maySplit(malformed)).toBe(false)
  })

  it('takes a flag the form has not set yet as neither on nor off', () => {
    expect(hasNoMethod({ shopAllowed: false })).toBe(false)
    expect(maySplit({ cashAllowed: true })).toBe(false)
    expect(maySplit({ shopAllowed: false })).toBe(false)
  })
})

describe('one list per cart', () => {
  const noor = { slug: 'noor-peeters', id: 7 }

  it('lets an empty cart take a gift of any list, even with a slug left behind', () => {
    expect(isOtherList({ listSlug: null, listIds: [] }, noor)).toBe(false)
    expect(isOtherList({ listSlug: 'jules-janssens', listIds: [] }, noor)).toBe(false)
  })

  it('takes more gifts of the same list', () => {
    expect(isOtherList({ listSlug: 'noor-peeters', listIds: [7, 7] }, noor)).toBe(false)
  })

  it('refuses a gift of another list by its slug', () => {
    expect(isOtherList({ listSlug: 'jules-janssens', listIds: [7] }, noor)).toBe(true)
  })

  it('refuses by the list ids when the stored slug is stale or edited', () => {
    expect(isOtherList({ listSlug: 'noor-peeters', listIds: [8] }, noor)).toBe(true)
    expect(isOtherList({ listSlug: 'noor-peeters', listIds: [7, 8] }, noor)).toBe(true)
  })

  it('judges by the ids alone when the slug is not known', () => {
    expect(isOtherList({ listSlug: null, listIds: [7] }, noor)).toBe(false)
    expect(isOtherList({ listSlug: null, listIds: [8] }, noor)).toBe(true)
  })
})

describe('what is still available', () => {
  it('offers a gift that is neither sold nor hidden', () => {
    expect(isAvailable({ sold: false, hidden: false })).toBe(true)
    expect(isAvailable({ sold: true, hidden: false })).toBe(false)
    expect(isAvailable({ sold: false, hidden: true })).toBe(false)
  })

  it('offers a part only when the part and its gift are both open', () => {
    expect(isAvailable({ sold: false, hidden: false }, { sold: false })).toBe(true)
    expect(isAvailable({ sold: false, hidden: false }, { sold: true })).toBe(false)
    // The gift is sold with its last part; a hidden gift hides its parts too.
    expect(isAvailable({ sold: true, hidden: false }, { sold: false })).toBe(false)
    expect(isAvailable({ sold: false, hidden: true }, { sold: false })).toBe(false)
  })

  it('lists the parts not sold and not taken, in the gift order', () => {
    const parts = [part(1, true), part(2), part(3), part(4)]
    expect(openParts(parts).map((p) => p.id)).toEqual([2, 3, 4])
    expect(openParts(parts, [3]).map((p) => p.id)).toEqual([2, 4])
    expect(openParts(parts, new Set([2, 4])).map((p) => p.id)).toEqual([3])
  })

  it('has no open part once every part is sold or taken, and none for a gift without parts', () => {
    expect(openParts([part(1, true), part(2)], [2])).toEqual([])
    expect(openParts([])).toEqual([])
  })

  it('gives back the gift’s own part objects, so their titles and prices come along', () => {
    const parts = [{ id: 1, sold: false, title: 'Deel 1', price: 3333 }]
    expect(openParts(parts)[0]).toBe(parts[0])
  })
})

describe('totals per method', () => {
  it('adds the cents of each method apart', () => {
    const lines = [
      { price: 3333, giftMethod: 'CASH' as const },
      { price: 4599, giftMethod: 'SHOP' as const },
      { price: 3334, giftMethod: 'CASH' as const },
      { price: 1, giftMethod: 'SHOP' as const },
    ]
    expect(totalsByMethod(lines)).toEqual({ CASH: 6667, SHOP: 4600 })
  })

  it('is zero for a method with no line, and for no lines at all', () => {
    expect(totalsByMethod([{ price: 1250, giftMethod: 'SHOP' }])).toEqual({ CASH: 0, SHOP: 1250 })
    expect(totalsByMethod([])).toEqual({ CASH: 0, SHOP: 0 })
  })

  it('refuses an amount that is not whole cents rather than adding it', () => {
    expect(() => totalsByMethod([{ price: 12.5, giftMethod: 'CASH' }])).toThrow(RangeError)
  })
})

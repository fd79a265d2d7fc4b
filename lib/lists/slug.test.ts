import { describe, expect, it } from 'vitest'
import { baseSlug, firstFreeSlug } from './slug'

describe('baseSlug (docs/decisions/009)', () => {
  it("makes the slug from the baby's first and last name, lower case with accents folded", () => {
    expect(baseSlug('Noor', 'Peeters')).toBe('noor-peeters')
    expect(baseSlug('Zoë', 'Van den Broeck')).toBe('zoe-van-den-broeck')
    expect(baseSlug('Lou-Anne', "D'hondt")).toBe('lou-anne-dhondt')
    expect(baseSlug('  Émile ', ' Çelik  ')).toBe('emile-celik')
    expect(baseSlug('Noor', 'Peeters -- (2)')).toBe('noor-peeters-2')
  })

  it('only ever gives letters, digits and single hyphens, at most 80 characters', () => {
    for (const [first, last] of [
      ['Ålvar', 'Ødegård'],
      ['x'.repeat(100), 'y'.repeat(100)],
      ['a  b', 'c__d'],
      ['ÆØÅ', 'ß'],
    ]) {
      const slug = baseSlug(first, last)
      expect(slug, `${first} ${last}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(slug.length).toBeLessThanOrEqual(80)
    }
  })

  it("makes 'baby-' and the last name for a baby without a first name yet (decision 041)", () => {
    expect(baseSlug('', 'Peeters')).toBe('baby-peeters')
    expect(baseSlug('   ', 'Van den Broeck')).toBe('baby-van-den-broeck')
    expect(baseSlug('', '王')).toBe('baby')
  })

  it("falls back to 'lijst' when no letter or digit is left, and never takes a page's path", () => {
    expect(baseSlug('李', '王')).toBe('lijst')
    expect(baseSlug('Create', '!!')).toBe('create-lijst')
    expect(baseSlug('Search', '?')).toBe('search-lijst')
  })
})

describe('firstFreeSlug', () => {
  it('takes the base when free, else the first free numbered one', () => {
    expect(firstFreeSlug('noor-peeters', [])).toBe('noor-peeters')
    expect(firstFreeSlug('noor-peeters', ['noor-peeters'])).toBe('noor-peeters-2')
    expect(firstFreeSlug('noor-peeters', ['noor-peeters', 'noor-peeters-2', 'noor-peeters-4'])).toBe('noor-peeters-3')
    expect(firstFreeSlug('noor-peeters', ['noor-peeters-2'])).toBe('noor-peeters')
  })
})

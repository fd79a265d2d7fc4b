import { describe, expect, it } from 'vitest'
import { looksAlike, maskIban, namesChanged } from './look-alike'

const noor = { firstName: 'Noor', lastName: 'Peeters', parent1FirstName: 'Sofie', parent2FirstName: 'Jonas' }

describe('looksAlike (decision 033)', () => {
  it("needs the baby's first and last name and one parent's first name, folded as the search folds them", () => {
    expect(looksAlike(noor, { firstName: ' NÓOR', lastName: 'peeters', parent1FirstName: 'Jonas', parent2FirstName: null })).toBe(true)
    expect(looksAlike(noor, { ...noor, parent1FirstName: 'Ann', parent2FirstName: 'Sofie' })).toBe(true)
    expect(looksAlike(noor, { ...noor, lastName: 'Peeters-Maes' })).toBe(false)
    expect(looksAlike(noor, { ...noor, firstName: 'Noortje' })).toBe(false)
    expect(looksAlike(noor, { ...noor, parent1FirstName: 'Ann', parent2FirstName: 'Tom' })).toBe(false)
  })

  it('sees a change only in the names it compares', () => {
    expect(namesChanged(noor, { ...noor })).toBe(false)
    expect(namesChanged(noor, { ...noor, firstName: 'noor ' })).toBe(false)
    expect(namesChanged(noor, { ...noor, parent2FirstName: null })).toBe(true)
  })
})

describe('maskIban', () => {
  it('hides all but the last 4 characters, in groups of 4', () => {
    expect(maskIban('BE71096123456769')).toBe('•••• •••• •••• 6769')
    expect(maskIban('NL91ABNA0417164300')).toBe('•••• •••• •••• ••43 00')
  })
})

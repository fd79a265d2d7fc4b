import { describe, expect, it } from 'vitest'
import { looksAlike, maskIban, namesChanged } from './look-alike'

const noor = {
  firstName: 'Noor',
  lastName: 'Peeters',
  parent1FirstName: 'Sofie',
  parent1LastName: 'Peeters',
  parent2FirstName: 'Jonas',
  parent2LastName: 'Maes',
}
/** The same family before the birth: no baby's first name yet ('Baby van Sofie en Jonas'). */
const nameless = { ...noor, firstName: '' }

describe('looksAlike (decision 033)', () => {
  it("needs the baby's first and last name and one parent's first name, folded as the search folds them", () => {
    expect(
      looksAlike(noor, {
        ...noor,
        firstName: ' NÓOR',
        lastName: 'peeters',
        parent1FirstName: 'Jonas',
        parent2FirstName: null,
        parent2LastName: null,
      }),
    ).toBe(true)
    expect(looksAlike(noor, { ...noor, parent1FirstName: 'Ann', parent2FirstName: 'Sofie' })).toBe(true)
    expect(looksAlike(noor, { ...noor, lastName: 'Peeters-Maes' })).toBe(false)
    expect(looksAlike(noor, { ...noor, firstName: 'Noortje' })).toBe(false)
    expect(looksAlike(noor, { ...noor, parent1FirstName: 'Ann', parent2FirstName: 'Tom' })).toBe(false)
  })

  it("does not compare the parents' last names of two lists whose babies have a first name", () => {
    expect(looksAlike(noor, { ...noor, parent1LastName: 'Claes', parent2LastName: 'Wouters' })).toBe(true)
    // Another baby of the same parents (a sibling's list of another account) is another card in the search.
    expect(looksAlike(noor, { ...noor, firstName: 'Lotte' })).toBe(false)
  })

  it("compares a parent's first name with a last name when either baby has no first name yet (decision 041)", () => {
    // The same parent's full name: one search by 'Sofie' and 'Peeters' finds both.
    expect(looksAlike(nameless, { ...nameless, parent2FirstName: null, parent2LastName: null })).toBe(true)
    expect(looksAlike(nameless, noor)).toBe(true)
    expect(looksAlike(noor, nameless)).toBe(true)
    // A parent's first name with the other's baby's last name: 'Jonas' and 'Peeters' finds both.
    expect(
      looksAlike(nameless, {
        ...nameless,
        lastName: 'Wouters',
        parent1FirstName: 'Ann',
        parent1LastName: 'Claes',
        parent2FirstName: 'JONAS',
        parent2LastName: 'Peeters',
      }),
    ).toBe(true)
    // Folded as the search folds: case, accents, inner spaces.
    expect(
      looksAlike(
        { ...nameless, lastName: 'Van  den Broeck', parent1LastName: 'Van den Broeck' },
        {
          ...nameless,
          lastName: 'van den broéck',
          parent1FirstName: 'Sofie',
          parent1LastName: 'X',
          parent2FirstName: null,
          parent2LastName: null,
        },
      ),
    ).toBe(true)
  })

  it("keeps lists without a baby's first name apart when no parent shares a first name with a last name", () => {
    expect(looksAlike(nameless, { ...nameless, parent1FirstName: 'Ann', parent2FirstName: 'Tom' })).toBe(false)
    // Same first names, other last names everywhere.
    expect(
      looksAlike(nameless, { ...nameless, lastName: 'Claes', parent1LastName: 'Claes', parent2LastName: 'Wouters' }),
    ).toBe(false)
    // 'Sofie Maes' is not 'Sofie Peeters': the last name belongs to the other parent.
    expect(
      looksAlike(nameless, {
        ...nameless,
        lastName: 'Claes',
        parent1LastName: 'Maes',
        parent2FirstName: 'Tom',
        parent2LastName: 'Claes',
      }),
    ).toBe(false)
  })

  it('sees a change only in the names it compares', () => {
    expect(namesChanged(noor, { ...noor })).toBe(false)
    expect(namesChanged(noor, { ...noor, firstName: 'noor ' })).toBe(false)
    expect(namesChanged(noor, { ...noor, parent2FirstName: null })).toBe(true)
    expect(namesChanged(nameless, noor)).toBe(true)
    expect(namesChanged(noor, { ...noor, parent1LastName: 'Claes' })).toBe(true)
    expect(namesChanged(noor, { ...noor, parent1LastName: 'PEETERS ' })).toBe(false)
  })
})

describe('maskIban', () => {
  it('hides all but the last 4 characters, in groups of 4', () => {
    expect(maskIban('BE71096123456769')).toBe('•••• •••• •••• 6769')
    expect(maskIban('NL91ABNA0417164300')).toBe('•••• •••• •••• ••43 00')
  })
})

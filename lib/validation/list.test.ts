import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { birthDateWindow } from '@/lib/lists/birth-date'
import { isIsoDate, listSchema, listSchemaFor } from './list'

// 25 November 2026, 12:00 in Brussels: the day the birth date window is counted from in these tests.
beforeAll(() => vi.useFakeTimers({ now: new Date('2026-11-25T11:00:00Z'), toFake: ['Date'] }))
afterAll(() => vi.useRealTimers())

const valid = {
  firstName: 'Noor',
  lastName: 'Peeters',
  parent1FirstName: 'Sofie',
  parent1LastName: 'Peeters',
  parent2FirstName: 'Jonas',
  parent2LastName: 'Maes',
  iban: 'BE71 0961 2345 6769',
  birthDate: '2026-03-14',
  introduction: 'Welkom!',
}

/** The first message per field, as the form and `parseInput` show them. */
function messages(input: unknown): Record<string, string> {
  const result = listSchema.safeParse(input)
  const out: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('listSchema (the list form)', () => {
  it('accepts a complete list and normalises it', () => {
    // The privacy choices take their defaults (decision 040): public, IBAN shown, no code.
    expect(listSchema.parse(valid)).toEqual({
      ...valid,
      iban: 'BE71096123456769',
      accountHolder: null,
      city: null,
      visibility: 'PUBLIC',
      accessCode: null,
      ibanPublic: true,
      thankPayers: false,
    })
  })

  it('takes an optional city by the text rules, empty as null, at most 100 characters', () => {
    expect(listSchema.parse({ ...valid, city: '  Sint-Niklaas ' }).city).toBe('Sint-Niklaas')
    expect(listSchema.parse({ ...valid, city: '' }).city).toBeNull()
    expect(listSchema.parse({ ...valid, city: null }).city).toBeNull()
    expect(messages({ ...valid, city: 'x'.repeat(101) })).toEqual({
      city: 'Dit veld is te lang (maximaal 100 tekens).',
    })
    expect(messages({ ...valid, city: 'Gent\u0000' })).toEqual({ city: 'Dit veld bevat een ongeldig teken.' })
  })

  it("requires the baby's last name, the first parent's names and the birth date: 'Dit veld is verplicht'", () => {
    for (const field of ['lastName', 'parent1FirstName', 'parent1LastName', 'birthDate'] as const) {
      expect(messages({ ...valid, [field]: '' }), field).toEqual({ [field]: 'Dit veld is verplicht' })
      expect(messages({ ...valid, [field]: '   ' }), field).toEqual({ [field]: 'Dit veld is verplicht' })
      const { [field]: _left, ...without } = valid
      expect(messages(without), field).toEqual({ [field]: 'Dit veld is verplicht' })
    }
  })

  it("lets the baby's first name stay empty until the birth, stored as ''", () => {
    for (const empty of ['', '   ', '\t', null, undefined]) {
      expect(listSchema.parse({ ...valid, firstName: empty }).firstName, String(empty)).toBe('')
    }
    const { firstName: _left, ...without } = valid
    expect(listSchema.parse(without).firstName).toBe('')
    // The text rules still hold for a name that is there.
    expect(messages({ ...valid, firstName: 'No\u0000or' })).toEqual({ firstName: 'Dit veld bevat een ongeldig teken.' })
  })

  it("requires the IBAN: 'Je rekeningnummer is verplicht'", () => {
    expect(messages({ ...valid, iban: '' })).toEqual({ iban: 'Je rekeningnummer is verplicht' })
    expect(messages({ ...valid, iban: '  ' })).toEqual({ iban: 'Je rekeningnummer is verplicht' })
    const { iban: _iban, ...without } = valid
    expect(messages(without)).toEqual({ iban: 'Je rekeningnummer is verplicht' })
  })

  it('reports every missing field at once for an empty form', () => {
    expect(messages({})).toEqual({
      lastName: 'Dit veld is verplicht',
      parent1FirstName: 'Dit veld is verplicht',
      parent1LastName: 'Dit veld is verplicht',
      iban: 'Je rekeningnummer is verplicht',
      birthDate: 'Dit veld is verplicht',
    })
  })

  it('trims every name and stores an empty second parent as null', () => {
    const parsed = listSchema.parse({
      ...valid,
      firstName: '  Noor ',
      lastName: ' Peeters ',
      parent1FirstName: '\tSofie ',
      parent1LastName: ' Peeters',
      parent2FirstName: ' Jonas  ',
      parent2LastName: '  Maes ',
    })
    expect(parsed).toMatchObject({
      firstName: 'Noor',
      lastName: 'Peeters',
      parent1FirstName: 'Sofie',
      parent1LastName: 'Peeters',
      parent2FirstName: 'Jonas',
      parent2LastName: 'Maes',
    })
    for (const empty of ['', '   ', null, undefined]) {
      const single = listSchema.parse({ ...valid, parent2FirstName: empty, parent2LastName: empty })
      expect(single.parent2FirstName).toBeNull()
      expect(single.parent2LastName).toBeNull()
    }
  })

  it('keeps the introduction optional, with its inner line breaks', () => {
    expect(listSchema.parse({ ...valid, introduction: undefined }).introduction).toBe('')
    expect(listSchema.parse({ ...valid, introduction: null }).introduction).toBe('')
    expect(listSchema.parse({ ...valid, introduction: '  Hallo!\n\nTot snel.\n ' }).introduction).toBe(
      'Hallo!\n\nTot snel.',
    )
  })

  it('says a too long name or introduction is too long', () => {
    expect(messages({ ...valid, firstName: 'x'.repeat(101) })).toEqual({
      firstName: 'Dit veld is te lang (maximaal 100 tekens).',
    })
    expect(messages({ ...valid, parent2LastName: 'x'.repeat(101) })).toEqual({
      parent2LastName: 'Dit veld is te lang (maximaal 100 tekens).',
    })
    expect(messages({ ...valid, introduction: 'x'.repeat(5001) })).toEqual({
      introduction: 'Dit veld is te lang (maximaal 5000 tekens).',
    })
    expect(listSchema.safeParse({ ...valid, firstName: 'x'.repeat(100) }).success).toBe(true)
  })

  it('stores the IBAN without spaces, upper case', () => {
    expect(listSchema.parse({ ...valid, iban: 'be71 0961-2345 6769' }).iban).toBe('BE71096123456769')
    expect(listSchema.parse({ ...valid, iban: 'NL91 ABNA 0417 1643 00' }).iban).toBe('NL91ABNA0417164300')
  })

  it('refuses an IBAN that fails mod 97 or the Belgian national check, with a Dutch message', () => {
    const message =
      'Dit rekeningnummer klopt niet. Kijk het nog eens na: een Belgisch rekeningnummer ziet eruit als BE71 0961 2345 6769.'
    // BE41 5390 0754 7035 passes mod 97 but fails the national check (docs/rules.md#payments).
    for (const iban of [
      'BE41 5390 0754 7035',
      'BE72 0961 2345 6769',
      'BE71 0961 2345',
      'hallo',
      'BE71 0961 2345 6769 0000 0000 0000 0000 0000 0000 0000 0000',
    ]) {
      expect(messages({ ...valid, iban }), iban).toEqual({ iban: message })
    }
  })

  it('accepts a birth date only as a real day written yyyy-MM-dd', () => {
    const message = 'Dit is geen geldige datum. Gebruik de vorm jjjj-mm-dd, bijvoorbeeld 2026-03-14.'
    for (const birthDate of [
      '2026-02-30',
      '2026-2-3',
      '2026-13-01',
      '2025-02-29',
      '14/03/2026',
      '2026-03-14T00:00:00Z',
      '20260314',
      'morgen',
    ]) {
      expect(messages({ ...valid, birthDate }), birthDate).toEqual({ birthDate: message })
    }
    expect(listSchemaFor({ today: '2027-06-01' }).parse({ ...valid, birthDate: '2028-02-29' }).birthDate).toBe(
      '2028-02-29',
    )
    expect(listSchema.parse({ ...valid, birthDate: ' 2026-03-14 ' }).birthDate).toBe('2026-03-14')
  })

  it('accepts a birth date from 1 year back to 10 months ahead of today in Belgium, the edge days included', () => {
    const message =
      'Kies een datum van 25 november 2025 tot en met 25 september 2027: een geboortelijst is voor een kindje dat het voorbije jaar geboren is of binnen de 10 maanden verwacht wordt. Kijk het jaartal nog eens na.'
    for (const birthDate of ['2025-11-25', '2026-11-25', '2027-09-25'])
      expect(listSchema.parse({ ...valid, birthDate }).birthDate).toBe(birthDate)
    for (const birthDate of [
      '2025-11-24',
      '2027-09-26',
      '1924-03-01',
      '1990-05-12',
      '2099-01-01',
      '0000-01-01',
      '9999-12-31',
    ]) {
      expect(messages({ ...valid, birthDate }), birthDate).toEqual({ birthDate: message })
    }
  })

  it('keeps a stored birth date outside the window while it is not changed', () => {
    const keeping = listSchemaFor({ stored: '2023-05-01' })
    expect(keeping.parse({ ...valid, birthDate: '2023-05-01' }).birthDate).toBe('2023-05-01')
    expect(keeping.safeParse({ ...valid, birthDate: '2023-05-02' }).success).toBe(false)
  })

  it('counts the window from the Belgian date, not the UTC one', () => {
    // 31 December 2026, 23:30 UTC is already 1 January 2027 in Brussels.
    vi.setSystemTime(new Date('2026-12-31T23:30:00Z'))
    try {
      expect(listSchema.safeParse({ ...valid, birthDate: '2026-01-01' }).success).toBe(true)
      expect(listSchema.safeParse({ ...valid, birthDate: '2025-12-31' }).success).toBe(false)
    } finally {
      vi.setSystemTime(new Date('2026-11-25T11:00:00Z'))
    }
  })

  it('drops fields the form does not have (the slug and the owner cannot be set)', () => {
    const parsed = listSchema.parse({ ...valid, url: 'andere-lijst', userId: 1, id: 7 })
    expect(parsed).not.toHaveProperty('url')
    expect(parsed).not.toHaveProperty('userId')
    expect(parsed).not.toHaveProperty('id')
  })

  it('refuses values of the wrong type with the field message, not a crash', () => {
    expect(messages({ ...valid, firstName: 42, iban: ['BE71'], birthDate: 20260314 })).toEqual({
      firstName: 'Dit veld is verplicht',
      iban: 'Je rekeningnummer is verplicht',
      birthDate: 'Dit veld is verplicht',
    })
    expect(listSchema.safeParse(null).success).toBe(false)
  })
})

describe('birthDateWindow', () => {
  it('is one year back and ten months ahead; a day the month lacks becomes its last day', () => {
    expect(birthDateWindow('2026-11-25')).toEqual({ min: '2025-11-25', max: '2027-09-25' })
    expect(birthDateWindow('2028-02-29')).toEqual({ min: '2027-02-28', max: '2028-12-29' })
    expect(birthDateWindow('2026-04-30')).toEqual({ min: '2025-04-30', max: '2027-02-28' })
  })
})

describe('isIsoDate', () => {
  it('is true only when the date formats back to the same text', () => {
    expect(isIsoDate('2026-03-14')).toBe(true)
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(isIsoDate('2026-2-3')).toBe(false)
    expect(isIsoDate('2026-04-31')).toBe(false)
  })
})

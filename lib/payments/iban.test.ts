import { describe, it, expect } from 'vitest'
import { formatIban, isValidIban, normalizeIban } from './iban'

describe('normalizeIban', () => {
  it('strips spaces and dashes and upper-cases', () => {
    expect(normalizeIban('be71 0961-2345 6769')).toBe('BE71096123456769')
    expect(normalizeIban(' nl91\u00a0abna 0417 1643 00 ')).toBe('NL91ABNA0417164300')
  })
})

describe('isValidIban', () => {
  it('accepts a valid Belgian IBAN in any spacing', () => {
    expect(isValidIban('BE71 0961 2345 6769')).toBe(true)
    expect(isValidIban('BE71096123456769')).toBe(true)
    expect(isValidIban('be71-0961-2345-6769')).toBe(true)
  })

  it('accepts the Belgian example BE68 5390 0754 7034 (5390075470 mod 97 = 34)', () => {
    // The spec's design notes said this one fails the national check; it does not (decision 004): 5390075470 = 97 × 55567788 + 34.
    expect(isValidIban('BE68 5390 0754 7034')).toBe(true)
  })

  it('accepts a Belgian BBAN whose first 10 digits are a multiple of 97 only with check 97', () => {
    expect(isValidIban('BE54000000000097')).toBe(true)
    // Same IBAN check digits pass mod 97 for BBAN …000000 (0 mod 97 = 0), but the national check needs 97.
    expect(isValidIban('BE54000000000000')).toBe(false)
  })

  it('rejects a Belgian IBAN that passes mod 97 but fails the national check', () => {
    // BE41 5390 0754 7035 has correct IBAN check digits (41) for BBAN 539007547035,
    // but 5390075470 mod 97 is 34, not 35.
    expect(isValidIban('BE41539007547035')).toBe(false)
    expect(isValidIban('BE44096123456770')).toBe(false)
  })

  it('rejects a wrong IBAN checksum', () => {
    expect(isValidIban('BE71096123456768')).toBe(false)
    expect(isValidIban('BE72096123456769')).toBe(false)
    expect(isValidIban('NL92ABNA0417164300')).toBe(false)
  })

  it('accepts valid Dutch and German IBANs', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true)
    expect(isValidIban('NL91 ABNA 0417 1643 00')).toBe(true)
    expect(isValidIban('DE89370400440532013000')).toBe(true)
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true)
  })

  it('rejects garbage and wrong lengths', () => {
    expect(isValidIban('')).toBe(false)
    expect(isValidIban('hello world')).toBe(false)
    expect(isValidIban('BE7109612345676')).toBe(false)
    expect(isValidIban('BE710961234567690')).toBe(false)
    expect(isValidIban('XX71096123456769')).toBe(false)
    expect(isValidIban('BE71.0961.2345.6769')).toBe(false)
  })
})

describe('formatIban', () => {
  it('groups by 4', () => {
    expect(formatIban('BE71096123456769')).toBe('BE71 0961 2345 6769')
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00')
    expect(formatIban('DE89 3704-0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00')
  })

  it('leaves no trailing space', () => {
    expect(formatIban('BE71')).toBe('BE71')
    expect(formatIban('')).toBe('')
  })
})

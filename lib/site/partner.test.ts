import { describe, expect, it } from 'vitest'
import { bannerVariant, DEFAULT_INSURANCE_URL, insuranceUrl } from './partner'

describe('bannerVariant (the banner alternates by month parity)', () => {
  it('shows the odd banner in odd months and the even one in even months', () => {
    expect(bannerVariant(new Date('2027-01-15T12:00:00Z'))).toBe('odd')
    expect(bannerVariant(new Date('2027-02-15T12:00:00Z'))).toBe('even')
    expect(bannerVariant(new Date('2026-11-22T12:00:00Z'))).toBe('odd')
    expect(bannerVariant(new Date('2026-12-01T12:00:00Z'))).toBe('even')
  })

  it('switches at midnight in Brussels, not at midnight UTC', () => {
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Brussels (UTC+1).
    expect(bannerVariant(new Date('2026-12-31T22:59:59Z'))).toBe('even')
    expect(bannerVariant(new Date('2026-12-31T23:00:00Z'))).toBe('odd')
    // Summer time (UTC+2): 22:00 UTC on 31 May is 1 June in Brussels.
    expect(bannerVariant(new Date('2027-05-31T21:59:59Z'))).toBe('odd')
    expect(bannerVariant(new Date('2027-05-31T22:00:00Z'))).toBe('even')
  })
})

describe('insuranceUrl (INSURANCE_URL)', () => {
  it('takes a configured http(s) URL and falls back to the default for nothing, nonsense or another scheme', () => {
    expect(insuranceUrl('https://verzekeraar.example/baby?utm_source=geboortelijst')).toBe(
      'https://verzekeraar.example/baby?utm_source=geboortelijst',
    )
    expect(insuranceUrl(' http://verzekeraar.example/baby ')).toBe('http://verzekeraar.example/baby')
    for (const value of [undefined, '', '  ', 'geen url', 'javascript:alert(1)', 'ftp://verzekeraar.example']) {
      expect(insuranceUrl(value)).toBe(DEFAULT_INSURANCE_URL)
    }
  })
})

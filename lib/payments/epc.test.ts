import { describe, it, expect } from 'vitest'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { epcPayload, epcQrPng, epcQrSvg } from './epc'
import { ogmDigits } from './ogm'

const base = {
  name: 'Jan Peeters en Anaïs Janssens',
  iban: 'BE71 0961 2345 6769',
  amountCents: 1250,
}

function decodePng(png: Buffer): { data: string; binaryData: number[] } {
  const image = PNG.sync.read(png)
  const result = jsQR(
    new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length),
    image.width,
    image.height,
  )
  if (!result) throw new Error('QR code not found in PNG')
  return result
}

describe('epcPayload', () => {
  it('builds the EPC069-12 lines with an OGM as structured reference', () => {
    const payload = epcPayload({
      ...base,
      bic: 'gkccbebb',
      structuredReference: ogmDigits('+++123/4567/89002+++'),
    })
    expect(payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'GKCCBEBB',
      'Jan Peeters en Anaïs Janssens',
      'BE71096123456769',
      'EUR12.50',
      '',
      '123456789002',
    ])
  })

  it('keeps an empty BIC line and drops trailing empty lines', () => {
    const payload = epcPayload({ ...base, name: '  Familie Peeters  ', amountCents: 5 })
    expect(payload).toBe('BCD\n002\n1\nSCT\n\nFamilie Peeters\nBE71096123456769\nEUR0.05')
  })

  it('puts a remittance text on line 11 and keeps empty lines before later fields', () => {
    const payload = epcPayload({
      ...base,
      amountCents: 99_999_999_999,
      purpose: 'GIFT',
      remittanceText: 'Geboortelijst Lotte',
      beneficiaryToOriginator: 'Dank je wel!',
    })
    expect(payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Jan Peeters en Anaïs Janssens',
      'BE71096123456769',
      'EUR999999999.99',
      'GIFT',
      '',
      'Geboortelijst Lotte',
      'Dank je wel!',
    ])
  })

  it('refuses both a structured reference and a remittance text', () => {
    expect(() => epcPayload({ ...base, structuredReference: '123456789002', remittanceText: 'Cadeau' })).toThrow(
      RangeError,
    )
  })

  it('refuses a payload over 331 bytes', () => {
    // 70 + 140 + 70 two-byte characters, every field within its character limit.
    expect(() =>
      epcPayload({
        ...base,
        name: 'é'.repeat(70),
        remittanceText: 'ë'.repeat(140),
        beneficiaryToOriginator: 'ï'.repeat(70),
      }),
    ).toThrow(/331/)
  })

  it('accepts a payload of exactly 331 bytes', () => {
    const name = 'é'.repeat(70)
    const withoutText = Buffer.byteLength(epcPayload({ ...base, name, remittanceText: 'Y' })) - 1
    const room = 331 - withoutText // bytes left for the remittance text
    const text = 'ë'.repeat(Math.floor(room / 2)) + 'Y'.repeat(room % 2)
    const payload = epcPayload({ ...base, name, remittanceText: text })
    expect(Buffer.byteLength(payload)).toBe(331)
    expect(() => epcPayload({ ...base, name, remittanceText: text + 'Y' })).toThrow(RangeError)
  })

  it('validates the name', () => {
    expect(() => epcPayload({ ...base, name: '   ' })).toThrow(RangeError)
    expect(() => epcPayload({ ...base, name: 'a'.repeat(71) })).toThrow(RangeError)
    expect(epcPayload({ ...base, name: 'a'.repeat(70) }).split('\n')[5]).toBe('a'.repeat(70))
    expect(() => epcPayload({ ...base, name: 'Jan\nBCD' })).toThrow(RangeError)
  })

  it('validates IBAN and BIC', () => {
    expect(() => epcPayload({ ...base, iban: 'BE71096123456768' })).toThrow(RangeError)
    expect(() => epcPayload({ ...base, iban: 'BE41539007547035' })).toThrow(RangeError)
    expect(() => epcPayload({ ...base, bic: 'NOT A BIC' })).toThrow(RangeError)
    expect(epcPayload({ ...base, iban: 'NL91 ABNA 0417 1643 00' }).split('\n')[6]).toBe('NL91ABNA0417164300')
  })

  it('validates the amount', () => {
    expect(() => epcPayload({ ...base, amountCents: 0 })).toThrow(RangeError)
    expect(() => epcPayload({ ...base, amountCents: -100 })).toThrow(RangeError)
    expect(() => epcPayload({ ...base, amountCents: 12.5 })).toThrow(RangeError)
    expect(() => epcPayload({ ...base, amountCents: 100_000_000_000 })).toThrow(RangeError)
    expect(epcPayload({ ...base, amountCents: 1 }).split('\n')[7]).toBe('EUR0.01')
  })

  it('validates purpose and field lengths', () => {
    expect(() => epcPayload({ ...base, purpose: 'GIF' })).toThrow(RangeError)
    expect(() => epcPayload({ ...base, purpose: 'gift' })).toThrow(RangeError)
    expect(() => epcPayload({ ...base, structuredReference: '1'.repeat(36) })).toThrow(RangeError)
    expect(() => epcPayload({ ...base, remittanceText: 'a'.repeat(141) })).toThrow(RangeError)
    expect(() => epcPayload({ ...base, beneficiaryToOriginator: 'a'.repeat(71) })).toThrow(RangeError)
  })
})

describe('EPC QR images', () => {
  const payload = epcPayload({ ...base, bic: 'GKCCBEBB', structuredReference: '123456789002' })

  it('PNG decodes back to exactly the payload (UTF-8 included)', async () => {
    const png = await epcQrPng(payload)
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
    const decoded = decodePng(png)
    expect(decoded.data).toBe(payload)
    expect(Buffer.from(decoded.binaryData).equals(Buffer.from(payload, 'utf8'))).toBe(true)
  })

  it('SVG is a QR symbol with a 4-module quiet zone', async () => {
    const svg = await epcQrSvg(payload)
    expect(svg.startsWith('<svg')).toBe(true)
    const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)
    expect(viewBox).not.toBeNull()
    const size = Number(viewBox![1])
    const modules = size - 2 * 4
    // QR symbols are 21, 25, 29, … modules wide (17 + 4 × version)
    expect((modules - 17) % 4).toBe(0)
    expect(modules).toBeGreaterThanOrEqual(21)
  })

  it('refuses to render an oversized payload', async () => {
    await expect(epcQrPng('x'.repeat(332))).rejects.toThrow(RangeError)
    await expect(epcQrSvg('x'.repeat(332))).rejects.toThrow(RangeError)
  })
})

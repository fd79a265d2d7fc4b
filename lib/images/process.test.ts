import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { isDomainError } from '@/lib/errors'
import { MAX_SIDE, processImage, sniffFormat } from './process'

const bytes = (...values: number[]) => new Uint8Array(values)
const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'))

describe('sniffFormat', () => {
  it('knows the four accepted formats by their first bytes', () => {
    expect(sniffFormat(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('jpeg')
    expect(sniffFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png')
    expect(sniffFormat(ascii('GIF89a...'))).toBe('gif')
    expect(sniffFormat(ascii('GIF87a...'))).toBe('gif')
    expect(sniffFormat(ascii('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp')
  })

  it('knows nothing else, however it is named', () => {
    for (const other of [
      ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ascii('<?xml version="1.0"?><svg/>'),
      ascii('II*\x00'), // TIFF
      ascii('\x00\x00\x00\x18ftypheic'), // HEIC
      ascii('%PDF-1.7'),
      ascii('RIFF\x10\x00\x00\x00WAVEfmt '),
      ascii('GIF90a'),
      bytes(0xff, 0xd8),
      bytes(),
    ]) {
      expect(sniffFormat(other)).toBeNull()
    }
  })
})

describe('processImage', () => {
  const refusal = async (input: Uint8Array) => {
    const error = await processImage(input).then(
      () => null,
      (e: unknown) => e,
    )
    return isDomainError(error) ? [error.code, error.status] : error
  }

  it('refuses a PNG signature in front of something else', async () => {
    expect(
      await refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from('geen png')])),
    ).toEqual(['UNSUPPORTED_MEDIA_TYPE', 415])
  })

  it('refuses an HEIC-looking or empty file', async () => {
    expect(await refusal(new Uint8Array(Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00', 'latin1')))).toEqual([
      'UNSUPPORTED_MEDIA_TYPE',
      415,
    ])
    expect(await refusal(new Uint8Array())).toEqual(['UNSUPPORTED_MEDIA_TYPE', 415])
  })

  it('brings a wide photo down to 1600 px wide, keeping its proportions', async () => {
    const jpeg = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#804020' } })
      .jpeg()
      .toBuffer()
    const meta = await sharp(await processImage(new Uint8Array(jpeg))).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', MAX_SIDE, 400])
  })

  it('drops a colour profile and XMP as well as EXIF', async () => {
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#804020' } })
      .jpeg()
      .withIccProfile('p3')
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>Thuisadres</rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer()
    const before = await sharp(jpeg).metadata()
    expect(before.icc && before.xmp).toBeTruthy()
    const out = await processImage(new Uint8Array(jpeg))
    const meta = await sharp(out).metadata()
    expect([meta.icc, meta.xmp, meta.exif]).toEqual([undefined, undefined, undefined])
    expect(out.toString('latin1')).not.toContain('Thuisadres')
  })
})

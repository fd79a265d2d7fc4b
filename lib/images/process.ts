import 'server-only'
import type { Metadata } from 'sharp'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'

/** Largest upload accepted (docs/rules.md#uploads): 5 MB, counted in bytes of the file as sent. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/** Longest side of a stored image in pixels: enough for the drawer on a retina screen, far smaller than a phone photo. */
export const MAX_SIDE = 1600
/**
 * Most pixels decoded from one upload (all frames of an animation together). A 50-megapixel phone photo passes;
 * a few-kilobyte "decompression bomb" that claims 50 000 × 50 000 pixels is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 70_000_000

/** What we accept, named as sharp's `metadata().format` names them. */
type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'gif'

/**
 * The format by the file's first bytes. Only these four reach sharp's decoders: an SVG (an XML parser), a TIFF, a
 * HEIC or a PDF never does, whatever the name or declared type says.
 */
export function sniffFormat(bytes: Uint8Array): AcceptedFormat | null {
  const starts = (sig: number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b)
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (starts([0x47, 0x49, 0x46, 0x38]) && (starts([0x37, 0x61], 4) || starts([0x39, 0x61], 4))) return 'gif'
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return null
}

const unsupported = () => new DomainError('UNSUPPORTED_MEDIA_TYPE', t('images.unsupported'))
const tooManyPixels = () => new DomainError('PAYLOAD_TOO_LARGE', t('images.tooManyPixels'))
/** sharp's own refusal of `limitInputPixels`, met while reading the header or decoding. */
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message)

/**
 * Turns an uploaded photo into what we store (docs/rules.md#uploads): recognised by content as JPEG, PNG,
 * WebP or GIF; turned upright by its EXIF orientation; at most 1600 px on the long side (never enlarged); re-encoded
 * as WebP (animated GIFs and WebPs stay animated) with ALL metadata dropped: EXIF (a phone photo carries the GPS
 * position of the parents' home), XMP, IPTC and the colour profile (converted to sRGB first).
 * @returns the WebP bytes.
 * @throws DomainError UNSUPPORTED_MEDIA_TYPE (415) for anything else or a file that does not decode,
 *   PAYLOAD_TOO_LARGE (413) for more than 5 MB or more than `MAX_INPUT_PIXELS` pixels.
 */
export async function processImage(bytes: Uint8Array): Promise<Buffer> {
  // Loaded on the first upload only: pages that merely import lib/images (to delete an image) never load libvips.
  const { default: sharp } = await import('sharp')
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', t('images.tooLarge'))
  const sniffed = sniffFormat(bytes)
  if (!sniffed) throw unsupported()
  const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: sniffed === 'gif' || sniffed === 'webp' }
  let meta: Metadata
  try {
    meta = await sharp(bytes, options).metadata()
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : unsupported()
  }
  // The header must agree with the bytes we sniffed (a PNG signature in front of something else is not a PNG).
  if (meta.format !== sniffed || !meta.width || !meta.height) throw unsupported()
  // metadata() reads the header only; check the claimed size before anything is decoded.
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels()
  try {
    return await sharp(bytes, options)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer()
  } catch (error) {
    // Otherwise: truncated or corrupt data behind a valid header.
    throw isPixelLimit(error) ? tooManyPixels() : unsupported()
  }
}

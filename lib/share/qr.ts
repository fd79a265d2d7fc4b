import QRCode from 'qrcode'

// The QR code of a list's short link (decision 039), as an SVG, a PNG for print and a module matrix the birth card
// draws as vectors. Error correction Q (25 % of the code may be lost): a birth card gets folded, smudged and printed
// on home printers, and the short URL is short enough that Q still gives a small code (version 3 or 4).

const OPTIONS = { errorCorrectionLevel: 'Q', margin: 4, color: { dark: '#000000', light: '#ffffff' } } as const

/** The PNG's smallest width in pixels: 10 cm at 300 dpi, or a 4 cm print at 760 dpi. */
export const QR_PNG_MIN_PX = 1200

/**
 * The QR code of `url` as an SVG document (a path per dark area; scales to any size).
 * @param url the absolute short link.
 */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: 'svg' })
}

/**
 * The QR code of `url` as a PNG of at least {@link QR_PNG_MIN_PX} pixels a side, each module a whole number of
 * pixels (sharp edges when printed), the quiet zone of 4 modules included.
 * @param url the absolute short link.
 * @returns the PNG file bytes.
 */
export function qrPng(url: string): Promise<Buffer> {
  const side = qrMatrix(url).size + 2 * OPTIONS.margin
  return QRCode.toBuffer(url, { ...OPTIONS, type: 'png', scale: Math.ceil(QR_PNG_MIN_PX / side) })
}

/** The modules of a QR code: `size` × `size`, `dark(row, col)` true for a dark module; no quiet zone. */
export interface QrMatrix {
  size: number
  dark: (row: number, col: number) => boolean
}

/** The module matrix of `url`'s QR code, with the same options as the images. */
export function qrMatrix(url: string): QrMatrix {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel })
  return { size: modules.size, dark: (row, col) => !!modules.get(row, col) }
}

/** The quiet zone around every QR code, in modules. */
export const QR_QUIET_ZONE = OPTIONS.margin

import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import { qrMatrix, QR_QUIET_ZONE } from './qr'
import type { CardFormat } from './schema'

// The printable birth card (decision 039) with pdf-lib: one A6 card, or four on an A4 sheet with cut lines. The QR
// code is drawn as one vector path, so it stays sharp at any printer resolution. Text uses the PDF standard fonts
// (Helvetica, in the WinAnsi encoding: é, ë, ï, ç, ø and curly quotes are in it); a character outside it falls back
// to its letter without accent marks or is left out (`printable`), so no name can make a card fail.

/** What a card says, in the order it says it. */
export interface CardContent {
  /** 'Geboortelijst' above the name. */
  eyebrow: string
  /** 'Noor Peeters', or 'Baby van Sofie en Jonas'. */
  child: string
  /** 'Kindje van Sofie en Jonas', or null when `child` already names the parents. */
  parents: string | null
  /** 'Geboren op 14 oktober 2026' or 'Verwacht op …'. */
  date: string
  /** The line the parents chose, or null. */
  line: string | null
  /** 'Scan de code of surf naar'. */
  hint: string
  /** The absolute short link the QR code holds. */
  shortUrl: string
  /** The short link as people type it: 'geboortelijst.be/l/abcd2345'. */
  shortText: string
  /** 'Lijstcode: zonnebloem' under the short link for a protected list, else null. */
  code: string | null
  /** The PDF's title (document properties). */
  title: string
}

const MM = 72 / 25.4
const A6 = { width: 105 * MM, height: 148 * MM }
const A4 = { width: 210 * MM, height: 297 * MM }

// The site's colours (app/globals.css).
const hex = (value: string): RGB =>
  rgb(
    parseInt(value.slice(1, 3), 16) / 255,
    parseInt(value.slice(3, 5), 16) / 255,
    parseInt(value.slice(5, 7), 16) / 255,
  )
const INK = hex('#292524') // stone-800
const MUTED = hex('#57534e') // stone-600
const BRAND = hex('#316358') // brand-700
const BLUSH = hex('#b83a52') // blush-600
const FRAME = hex('#97cdbf') // brand-300
const CUT = hex('#a8a29e') // stone-400

/** Letters outside WinAnsi that have no accent marks to drop (NFD leaves them whole). */
const LETTER_FALLBACK: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
  ŧ: 't',
  Ŧ: 'T',
  ĸ: 'k',
}

/**
 * `text` as the standard font can draw it: characters it has stay, others become their letter without accent
 * marks ('ő' → 'o', 'Ł' → 'L') or are left out (an emoji, a Chinese character), spaces collapsed.
 */
export function printable(font: PDFFont, text: string): string {
  const known = characterSets.get(font) ?? new Set(font.getCharacterSet())
  characterSets.set(font, known)
  let out = ''
  for (const char of text) {
    if (known.has(char.codePointAt(0)!)) {
      out += char
      continue
    }
    const bare = LETTER_FALLBACK[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '')
    for (const part of bare) if (known.has(part.codePointAt(0)!)) out += part
  }
  return out.replace(/\s+/g, ' ').trim()
}
const characterSets = new WeakMap<PDFFont, Set<number>>()

/** `text` broken into lines of at most `width` points at `size` (words kept whole unless one alone is too wide). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = word
    // A word wider than the line on its own is cut where it must be.
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--
      lines.push(line.slice(0, cut))
      line = line.slice(cut)
    }
  }
  if (line) lines.push(line)
  return lines
}

/**
 * The largest size from `size` down to `minSize` at which `text` fits in `maxLines` lines of `width`; at `minSize`
 * the lines beyond `maxLines` are dropped and the last one ends in '…'.
 */
function fit(
  font: PDFFont,
  text: string,
  width: number,
  size: number,
  minSize: number,
  maxLines: number,
): { lines: string[]; size: number } {
  for (let s = size; s >= minSize; s -= 0.5) {
    const lines = wrap(font, text, s, width)
    if (lines.length <= maxLines) return { lines, size: s }
  }
  const lines = wrap(font, text, minSize, width).slice(0, maxLines)
  let last = lines[maxLines - 1]
  while (last.length > 1 && font.widthOfTextAtSize(`${last}…`, minSize) > width) last = last.slice(0, -1)
  lines[maxLines - 1] = `${last.trimEnd()}…`
  return { lines, size: minSize }
}

interface Fonts {
  regular: PDFFont
  bold: PDFFont
  italic: PDFFont
}

/** The SVG path of the QR code's dark modules in module units (1 = one module), runs of a row joined. */
function qrPath(url: string): { path: string; modules: number } {
  const matrix = qrMatrix(url)
  let path = ''
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size;) {
      if (!matrix.dark(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < matrix.size && matrix.dark(row, col)) col++
      path += `M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${col - start}v1h${start - col}z`
    }
  }
  return { path, modules: matrix.size + 2 * QR_QUIET_ZONE }
}

/** Draws one card with its lower left corner at (x, y). */
function drawCard(
  page: PDFPage,
  fonts: Fonts,
  content: CardContent,
  qr: { path: string; modules: number },
  x: number,
  y: number,
) {
  const { width, height } = A6
  const inset = 5 * MM
  page.drawRectangle({
    x: x + inset,
    y: y + inset,
    width: width - 2 * inset,
    height: height - 2 * inset,
    borderColor: FRAME,
    borderWidth: 0.8,
  })

  const textWidth = width - 2 * 11 * MM
  const centre = (text: string, font: PDFFont, size: number, top: number, color: RGB) => {
    page.drawText(text, { x: x + (width - font.widthOfTextAtSize(text, size)) / 2, y: top - size, size, font, color })
  }

  // From the top: the eyebrow, the name (up to 2 lines), the parents, the date, the parents' line (up to 3 lines).
  let top = y + height - 13 * MM
  const eyebrow = printable(fonts.bold, content.eyebrow.toUpperCase())
  centre(eyebrow, fonts.bold, 8, top, BLUSH)
  top -= 8 + 4 * MM

  const name = fit(fonts.bold, printable(fonts.bold, content.child) || '…', textWidth, 22, 13, 2)
  for (const line of name.lines) {
    centre(line, fonts.bold, name.size, top, INK)
    top -= name.size * 1.15
  }
  top -= 2 * MM
  for (const text of [content.parents, content.date]) {
    if (!text) continue
    const { lines, size } = fit(fonts.regular, printable(fonts.regular, text), textWidth, 10, 8, 1)
    centre(lines[0], fonts.regular, size, top, MUTED)
    top -= size * 1.35
  }
  const line = content.line ? printable(fonts.italic, content.line) : ''
  if (line) {
    top -= 2.5 * MM
    const fitted = fit(fonts.italic, `“${line}”`, textWidth, 10.5, 8.5, 3)
    for (const text of fitted.lines) {
      centre(text, fonts.italic, fitted.size, top, BRAND)
      top -= fitted.size * 1.3
    }
  }

  // From the bottom: a protected list's code, the short link, the hint above it, the QR code above that.
  let bottom = y + (content.code ? 9.5 : 12) * MM
  if (content.code) {
    const code = fit(fonts.regular, printable(fonts.regular, content.code), textWidth, 9, 7, 1)
    centre(code.lines[0], fonts.regular, code.size, bottom + code.size, INK)
    bottom += code.size + 1.5 * MM
  }
  const link = fit(fonts.bold, printable(fonts.bold, content.shortText), textWidth, 12, 8, 1)
  page.drawText(link.lines[0], {
    x: x + (width - fonts.bold.widthOfTextAtSize(link.lines[0], link.size)) / 2,
    y: bottom,
    size: link.size,
    font: fonts.bold,
    color: BRAND,
  })
  bottom += link.size + 2 * MM
  const hint = printable(fonts.regular, content.hint)
  page.drawText(hint, {
    x: x + (width - fonts.regular.widthOfTextAtSize(hint, 8)) / 2,
    y: bottom,
    size: 8,
    font: fonts.regular,
    color: MUTED,
  })
  bottom += 8 + 1 * MM
  // The code takes what is left between the texts, at most 50 mm (quiet zone included), at least 30 mm.
  // centred in that space (its quiet zone is white paper).
  const room = top - bottom
  const side = Math.max(30 * MM, Math.min(50 * MM, room))
  const qrTop = bottom + side + Math.max(0, (room - side) / 2)
  page.drawSvgPath(qr.path, {
    x: x + (width - side) / 2,
    y: qrTop,
    scale: side / qr.modules,
    color: rgb(0, 0, 0),
    borderWidth: 0,
  })
}

/** Dashed cut lines between the four cards of an A4 sheet, from edge to edge. */
function drawCutLines(page: PDFPage) {
  const line = { thickness: 0.5, color: CUT, dashArray: [4, 3] }
  page.drawLine({ start: { x: A6.width, y: 0 }, end: { x: A6.width, y: A4.height }, ...line })
  page.drawLine({ start: { x: 0, y: A4.height / 2 }, end: { x: A4.width, y: A4.height / 2 }, ...line })
}

/**
 * The birth card as a PDF: `a6` one card of 105 × 148 mm; `a4` an A4 sheet with four of them and dashed cut lines.
 * @returns the PDF file bytes.
 */
export async function cardPdf(content: CardContent, format: CardFormat): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(content.title)
  doc.setLanguage('nl-BE')
  doc.setCreator(content.eyebrow)
  doc.setProducer(content.eyebrow)
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  }
  const qr = qrPath(content.shortUrl)
  if (format === 'a6') {
    drawCard(doc.addPage([A6.width, A6.height]), fonts, content, qr, 0, 0)
  } else {
    const page = doc.addPage([A4.width, A4.height])
    // Two rows of 148 mm on 297 mm: the half millimetre left over goes above and below.
    for (const y of [A4.height / 2, A4.height / 2 - A6.height])
      for (const x of [0, A6.width]) drawCard(page, fonts, content, qr, x, y)
    drawCutLines(page)
  }
  return doc.save()
}

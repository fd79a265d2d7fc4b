import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { LRUCache } from 'lru-cache'
import { ImageResponse } from 'next/og'
import { PREVIEW_SIZE, type PreviewContent } from './preview'

/** Inter at the weights the preview uses, from the site's own font converted to static WOFF (ImageResponse reads no WOFF2). */
const FONT_FILES = [
  { file: 'inter-latin-400-normal.woff', weight: 400 },
  { file: 'inter-latin-700-normal.woff', weight: 700 },
  { file: 'inter-latin-ext-400-normal.woff', weight: 400 },
  { file: 'inter-latin-ext-700-normal.woff', weight: 700 },
] as const

/**
 * What the fonts above draw (the latin and latin-ext subsets of Inter, @fontsource's unicode ranges, less a few rare
 * symbols). ImageResponse fetches a font from Google, or an emoji from a CDN, for any other character: the server
 * must not call out while drawing, so such characters lose their accent marks or are left out (`drawable`).
 */
const DRAWN = /^[\u0020-\u007e\u00a0-\u02ff\u1e00-\u1eff\u2010-\u2027\u2030-\u205e\u20ac]$/u

/** `text` with only characters the fonts draw: 'Zoë' stays, 'Nguyễn' stays, '😀' and '李' go; spaces collapsed. */
export function drawable(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC')) {
    if (DRAWN.test(char)) out += char
    else for (const part of char.normalize('NFD').replace(/\p{M}/gu, '')) if (DRAWN.test(part)) out += part
  }
  return out.replace(/\s+/g, ' ').trim()
}
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined
const loadFonts = () =>
  (fonts ??= Promise.all(
    FONT_FILES.map(async ({ file, weight }) => ({
      name: file.includes('-ext-') ? 'Inter Ext' : 'Inter',
      data: await readFile(path.join(process.cwd(), 'lib/share/fonts', file)),
      weight,
      style: 'normal' as const,
    })),
  ))

/** Rendered images by content: a crawler asking again, or anyone asking often, costs no new rendering. */
const rendered = new LRUCache<string, Buffer>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (png) => png.length })

/** Font size of the title by its length: one or two lines on the image. */
const titleSize = (title: string) => (title.length <= 16 ? 104 : title.length <= 24 ? 84 : title.length <= 36 ? 68 : 54)

/**
 * The preview image of `content` as a PNG of {@link PREVIEW_SIZE}: the cream page with the site's sage and blush
 * circles, the eyebrow, the name large, the parents and the date, and the brand at the bottom.
 * @returns the PNG file bytes.
 */
export async function previewPng(content: PreviewContent): Promise<Buffer> {
  const text = {
    eyebrow: drawable(content.eyebrow).toUpperCase(),
    title: drawable(content.title) || drawable(content.brand),
    subtitle: content.subtitle && drawable(content.subtitle),
    date: content.date && drawable(content.date),
    brand: drawable(content.brand),
  }
  const key = JSON.stringify(text)
  const cached = rendered.get(key)
  if (cached) return cached
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        padding: '76px 96px',
        background: '#fffaf5',
        fontFamily: 'Inter, "Inter Ext"',
        position: 'relative',
      }}
    >
      <div
        style={{
          position: 'absolute',
          top: -170,
          right: -130,
          width: 520,
          height: 520,
          borderRadius: 9999,
          background: '#dcefea',
          display: 'flex',
        }}
      />
      <div
        style={{
          position: 'absolute',
          bottom: -190,
          right: 180,
          width: 360,
          height: 360,
          borderRadius: 9999,
          background: '#fbe7ea',
          display: 'flex',
        }}
      />
      <div style={{ fontSize: 30, fontWeight: 700, letterSpacing: 5, color: '#b83a52', display: 'flex' }}>
        {text.eyebrow}
      </div>
      <div
        style={{
          marginTop: 28,
          maxWidth: 940,
          fontSize: titleSize(text.title),
          fontWeight: 700,
          lineHeight: 1.08,
          color: '#292524',
          display: 'flex',
        }}
      >
        {text.title}
      </div>
      {text.subtitle && (
        <div style={{ marginTop: 30, maxWidth: 900, fontSize: 40, color: '#57534e', display: 'flex' }}>
          {text.subtitle}
        </div>
      )}
      {text.date && <div style={{ marginTop: 14, fontSize: 36, color: '#316358', display: 'flex' }}>{text.date}</div>}
      <div
        style={{
          marginTop: 'auto',
          display: 'flex',
          alignItems: 'center',
          fontSize: 32,
          fontWeight: 700,
          color: '#316358',
        }}
      >
        <div
          style={{ width: 22, height: 22, borderRadius: 9999, background: '#4a9685', marginRight: 16, display: 'flex' }}
        />
        {text.brand}
      </div>
    </div>,
    { ...PREVIEW_SIZE, fonts: await loadFonts() },
  )
  const png = Buffer.from(await image.arrayBuffer())
  rendered.set(key, png)
  return png
}

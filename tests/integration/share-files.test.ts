// The files made from a list's short link (decision 039), read as a phone's camera and a printer would: the QR code
// decoded from the PNG, from the SVG and from the printed card (the PDF's page rendered by poppler's pdftoppm), and the
// decoded address followed to the list; the card's text (pdftotext) with accents, curly quotes and names outside the
// PDF font; and the link preview image and metadata of the public page, with no names for a protected list and no
// IBAN anywhere.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import jsQR from 'jsqr'
import { PDFDocument } from 'pdf-lib'
import { PNG } from 'pngjs'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { GET as getQrSvg } from '@/app/api/lists/[id]/qr.svg/route'
import { GET as getQrPng } from '@/app/api/lists/[id]/qr.png/route'
import { GET as getCard } from '@/app/api/lists/[id]/card.pdf/route'
import { GET as getPreview } from '@/app/[locale]/list/[slug]/preview.png/route'
import { readListBySlug, toPublicListView } from '@/lib/lists'
import { resolveShortLink } from '@/lib/share'
import { previewMetadata } from '@/lib/share/preview'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createUser } from '../fixtures/factories'
import { useEnv } from '../support/env'

const db = useTestDatabase()
const PASSWORD = 'geheim123'
const SITE = 'https://geboortelijst.test'
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'share-files-'))

useEnv('APP_URL', SITE)
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

const id = (n: number) => ({ id: String(n) })

async function ownerWithList(data: Parameters<typeof createList>[2] = {}) {
  const user = await createUser(db(), { password: PASSWORD })
  const list = await createList(db(), user.id, data)
  return { list, token: await tokenFor(user.email, PASSWORD) }
}

/** The text of the QR code in a PNG, as a phone's camera reads it; null when none is found. */
function decodePng(bytes: Buffer): string | null {
  const png = PNG.sync.read(bytes)
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}

/** Follows a decoded address as a phone would: /l/{code} on this site, then the list page it leads to. */
async function follow(url: string): Promise<string> {
  const { origin, pathname } = new URL(url)
  expect(origin).toBe(SITE)
  const code = /^\/l\/([^/]+)$/.exec(pathname)?.[1]
  expect(code, pathname).toBeTruthy()
  const slug = await resolveShortLink(code!, async () => null)
  expect((await readListBySlug(null, slug)).url, 'the list is served to a visitor').toBe(slug)
  return slug
}

/** The PDF's first page as a PNG at `dpi`, rendered by poppler (as a printer driver would rasterise it). */
function renderPdf(pdf: Buffer, name: string, dpi = 150): Buffer {
  const file = path.join(tmp, `${name}.pdf`)
  fs.writeFileSync(file, pdf)
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', file, path.join(tmp, name)])
  const rendered = fs.readdirSync(tmp).find((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))!
  return fs.readFileSync(path.join(tmp, rendered))
}

const pdfText = (pdf: Buffer, name: string) => {
  const file = path.join(tmp, `${name}-text.pdf`)
  fs.writeFileSync(file, pdf)
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
}

async function body(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer())
}

describe('the QR code', () => {
  it('as a PNG of at least 1200 pixels holds the short link, which opens the list', async () => {
    const { list, token } = await ownerWithList()
    const res = await call(getQrPng, `/api/lists/${list.id}/qr.png`, { token, params: id(list.id) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="qr-${list.url}.png"`)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const png = await body(res)
    const { width, height } = PNG.sync.read(png)
    expect(width).toBeGreaterThanOrEqual(1200)
    expect(height).toBe(width)
    const url = decodePng(png)
    const { shortCode } = await db().list.findUniqueOrThrow({ where: { id: list.id } })
    expect(url).toBe(`${SITE}/l/${shortCode}`)
    expect(await follow(url!)).toBe(list.url)
  })

  it('as an SVG holds the same short link', async () => {
    const { list, token } = await ownerWithList()
    const res = await call(getQrSvg, `/api/lists/${list.id}/qr.svg`, { token, params: id(list.id) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await body(res)
    expect(svg.toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    expect(svg.toString('utf8')).not.toMatch(/<script|on\w+=/i)
    const url = decodePng(
      await sharp(svg, { density: 300 }).resize(600).flatten({ background: '#ffffff' }).png().toBuffer(),
    )
    expect(await follow(url!)).toBe(list.url)
  })
})

describe('the birth card', () => {
  it('A6: one page of 105 × 148 mm whose printed QR code opens the list, with the name, parents, date, line and short link', async () => {
    const { list, token } = await ownerWithList({
      firstName: 'Zoë',
      lastName: 'Van den Broeck',
      parent1FirstName: 'Anaïs',
      parent2FirstName: 'Jonas',
      birthDate: '2026-10-14',
    })
    await db().list.update({ where: { id: list.id }, data: { cardLine: 'Welkom, kleine ‘Zoë’ – we zijn zó blij' } })
    const res = await call(getCard, `/api/lists/${list.id}/card.pdf?format=a6`, { token, params: id(list.id) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="geboortekaartje-${list.url}-a6.pdf"`)
    const pdf = await body(res)

    const doc = await PDFDocument.load(pdf)
    expect(doc.getPageCount()).toBe(1)
    const { width, height } = doc.getPage(0).getSize()
    expect([Math.round((width * 25.4) / 72), Math.round((height * 25.4) / 72)]).toEqual([105, 148])
    expect(doc.getTitle()).toBe('Geboortekaartje van Zoë Van den Broeck')

    const url = decodePng(renderPdf(pdf, 'a6'))
    const { shortCode } = await db().list.findUniqueOrThrow({ where: { id: list.id } })
    expect(url).toBe(`${SITE}/l/${shortCode}`)
    expect(await follow(url!)).toBe(list.url)

    const text = pdfText(pdf, 'a6')
    for (const part of [
      'GEBOORTELIJST',
      'Zoë Van den Broeck',
      'Kindje van Anaïs en Jonas',
      'Geboren op 14 oktober 2026',
      '“Welkom, kleine ‘Zoë’ – we zijn zó blij”',
      `geboortelijst.test/l/${shortCode}`,
    ]) {
      expect(text).toContain(part)
    }
    expect(text).not.toContain(list.iban)
  })

  it('A4: four cards with cut lines, each printed QR code opening the list', async () => {
    const { list, token } = await ownerWithList()
    const res = await call(getCard, `/api/lists/${list.id}/card.pdf?format=a4`, { token, params: id(list.id) })
    expect(res.status).toBe(200)
    const pdf = await body(res)
    const { width, height } = (await PDFDocument.load(pdf)).getPage(0).getSize()
    expect([Math.round((width * 25.4) / 72), Math.round((height * 25.4) / 72)]).toEqual([210, 297])
    const page = renderPdf(pdf, 'a4')
    const meta = await sharp(page).metadata()
    const half = { width: Math.floor(meta.width! / 2), height: Math.floor(meta.height! / 2) }
    for (const [left, top] of [
      [0, 0],
      [half.width, 0],
      [0, half.height],
      [half.width, half.height],
    ]) {
      const quarter = await sharp(page)
        .extract({ left, top, ...half })
        .png()
        .toBuffer()
      const url = decodePng(quarter)
      expect(url, `the card at ${left},${top}`).toMatch(/^https:\/\/geboortelijst\.test\/l\/[2-9a-hjkmnp-tv-z]{8}$/)
      expect(await follow(url!)).toBe(list.url)
    }
    expect(pdfText(pdf, 'a4').match(/Noor Peeters/g)).toHaveLength(4)
  })

  it('prints a name and a line outside the PDF font without failing: accents dropped, other signs left out', async () => {
    const { list, token } = await ownerWithList({
      firstName: 'Łucja',
      lastName: 'Nguyễn',
      parent1FirstName: 'Ōtsuka',
      parent2FirstName: '李',
    })
    await db().list.update({ where: { id: list.id }, data: { cardLine: 'Welkom 💛 kleintje' } })
    const res = await call(getCard, `/api/lists/${list.id}/card.pdf`, { token, params: id(list.id) })
    expect(res.status).toBe(200)
    const pdf = await body(res)
    const text = pdfText(pdf, 'fallback')
    expect(text).toContain('Lucja Nguyen')
    expect(text).toContain('Kindje van Otsuka en')
    expect(text).toContain('“Welkom kleintje”')
    expect(decodePng(renderPdf(pdf, 'fallback'))).toMatch(/\/l\/[2-9a-hjkmnp-tv-z]{8}$/)
  })

  it('with a due date says when the baby is expected, and a list without a first name is the parents’ baby', async () => {
    const due = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
    const { list, token } = await ownerWithList({
      firstName: '',
      parent1FirstName: 'Sofie',
      parent2FirstName: 'Jonas',
      birthDate: due,
    })
    const pdf = await body(await call(getCard, `/api/lists/${list.id}/card.pdf`, { token, params: id(list.id) }))
    const text = pdfText(pdf, 'due')
    expect(text).toContain('Baby van Sofie en Jonas')
    expect(text).toContain('Verwacht op')
    expect(text).not.toContain('Kindje van')
  })

  it('of a protected list carries its list code under the short link; a public list’s card has none', async () => {
    const { list, token } = await ownerWithList()
    const card = async () => body(await call(getCard, `/api/lists/${list.id}/card.pdf`, { token, params: id(list.id) }))
    const publicCard = await card()
    expect(pdfText(publicCard, 'public')).not.toContain('Lijstcode')
    await db().list.update({ where: { id: list.id }, data: { visibility: 'PROTECTED', accessCode: 'zonnebloem' } })
    const protectedCard = await card()
    expect(pdfText(protectedCard, 'protected')).toContain('Lijstcode: zonnebloem')
    // The link leads to the list's page, which asks a visitor for the code.
    const url = new URL(decodePng(renderPdf(protectedCard, 'protected'))!)
    expect(await resolveShortLink(url.pathname.slice('/l/'.length), async () => null)).toBe(list.url)
  })

  it('refuses another format with 422 VALIDATION on format', async () => {
    const { list, token } = await ownerWithList()
    const refused = await expectError(
      await call(getCard, `/api/lists/${list.id}/card.pdf?format=a5`, { token, params: id(list.id) }),
      422,
      'VALIDATION',
    )
    expect(refused.error.details?.fields?.format).toBeTruthy()
  })
})

describe('the link preview', () => {
  it('is a 1200 × 630 PNG for a list page, and 404 for an unknown one', async () => {
    const { list } = await ownerWithList()
    const res = await call(getPreview, `/list/${list.url}/preview.png?v=x`, {
      params: { locale: 'nl', slug: list.url },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    const dutch = await body(res)
    const { width, height } = PNG.sync.read(dutch)
    expect([width, height]).toEqual([1200, 630])
    // The French page's image is written in French (its date line).
    const french = await call(getPreview, `/fr/list/${list.url}/preview.png`, {
      params: { locale: 'fr', slug: list.url },
    })
    expect(french.status).toBe(200)
    expect((await body(french)).equals(dutch)).toBe(false)
    await expectError(
      await call(getPreview, '/list/bestaat-niet/preview.png', { params: { locale: 'nl', slug: 'bestaat-niet' } }),
      404,
      'NOT_FOUND',
    )
    await expectError(
      await call(getPreview, '/list/..%2F/preview.png', { params: { locale: 'nl', slug: '../' } }),
      404,
      'NOT_FOUND',
    )
  })

  it('of two protected lists is the same image: it names nobody', async () => {
    const a = await ownerWithList({ firstName: 'Anna', parent1FirstName: 'Bert' })
    const b = await ownerWithList({ firstName: 'Cas', parent1FirstName: 'Dirk' })
    const image = async (slug: string) =>
      body(await call(getPreview, `/list/${slug}/preview.png`, { params: { locale: 'nl', slug } }))
    expect((await image(a.list.url)).equals(await image(b.list.url)), 'two named lists differ').toBe(false)
    for (const { list } of [a, b])
      await db().list.update({ where: { id: list.id }, data: { visibility: 'PROTECTED', accessCode: 'geheim12' } })
    expect((await image(a.list.url)).equals(await image(b.list.url))).toBe(true)
  })

  it('metadata: the child in og:title, a large Twitter card, the image at its fingerprinted address, and no IBAN', async () => {
    const { list } = await ownerWithList({
      firstName: 'Noor',
      lastName: 'Peeters',
      parent1FirstName: 'Sofie',
      parent2FirstName: 'Jonas',
    })
    const meta = previewMetadata(toPublicListView(list), list.url)
    const og = meta.openGraph as {
      title: string
      description: string
      url: string
      images: { url: string; width: number; height: number; alt: string }[]
    }
    expect(og.title).toBe('Geboortelijst van Noor Peeters')
    expect(og.url).toBe(`${SITE}/list/${list.url}`)
    expect(og.images).toEqual([
      {
        url: expect.stringMatching(new RegExp(`^${SITE}/list/${list.url}/preview\\.png\\?v=[\\w-]{12}$`)),
        width: 1200,
        height: 630,
        alt: expect.stringContaining('Noor Peeters'),
        type: 'image/png',
      },
    ])
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Geboortelijst van Noor Peeters' })
    expect(JSON.stringify(meta)).not.toContain(list.iban)
    expect(JSON.stringify(meta)).not.toContain('BE71')

    const renamed = previewMetadata({ ...toPublicListView(list), firstName: 'Nora' }, list.url)
    expect((renamed.openGraph as typeof og).images[0].url, 'a new name is a new image address').not.toBe(
      og.images[0].url,
    )

    const protectedMeta = previewMetadata({ ...toPublicListView(list), visibility: 'PROTECTED' }, list.url)
    const text = JSON.stringify(protectedMeta)
    for (const name of ['Noor', 'Peeters', 'Sofie', 'Jonas']) expect(text).not.toContain(name)
    expect(protectedMeta.twitter).toMatchObject({ card: 'summary_large_image' })
  })
})

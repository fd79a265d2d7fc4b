// POST /api/images/upload and GET /uploads/{slug}/{file} (docs/rules.md#uploads), called as an API
// client would, on a real database and the local disk ($DATA_DIR/uploads); with CLOUDINARY_URL set, against a
// mocked `cloudinary` module (the only thing mocked here).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { NextRequest } from 'next/server'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as upload } from '@/app/api/images/upload/route'
import { GET as serve } from '@/app/uploads/[slug]/[file]/route'
import { deleteListImages, deleteStoredImage } from '@/lib/images'
import { dataDir } from '@/lib/db'
import { t } from '@/lib/i18n'
import { useTestDatabase } from '../support/db'
import { createList, createUser } from '../fixtures/factories'
import { expectError, nextIp, params, tokenFor } from '../support/api'
import { expectConsoleError } from '../support/console'

const cloudinary = vi.hoisted(() => ({
  uploads: [] as Array<{ options: Record<string, unknown>; data: Buffer }>,
  fail: false,
  upload_stream: vi.fn(),
  destroy: vi.fn(async (_publicId: string, _options?: unknown) => ({ result: 'ok' })),
  delete_resources_by_prefix: vi.fn(async (_prefix: string, _options?: unknown) => ({ deleted: {}, partial: false })),
  delete_folder: vi.fn(async (_path: string) => ({ deleted: [] as string[] })),
}))

vi.mock('cloudinary', async () => {
  const { Writable } = await import('node:stream')
  cloudinary.upload_stream.mockImplementation(
    (options: Record<string, unknown>, callback: (error: unknown, result?: unknown) => void) => {
      const chunks: Buffer[] = []
      return new Writable({
        write(chunk, _enc, done) {
          chunks.push(Buffer.from(chunk))
          done()
        },
        final(done) {
          const data = Buffer.concat(chunks)
          cloudinary.uploads.push({ options, data })
          if (cloudinary.fail) callback({ message: 'Invalid Signature', http_code: 401 })
          else
            callback(undefined, {
              public_id: `${options.folder}/${options.public_id}`,
              secure_url: `https://res.cloudinary.com/demo-cloud/image/upload/v1763800000/${options.folder}/${options.public_id}.webp`,
            })
          done()
        },
      })
    },
  )
  const v2 = {
    uploader: { upload_stream: cloudinary.upload_stream, destroy: cloudinary.destroy },
    api: { delete_resources_by_prefix: cloudinary.delete_resources_by_prefix, delete_folder: cloudinary.delete_folder },
  }
  return { v2, default: { v2 } }
})

const db = useTestDatabase()

/** The multipart body: `image` (the file) and `folder` (the list slug). */
function imageForm(bytes: Buffer, folder: string, name = 'foto.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData()
  form.set('image', new Blob([new Uint8Array(bytes)], { type }), name)
  form.set('folder', folder)
  return form
}

/** POST /api/images/upload with a multipart body, its own client address and the bearer token when given. */
function multipart(form: FormData, token?: string, ip: string = nextIp()): NextRequest {
  const headers: Record<string, string> = {
    'x-forwarded-for': ip,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  }
  return new NextRequest('http://localhost/api/images/upload', { method: 'POST', headers, body: form })
}

const uploads = (slug: string) => path.join(dataDir(), 'uploads', slug)
const storedFiles = (slug: string) => (fs.existsSync(uploads(slug)) ? fs.readdirSync(uploads(slug)) : [])

/** The stored file behind a local secure_url, which must have our shape. */
function fileOf(url: string): string {
  const match = /^\/uploads\/([a-z0-9-]+)\/([a-f0-9]{32}\.webp)$/.exec(url)
  expect(match, url).not.toBeNull()
  return path.join(uploads(match![1]), match![2])
}

/** A 3000 × 2000 JPEG taken "sideways" (EXIF orientation 6) that carries the GPS position of a home in Brussels. */
async function phonePhoto(): Promise<Buffer> {
  const gps = {
    GPSLatitudeRef: 'N',
    GPSLatitude: '50/1 51/1 1234/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '4/1 21/1 5678/100',
  }
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c0a080' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'BabyPhone', Model: 'Thuis 1' }, IFD3: gps })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))

let owner: { token: string; slug: string }
let other: { token: string; slug: string }
let adminToken: string

beforeAll(async () => {
  const make = async (role: 'USER' | 'ADMIN') => {
    const user = await createUser(db(), { password: 'geheim123', role })
    const list = await createList(db(), user.id)
    return { token: await tokenFor(user.email, 'geheim123'), slug: list.url }
  }
  owner = await make('USER')
  other = await make('USER')
  adminToken = (await make('ADMIN')).token
})

async function uploadOk(body: FormData, token = owner.token): Promise<string> {
  const res = await upload(multipart(body, token), params({}))
  expect(res.status).toBe(201)
  const json = (await res.json()) as { secure_url: string }
  expect(Object.keys(json)).toEqual(['secure_url'])
  return json.secure_url
}

describe('POST /api/images/upload: what is stored', () => {
  it('stores a phone photo as an upright WebP of at most 1600 px without any EXIF, so no GPS position', async () => {
    const photo = await phonePhoto()
    const before = await sharp(photo).metadata()
    expect(before.orientation).toBe(6)
    expect(hasGpsPointer(before.exif!)).toBe(true)

    const url = await uploadOk(imageForm(photo, owner.slug, 'IMG_0042.jpg', 'image/jpeg'))
    expect(url.startsWith(`/uploads/${owner.slug}/`)).toBe(true)
    const stored = fs.readFileSync(fileOf(url))
    const meta = await sharp(stored).metadata()
    expect(meta.format).toBe('webp')
    // Turned upright (portrait), the long side brought down to 1600.
    expect([meta.width, meta.height]).toEqual([1067, 1600])
    expect(meta.orientation).toBeUndefined()
    expect(meta.exif).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(meta.icc).toBeUndefined()
    const raw = stored.toString('latin1')
    for (const trace of ['Exif', 'BabyPhone', 'Thuis 1', 'GPS']) expect(raw).not.toContain(trace)
  })

  it('accepts a PNG and never enlarges a small image', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ffffff80' } })
      .png()
      .toBuffer()
    const meta = await sharp(
      fs.readFileSync(fileOf(await uploadOk(imageForm(png, owner.slug, 'wieg.png', 'image/png')))),
    ).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200])
  })

  it('accepts a WebP whatever name and type it is sent with', async () => {
    const webp = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer()
    const meta = await sharp(
      fs.readFileSync(fileOf(await uploadOk(imageForm(webp, owner.slug, 'foto.txt', 'text/plain')))),
    ).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800])
  })

  it('accepts an animated GIF and keeps it animated', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
        .png()
        .toBuffer()
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer()
    const stored = fs.readFileSync(fileOf(await uploadOk(imageForm(gif, owner.slug, 'knuffel.gif', 'image/gif'))))
    const meta = await sharp(stored, { animated: true }).metadata()
    expect([meta.format, meta.pages, meta.width, meta.pageHeight]).toEqual(['webp', 2, 60, 40])
  })

  it('lets an administrator upload to any list', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const url = await uploadOk(imageForm(png, other.slug), adminToken)
    expect(url.startsWith(`/uploads/${other.slug}/`)).toBe(true)
  })
})

describe('POST /api/images/upload: refusals store nothing', () => {
  const fresh = async () => {
    const user = await createUser(db(), { password: 'geheim123' })
    const list = await createList(db(), user.id)
    return { token: await tokenFor(user.email, 'geheim123'), slug: list.url }
  }

  it('refuses a text file renamed to .jpg with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const me = await fresh()
    const res = await upload(
      multipart(
        imageForm(Buffer.from('Dit is geen foto, maar een boodschappenlijstje.\n'), me.slug, 'foto.jpg', 'image/jpeg'),
        me.token,
      ),
      params({}),
    )
    const body = await expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE')
    expect(body.error.message).toBe(t('images.unsupported'))
    expect(storedFiles(me.slug)).toEqual([])
  })

  it('refuses an SVG (script inside) with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const me = await fresh()
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    )
    const res = await upload(multipart(imageForm(svg, me.slug, 'logo.svg', 'image/svg+xml'), me.token), params({}))
    expect((await expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE')).error.message).toBe(t('images.unsupported'))
    expect(storedFiles(me.slug)).toEqual([])
  })

  it('refuses a TIFF sent as a JPEG with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const me = await fresh()
    const tiff = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .tiff()
      .toBuffer()
    const res = await upload(multipart(imageForm(tiff, me.slug, 'scan.jpg', 'image/jpeg'), me.token), params({}))
    await expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE')
    expect(storedFiles(me.slug)).toEqual([])
  })

  it('refuses a JPEG cut off after its header with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const me = await fresh()
    const photo = await phonePhoto()
    const res = await upload(multipart(imageForm(photo.subarray(0, 2000), me.slug), me.token), params({}))
    await expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE')
    expect(storedFiles(me.slug)).toEqual([])
  })

  it('refuses a file above 5 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const me = await fresh()
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41)
    big.set([0xff, 0xd8, 0xff, 0xe0])
    const body = await expectError(
      await upload(multipart(imageForm(big, me.slug), me.token), params({})),
      413,
      'PAYLOAD_TOO_LARGE',
    )
    expect(body.error.message).toBe(t('images.tooLarge'))
    expect(storedFiles(me.slug)).toEqual([])
  })

  it('refuses a body far above 5 MB with 413 PAYLOAD_TOO_LARGE, also without a Content-Length', async () => {
    const me = await fresh()
    const res = await upload(multipart(imageForm(Buffer.alloc(7 * 1024 * 1024, 1), me.slug), me.token), params({}))
    await expectError(res, 413, 'PAYLOAD_TOO_LARGE')
    expect(storedFiles(me.slug)).toEqual([])
  })

  it('refuses a Content-Length above the limit with 413 PAYLOAD_TOO_LARGE before reading the body', async () => {
    const me = await fresh()
    const init = {
      method: 'POST',
      headers: {
        authorization: `Bearer ${me.token}`,
        'x-forwarded-for': nextIp(),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      // A body that would never end: the answer must come from the header alone.
      body: new ReadableStream({ pull: () => new Promise<void>(() => undefined) }),
      duplex: 'half',
    }
    const req = new NextRequest(
      'http://localhost/api/images/upload',
      init as ConstructorParameters<typeof NextRequest>[1],
    )
    await expectError(await upload(req, params({})), 413, 'PAYLOAD_TOO_LARGE')
  })

  it('refuses a small PNG that claims 10 000 × 10 000 pixels (decompression bomb) with 413 PAYLOAD_TOO_LARGE', async () => {
    const me = await fresh()
    const png = Buffer.from(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    )
    // IHDR starts at byte 8: length (4), 'IHDR' (4), width (4), height (4), 5 more bytes, then its CRC.
    png.writeUInt32BE(10_000, 16)
    png.writeUInt32BE(10_000, 20)
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29)
    const body = await expectError(
      await upload(multipart(imageForm(png, me.slug, 'bom.png', 'image/png'), me.token), params({})),
      413,
      'PAYLOAD_TOO_LARGE',
    )
    expect(body.error.message).toBe(t('images.tooManyPixels'))
    expect(storedFiles(me.slug)).toEqual([])
  })

  it('answers 400 BAD_REQUEST with a Dutch message for a body that is not multipart', async () => {
    const req = new NextRequest('http://localhost/api/images/upload', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'x-forwarded-for': nextIp(),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ image: 'data:image/png;base64,AAAA', folder: owner.slug }),
    })
    expect((await expectError(await upload(req, params({})), 400, 'BAD_REQUEST')).error.message).toBe(
      t('images.notMultipart'),
    )
  })

  it('answers 400 BAD_REQUEST for a multipart body that does not parse', async () => {
    const req = new NextRequest('http://localhost/api/images/upload', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'x-forwarded-for': nextIp(),
        'content-type': 'multipart/form-data; boundary=abc',
      },
      body: 'dit is geen multipart',
    })
    await expectError(await upload(req, params({})), 400, 'BAD_REQUEST')
  })

  it('answers 422 VALIDATION naming the field when the image or the folder is missing', async () => {
    const noImage = new FormData()
    noImage.set('folder', owner.slug)
    const a = await expectError(await upload(multipart(noImage, owner.token), params({})), 422, 'VALIDATION')
    expect(a.error.details).toEqual({ fields: { image: t('images.imageRequired') } })

    const noFolder = new FormData()
    noFolder.set('image', new Blob([Buffer.from('x')]), 'x.png')
    const b = await expectError(await upload(multipart(noFolder, owner.token), params({})), 422, 'VALIDATION')
    expect(b.error.details).toEqual({ fields: { folder: t('images.folderRequired') } })

    const textImage = new FormData()
    textImage.set('folder', owner.slug)
    textImage.set('image', 'not a file')
    await expectError(await upload(multipart(textImage, owner.token), params({})), 422, 'VALIDATION')
  })
})

describe('POST /api/images/upload: who may upload', () => {
  const png = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#abcdef' } })
      .png()
      .toBuffer()

  it('answers 401 UNAUTHORIZED to a visitor and to a tampered token, storing nothing', async () => {
    const me = { slug: (await createList(db(), (await createUser(db())).id)).url }
    await expectError(await upload(multipart(imageForm(await png(), me.slug)), params({})), 401, 'UNAUTHORIZED')
    await expectError(
      await upload(multipart(imageForm(await png(), me.slug), `${owner.token}x`), params({})),
      401,
      'UNAUTHORIZED',
    )
    expect(storedFiles(me.slug)).toEqual([])
  })

  it("answers 403 FORBIDDEN for another user's list, storing nothing", async () => {
    const victim = await createList(db(), (await createUser(db())).id)
    await expectError(
      await upload(multipart(imageForm(await png(), victim.url), owner.token), params({})),
      403,
      'FORBIDDEN',
    )
    expect(storedFiles(victim.url)).toEqual([])
  })

  it('answers 404 NOT_FOUND for an unknown list and for a folder that is no slug', async () => {
    await expectError(
      await upload(multipart(imageForm(await png(), 'bestaat-niet-123'), owner.token), params({})),
      404,
      'NOT_FOUND',
    )
    await expectError(
      await upload(multipart(imageForm(await png(), '../../etc'), owner.token), params({})),
      404,
      'NOT_FOUND',
    )
    expect(fs.existsSync(path.join(dataDir(), 'etc'))).toBe(false)
  })

  it('answers 429 RATE_LIMITED once an address used up its uploads', async () => {
    const ip = nextIp()
    for (let i = 0; i < 60; i++)
      expect((await upload(multipart(new FormData(), undefined, ip), params({}))).status).toBe(401)
    const res = await upload(multipart(new FormData(), undefined, ip), params({}))
    const body = await expectError(res, 429, 'RATE_LIMITED')
    expect(body.error.message).toBe(t('errors.rateLimited'))
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('GET /uploads/{slug}/{file}', () => {
  const get = (slug: string, file: string) =>
    serve(new Request(`http://localhost/uploads/${slug}/${file}`), params({ slug, file }))

  it('serves a stored image as WebP with a year-long immutable cache and nosniff', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff8800' } })
      .png()
      .toBuffer()
    const url = await uploadOk(imageForm(png, owner.slug))
    const [, , slug, file] = url.split('/')
    const res = await get(slug, file)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(fileOf(url)))).toBe(true)
  })

  it('answers 404 for an unknown file, a malformed name and any path traversal', async () => {
    fs.mkdirSync(uploads(owner.slug), { recursive: true })
    const cases: Array<[string, string]> = [
      [owner.slug, `${'0'.repeat(32)}.webp`],
      [owner.slug, 'geheim.txt'],
      [owner.slug, '..%2f..%2fauth-secret'],
      [owner.slug, '../../auth-secret'],
      ['..', 'auth-secret'],
      ['..%2f..', 'auth-secret'],
      [owner.slug, `${'A'.repeat(32)}.webp`],
      [owner.slug, `.${'a'.repeat(32)}.webp.tmp`],
    ]
    for (const [slug, file] of cases) {
      const res = await get(slug, file)
      expect(res.status, `${slug}/${file}`).toBe(404)
      expect(res.headers.get('content-type')).toContain('text/plain')
      expect(await res.text()).toBe(t('images.notFound'))
    }
  })
})

describe('deleteStoredImage and deleteListImages', () => {
  const png = () =>
    sharp({ create: { width: 16, height: 16, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer()

  it('deleteStoredImage removes one uploaded image, which then answers 404', async () => {
    const keep = await uploadOk(imageForm(await png(), owner.slug))
    const drop = await uploadOk(imageForm(await png(), owner.slug))
    expect(await db().upload.findUnique({ where: { url: drop } })).not.toBeNull()
    await deleteStoredImage(drop)
    expect(fs.existsSync(fileOf(drop))).toBe(false)
    expect(fs.existsSync(fileOf(keep))).toBe(true)
    expect(await db().upload.findUnique({ where: { url: drop } })).toBeNull()
    expect(await db().upload.findUnique({ where: { url: keep } })).not.toBeNull()
    const [, , slug, file] = drop.split('/')
    expect((await serve(new Request(`http://localhost${drop}`), params({ slug, file }))).status).toBe(404)
    // Already gone: still fine.
    await deleteStoredImage(drop)
  })

  it('deleteStoredImage ignores URLs that are not ours and images of another folder when one is given', async () => {
    const url = await uploadOk(imageForm(await png(), owner.slug))
    for (const foreign of [
      'https://shop.example/wieg.jpg',
      '/images/products/placeholder.svg',
      `/uploads/${owner.slug}/../x.webp`,
      '',
      'javascript:alert(1)',
      `${url}?x=1`,
    ]) {
      await deleteStoredImage(foreign)
    }
    await deleteStoredImage(url, other.slug)
    expect(fs.existsSync(fileOf(url))).toBe(true)
    await deleteStoredImage(url, owner.slug)
    expect(fs.existsSync(fileOf(url))).toBe(false)
  })

  it("deleteListImages removes a list's folder and leaves other lists alone", async () => {
    const user = await createUser(db(), { password: 'geheim123' })
    const list = await createList(db(), user.id)
    const token = await tokenFor(user.email, 'geheim123')
    await uploadOk(imageForm(await png(), list.url), token)
    await uploadOk(imageForm(await png(), list.url), token)
    const othersBefore = storedFiles(owner.slug).length
    expect(storedFiles(list.url)).toHaveLength(2)
    expect(await db().upload.count({ where: { folder: list.url } })).toBe(2)
    await deleteListImages(list.url)
    expect(fs.existsSync(uploads(list.url))).toBe(false)
    expect(await db().upload.count({ where: { folder: list.url } })).toBe(0)
    expect(storedFiles(owner.slug)).toHaveLength(othersBefore)
    // A list without uploads, and a name that is no slug: nothing happens.
    await deleteListImages('nooit-opgeladen')
    await deleteListImages('..')
    expect(fs.existsSync(dataDir())).toBe(true)
  })
})

describe('with CLOUDINARY_URL set', () => {
  beforeAll(() => {
    process.env.CLOUDINARY_URL = 'cloudinary://123456:geheim@demo-cloud'
  })
  afterEach(() => {
    cloudinary.fail = false
    cloudinary.uploads.length = 0
  })
  afterAll(() => {
    delete process.env.CLOUDINARY_URL
  })

  it('uploads the processed WebP to the folder of the list and answers its secure_url', async () => {
    const url = await uploadOk(imageForm(await phonePhoto(), owner.slug))
    expect(cloudinary.uploads).toHaveLength(1)
    const [{ options, data }] = cloudinary.uploads
    expect(options.folder).toBe(owner.slug)
    expect(url).toBe(
      `https://res.cloudinary.com/demo-cloud/image/upload/v1763800000/${owner.slug}/${options.public_id}.webp`,
    )
    const meta = await sharp(data).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1067, 1600, undefined])
    // Its Upload row holds the URL Cloudinary answered (with its version), as a product will save it.
    expect(await db().upload.findUnique({ where: { url } })).toMatchObject({ folder: owner.slug, bytes: data.length })
  })

  it('sends nothing to Cloudinary when the upload is refused', async () => {
    await expectError(
      await upload(multipart(imageForm(Buffer.from('geen foto'), owner.slug), owner.token), params({})),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    )
    await expectError(
      await upload(multipart(imageForm(Buffer.from('geen foto'), other.slug), owner.token), params({})),
      403,
      'FORBIDDEN',
    )
    expect(cloudinary.uploads).toHaveLength(0)
  })

  it('says in Dutch that storing failed when Cloudinary refuses (500 INTERNAL)', async () => {
    cloudinary.fail = true
    // The failure is logged for the operators, without the image's address.
    expectConsoleError(/^\[images\] Cloudinary upload failed \{/)
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const rows = await db().upload.count()
    const body = await expectError(
      await upload(multipart(imageForm(png, owner.slug), owner.token), params({})),
      500,
      'INTERNAL',
    )
    expect(body.error.message).toBe(t('images.storageFailed'))
    // The booking of the image that was not stored is gone: it takes no room in the quota.
    expect(await db().upload.count()).toBe(rows)
  })

  it('deleteStoredImage destroys our image by its public id and ignores other clouds and shapes', async () => {
    const url = await uploadOk(
      imageForm(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
        owner.slug,
      ),
    )
    const publicId = `${owner.slug}/${cloudinary.uploads[0].options.public_id}`
    cloudinary.destroy.mockClear()
    await deleteStoredImage(url.replace('demo-cloud', 'iemand-anders'))
    await deleteStoredImage('https://res.cloudinary.com/demo-cloud/image/upload/v1/sample.jpg')
    await deleteStoredImage(url, other.slug)
    expect(cloudinary.destroy).not.toHaveBeenCalled()
    await deleteStoredImage(url)
    expect(cloudinary.destroy).toHaveBeenCalledTimes(1)
    expect(cloudinary.destroy.mock.calls[0][0]).toBe(publicId)
  })

  it("deleteListImages deletes the resources under the list's folder and the folder itself", async () => {
    cloudinary.delete_resources_by_prefix.mockClear()
    cloudinary.delete_resources_by_prefix
      .mockResolvedValueOnce({ deleted: {}, partial: true })
      .mockResolvedValueOnce({ deleted: {}, partial: false })
    await deleteListImages(owner.slug)
    expect(cloudinary.delete_resources_by_prefix.mock.calls.map((c) => c[0])).toEqual([
      `${owner.slug}/`,
      `${owner.slug}/`,
    ])
    expect(cloudinary.delete_folder).toHaveBeenCalledWith(owner.slug)
  })
})

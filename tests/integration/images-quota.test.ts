// The upload quota of an account (decision 035): at most UPLOAD_UNUSED_LIMIT (20) stored images that no product of
// their list uses, and at most UPLOAD_QUOTA_MB (100 MB) stored in all; beyond either POST /api/images/upload answers
// 409 UPLOAD_QUOTA_EXCEEDED with a Dutch message and stores nothing. The list owner's account is charged, also when
// an administrator uploads. Uploads at the same moment cannot pass the quota together (on PostgreSQL a real race).
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { POST as upload } from '@/app/api/images/upload/route'
import { POST as postProduct } from '@/app/api/products/route'
import { dataDir } from '@/lib/db'
import { t } from '@/lib/i18n'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createUser } from '../fixtures/factories'

const db = useTestDatabase()
const PASSWORD = 'geheim123'

async function owner() {
  const user = await createUser(db(), { password: PASSWORD })
  const list = await createList(db(), user.id)
  return { user, list, token: await tokenFor(user.email, PASSWORD) }
}

let colour = 0
const png = (side = 16) =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r: colour++ % 256, g: 120, b: 40 } } })
    .png()
    .toBuffer()
/** A photo of random pixels: its WebP stays large, so a few of them fill a small quota. */
const noise = (side = 200) =>
  sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png()
    .toBuffer()

function send(slug: string, token: string, image: Buffer): Promise<Response> {
  const form = new FormData()
  form.set('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'foto.png')
  form.set('folder', slug)
  return call(upload, '/api/images/upload', { form, token })
}

async function uploadOk(slug: string, token: string, image?: Buffer): Promise<string> {
  const res = await send(slug, token, image ?? (await png()))
  expect(res.status).toBe(201)
  return ((await res.json()) as { secure_url: string }).secure_url
}

const folder = (slug: string) => path.join(dataDir(), 'uploads', slug)
const files = (slug: string) => (fs.existsSync(folder(slug)) ? fs.readdirSync(folder(slug)).sort() : [])
/** What a refusal must leave exactly as it was: the list's files and the account's rows. */
const stored = async (slug: string, userId: number) => ({
  files: files(slug),
  rows: await db().upload.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
})

afterEach(() => {
  delete process.env.UPLOAD_QUOTA_MB
  delete process.env.UPLOAD_UNUSED_LIMIT
})

describe('images no product uses', () => {
  it('the 21st unused image is refused with 409 UPLOAD_QUOTA_EXCEEDED and stores nothing; one used by a product frees a place', async () => {
    const me = await owner()
    const urls: string[] = []
    for (let i = 0; i < 20; i++) urls.push(await uploadOk(me.list.url, me.token))
    const before = await stored(me.list.url, me.user.id)
    expect(before.files).toHaveLength(20)

    const body = await expectError(await send(me.list.url, me.token, await png()), 409, 'UPLOAD_QUOTA_EXCEEDED')
    expect(body.error.message).toBe(t('images.quotaUnused', { limit: 20 }))
    expect(body.error.details).toEqual({ quota: 'unused', limit: 20, used: 20 })
    expect(await stored(me.list.url, me.user.id)).toEqual(before)

    const res = await call(postProduct, '/api/products', {
      body: { listId: me.list.id, title: 'Knuffel', price: 20, shopName: 'Baby-Dump', imageUrl: urls[0] },
      token: me.token,
    })
    expect(res.status).toBe(201)
    await uploadOk(me.list.url, me.token)
    await expectError(await send(me.list.url, me.token, await png()), 409, 'UPLOAD_QUOTA_EXCEEDED')
  })

  it('counts the account, not the list, and charges the owner when an administrator uploads into the list', async () => {
    process.env.UPLOAD_UNUSED_LIMIT = '2'
    const me = await owner()
    const second = await createList(db(), me.user.id)
    await uploadOk(me.list.url, me.token)
    await uploadOk(second.url, me.token)
    await expectError(await send(second.url, me.token, await png()), 409, 'UPLOAD_QUOTA_EXCEEDED')

    const admin = await createUser(db(), { role: 'ADMIN', password: PASSWORD })
    const adminToken = await tokenFor(admin.email, PASSWORD)
    const before = await stored(me.list.url, me.user.id)
    const body = await expectError(await send(me.list.url, adminToken, await png()), 409, 'UPLOAD_QUOTA_EXCEEDED')
    expect(body.error.message).toBe(t('images.quotaUnused', { limit: 2 }))
    expect(await stored(me.list.url, me.user.id)).toEqual(before)
    // The administrator's own account has room: their own list takes it.
    const own = await createList(db(), admin.id)
    await uploadOk(own.url, adminToken)
  })

  it('an image used by a product of another list still counts as unused', async () => {
    process.env.UPLOAD_UNUSED_LIMIT = '1'
    const me = await owner()
    const stranger = await owner()
    const url = await uploadOk(me.list.url, me.token)
    const res = await call(postProduct, '/api/products', {
      body: { listId: stranger.list.id, title: 'Wieg', price: 20, shopName: 'Baby-Dump' },
      token: stranger.token,
    })
    await db().product.update({ where: { id: ((await res.json()) as { id: number }).id }, data: { imageUrl: url } })
    await expectError(await send(me.list.url, me.token, await png()), 409, 'UPLOAD_QUOTA_EXCEEDED')
  })
})

describe('stored bytes', () => {
  it('an image that would take the account past UPLOAD_QUOTA_MB is refused with 409 UPLOAD_QUOTA_EXCEEDED and stores nothing', async () => {
    const me = await owner()
    await uploadOk(me.list.url, me.token, await noise())
    const [row] = await db().upload.findMany({ where: { userId: me.user.id } })
    expect(row.bytes).toBeGreaterThan(20_000)
    // Room for one and a half of these: the second does not fit.
    const quota = Math.round(row.bytes * 1.5)
    process.env.UPLOAD_QUOTA_MB = String(quota / 1024 / 1024)
    const before = await stored(me.list.url, me.user.id)
    const body = await expectError(await send(me.list.url, me.token, await noise()), 409, 'UPLOAD_QUOTA_EXCEEDED')
    expect(body.error.message).toBe(t('images.quotaBytes', { limit: Math.round((quota / 1024 / 1024) * 10) / 10 }))
    expect(body.error.details).toEqual({ quota: 'bytes', limit: quota, used: row.bytes })
    expect(await stored(me.list.url, me.user.id)).toEqual(before)
    // A tiny image still fits.
    await uploadOk(me.list.url, me.token, await png(8))
  })

  it('a full account is refused before the photo is decoded, also a file that is no image', async () => {
    process.env.UPLOAD_QUOTA_MB = '0.001'
    const me = await owner()
    await uploadOk(me.list.url, me.token, await png(4))
    process.env.UPLOAD_QUOTA_MB = String(
      (await db().upload.findFirstOrThrow({ where: { userId: me.user.id } })).bytes / 1024 / 1024,
    )
    await expectError(await send(me.list.url, me.token, Buffer.from('geen foto')), 409, 'UPLOAD_QUOTA_EXCEEDED')
    expect(files(me.list.url)).toHaveLength(1)
  })
})

describe('uploads at the same moment', () => {
  it('eight at once with room for three: three stored, five refused with 409, three rows', async () => {
    process.env.UPLOAD_UNUSED_LIMIT = '3'
    const me = await owner()
    const images = await Promise.all(Array.from({ length: 8 }, () => png()))
    const answers = await Promise.all(images.map((image) => send(me.list.url, me.token, image)))
    const statuses = answers.map((res) => res.status).sort()
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409])
    for (const res of answers.filter((r) => r.status === 409))
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UPLOAD_QUOTA_EXCEEDED')
    expect(await db().upload.count({ where: { userId: me.user.id } })).toBe(3)
    expect(files(me.list.url)).toHaveLength(3)
  })
})

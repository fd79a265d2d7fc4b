// Uploaded images no product uses (decision 035): every stored upload has an `Upload` row; the daily job removes the
// images whose row is a day old and that no product of their own list uses (file first, then the row), once a day
// across instances; removing an image by any other road (product deleted or given another image, list or account
// deleted) takes its row too. Called as an API client would, on a real database and the local disk; Cloudinary is
// mocked only to make a removal fail.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as upload } from '@/app/api/images/upload/route'
import { POST as postProduct } from '@/app/api/products/route'
import { DELETE as deleteProductRoute, PATCH as patchProduct } from '@/app/api/products/[id]/route'
import { DELETE as deleteListRoute } from '@/app/api/lists/[id]/route'
import { DELETE as deleteMe } from '@/app/api/users/me/route'
import { dataDir } from '@/lib/db'
import { RETENTION_JOB_NAME, runDailyRetention } from '@/lib/privacy/retention-job'
import { call, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { logger } from '@/lib/log'
import { createList, createUser } from '../fixtures/factories'

const cloudinary = vi.hoisted(() => ({
  destroy: vi.fn(async (_publicId: string, _options?: unknown): Promise<{ result: string }> => ({ result: 'ok' })),
}))

vi.mock('cloudinary', async () => {
  const { Writable } = await import('node:stream')
  const upload_stream = (options: Record<string, unknown>, callback: (error: unknown, result?: unknown) => void) =>
    new Writable({
      write: (_chunk, _enc, done) => done(),
      final(done) {
        callback(undefined, {
          secure_url: `https://res.cloudinary.com/demo-cloud/image/upload/v1763800000/${options.folder}/${options.public_id}.webp`,
        })
        done()
      },
    })
  const v2 = { uploader: { upload_stream, destroy: cloudinary.destroy }, api: {} }
  return { v2, default: { v2 } }
})

const db = useTestDatabase()
const PASSWORD = 'geheim123'
const HOUR = 3_600_000

async function owner() {
  const user = await createUser(db(), { password: PASSWORD })
  const list = await createList(db(), user.id)
  return { user, list, token: await tokenFor(user.email, PASSWORD) }
}

let colour = 0
/** A small PNG of its own colour. */
const png = () =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: { r: colour++ % 256, g: 80, b: 160 } } })
    .png()
    .toBuffer()

/** POST /api/images/upload into list `slug`; returns the secure_url. */
async function uploadTo(slug: string, token: string): Promise<string> {
  const form = new FormData()
  form.set('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'foto.png')
  form.set('folder', slug)
  const res = await call(upload, '/api/images/upload', { form, token })
  expect(res.status).toBe(201)
  return ((await res.json()) as { secure_url: string }).secure_url
}

async function productWith(listId: number, imageUrl: string, token: string): Promise<number> {
  const res = await call(postProduct, '/api/products', {
    body: { listId, title: 'Knuffel', price: 20, shopName: 'Baby-Dump', imageUrl },
    token,
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}

const fileOf = (url: string) => path.join(dataDir(), 'uploads', url.replace(/^\/uploads\//, ''))
const exists = (url: string) => fs.existsSync(fileOf(url))
const rowOf = (url: string) => db().upload.findUnique({ where: { url } })
/** The daily job as it would run `hours` from now (a later date than any earlier run of this file). */
const dailyJobIn = (hours: number) => runDailyRetention({ now: new Date(Date.now() + hours * HOUR) })

beforeEach(async () => {
  // Each test runs "its" day: the record of the one before would make the job skip it.
  await db().jobRun.deleteMany()
  await db().upload.deleteMany()
})

afterEach(() => {
  delete process.env.CLOUDINARY_URL
  cloudinary.destroy.mockReset()
  cloudinary.destroy.mockImplementation(async () => ({ result: 'ok' }))
  vi.restoreAllMocks()
})

describe('the Upload row of every stored image', () => {
  it('records who, which folder, the URL and the bytes of the stored WebP; the list owner is charged when an admin uploads', async () => {
    const me = await owner()
    const url = await uploadTo(me.list.url, me.token)
    expect(await rowOf(url)).toMatchObject({
      userId: me.user.id,
      folder: me.list.url,
      url,
      bytes: fs.statSync(fileOf(url)).size,
    })

    const admin = await createUser(db(), { role: 'ADMIN', password: PASSWORD })
    const byAdmin = await uploadTo(me.list.url, await tokenFor(admin.email, PASSWORD))
    expect(await rowOf(byAdmin)).toMatchObject({ userId: me.user.id, folder: me.list.url })
  })

  it('a product given another image, and a deleted product, take the old image and its row with them', async () => {
    const me = await owner()
    const [first, second] = [await uploadTo(me.list.url, me.token), await uploadTo(me.list.url, me.token)]
    const id = await productWith(me.list.id, first, me.token)
    expect(
      (
        await call(patchProduct, `/api/products/${id}`, {
          method: 'PATCH',
          body: { imageUrl: second },
          token: me.token,
          params: { id: String(id) },
        })
      ).status,
    ).toBe(200)
    expect([exists(first), await rowOf(first)]).toEqual([false, null])
    expect(await rowOf(second)).not.toBeNull()
    expect(
      (
        await call(deleteProductRoute, `/api/products/${id}`, {
          method: 'DELETE',
          token: me.token,
          params: { id: String(id) },
        })
      ).status,
    ).toBe(204)
    expect([exists(second), await rowOf(second)]).toEqual([false, null])
  })

  it('a deleted list takes its images and their rows with it', async () => {
    const me = await owner()
    const urls = [await uploadTo(me.list.url, me.token), await uploadTo(me.list.url, me.token)]
    await productWith(me.list.id, urls[0], me.token)
    expect(await db().upload.count({ where: { folder: me.list.url } })).toBe(2)
    expect(
      (
        await call(deleteListRoute, `/api/lists/${me.list.id}`, {
          method: 'DELETE',
          token: me.token,
          params: { id: String(me.list.id) },
        })
      ).status,
    ).toBe(204)
    for (const url of urls) expect([exists(url), await rowOf(url)]).toEqual([false, null])
  })
})

describe('the daily clean-up of unused uploads', () => {
  it('a day later removes the image no product uses, file and row; keeps the used one, one of an hour ago and the seed’s', async () => {
    const me = await owner()
    const used = await uploadTo(me.list.url, me.token)
    const unused = await uploadTo(me.list.url, me.token)
    const recent = await uploadTo(me.list.url, me.token)
    await productWith(me.list.id, used, me.token)
    // The job runs 25 hours from now; `recent` was uploaded an hour before that.
    await db().upload.update({ where: { url: recent }, data: { createdAt: new Date(Date.now() + 24 * HOUR) } })
    // An image of the demo seed, or uploaded before the rows: a file without a row, used by nothing.
    const seed = `/uploads/${me.list.url}/${'5eed'.repeat(8)}.webp`
    fs.writeFileSync(fileOf(seed), 'webp')

    const outcome = await dailyJobIn(25)
    expect(outcome).toMatchObject({ status: 'ran', images: { deleted: 1, kept: 0 } })
    expect([exists(unused), await rowOf(unused)]).toEqual([false, null])
    expect([exists(used), exists(recent), exists(seed)]).toEqual([true, true, true])
    expect(await rowOf(used)).not.toBeNull()
    expect(await rowOf(recent)).not.toBeNull()
    // The job's run is recorded as every day (a count of images would need a column of its own).
    expect(await db().jobRun.findUnique({ where: { name: RETENTION_JOB_NAME } })).not.toBeNull()

    // Once a day: a second check the same day removes nothing, even what became old enough meanwhile.
    await db().upload.update({ where: { url: recent }, data: { createdAt: new Date(Date.now() - 2 * 24 * HOUR) } })
    expect(await runDailyRetention({ now: new Date(Date.now() + 25 * HOUR + 60_000) })).toEqual({
      status: 'already-ran-today',
    })
    expect(exists(recent)).toBe(true)
  })

  it('an image used by a product of another list is not used for its own list, and goes', async () => {
    const me = await owner()
    const stranger = await owner()
    const url = await uploadTo(me.list.url, me.token)
    // The product code refuses another list's upload; a row written before that rule still points at it.
    const theirs = await productWith(stranger.list.id, 'https://shop.example/wieg.jpg', stranger.token)
    await db().product.update({ where: { id: theirs }, data: { imageUrl: url } })
    expect(await dailyJobIn(25)).toMatchObject({ status: 'ran', images: { deleted: 1 } })
    expect([exists(url), await rowOf(url)]).toEqual([false, null])
  })

  it('a file already gone is fine: the row goes', async () => {
    const me = await owner()
    const url = await uploadTo(me.list.url, me.token)
    fs.rmSync(fileOf(url))
    expect(await dailyJobIn(25)).toMatchObject({ status: 'ran', images: { deleted: 1, kept: 0 } })
    expect(await rowOf(url)).toBeNull()
  })

  it('an image whose removal fails keeps its row, is logged without its URL, and goes the next day', async () => {
    process.env.CLOUDINARY_URL = 'cloudinary://123456:geheim@demo-cloud'
    const me = await owner()
    const url = await uploadTo(me.list.url, me.token)
    expect(url).toMatch(/^https:\/\/res\.cloudinary\.com\/demo-cloud\/image\/upload\/v1763800000\//)
    expect(await rowOf(url)).toMatchObject({ folder: me.list.url })
    cloudinary.destroy.mockRejectedValueOnce(
      Object.assign(new Error('Server returned unexpected status code - 500'), { http_code: 500 }),
    )
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {})
    vi.spyOn(logger, 'info').mockImplementation(() => {})

    expect(await dailyJobIn(25)).toMatchObject({ status: 'ran', images: { deleted: 0, kept: 1 } })
    expect(await rowOf(url)).not.toBeNull()
    expect(error).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(error.mock.calls)).not.toContain(me.list.url)

    expect(await dailyJobIn(49)).toMatchObject({ status: 'ran', images: { deleted: 1, kept: 0 } })
    expect(await rowOf(url)).toBeNull()
    expect(cloudinary.destroy).toHaveBeenCalledTimes(2)
    expect(cloudinary.destroy.mock.calls[1][0]).toBe(url.replace(/^.*\/v1763800000\//, '').replace(/\.webp$/, ''))
  })
})

describe('deleting an account', () => {
  it('removes the images of its lists, and one booked to it outside them, with their rows', async () => {
    const me = await owner()
    const kept = await uploadTo(me.list.url, me.token)
    await productWith(me.list.id, kept, me.token)
    const unused = await uploadTo(me.list.url, me.token)
    // A list deleted earlier whose folder could not be removed then: its image and row were left behind.
    const old = await createList(db(), me.user.id)
    const stray = await uploadTo(old.url, me.token)
    await db().list.delete({ where: { id: old.id } })
    expect(await db().upload.count({ where: { userId: me.user.id } })).toBe(3)

    const res = await call(deleteMe, '/api/users/me', {
      method: 'DELETE',
      token: me.token,
      body: { password: PASSWORD },
    })
    expect(res.status).toBe(204)
    expect([exists(kept), exists(unused), exists(stray)]).toEqual([false, false, false])
    expect(await db().upload.count({ where: { userId: me.user.id } })).toBe(0)
  })
})

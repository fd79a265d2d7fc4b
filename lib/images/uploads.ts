import 'server-only'
import { getDb, type Tx } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { Prisma } from '@/lib/generated/prisma/client'
import { t } from '@/lib/i18n'

// The bookkeeping of stored uploads (decision 035): one `Upload` row per image we stored, charged to the account that
// owns the list whose folder holds it. The rows drive the per-account quota below and the daily removal of images no
// product uses (./orphans.ts). Images without a row (the demo seed, uploads from before the rows) are never touched.

/** Stored bytes an account may hold when `UPLOAD_QUOTA_MB` is not set. */
export const DEFAULT_UPLOAD_QUOTA_MB = 100
/** Stored images not (yet) used by a product an account may hold when `UPLOAD_UNUSED_LIMIT` is not set. */
export const DEFAULT_UNUSED_UPLOAD_LIMIT = 20

const MB = 1024 * 1024

/** `UPLOAD_QUOTA_MB` (a positive number of megabytes, 1 MB = 1024 × 1024 bytes) in bytes, or 100 MB. */
export function uploadQuotaBytes(): number {
  const configured = Number(process.env.UPLOAD_QUOTA_MB)
  return Math.round((Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_UPLOAD_QUOTA_MB) * MB)
}

/** `UPLOAD_UNUSED_LIMIT` (a positive integer), or 20. */
export function unusedUploadLimit(): number {
  const configured = Number(process.env.UPLOAD_UNUSED_LIMIT)
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_UNUSED_UPLOAD_LIMIT
}

/**
 * SQL, true when the upload `u` is the image of a product of the list whose folder it is in. A product of another
 * list pointing at it does not count: the image goes with its own list, and the product code refuses such a URL.
 * Uses the index on Product.imageUrl.
 */
export const usedByItsList = Prisma.sql`EXISTS (SELECT 1 FROM "Product" p JOIN "List" l ON l.id = p."listId" WHERE p."imageUrl" = u.url AND l.url = u.folder)`

/** What an account's uploads take: stored bytes and images no product of their list uses. */
export interface UploadUsage {
  bytes: number
  unused: number
}

async function usageOf(db: Tx, userId: number): Promise<UploadUsage> {
  const [row] = await db.$queryRaw<{ bytes: number; unused: number }[]>`
    SELECT COALESCE(SUM(u.bytes), 0)::float8 AS bytes, (COUNT(*) FILTER (WHERE NOT ${usedByItsList}))::int AS unused
    FROM "Upload" u WHERE u."userId" = ${userId}`
  return { bytes: Number(row?.bytes ?? 0), unused: Number(row?.unused ?? 0) }
}

/** The refusal of one more image of `bytes` on top of `usage`, or null when it fits. */
function quotaRefusal(usage: UploadUsage, bytes: number): DomainError | null {
  const unusedLimit = unusedUploadLimit()
  if (usage.unused + 1 > unusedLimit) {
    return new DomainError('UPLOAD_QUOTA_EXCEEDED', t('images.quotaUnused', { limit: unusedLimit }), {
      quota: 'unused',
      limit: unusedLimit,
      used: usage.unused,
    })
  }
  const quota = uploadQuotaBytes()
  if (usage.bytes + bytes > quota) {
    return new DomainError(
      'UPLOAD_QUOTA_EXCEEDED',
      t('images.quotaBytes', { limit: Math.round((quota / MB) * 10) / 10 }),
      { quota: 'bytes', limit: quota, used: usage.bytes },
    )
  }
  return null
}

/** The account charged for uploads into list `slug`: its owner, also when an administrator uploads. */
async function ownerOf(db: Tx, slug: string): Promise<number> {
  const list = await db.list.findUnique({ where: { url: slug }, select: { userId: true } })
  if (!list) throw new DomainError('NOT_FOUND', t('errors.listNotFound'))
  return list.userId
}

/**
 * Refuses early, before an upload is decoded, when the owner of list `slug` has no room left for any image (the
 * exact check, with the stored size, is `reserveUpload`).
 * @throws DomainError UPLOAD_QUOTA_EXCEEDED (409) with `details` `{ quota: 'unused' | 'bytes', limit, used }`,
 *   NOT_FOUND (404) when the list is gone.
 */
export async function assertUploadRoom(slug: string): Promise<void> {
  const db = await getDb()
  const refusal = quotaRefusal(await usageOf(db, await ownerOf(db, slug)), 1)
  if (refusal) throw refusal
}

/**
 * Books an image of `bytes` (the stored WebP) at `url` (`plannedUrl`) in list `slug`'s folder against its owner's
 * quota, before it is stored: counted and written under a transaction-scoped advisory lock per account, so uploads at
 * the same moment are counted one after the other and cannot pass the quota together.
 * @returns the row's id: `recordStoredUrl` once stored, `cancelUpload` when storing failed.
 * @throws DomainError UPLOAD_QUOTA_EXCEEDED (409): more than `UPLOAD_UNUSED_LIMIT` images no product uses, or more
 *   than `UPLOAD_QUOTA_MB` stored; NOT_FOUND (404) when the list is gone. Nothing is written then.
 */
export async function reserveUpload(slug: string, url: string, bytes: number): Promise<number> {
  const db = await getDb()
  return db.$transaction(async (tx) => {
    const userId = await ownerOf(tx, slug)
    // 'glup' beside the daily gift limit's 'glor': the two-key lock space is apart from the single-key one.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${0x67_6c_75_70}::int, ${userId}::int)`
    const refusal = quotaRefusal(await usageOf(tx, userId), bytes)
    if (refusal) throw refusal
    return (await tx.upload.create({ data: { userId, folder: slug, url, bytes }, select: { id: true } })).id
  })
}

/** Puts the URL the storage answered (Cloudinary's, with its version) on the booked row. */
export async function recordStoredUrl(id: number, url: string): Promise<void> {
  const db = await getDb()
  await db.upload.updateMany({ where: { id, NOT: { url } }, data: { url } })
}

/** Drops a booking whose image was not stored. */
export async function cancelUpload(id: number): Promise<void> {
  const db = await getDb()
  await db.upload.deleteMany({ where: { id } })
}

/** Drops the rows of images that were removed: one URL, or a whole list folder. */
export async function forgetUploads(where: { url: string } | { folder: string }): Promise<void> {
  const db = await getDb()
  await db.upload.deleteMany({ where })
}

import 'server-only'
import type { PrismaClient, Tx } from '@/lib/db'
import { describeError } from '@/lib/privacy/log'
import { parseStoredUrl, removeStoredImage } from './storage'
import { usedByItsList } from './uploads'
import { logger } from '@/lib/log'

// The daily removal of uploaded images no product uses (decision 035), run by the daily job
// (lib/privacy/retention-job.ts) once a Belgian day across instances: the job's transaction decides which
// (`findUnusedUploads`), the files go after its commit (`removeUnusedUploads`).

/** How long an upload may wait for a product to use it: a product form filled in over an evening keeps its photo. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000
/** Most images removed in one run (oldest first); the rest go the next day. Bounds a run against a slow Cloudinary. */
export const UNUSED_UPLOADS_PER_RUN = 1000

/** An upload the daily job decided to remove. */
export interface UnusedUpload {
  id: number
  url: string
  folder: string
}

/** What `removeUnusedUploads` did. */
export interface UnusedUploadsRemoved {
  /** Images removed (file or Cloudinary resource, then the row). */
  deleted: number
  /** Images whose file could not be removed (or that we cannot reach with today's configuration): tried next day. */
  kept: number
}

/**
 * The uploads whose `Upload` row is older than `UNUSED_UPLOAD_GRACE_MS` at `now` and that no product of their own
 * list uses, oldest first, at most `UNUSED_UPLOADS_PER_RUN`. Reads only: call it inside the daily job's transaction.
 * Images without a row (the demo seed, uploads from before the rows) are never among them.
 */
export async function findUnusedUploads(tx: Tx, now: Date): Promise<UnusedUpload[]> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS)
  // `createdAt` is a timestamp without time zone holding UTC (as Prisma writes it): compared with UTC text, whatever
  // the session's time zone.
  return tx.$queryRaw<UnusedUpload[]>`
    SELECT u.id, u.url, u.folder FROM "Upload" u
    WHERE u."createdAt" < ${cutoff.toISOString().replace('Z', '')}::timestamp AND NOT ${usedByItsList}
    ORDER BY u."createdAt", u.id LIMIT ${UNUSED_UPLOADS_PER_RUN}`
}

/**
 * Removes the images `findUnusedUploads` chose, one by one: each is checked again (a product saved with it since
 * keeps it), then its file or Cloudinary resource is removed (one already gone is fine), then its row. Safe to repeat:
 * a row whose file could not be removed stays and is tried at the next run. Never throws; failures are logged without
 * the URL (the folder is the baby's name).
 * @param options `shouldStop`: asked before each image (the server stopping); the rest waits for the next run.
 */
export async function removeUnusedUploads(
  db: PrismaClient,
  uploads: UnusedUpload[],
  options: { shouldStop?: () => boolean } = {},
): Promise<UnusedUploadsRemoved> {
  const done: UnusedUploadsRemoved = { deleted: 0, kept: 0 }
  for (const upload of uploads) {
    if (options.shouldStop?.()) {
      done.kept += uploads.length - done.deleted - done.kept
      break
    }
    try {
      const still = await db.$queryRaw<
        { id: number }[]
      >`SELECT u.id FROM "Upload" u WHERE u.id = ${upload.id} AND NOT ${usedByItsList}`
      if (still.length === 0) continue
      const image = parseStoredUrl(upload.url)
      if (!image) {
        // A Cloudinary image while CLOUDINARY_URL is no longer set (or set to another cloud): not ours to reach now.
        done.kept++
        continue
      }
      await removeStoredImage(image)
      await db.upload.deleteMany({ where: { id: upload.id } })
      done.deleted++
    } catch (error) {
      done.kept++
      logger.error(
        { err: describeError(error) },
        `[images] removing unused upload ${upload.id} failed; the next run tries again`,
      )
    }
  }
  return done
}

import 'server-only'
import type { Actor } from '@/lib/auth/actor'
import { requireActor } from '@/lib/auth/actor'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { getManagedListBySlug } from '@/lib/lists'
import { MAX_UPLOAD_BYTES, processImage } from './process'
import { newImageName, parseStoredUrl, plannedUrl, removeFolder, removeStoredImage, storeImage } from './storage'
import { assertUploadRoom, cancelUpload, forgetUploads, recordStoredUrl, reserveUpload } from './uploads'
import { describeError } from '@/lib/privacy/log'
import { logger } from '@/lib/log'

export { MAX_UPLOAD_BYTES } from './process'

const missing = (field: 'image' | 'folder') => {
  const message = t(field === 'image' ? 'images.imageRequired' : 'images.folderRequired')
  return new DomainError('VALIDATION', message, { fields: { [field]: message } })
}

/**
 * Stores an uploaded product image in the folder of a list (docs/rules.md#uploads, POST /api/images/upload, the
 * folder is the list slug). The image is recognised by its content, resized, re-encoded as WebP and stripped of all
 * metadata (`processImage`), then kept on Cloudinary or the local disk, with an `Upload` row that charges it to the
 * list owner's quota (./uploads.ts, decision 035; also when an ADMIN uploads). Nothing is stored when anything is
 * refused. An image no product of the list uses a day later is removed by the daily job (./orphans.ts).
 * @param input `image`: the uploaded file (a Blob/File); `folder`: the slug of a list the actor manages.
 * @returns `{ secure_url }`: the URL to save as the product's imageUrl (`/uploads/…` locally, https on Cloudinary).
 * @throws DomainError UNAUTHORIZED (401) without an actor, VALIDATION (422) when a field is missing,
 *   NOT_FOUND (404) for an unknown list, FORBIDDEN (403) for someone else's list (an ADMIN may use any),
 *   PAYLOAD_TOO_LARGE (413) above 5 MB, UNSUPPORTED_MEDIA_TYPE (415) for anything but JPEG/PNG/WebP/GIF,
 *   UPLOAD_QUOTA_EXCEEDED (409) when the owner's account holds `UPLOAD_UNUSED_LIMIT` images no product uses or the
 *   image would take it past `UPLOAD_QUOTA_MB`, INTERNAL (500) when the storage fails.
 */
export async function uploadImage(
  actor: Actor | null,
  input: { image: unknown; folder: unknown },
): Promise<{ secure_url: string }> {
  const who = requireActor(actor)
  if (typeof input.folder !== 'string' || !input.folder.trim()) throw missing('folder')
  const list = await getManagedListBySlug(who, input.folder.trim())
  const image = input.image
  if (!(image instanceof Blob) || image.size === 0) throw missing('image')
  if (image.size > MAX_UPLOAD_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', t('images.tooLarge'))
  // A full account is told before the photo is decoded; the exact count, with the stored size, is the booking below.
  await assertUploadRoom(list.url)
  const webp = await processImage(new Uint8Array(await image.arrayBuffer()))
  const name = newImageName()
  const planned = plannedUrl(list.url, name)
  const booking = await reserveUpload(list.url, planned, webp.byteLength)
  let url: string
  try {
    url = await storeImage(list.url, webp, name)
  } catch (error) {
    await cancelUpload(booking).catch((cause) =>
      logger.error({ err: describeError(cause) }, '[images] could not drop the booking of a failed upload'),
    )
    throw error
  }
  try {
    // On the local disk the URL is the planned one; Cloudinary's carries a version.
    if (url !== planned) await recordStoredUrl(booking, url)
  } catch (error) {
    // A row that does not hold the URL a product will save would count the image as unused and remove it: the
    // image goes instead, and the upload fails.
    const stored = parseStoredUrl(url)
    if (stored) await removeStoredImage(stored).catch(() => undefined)
    logger.error({ err: describeError(error) }, '[images] could not record a stored upload')
    throw new DomainError('INTERNAL', t('images.storageFailed'))
  }
  return { secure_url: url }
}

/**
 * Removes every stored image of a list (its folder = the slug) and their `Upload` rows, after the list was deleted.
 * Permission is the caller's: it runs once the list is gone. Safe to call for a list without images.
 */
export async function deleteListImages(slug: string): Promise<void> {
  await removeFolder(slug)
  // After the files: when removing them failed, the rows stay and the daily job removes the images one by one.
  await forgetUploads({ folder: slug })
}

/**
 * Removes one image we stored (a product's old image after it was replaced, or its product was deleted).
 * Any URL that is not one of ours (a shop's image, the placeholder, a malformed path) is ignored, and so is one of
 * another list's folder when `folder` is given: pass the list's slug so a product cannot delete another list's image
 * by pointing its imageUrl at it. A file that is already gone is fine. Its `Upload` row goes after the file.
 */
export async function deleteStoredImage(url: string, folder?: string): Promise<void> {
  const image = typeof url === 'string' ? parseStoredUrl(url.trim()) : null
  if (!image || (folder !== undefined && image.slug !== folder)) return
  await removeStoredImage(image)
  await forgetUploads({ url: url.trim() })
}

/**
 * The list folder (slug) of one of our stored images, or null for any other URL: lets the product code accept an
 * uploaded imageUrl only for its own list.
 */
export function storedImageFolder(url: string): string | null {
  return parseStoredUrl(url)?.slug ?? null
}

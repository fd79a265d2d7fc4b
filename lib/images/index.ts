import 'server-only'
import type { Actor } from '@/lib/auth/actor'
import { requireActor } from '@/lib/auth/actor'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { getManagedListBySlug } from '@/lib/lists'
import { MAX_UPLOAD_BYTES, processImage } from './process'
import { parseStoredUrl, removeFolder, removeStoredImage, storeImage } from './storage'

export { MAX_UPLOAD_BYTES } from './process'

const missing = (field: 'image' | 'folder') => {
  const message = t(field === 'image' ? 'images.imageRequired' : 'images.folderRequired')
  return new DomainError('VALIDATION', message, { fields: { [field]: message } })
}

/**
 * Stores an uploaded product image in the folder of a list (spec §4 "Image upload", §7 POST /images/upload, §9 the
 * folder is the list slug). The image is recognised by its content, resized, re-encoded as WebP and stripped of all
 * metadata (`processImage`), then kept on Cloudinary or the local disk. Nothing is stored when anything is refused.
 * @param input `image`: the uploaded file (a Blob/File); `folder`: the slug of a list the actor manages.
 * @returns `{ secure_url }`: the URL to save as the product's imageUrl (`/uploads/…` locally, https on Cloudinary).
 * @throws DomainError UNAUTHORIZED (401) without an actor, VALIDATION (422) when a field is missing,
 *   NOT_FOUND (404) for an unknown list, FORBIDDEN (403) for someone else's list (an ADMIN may use any),
 *   PAYLOAD_TOO_LARGE (413) above 5 MB, UNSUPPORTED_MEDIA_TYPE (415) for anything but JPEG/PNG/WebP/GIF.
 */
export async function uploadImage(actor: Actor | null, input: { image: unknown; folder: unknown }): Promise<{ secure_url: string }> {
  const who = requireActor(actor)
  if (typeof input.folder !== 'string' || !input.folder.trim()) throw missing('folder')
  const list = await getManagedListBySlug(who, input.folder.trim())
  const image = input.image
  if (!(image instanceof Blob) || image.size === 0) throw missing('image')
  if (image.size > MAX_UPLOAD_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', t('images.tooLarge'))
  const webp = await processImage(new Uint8Array(await image.arrayBuffer()))
  return { secure_url: await storeImage(list.url, webp) }
}

/**
 * Removes every stored image of a list (its folder = the slug), after the list was deleted (issue 5, "Lists").
 * Permission is the caller's: it runs once the list is gone. Safe to call for a list without images.
 */
export async function deleteListImages(slug: string): Promise<void> {
  await removeFolder(slug)
}

/**
 * Removes one image we stored (a product's old image after it was replaced, or its product was deleted).
 * Any URL that is not one of ours (a shop's image, the placeholder, a malformed path) is ignored, and so is one of
 * another list's folder when `folder` is given: pass the list's slug so a product cannot delete another list's image
 * by pointing its imageUrl at it. A file that is already gone is fine.
 */
export async function deleteStoredImage(url: string, folder?: string): Promise<void> {
  const image = typeof url === 'string' ? parseStoredUrl(url.trim()) : null
  if (!image || (folder !== undefined && image.slug !== folder)) return
  await removeStoredImage(image)
}

/**
 * The list folder (slug) of one of our stored images, or null for any other URL: lets the product code accept an
 * uploaded imageUrl only for its own list.
 */
export function storedImageFolder(url: string): string | null {
  return parseStoredUrl(url)?.slug ?? null
}

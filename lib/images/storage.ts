import 'server-only'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { dataDir } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { describeError } from '@/lib/privacy/log'
import { logger } from '@/lib/log'

// Where processed images go: Cloudinary when CLOUDINARY_URL is set, else the local disk under
// $DATA_DIR/uploads/<slug>/<name>.webp, served by app/uploads/[slug]/[file]/route.ts at /uploads/<slug>/<name>.webp.

/** A list slug as lib/lists makes them: also what keeps a folder name from ever leaving the uploads directory. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/
/** Our stored file names: 128 random bits in hex, always WebP. */
export const FILE_PATTERN = /^[a-f0-9]{32}\.webp$/
const LOCAL_URL = /^\/uploads\/([a-z0-9][a-z0-9-]{0,99})\/([a-f0-9]{32}\.webp)$/

/** True when uploads go to Cloudinary (`CLOUDINARY_URL=cloudinary://key:secret@cloud`). */
export function cloudinaryConfigured(): boolean {
  return !!process.env.CLOUDINARY_URL?.trim()
}

function uploadsRoot(): string {
  return path.join(dataDir(), 'uploads')
}

/**
 * The file of an upload on the local disk, or null when `slug`/`file` are not names we create (so `..`, `%2f`, dots,
 * upper case and anything else can never point outside the uploads directory).
 */
export function localFilePath(slug: string, file: string): string | null {
  if (!SLUG_PATTERN.test(slug) || !FILE_PATTERN.test(file)) return null
  return path.join(uploadsRoot(), slug, file)
}

/** A new stored image's name (without `.webp`): 128 random bits in hex, so nobody can guess another image's URL. */
export const newImageName = () => randomBytes(16).toString('hex')

/** Writes the image under the list's folder (via a temporary file and a rename: the route never serves half a file). */
async function storeLocally(slug: string, webp: Buffer, name: string): Promise<string> {
  const file = `${name}.webp`
  const dir = path.join(uploadsRoot(), slug)
  await fs.mkdir(dir, { recursive: true })
  const tmp = path.join(dir, `.${file}.tmp`)
  await fs.writeFile(tmp, webp, { flag: 'wx' })
  await fs.rename(tmp, path.join(dir, file))
  return `/uploads/${slug}/${file}`
}

// Loaded only when configured: the SDK is large and reads CLOUDINARY_URL itself.
const cloudinary = async () => (await import('cloudinary')).v2

/** The cloud name in CLOUDINARY_URL, which our delivery URLs carry. */
function cloudName(): string | null {
  try {
    return new URL(process.env.CLOUDINARY_URL!.trim()).hostname || null
  } catch {
    return null
  }
}

async function storeOnCloudinary(slug: string, webp: Buffer, name: string): Promise<string> {
  const sdk = await cloudinary()
  try {
    const result = await new Promise<{ secure_url?: string }>((resolve, reject) => {
      const stream = sdk.uploader.upload_stream(
        // folder = the list slug; our own random public id, so the URL is one we recognise to delete it.
        { folder: slug, public_id: name, resource_type: 'image', overwrite: false },
        (error, response) => (error || !response ? reject(error ?? new Error('no response')) : resolve(response)),
      )
      stream.end(webp)
    })
    if (!result.secure_url) throw new Error('Cloudinary answered without secure_url')
    return result.secure_url
  } catch (error) {
    logger.error({ err: describeError(error) }, '[images] Cloudinary upload failed')
    throw new DomainError('INTERNAL', t('images.storageFailed'))
  }
}

/**
 * Stores a processed WebP image in the folder of list `slug` under `name` (`newImageName()`); returns its public URL:
 * `plannedUrl(slug, name)` on the local disk, Cloudinary's `secure_url` (the same with a version) there.
 */
export async function storeImage(slug: string, webp: Buffer, name: string = newImageName()): Promise<string> {
  if (!SLUG_PATTERN.test(slug)) throw new Error(`not a list slug: ${slug}`)
  if (!/^[a-f0-9]{32}$/.test(name)) throw new Error('not an image name of ours')
  return cloudinaryConfigured() ? storeOnCloudinary(slug, webp, name) : storeLocally(slug, webp, name)
}

/**
 * The URL image `name` of list `slug` will have once stored, known before it is stored: the upload's bookkeeping row
 * holds it meanwhile, so an image whose storing was interrupted is still found (and removed) by `parseStoredUrl`.
 * On Cloudinary without the version its `secure_url` carries (a valid delivery URL too).
 */
export function plannedUrl(slug: string, name: string): string {
  if (!cloudinaryConfigured()) return `/uploads/${slug}/${name}.webp`
  return `https://res.cloudinary.com/${cloudName() ?? 'unknown'}/image/upload/${slug}/${name}.webp`
}

/**
 * Which of our stored images a URL is: a local upload or a Cloudinary image of our cloud in a list folder with our
 * own kind of public id. Null for anything else (a shop's image URL, the placeholder, another cloud).
 */
export function parseStoredUrl(url: string): { kind: 'local' | 'cloudinary'; slug: string; id: string } | null {
  const local = LOCAL_URL.exec(url)
  if (local) return { kind: 'local', slug: local[1], id: local[2] }
  const cloud = cloudinaryConfigured() ? cloudName() : null
  if (!cloud) return null
  const match =
    /^https:\/\/res\.cloudinary\.com\/([^/]+)\/image\/upload\/(?:v\d+\/)?([a-z0-9][a-z0-9-]{0,99})\/([a-f0-9]{32})\.webp$/.exec(
      url,
    )
  if (!match || match[1] !== cloud) return null
  return { kind: 'cloudinary', slug: match[2], id: `${match[2]}/${match[3]}` }
}

/** Removes one stored image; a file that is already gone is fine. */
export async function removeStoredImage(image: {
  kind: 'local' | 'cloudinary'
  slug: string
  id: string
}): Promise<void> {
  if (image.kind === 'local') {
    const file = localFilePath(image.slug, image.id)
    if (file) await fs.rm(file, { force: true })
    return
  }
  const sdk = await cloudinary()
  await sdk.uploader.destroy(image.id, { resource_type: 'image', invalidate: true })
}

/** Removes the whole folder of list `slug`: the local directory and, when configured, the Cloudinary folder. */
export async function removeFolder(slug: string): Promise<void> {
  if (!SLUG_PATTERN.test(slug)) return
  await fs.rm(path.join(uploadsRoot(), slug), { recursive: true, force: true })
  if (!cloudinaryConfigured()) return
  const sdk = await cloudinary()
  // At most 1000 per call; `partial` says more remain. The bound keeps a misbehaving API from looping forever.
  for (let round = 0; round < 100; round++) {
    const result = (await sdk.api.delete_resources_by_prefix(`${slug}/`, {
      resource_type: 'image',
      invalidate: true,
    })) as { partial?: boolean }
    if (!result?.partial) break
  }
  // The empty folder itself; it may not exist (no uploads, or a dynamic-folder account that never made one).
  await sdk.api.delete_folder(slug).catch(() => undefined)
}

// GET /uploads/{slug}/{file} – a product image uploaded to the local disk (when Cloudinary is not configured)
import fs from 'node:fs/promises'
import { t } from '@/lib/i18n'
import { localFilePath } from '@/lib/images/storage'

const notFound = () =>
  new Response(t('images.notFound'), {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })

export async function GET(
  _req: Request,
  { params }: { params: Promise<{ slug: string; file: string }> },
): Promise<Response> {
  const { slug, file } = await params
  // Only names we create (a slug and 32 hex characters + .webp): no '..', no encoded slash, no other file.
  const target = localFilePath(slug, file)
  if (!target) return notFound()
  let data: Buffer
  try {
    data = await fs.readFile(target)
  } catch {
    return notFound()
  }
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(data.byteLength),
      // A stored file never changes (a new upload gets a new random name), so browsers and CDNs may keep it for a year.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
}

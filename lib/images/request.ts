import 'server-only'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { MAX_UPLOAD_BYTES } from './process'

/** Room for the multipart boundaries, part headers and the `folder` field beside a 5 MB image. */
const MULTIPART_OVERHEAD = 64 * 1024
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD

const tooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', t('images.tooLarge'))
const notMultipart = () => new DomainError('BAD_REQUEST', t('images.notMultipart'))

/**
 * The `image` and `folder` fields of a `multipart/form-data` upload (spec §7 POST /images/upload), read with a
 * hard limit: a Content-Length above it is refused before the body is read, and a body without one (chunked) is
 * cut off as soon as it passes the limit, so nobody can make the server buffer more than about 5 MB.
 * @throws DomainError PAYLOAD_TOO_LARGE (413) for a larger body, BAD_REQUEST (400) for a body that is not multipart.
 */
export async function readUploadForm(req: Request): Promise<{ image: unknown; folder: unknown }> {
  const length = Number(req.headers.get('content-length') ?? NaN)
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) throw tooLarge()
  const type = req.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(type)) throw notMultipart()
  const body = await readCapped(req, MAX_BODY_BYTES)
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData()
  } catch {
    throw notMultipart()
  }
  return { image: form.get('image'), folder: form.get('folder') }
}

async function readCapped(req: Request, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = []
  let total = 0
  if (req.body) {
    const reader = req.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > cap) {
        await reader.cancel().catch(() => undefined)
        throw tooLarge()
      }
      chunks.push(value)
    }
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

import 'server-only'
import { DomainError } from '@/lib/errors'
import { readFormAtMost } from '@/lib/http/body'
import { t } from '@/lib/i18n'
import { MAX_UPLOAD_BYTES } from './process'

/** Room for the multipart boundaries, part headers and the `folder` field beside a 5 MB image. */
const MULTIPART_OVERHEAD = 64 * 1024
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD

const tooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', t('images.tooLarge'))
const notMultipart = () => new DomainError('BAD_REQUEST', t('images.notMultipart'))

/**
 * The `image` and `folder` fields of a `multipart/form-data` upload (POST /api/images/upload), read with a
 * hard limit: a Content-Length above it is refused before the body is read, and a body without one (chunked) is
 * cut off as soon as it passes the limit, so nobody can make the server buffer more than about 5 MB.
 * @throws DomainError PAYLOAD_TOO_LARGE (413) for a larger body, BAD_REQUEST (400) for a body that is not multipart.
 */
export async function readUploadForm(req: Request): Promise<{ image: unknown; folder: unknown }> {
  const form = await readFormAtMost(req, MAX_BODY_BYTES, { tooLarge, notMultipart })
  return { image: form.get('image'), folder: form.get('folder') }
}

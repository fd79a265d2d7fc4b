// POST /api/images/upload – stores a product image (multipart `image`, `folder` = list slug) and answers { secure_url }
import { requireActor } from '@/lib/auth'
import { uploadImage } from '@/lib/images'
import { readUploadForm } from '@/lib/images/request'
import { handler } from '@/lib/http/handler'

export const POST = handler(
  async ({ req, actor }) => {
    // A visitor is refused before the body is read.
    requireActor(actor)
    return uploadImage(actor, await readUploadForm(req))
  },
  { rateLimit: 'upload', status: 201 },
)

import type { ShareFile } from './index'

/**
 * A share file as a download: its media type, `Content-Disposition: attachment` with its name, and no caching (it is
 * made for the people who manage the list, from data they can change).
 */
export function downloadResponse(file: ShareFile): Response {
  return new Response(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), {
    headers: {
      'Content-Type': file.type,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

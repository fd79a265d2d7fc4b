/** A file to download: its bytes or text, media type and file name. */
export interface DownloadFile {
  body: Uint8Array | string
  type: string
  filename: string
}

/**
 * A file as a download: its media type, `Content-Disposition: attachment` with its name, and no caching (the
 * downloads are made for the people who manage a list, from data they can change).
 */
export function downloadResponse(file: DownloadFile): Response {
  return new Response(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), {
    headers: {
      'Content-Type': file.type,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

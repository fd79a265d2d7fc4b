/**
 * A request body's bytes, never more than `limit` of them (an oversized body must not hold the server; decision 021): a
 * Content-Length above the limit is refused before anything is read, and a body without one (chunked) is cut off,
 * its stream cancelled, as soon as it passes the limit.
 * @param tooLarge the error to throw (each caller has its own Dutch message)
 * @returns the body's bytes (empty without a body)
 * @throws whatever `tooLarge()` returns, beyond `limit` bytes
 */
export async function readBodyAtMost(
  req: Request,
  limit: number,
  tooLarge: () => Error,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(req.headers.get('content-length')) > limit) throw tooLarge()
  const chunks: Uint8Array[] = []
  let size = 0
  if (req.body) {
    const reader = req.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => undefined)
        throw tooLarge()
      }
      chunks.push(value)
    }
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * A `multipart/form-data` body read with a hard limit (`readBodyAtMost`): a Content-Length above it is refused
 * before the body is read, a chunked body is cut off past it.
 * @param errors the errors to throw: `tooLarge` beyond `limit` bytes (checked first), `notMultipart` for a body of
 *   another type or one that does not parse.
 * @returns the parsed form.
 */
export async function readFormAtMost(
  req: Request,
  limit: number,
  errors: { tooLarge: () => Error; notMultipart: () => Error },
): Promise<FormData> {
  const type = req.headers.get('content-type') ?? ''
  // A declared length above the limit is a 413 even when the type is wrong too, before anything is read.
  if (Number(req.headers.get('content-length')) > limit) throw errors.tooLarge()
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(type)) throw errors.notMultipart()
  const body = await readBodyAtMost(req, limit, errors.tooLarge)
  try {
    return await new Response(body, { headers: { 'content-type': type } }).formData()
  } catch {
    throw errors.notMultipart()
  }
}

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

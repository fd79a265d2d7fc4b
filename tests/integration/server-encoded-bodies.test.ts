// The production server's ServerResponse (scripts/encoded-bodies.mjs, decision 020): a large string body goes out as
// bytes encoded once, and a client receives exactly what Node's own `end(text)` would have sent.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createEncodedBodyCache, MIN_CACHED_BODY_CHARS, serverResponseWithEncodedBodies } from '../../scripts/encoded-bodies.mjs'

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

type Send = (res: http.ServerResponse, body: string) => void

/** A server of the production kind whose handler sends `body(path)` the way Next does: Content-Length, then end(text). */
async function serve(body: (path: string) => string, send: Send = (res, text) => res.end(text)) {
  const cache = createEncodedBodyCache({ maxBytes: 1024 * 1024 })
  const server = http.createServer({ ServerResponse: serverResponseWithEncodedBodies(cache) }, (req, res) => {
    const text = body(req.url ?? '/')
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Length', Buffer.byteLength(text))
    send(res, text)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cache }
}

async function get(url: string) {
  const res = await fetch(url)
  return { status: res.status, length: Number(res.headers.get('content-length')), bytes: Buffer.from(await res.arrayBuffer()) }
}

// A page as the list page is: mostly ASCII with euro signs, curly quotes, accents and no-break spaces.
const page = (n: number) => `<!DOCTYPE html><title>Noor Peeters’ geboortelijst ${n}</title>` + 'Kinderwagen Bugaboo – nog\u00a0€\u00a0108,15 van € 649,00; crème, café… '.repeat(800)

describe('production server: large bodies sent as bytes encoded once', () => {
  it('sends every byte of a large non-ASCII page, with the Content-Length of those bytes, on every request', async () => {
    const { url, cache } = await serve((path) => page(Number(path.slice(1))))
    const expected = Buffer.from(page(1), 'utf8')
    expect(page(1).length).toBeGreaterThanOrEqual(MIN_CACHED_BODY_CHARS)
    for (let i = 0; i < 3; i++) {
      const res = await get(`${url}/1`)
      expect(res.status).toBe(200)
      expect(res.length).toBe(expected.length)
      expect(res.bytes.equals(expected)).toBe(true)
    }
    // The three answers shared one encoding; a different page gets its own, with its own bytes.
    expect(cache.size).toBe(1)
    const other = await get(`${url}/2`)
    expect(other.bytes.toString('utf8')).toBe(page(2))
    expect(cache.size).toBe(2)
  })

  it('leaves small bodies, other encodings and end callbacks as Node handles them', async () => {
    const small = 'Klein: € 5,00'
    const { url: smallUrl, cache } = await serve(() => small)
    expect((await get(smallUrl)).bytes.toString('utf8')).toBe(small)
    expect(cache.size).toBe(0)

    let called = 0
    const { url: callbackUrl } = await serve(() => page(3), (res, text) => res.end(text, () => { called++ }))
    expect((await get(callbackUrl)).bytes.toString('utf8')).toBe(page(3))
    expect(called).toBe(1)

    // latin1 is not UTF-8: the text goes through Node's own encoding, and its length is one byte per character.
    const latin = 'é'.repeat(MIN_CACHED_BODY_CHARS)
    const { url: latinUrl, cache: latinCache } = await serve(() => latin, (res, text) => {
      res.setHeader('Content-Length', text.length)
      res.end(text, 'latin1')
    })
    const res = await get(latinUrl)
    expect(res.bytes.equals(Buffer.from(latin, 'latin1'))).toBe(true)
    expect(latinCache.size).toBe(0)
  })

  it('keeps at most its byte budget of encoded pages', async () => {
    const cache = createEncodedBodyCache({ maxBytes: Buffer.byteLength(page(1)) * 2 + 10 })
    for (let n = 1; n <= 5; n++) cache.encode(page(n))
    expect(cache.size).toBe(2)
    expect(cache.encode(page(5)).toString('utf8')).toBe(page(5))
  })
})

// @ts-check
// HTTP(S) requests as separate visitors make them: a new connection per request, optionally from a source address of
// its own (any 127.x.y.z on Linux's loopback), so nginx sees a different client for each visitor and the rate limits
// count them apart, as they would real people. nginx's certificate is the test's self-signed one.
import http from 'node:http'
import https from 'node:https'

/**
 * @typedef {object} Answer
 * @property {number} status
 * @property {http.IncomingHttpHeaders} headers
 * @property {string} text the body as UTF-8 (decompressed when `gzip` was asked and given: see `encoding`)
 * @property {string | undefined} encoding the Content-Encoding the answer came with
 * @property {any} json the body parsed as JSON, or undefined
 */

/**
 * @param {string} url
 * @param {{ method?: string, body?: unknown, headers?: Record<string, string>, localAddress?: string, token?: string, timeoutMs?: number }} [options]
 *   `body`: sent as JSON.
 * @returns {Promise<Answer>}
 */
export function request(url, options = {}) {
  const target = new URL(url)
  const body = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body))
  /** @type {Record<string, string>} */
  const headers = { ...options.headers }
  if (body) {
    headers['content-type'] = 'application/json'
    headers['content-length'] = String(body.length)
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers,
        agent: false,
        localAddress: options.localAddress,
        rejectUnauthorized: false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', async () => {
          let bytes = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          if (encoding === 'gzip') bytes = (await import('node:zlib')).gunzipSync(bytes)
          const text = bytes.toString('utf8')
          let json
          try {
            json = text ? JSON.parse(text) : undefined
          } catch {
            json = undefined
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, encoding, json })
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} within ${options.timeoutMs ?? 30_000} ms`)))
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * Source addresses for visitors: `visitor(n)` is a distinct 127.x.y.z per n in a block of its own, so each scenario's
 * visitors are apart from every other scenario's (and from 127.0.0.1, the test's own requests).
 */
export function visitors(/** @type {number} */ block) {
  if (block < 1 || block > 250) throw new Error('block 1–250')
  return (/** @type {number} */ n) => `127.${block}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`
}

// Throughput and latency of the public pages and API under load, measured with autocannon.
// Usage: start the app (npm start), then: node bench/http.mjs [baseUrl] [connections] [seconds]
// Prints one line per URL: requests/s, p50/p99 latency, errors. Figures, not assertions.
import autocannon from 'autocannon'

const base = process.argv[2] ?? 'http://localhost:3000'
const connections = Number(process.argv[3] ?? 32)
const duration = Number(process.argv[4] ?? 10)

const list = await (await fetch(`${base}/api/lists/slug/noor-peeters`)).json()
const targets = [
  ['list page (cached HTML)', `/list/noor-peeters`],
  ['home page (ISR, 60 s)', `/site/index`],
  ['FAQ page (dynamic, cached data)', `/site/faq`],
  ['GET /api/faq', `/api/faq`],
  ['GET /api/lists/{id}/products', `/api/lists/${list.id}/products`],
  ['GET /api/lists/slug/{slug}', `/api/lists/slug/noor-peeters`],
]

console.log(`${connections} connections, ${duration} s per URL, against ${base}`)
for (const [name, path] of targets) {
  // A different client address per request, so the per-address rate limits do not cap the figures.
  let n = 0
  const result = await autocannon({
    url: base + path,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` },
        }),
      },
    ],
  })
  const bytes = Math.round(result.throughput.average / Math.max(result.requests.average, 1))
  console.log(
    `${name.padEnd(32)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   ~${bytes} B/resp   non-2xx ${result.non2xx}   errors ${result.errors}`,
  )
}

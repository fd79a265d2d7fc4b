import fs from 'node:fs'

// bench/list-throughput.mjs: the HTML of the project's cached list page, captured from the running server and
// served here as a static route of the same Next.js, so both can be measured on the same bytes.
// Built once (force-static): the file named by BENCH_STATIC_LIST_HTML is read at build time only.
export const dynamic = 'force-static'

export function GET(): Response {
  const file = process.env.BENCH_STATIC_LIST_HTML
  const html =
    file && fs.existsSync(file)
      ? fs.readFileSync(file)
      : Buffer.from('<!DOCTYPE html><title>Nog niets vastgelegd</title>')
  return new Response(new Uint8Array(html), { headers: { 'content-type': 'text/html; charset=utf-8' } })
}

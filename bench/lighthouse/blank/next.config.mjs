// The blank reference app of the benchmarks (bench/lighthouse.mjs, bench/list-throughput.mjs), built by
// bench/support/servers.mjs in a temporary copy whose node_modules links to the project's. Turbopack's root is the
// file system's: the link points out of the copy, and a root inside the project would make Turbopack take the
// project's proxy.ts into this app.
/** @type {import('next').NextConfig} */
const config = {
  poweredByHeader: false,
  turbopack: { root: '/' },
  outputFileTracingRoot: '/',
}

export default config

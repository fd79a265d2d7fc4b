import { fileURLToPath } from 'node:url'
import createNextIntlPlugin from 'next-intl/plugin'

// Messages are precompiled at build time (next-intl's catalog loader with icu-minify): the browser then gets a
// small formatter instead of the ICU message parser, and formatting does no parsing (decision 019).
// Every import of messages/nl.json in the app gets the compiled form; code that reads a message with arguments
// must format it with `t(...)`, never by hand.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: ['nl'], precompile: true } },
})

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The container image runs .next/standalone: Next's traced server files with a minimal node_modules, completed by
  // scripts/standalone.mjs with our production server (Dockerfile, docs/deploy.md).
  output: 'standalone',
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', 'sanitize-html', 'nodemailer', 'qrcode', 'sharp', 'cloudinary', 'pino'],
  poweredByHeader: false,
  // Next's own page cache, minus not-found pages: random slugs must not fill disk and memory (decision 021).
  cacheHandler: fileURLToPath(new URL('./lib/cache/page-cache-handler.mjs', import.meta.url)),
  // Our production server compresses (scripts/server.mjs): it must put each answer's CSP nonce into a cached page's
  // scripts before the page is gzipped (decision 021).
  compress: false,
  // No ETag: Next hashes the whole page (FNV over ~120 KB of HTML) on every cached answer to make one, which halved
  // the cached list page's throughput (decision 019); the pages are revalidated by time and on change.
  generateEtags: false,
  // Next's image optimizer resizes our own uploads only (srcset in the size shown); never any other path.
  images: { localPatterns: [{ pathname: '/uploads/**', search: '' }] },
  // forbidden() for the management pages of someone else's list: a real 403 page (app/forbidden.tsx).
  // Server actions take small forms only (uploads go through /api/images/upload): 64 KB, as the REST handlers'
  // JSON bodies; Next answers a larger body 413 before parsing it.
  experimental: { authInterrupts: true, serverActions: { bodySizeLimit: '64kb' } },
  async redirects() {
    return [
      { source: '/', destination: '/site/index', permanent: false },
      { source: '/site', destination: '/site/index', permanent: false },
      { source: '/admin', destination: '/admin/list', permanent: false },
      { source: '/user', destination: '/user/account', permanent: false },
      { source: '/list', destination: '/list/search', permanent: false },
    ]
  },
}

export default withNextIntl(nextConfig)

import { fileURLToPath } from 'node:url'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
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
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', 'sanitize-html', 'nodemailer', 'qrcode', 'sharp', 'cloudinary', 'pino'],
  poweredByHeader: false,
  // Next's own page cache, minus not-found pages: random slugs must not fill disk and memory (decision 021).
  cacheHandler: fileURLToPath(new URL('./lib/cache/page-cache-handler.mjs', import.meta.url)),
  // Our production server compresses (server/compression.ts): it must put each answer's CSP nonce into a cached page's
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

/**
 * The build writes .next/standalone, Next's traced server files with a minimal node_modules, which
 * scripts/standalone.mjs completes with our production server for the container image (decision 032). Only the build
 * is told: at run time `output: 'standalone'` changes nothing but makes Next warn that "next start" does not work
 * with it, and our server is not `next start` (decision 042).
 * @param {string} phase
 */
export default function config(phase) {
  return withNextIntl(phase === PHASE_PRODUCTION_BUILD ? { ...nextConfig, output: 'standalone' } : nextConfig)
}

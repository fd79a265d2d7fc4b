// The app's Next configuration without build tools: next.config.js adds the next-intl plugin and, while building,
// `output: 'standalone'`; the standalone folder runs with this file as its next.config.mjs (scripts/standalone.mjs,
// decision 042), so the container loads the same configuration the checkout does.
import { fileURLToPath } from 'node:url'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    'sanitize-html',
    'nodemailer',
    'qrcode',
    'sharp',
    'cloudinary',
    'pino',
    // MJML (decision 058) and its many dependencies are server-only Node code: loaded from node_modules, not bundled.
    'mjml',
  ],
  // MJML's minifier (htmlnano) reads its settings through cosmiconfig, which would load TypeScript for a .ts settings
  // file. There is none, and the mails are not minified: the tracer must not copy TypeScript into the server image.
  outputFileTracingExcludes: { '*': ['node_modules/typescript/**'] },
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
    const sections = [
      { source: '', destination: '/site/index' },
      { source: '/site', destination: '/site/index' },
      { source: '/admin', destination: '/admin/list' },
      { source: '/user', destination: '/user/account' },
      { source: '/list', destination: '/list/search' },
    ]
    return ['', '/fr'].flatMap((prefix) =>
      sections.map(({ source, destination }) => ({
        source: prefix + source || '/',
        destination: prefix + destination,
        permanent: false,
      })),
    )
  },
  // The pages live in app/[locale] (decision 060): an address without a language prefix is the Dutch page, rendered
  // and cached as /nl/…; French pages are under /fr. After the files: public files, API routes, uploads and Next's own
  // addresses are never rewritten.
  async rewrites() {
    return {
      afterFiles: [
        // The API's reference is a page of the site (app/[locale]/api/docs); the rest of /api/ are route handlers.
        { source: '/api/docs', destination: '/nl/api/docs' },
        { source: '/:path((?!(?:fr|nl|api|uploads|_next)(?:/|$)).*)', destination: '/nl/:path' },
      ],
    }
  },
}

export default nextConfig

import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./i18n/request.ts')

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled (design.md).
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', 'sanitize-html', 'nodemailer', 'qrcode', 'sharp', 'cloudinary'],
  poweredByHeader: false,
  // forbidden() for the management pages of someone else's list: a real 403 page (app/forbidden.tsx).
  experimental: { authInterrupts: true },
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

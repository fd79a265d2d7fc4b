import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./i18n/request.ts')

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled (design.md).
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', 'sanitize-html', 'nodemailer', 'qrcode'],
  poweredByHeader: false,
  async redirects() {
    return [
      { source: '/', destination: '/site/index', permanent: false },
      { source: '/site', destination: '/site/index', permanent: false },
    ]
  },
}

export default withNextIntl(nextConfig)

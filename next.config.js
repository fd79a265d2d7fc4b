import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import createNextIntlPlugin from 'next-intl/plugin'
import nextConfig from './next.config.base.mjs'

// Messages are precompiled at build time (next-intl's catalog loader with icu-minify): the browser then gets a
// small formatter instead of the ICU message parser, and formatting does no parsing (decision 019).
// Every import of messages/nl.json in the app gets the compiled form; code that reads a message with arguments
// must format it with `t(...)`, never by hand.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: ['nl', 'fr'], precompile: true } },
})

/**
 * The build writes .next/standalone, Next's traced server files with a minimal node_modules, which
 * scripts/standalone.mjs completes with our production server for the container image (decision 032). Only the build
 * is told: at run time `output: 'standalone'` changes nothing but makes Next warn that "next start" does not work
 * with it, and our server is not `next start` (decision 042).
 * `npm test` runs tsc over every file before it builds and sets TYPES_CHECKED=1: the build then skips its own, smaller
 * type check (30 s here) instead of doing it twice.
 * @param {string} phase
 */
export default function config(phase) {
  if (phase !== PHASE_PRODUCTION_BUILD) return withNextIntl(nextConfig)
  return withNextIntl({
    ...nextConfig,
    output: 'standalone',
    typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  })
}

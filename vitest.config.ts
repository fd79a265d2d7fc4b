import { defineConfig } from 'vitest/config'
import path from 'node:path'

export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  test: {
    include: ['lib/**/*.test.ts', 'app/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    // The app's info lines (migrations applied, invitations sent) would bury the test report; warnings and errors
    // still reach the console trap.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    // Each integration file boots its own in-memory PGlite; two cores, so keep it modest.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ['server-only'] } },
    alias: { 'server-only': path.resolve(__dirname, 'tests/support/server-only.ts') },
  },
})

import { defineConfig } from 'vitest/config'

// The multi-instance test (tests/multi-instance, decision 030): `npm test`'s third step, after Playwright, whose production
// build it reuses (tests/multi-instance/global-setup.ts builds only when the sources changed since). One file, its
// scenarios in order on one deployment.
export default defineConfig({
  test: {
    include: ['tests/multi-instance/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/multi-instance/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})

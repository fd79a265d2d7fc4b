import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// Debian's Chromium when present (.ci/run installs it); Playwright's own browser otherwise, e.g. on a laptop.
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p))
const port = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: 'tests/e2e',
  // After the last spec: the server's log must hold no giver's name or e-mail address and no IBAN.
  globalTeardown: './tests/e2e/log-check.ts',
  // The tests share one seeded database and some of them place orders: run them one after the other.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    // Recording a trace for every test costs about 15 % of the run: CI records one only when it retries a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // `next build` (when the sources changed) and `next start` on a fresh, seeded embedded database.
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/site/index`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    // On CI the server's lines would bury the test report: they are in .data/e2e/server.log (scripts/e2e-server.mjs).
    stdout: process.env.CI ? 'ignore' : 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
})

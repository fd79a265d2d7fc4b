// The server the Playwright tests run against: the production build on a fresh, seeded PGlite in .data/e2e, as if
// behind one reverse proxy (TRUSTED_PROXY_HOPS=1): each test sends its own X-Forwarded-For (tests/e2e/support/test.ts),
// with analytics configured against a host that only exists inside the tests. Everything the server prints is also
// written to .data/e2e/server.log, which tests/e2e/log-check.ts reads after the last spec (no personal data, decision 027).
import fs from 'node:fs'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = path.join(root, '.data', 'e2e')
fs.rmSync(dataDir, { recursive: true, force: true })
const port = process.env.E2E_PORT ?? '3100'
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: port,
  DATABASE_URL: '',
  NEXTAUTH_URL: `http://localhost:${port}`,
  NEXTAUTH_SECRET: 'e2e-secret',
  TRUSTED_PROXY_HOPS: '1',
  // The suite's journeys reserve many demo gifts with the same giver addresses: the daily limit per list (decision 026)
  // is tested by tests/integration/orders-hardening.test.ts instead.
  ORDER_DAILY_GIFT_LIMIT: '10000',
  // Analytics configured, so the consent banner and PostHog are tested; the host is answered by Playwright (tests/e2e/consent.spec.ts).
  POSTHOG_KEY: 'phc_e2e_test_key',
  POSTHOG_HOST: 'https://analytics.e2e.test',
  // tests/e2e/gift-from-link.spec.ts serves shop pages on this loopback origin (the test-only switch of decision 052).
  PRODUCT_LINK_TEST_ORIGINS: `http://127.0.0.1:${Number(port) + 7}`,
}
fs.mkdirSync(dataDir, { recursive: true })
const log = fs.createWriteStream(path.join(dataDir, 'server.log'), { flags: 'a' })
const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env,
  stdio: ['inherit', 'pipe', 'pipe'],
})
child.stdout.on('data', (chunk) => (process.stdout.write(chunk), log.write(chunk)))
child.stderr.on('data', (chunk) => (process.stderr.write(chunk), log.write(chunk)))
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))

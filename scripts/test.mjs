// npm test: first the quick checks (Prettier's format check, ESLint, tsc over every file), so a slip fails in a minute
// instead of after the browsers; then unit and integration tests (vitest), the end-to-end tests (Playwright in
// Chromium), then the multi-instance test (vitest.multi.config.ts: two production instances behind nginx on
// PostgreSQL and Redis, on the production build of the Playwright step; it needs redis-server, nginx and PostgreSQL,
// see README).
// Integration tests use an in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name)
/** @type {[name: string, command: string, args: string[]][]} */
const steps = [
  ['format (npm run format:check)', 'npm', ['run', '--silent', 'format:check']],
  ['lint (npm run lint)', 'npm', ['run', '--silent', 'lint']],
  ['types (npm run typecheck)', 'npm', ['run', '--silent', 'typecheck']],
  ['unit + integration (vitest)', bin('vitest'), ['run']],
  ['end to end (playwright)', bin('playwright'), ['test']],
  [
    'multi-instance (nginx, two instances, PostgreSQL, Redis)',
    bin('vitest'),
    ['run', '--config', 'vitest.multi.config.ts'],
  ],
]
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env })
  console.log(
    `=== ${name}: ${r.status === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s ===`,
  )
  if (r.status !== 0) {
    console.error(`\n${name} failed (exit ${r.status})`)
    process.exit(r.status ?? 1)
  }
}

// npm test: unit and integration tests (vitest), then the end-to-end tests (Playwright in Chromium).
// Integration tests use an in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const steps = [
  ['unit + integration (vitest)', bin('vitest'), ['run']],
  ['end to end (playwright)', bin('playwright'), ['test']],
]
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`)
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (r.status !== 0) {
    console.error(`\n${name} failed (exit ${r.status})`)
    process.exit(r.status ?? 1)
  }
}

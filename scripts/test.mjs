// npm test: first the quick checks (Prettier's format check, ESLint, tsc over every file, side by side), so a slip
// fails in a minute instead of after the browsers; then unit and integration tests (vitest), the end-to-end tests
// (Playwright in Chromium), then the multi-instance test (vitest.multi.config.ts: two production instances behind
// nginx on PostgreSQL and Redis, on the production build of the Playwright step; it needs redis-server, nginx and
// PostgreSQL, see README).
// Integration tests use an in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name)

/** @typedef {[name: string, command: string, args: string[]]} Step */

/** @type {Step[]} */
const checks = [
  ['format (npm run format:check)', 'npm', ['run', '--silent', 'format:check']],
  ['lint (npm run lint)', 'npm', ['run', '--silent', 'lint']],
  ['types (npm run typecheck)', 'npm', ['run', '--silent', 'typecheck']],
]
/** @type {Step[]} */
const suites = [
  ['unit + integration (vitest)', bin('vitest'), ['run']],
  ['end to end (playwright)', bin('playwright'), ['test']],
  [
    'multi-instance (nginx, two instances, PostgreSQL, Redis)',
    bin('vitest'),
    ['run', '--config', 'vitest.multi.config.ts'],
  ],
]

const seconds = (/** @type {number} */ since) => Math.round((Date.now() - since) / 1000)

/** @param {string} name @param {number | null} status @param {number} started */
function report(name, status, started) {
  console.log(`=== ${name}: ${status === 0 ? 'passed' : 'failed'} in ${seconds(started)} s ===`)
  if (status !== 0) console.error(`\n${name} failed (exit ${status})`)
}

/**
 * Runs a check with its output kept until it ends, so the three checks' reports do not interleave.
 * @param {Step} step
 * @returns {Promise<number | null>} the exit status
 */
function runBuffered([name, cmd, args]) {
  const started = Date.now()
  const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
  /** @type {Buffer[]} */
  const output = []
  child.stdout.on('data', (chunk) => output.push(chunk))
  child.stderr.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (status) => {
      console.log(`\n=== ${name} ===`)
      process.stdout.write(Buffer.concat(output))
      report(name, status, started)
      resolve(status)
    })
  })
}

// The three checks read the sources only: side by side they take the time of the slowest (tsc).
const statuses = await Promise.all(checks.map(runBuffered))
const failed = statuses.find((status) => status !== 0)
if (failed !== undefined) process.exit(failed ?? 1)

// tsc checked every file: the production build of the Playwright step need not check its part again.
const env = { ...process.env, TYPES_CHECKED: '1' }
for (const [name, cmd, args] of suites) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env })
  report(name, r.status, started)
  if (r.status !== 0) {
    if (cmd === bin('playwright')) printErrorContexts()
    process.exit(r.status ?? 1)
  }
}

/**
 * After failed end-to-end tests: what each failing page looked like (Playwright's error-context.md, the page's
 * accessibility snapshot), so a failure on a CI machine can be read from its log alone.
 */
function printErrorContexts() {
  const results = path.join(root, 'test-results')
  if (!fs.existsSync(results)) return
  for (const entry of fs.readdirSync(results, { recursive: true, encoding: 'utf8' })) {
    if (path.basename(entry) !== 'error-context.md') continue
    const text = fs.readFileSync(path.join(results, entry), 'utf8')
    console.log(`\n=== ${path.dirname(entry)}: the page when it failed ===\n${text.slice(0, 6000)}`)
  }
}

// npm start: builds when the sources changed since the last build, migrates, seeds an empty database, serves.
// Respects PORT (default 3000) and DATABASE_URL (default: embedded PGlite in .data/pglite). `--build-only`: builds
// when the sources changed, then exits; `--check-build`: only says whether that would build (exit 1) or not (0).
import { spawnSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name)
const port = process.env.PORT || '3000'
const env = { ...process.env, PORT: port, NEXTAUTH_URL: process.env.NEXTAUTH_URL || `http://localhost:${port}` }

/**
 * Runs `cmd` with `args` in the project, exiting with its status when it fails.
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 */
function run(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

// A fingerprint of everything the build reads (sources and public configuration): rebuild only when it changed.
const inputs = [
  'app',
  'components',
  'lib',
  'server',
  'messages',
  'public',
  'i18n',
  'prisma/schema.prisma',
  'next.config.js',
  'next.config.base.mjs',
  'postcss.config.mjs',
  'package-lock.json',
  'tsconfig.json',
  'proxy.ts',
  'instrumentation.ts',
  'scripts/build-server.mjs',
  'scripts/standalone.mjs',
]
// Configuration read while rendering pages that are prerendered at build time (footer, home page, consent banner).
const publicConfig = ['CONTACT_EMAIL', 'INSURANCE_URL', 'POSTHOG_KEY', 'POSTHOG_HOST']
function fingerprint() {
  const hash = createHash('sha256')
  const walk = (/** @type {string} */ p) => {
    const full = path.join(root, p)
    if (!fs.existsSync(full)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      if (p === path.join('lib', 'generated')) return
      for (const name of fs.readdirSync(full).sort()) walk(path.join(p, name))
    } else hash.update(`${p}:${stat.size}:${stat.mtimeMs}\n`)
  }
  inputs.forEach(walk)
  // Prerendered pages carry these values in their HTML: a changed value needs a new build.
  for (const name of publicConfig) hash.update(`env:${name}=${process.env[name] ?? ''}\n`)
  return hash.digest('hex')
}

if (!fs.existsSync(path.join(root, 'lib', 'generated', 'prisma', 'client.ts')))
  run(process.execPath, [path.join(root, 'scripts', 'prisma-generate.mjs')])
const stampFile = path.join(root, '.next', 'source-stamp')
const stamp = fingerprint()
const built =
  fs.existsSync(path.join(root, '.next', 'BUILD_ID')) &&
  fs.existsSync(path.join(root, 'dist', 'server.mjs')) &&
  fs.existsSync(stampFile) &&
  fs.readFileSync(stampFile, 'utf8') === stamp
// `--check-build`: exit 0 when the build is current, 1 when it would be built (without building).
if (process.argv.includes('--check-build')) process.exit(built ? 0 : 1)
if (!built) {
  console.log('[start] building the app (next build, then our server)…')
  run(bin('next'), ['build'], { NODE_ENV: 'production' })
  run(process.execPath, [path.join(root, 'scripts', 'build-server.mjs')])
  // The container image's folder too (.next/standalone): the multi-instance test runs one instance from a copy of it.
  run(process.execPath, [path.join(root, 'scripts', 'standalone.mjs')])
  fs.writeFileSync(stampFile, stamp)
}
// `--build-only`: the multi-instance test (tests/multi-instance) and benchmarks reuse the build when it is current.
if (process.argv.includes('--build-only')) process.exit(0)
run(bin('tsx'), [path.join(root, 'scripts', 'prepare-db.ts')])
// Pages cached by an earlier run (ISR, on disk) may show data that has changed since, e.g. after a reseed:
// start with an empty page cache; each page is rendered again on its first visit.
fs.rmSync(path.join(root, '.next', 'server', 'route-cache'), { recursive: true, force: true })

console.log(`[start] serving on http://localhost:${port}`)
const server = spawn(process.execPath, [path.join(root, 'dist', 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, NODE_ENV: 'production' },
})
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

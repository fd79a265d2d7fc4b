// @ts-check
// What the multi-instance test needs on the machine: PostgreSQL (TEST_DATABASE_URL, or the default local server),
// Debian's redis-server and nginx, openssl (a self-signed certificate) and flock (the build lock). Without them the
// test is skipped with a message naming what is missing, except in CI (CI or TEST_DATABASE_URL set, as `.ci/run`
// does): there a missing piece fails the run, never skips it silently.
import { spawnSync } from 'node:child_process'
import pg from 'pg'

const commands = [
  ['nginx', ['-v'], 'nginx (Debian: apt-get install nginx)'],
  ['redis-server', ['--version'], 'redis-server (Debian: apt-get install redis-server)'],
  ['openssl', ['version'], 'openssl'],
  ['flock', ['--version'], 'flock (util-linux)'],
]

/** @returns {Promise<string[]>} what is missing (empty when everything is there) */
export async function prerequisites() {
  const missing = []
  for (const [command, args, name] of commands) {
    const r = spawnSync(/** @type {string} */ (command), /** @type {string[]} */ (args), { stdio: 'ignore' })
    if (r.error || r.status !== 0) missing.push(`no ${name}`)
  }
  const url = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres'
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
  } catch {
    missing.push(`no PostgreSQL at ${url} (set TEST_DATABASE_URL)`)
  } finally {
    await client.end().catch(() => undefined)
  }
  if (missing.length && (process.env.CI || process.env.TEST_DATABASE_URL)) {
    throw new Error(`the multi-instance test cannot run: ${missing.join('; ')}`)
  }
  if (missing.length) console.warn(`[tests] the multi-instance test is skipped: ${missing.join('; ')}`)
  return missing
}

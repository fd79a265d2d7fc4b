// @ts-check
// Throwaway databases on a PostgreSQL server, for the tests (tests/support/db.ts, the multi-instance cluster) and the
// benchmarks alike. Plain ESM, so the benchmarks can use it without a compiler.
import pg from 'pg'

/**
 * An empty database `name` on the PostgreSQL server of `serverUrl` (dropped first if a crashed run left it), and
 * `drop()` that removes it again (with FORCE: connections left open do not keep it).
 * @param {string} serverUrl a connection URL to any database of the server, e.g. `postgresql://postgres@127.0.0.1:5432/postgres`
 * @param {string} name
 * @returns {Promise<{ url: string, drop: () => Promise<void> }>} `url`: `serverUrl` with `name` as its database
 * @throws when the server refuses (unreachable, no right to create databases)
 */
export async function emptyDatabase(serverUrl, name) {
  const admin = async (/** @type {string} */ sql) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await admin(`CREATE DATABASE "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}

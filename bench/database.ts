// The database a benchmark runs on, made the process-wide one (getDb): a new database on the PostgreSQL server of
// BENCH_DATABASE_URL, dropped again by close(), or an in-memory PGlite without it.
import { randomBytes } from 'node:crypto'
import { openDatabase, setDatabase, closeDb, type Database } from '../lib/db'
import { emptyDatabase } from '../tests/support/postgres.mjs'

/** `url`: the database's connection URL on the server (null for PGlite). */
export async function openBenchDatabase(): Promise<Database & { onServer: boolean; url: string | null }> {
  const serverUrl = process.env.BENCH_DATABASE_URL
  if (!serverUrl) {
    const db = await openDatabase({ pgliteDir: 'memory://' })
    setDatabase(db)
    return { ...db, onServer: false, url: null, close: closeDb }
  }
  const created = await emptyDatabase(serverUrl, `gl_bench_${randomBytes(4).toString('hex')}`)
  const db = await openDatabase({ databaseUrl: created.url })
  setDatabase(db)
  return {
    ...db,
    onServer: true,
    url: created.url,
    close: async () => {
      await closeDb()
      await created.drop()
    },
  }
}

// The database a benchmark runs on, made the process-wide one (getDb): a new database on the PostgreSQL server of
// BENCH_DATABASE_URL, dropped again by close(), or an in-memory PGlite without it.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, setDatabase, closeDb, type Database } from '../lib/db'

export async function openBenchDatabase(): Promise<Database & { onServer: boolean }> {
  const serverUrl = process.env.BENCH_DATABASE_URL
  if (!serverUrl) {
    const db = await openDatabase({ pgliteDir: 'memory://' })
    setDatabase(db)
    return { ...db, onServer: false, close: closeDb }
  }
  const name = `gl_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const db = await openDatabase({ databaseUrl: url.toString() })
  setDatabase(db)
  return {
    ...db,
    onServer: true,
    close: async () => {
      await closeDb()
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    },
  }
}

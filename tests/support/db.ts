import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { closeDb, openDatabase, setDatabase, type Database, type PrismaClient } from '@/lib/db'
import { settleMailTasks } from '@/lib/mail'

/** True when the tests run on a real PostgreSQL server (TEST_DATABASE_URL), as CI always does. */
export const onPostgres = !!process.env.TEST_DATABASE_URL

/**
 * A new, empty database on the TEST_DATABASE_URL server named `<prefix>_<pid>_<random>`, and `drop()` that removes it
 * (with FORCE: connections a test left open do not keep it).
 * @throws when TEST_DATABASE_URL is unset or the server refuses.
 */
export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL
  if (!server) throw new Error('createPostgresDatabase needs TEST_DATABASE_URL')
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE "${name}"`)
  const url = new URL(server)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}

/**
 * A fresh, migrated database for one test file: a new database on the TEST_DATABASE_URL server
 * (dropped afterwards), or an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<Database> {
  if (!onPostgres) return openDatabase({ pgliteDir: 'memory://' })
  const created = await createPostgresDatabase('gl_test')
  const db = await openDatabase({ databaseUrl: created.url })
  return {
    ...db,
    close: async () => {
      await db.close()
      await created.drop()
    },
  }
}

/**
 * Runs `call` with `db` as the app's process-wide database, then puts back the one before it as it was (with its own
 * close, which drops a test database: a stand-in put back instead would leave it behind).
 */
export async function withDatabase<T>(db: Database, call: () => Promise<T>): Promise<T> {
  const holder = globalThis as { __geboortelijstDb?: Promise<Database> }
  const before = holder.__geboortelijstDb
  setDatabase(db)
  try {
    return await call()
  } finally {
    holder.__geboortelijstDb = before
  }
}

/** Opens a test database before the file's tests and makes it the process-wide one; returns a getter for its client. */
export function useTestDatabase(): () => PrismaClient {
  let db: Database | undefined
  beforeAll(async () => {
    db = await openTestDatabase()
    setDatabase(db)
  })
  afterAll(async () => {
    // Mails sent 'after the response' still read the database: let them finish before it goes.
    await settleMailTasks()
    await closeDb()
  })
  return () => {
    if (!db) throw new Error('test database not open yet')
    return db.prisma
  }
}

import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import { closeDb, openDatabase, setDatabase, type Database, type PrismaClient } from '@/lib/db'
import { settleMailTasks } from '@/lib/mail'
import { emptyDatabase } from './postgres.mjs'

/** True when the tests run on a real PostgreSQL server (TEST_DATABASE_URL), as CI always does. */
export const onPostgres = !!process.env.TEST_DATABASE_URL

/**
 * A new, empty database on the TEST_DATABASE_URL server named `<prefix>_<pid>_<random>`, and `drop()` that removes it
 * (support/postgres.mjs).
 * @throws when TEST_DATABASE_URL is unset or the server refuses.
 */
export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL
  if (!server) throw new Error('createPostgresDatabase needs TEST_DATABASE_URL')
  return emptyDatabase(server, `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`)
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
  const restore = setDatabase(db)
  try {
    return await call()
  } finally {
    restore()
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

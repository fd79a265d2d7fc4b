import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { closeDb, openDatabase, setDatabase, type Database, type PrismaClient } from '@/lib/db'
import { settleMailTasks } from '@/lib/mail'

/** True when the tests run on a real PostgreSQL server (TEST_DATABASE_URL), as CI always does. */
export const onPostgres = !!process.env.TEST_DATABASE_URL

/**
 * A fresh, migrated database for one test file: a new database on the TEST_DATABASE_URL server
 * (dropped afterwards), or an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return openDatabase({ pgliteDir: 'memory://' })
  const name = `gl_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const dbUrl = new URL(url)
  dbUrl.pathname = `/${name}`
  const db = await openDatabase({ databaseUrl: dbUrl.toString() })
  return {
    ...db,
    close: async () => {
      await db.close()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await cleanup.end()
    },
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

import fs from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { PrismaPGlite } from 'pglite-prisma-adapter'
import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { PrismaClient } from '../generated/prisma/client'
import { applyMigrations, type MigrationConnection } from './migrate'
import { openPGlite } from './pglite'
import { logger } from '../log'

export type { PrismaClient }
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>

export interface Database {
  prisma: PrismaClient
  kind: 'postgresql' | 'pglite'
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string
  /** PGlite data directory; `memory://` for an in-memory database. */
  pgliteDir?: string
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean
}

/** The data directory for runtime files (.data by default): PGlite, outbox, uploads. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? '.data')
}

function pgliteConnection(db: PGlite): MigrationConnection {
  return {
    query: async (sql, params) => (await db.query(sql, params)).rows as never[],
    exec: async (sql) => void (await db.exec(sql)),
  }
}

/**
 * Opens the database the app runs on: PostgreSQL through `@prisma/adapter-pg` when a URL is given,
 * otherwise the embedded PGlite, and applies pending migrations first.
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const migrate = options.migrate ?? true
  if (options.databaseUrl) {
    if (migrate) {
      const client = new pg.Client({ connectionString: options.databaseUrl })
      await client.connect()
      try {
        const applied = await applyMigrations({
          query: async (sql, params) => (await client.query(sql, params)).rows,
          exec: async (sql) => void (await client.query(sql)),
        })
        if (applied.length) logger.info(`[db] applied ${applied.join(', ')}`)
      } finally {
        await client.end()
      }
    }
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: options.databaseUrl }) })
    return { prisma, kind: 'postgresql', close: () => prisma.$disconnect() }
  }
  const dir = options.pgliteDir ?? path.join(dataDir(), 'pglite')
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true })
  const pglite = openPGlite(dir)
  if (migrate) {
    const applied = await applyMigrations(pgliteConnection(pglite))
    if (applied.length) logger.info(`[db] applied ${applied.join(', ')}`)
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) })
  return {
    prisma,
    kind: 'pglite',
    close: async () => {
      await prisma.$disconnect()
      await pglite.close()
    },
  }
}

// One database per process, kept on globalThis so that Next's dev reloads do not open PGlite twice.
const holder = globalThis as unknown as { __geboortelijstDb?: Promise<Database> }

/**
 * The process-wide Prisma client, opened (and migrated) on first use from `DATABASE_URL`,
 * or the embedded PGlite in `$DATA_DIR/pglite` when it is unset.
 */
export async function getDb(): Promise<PrismaClient> {
  holder.__geboortelijstDb ??= openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined }).catch((error) => {
    holder.__geboortelijstDb = undefined
    throw error
  })
  return (await holder.__geboortelijstDb).prisma
}

/**
 * Replaces the process-wide database (tests and tools open their own).
 * @returns a function that puts back the database that was there before, as it was (not closed, not reopened).
 */
export function setDatabase(db: Database | undefined): () => void {
  const before = holder.__geboortelijstDb
  holder.__geboortelijstDb = db ? Promise.resolve(db) : undefined
  return () => {
    holder.__geboortelijstDb = before
  }
}

/** Closes the process-wide database, if open. */
export async function closeDb(): Promise<void> {
  const db = await holder.__geboortelijstDb?.catch(() => undefined)
  holder.__geboortelijstDb = undefined
  await db?.close()
}

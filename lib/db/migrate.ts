import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { logger } from '../log'

/** The few SQL calls the runner needs; implemented for `pg` and for PGlite in lib/db/index.ts. */
export interface MigrationConnection {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  /** Runs a script of several statements. */
  exec(sql: string): Promise<void>
}

export interface MigrationFile {
  name: string
  sql: string
  checksum: string
}

/** Arbitrary but fixed: every instance of the app takes the same PostgreSQL advisory lock. */
const MIGRATION_LOCK_KEY = 72_616_901

// Read at run time from the project folder; turbopackIgnore keeps Next from tracing the whole project.
export const DEFAULT_MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'prisma', 'migrations')

/**
 * Reads `prisma/migrations/<timestamp>_<name>/migration.sql` in name order (Prisma's layout).
 * The checksum is the SHA-256 of the file, as Prisma records it.
 */
export function readMigrations(dir: string = DEFAULT_MIGRATIONS_DIR): MigrationFile[] {
  if (!fs.existsSync(/*turbopackIgnore: true*/ dir)) throw new Error(`No migrations folder at ${dir}`)
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8')
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') }
    })
}

/**
 * Applies the migrations that are not yet in `_prisma_migrations`, each in its own transaction, while
 * holding a PostgreSQL advisory lock so that two instances starting at once never both migrate: the
 * second waits, then finds nothing left to do. Rows are shaped as Prisma's, so `prisma migrate deploy`
 * and `prisma migrate status` agree with this runner.
 *
 * @returns the names of the migrations applied by this call (empty when the database was up to date).
 * @throws the database error of a failing migration; that migration is rolled back and not recorded.
 */
export async function applyMigrations(
  conn: MigrationConnection,
  migrations: MigrationFile[] = readMigrations(),
): Promise<string[]> {
  await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
  try {
    await conn.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`)
    const rows = await conn.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    )
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]))
    const applied: string[] = []
    for (const m of migrations) {
      const previous = done.get(m.name)
      if (previous !== undefined) {
        if (previous !== m.checksum)
          logger.warn(`[migrate] ${m.name} was changed after it was applied; not applied again`)
        continue
      }
      await conn.exec('BEGIN')
      try {
        await conn.exec(m.sql)
        await conn.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), m.checksum, m.name],
        )
        await conn.exec('COMMIT')
      } catch (error) {
        await conn.exec('ROLLBACK')
        throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`, { cause: error })
      }
      applied.push(m.name)
    }
    return applied
  } finally {
    await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
  }
}

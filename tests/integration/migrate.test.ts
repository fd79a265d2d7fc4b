import { spawnSync } from 'node:child_process'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { applyMigrations, readMigrations, type MigrationConnection } from '@/lib/db/migrate'
import { openPGlite } from '@/lib/db/pglite'
import { createPostgresDatabase, onPostgres } from '../support/db'

const connection = (client: pg.Client): MigrationConnection => ({
  query: async (sql, params) => (await client.query(sql, params)).rows,
  exec: async (sql) => void (await client.query(sql)),
})

describe('migration runner', () => {
  it('applies every migration once and records it as Prisma does', async () => {
    const db = openPGlite()
    const conn: MigrationConnection = {
      query: async (s, p) => (await db.query(s, p)).rows as never[],
      exec: async (s) => void (await db.exec(s)),
    }
    const all = readMigrations()
    expect(await applyMigrations(conn)).toEqual(all.map((m) => m.name))
    expect(await applyMigrations(conn)).toEqual([])
    const rows = (
      await db.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
        'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations"',
      )
    ).rows
    expect(rows.map((r) => r.migration_name)).toEqual(all.map((m) => m.name))
    expect(rows.every((r) => r.checksum.length === 64 && r.finished_at)).toBe(true)
    await db.close()
  })

  it('rolls back a failing migration and records nothing for it', async () => {
    const db = openPGlite()
    const conn: MigrationConnection = {
      query: async (s, p) => (await db.query(s, p)).rows as never[],
      exec: async (s) => void (await db.exec(s)),
    }
    const broken = [
      {
        name: '20990101000000_broken',
        sql: 'CREATE TABLE "Half" (id int); SELECT * FROM "DoesNotExist";',
        checksum: 'x'.repeat(64),
      },
    ]
    await expect(applyMigrations(conn, broken)).rejects.toThrow(/20990101000000_broken/)
    expect((await db.query(`SELECT to_regclass('"Half"') AS t`)).rows).toEqual([{ t: null }])
    expect((await db.query('SELECT count(*)::int AS n FROM "_prisma_migrations"')).rows).toEqual([{ n: 0 }])
    await db.close()
  })
})

describe('migrations and schema', () => {
  // The catalog migration holds SQL Prisma cannot express (decision 013: extensions, text search configurations, a
  // generated column, a collated index). Prisma's schema engine diffs the schema against the replayed migrations
  // exactly as `npm run db:migration` does: any difference would be the next migration (dropping the column or
  // setting a default on it), so the next person to change the schema would get a migration they did not ask for.
  it('the schema matches the migrations: the next db:migration would write nothing', () => {
    const run = spawnSync(process.execPath, ['scripts/create-migration.mjs', '--check'], {
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(run.stderr).not.toContain('differ')
    expect(run.status).toBe(0)
  }, 120_000)
})

describe.runIf(onPostgres)('migration runner on PostgreSQL', () => {
  it('two instances starting at once: one migrates, the other waits and finds nothing to do', async () => {
    const created = await createPostgresDatabase('gl_migrate')
    const a = new pg.Client({ connectionString: created.url })
    const b = new pg.Client({ connectionString: created.url })
    await Promise.all([a.connect(), b.connect()])
    try {
      const [ra, rb] = await Promise.all([applyMigrations(connection(a)), applyMigrations(connection(b))])
      const all = readMigrations().map((m) => m.name)
      expect([ra, rb].sort((x, y) => y.length - x.length)).toEqual([all, []])
      const { rows } = await a.query('SELECT count(*)::int AS n FROM "_prisma_migrations"')
      expect(rows[0].n).toBe(all.length)
    } finally {
      await Promise.all([a.end(), b.end()])
      await created.drop()
    }
  })
})

describe('the shared-lists migration', () => {
  it('gives every list that existed before it the code of its short link, each different, from the alphabet', async () => {
    const db = openPGlite()
    const conn: MigrationConnection = {
      query: async (s, p) => (await db.query(s, p)).rows as never[],
      exec: async (s) => void (await db.exec(s)),
    }
    const all = readMigrations()
    const at = all.findIndex((m) => m.name.endsWith('_shared_lists'))
    expect(at).toBeGreaterThan(0)
    await applyMigrations(conn, all.slice(0, at))
    await db.exec(
      `INSERT INTO "User" (name, email, "passwordHash", "updatedAt") VALUES ('Oud', 'oud@example.be', 'x', now())`,
    )
    for (let i = 0; i < 40; i++) {
      await db.exec(`INSERT INTO "List" (url, "userId", "firstName", "lastName", "parent1FirstName", "parent1LastName", iban, "birthDate", "searchFirstName", "searchParent1", "updatedAt")
        VALUES ('oud-${i}', 1, 'Noor', 'Peeters', 'Sofie', 'Peeters', 'BE71096123456769', '2026-10-14', 'noor', 'sofie', now())`)
    }
    await applyMigrations(conn, all.slice(at))
    const codes = (await db.query<{ shortCode: string | null }>('SELECT "shortCode" FROM "List"')).rows.map(
      (r) => r.shortCode,
    )
    expect(codes).toHaveLength(40)
    for (const code of codes) expect(code).toMatch(/^[23456789abcdefghjkmnpqrstvwxyz]{8}$/)
    expect(new Set(codes).size).toBe(40)
    await db.close()
  })
})

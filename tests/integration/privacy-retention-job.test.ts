// The retention clean-up runs once across instances, never twice (decision 031): every instance checks the
// retention rules (docs/rules.md#privacy) itself; the first check of a Belgian day that
// gets the advisory lock applies them and records the run in the same transaction.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dataDir, openDatabase, type Database, type PrismaClient } from '@/lib/db'
import { purgeExpiredPersonalData } from '@/lib/privacy/retention'
import {
  RETENTION_JOB_NAME,
  RETENTION_LOCK_KEY,
  runDailyRetention,
  settleRetentionJob,
  startRetentionJob,
  stopRetentionJob,
  type RetentionOutcome,
} from '@/lib/privacy/retention-job'
import { createPostgresDatabase, onPostgres, useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'
import { logger } from '@/lib/log'
import { createOrder } from './privacy-support'

const db = useTestDatabase()

/** An order of Oma Lutgarde on a list born in 2020: past its time on any date these tests use. */
async function expiredOrder(
  prisma: PrismaClient,
  giver = { name: 'Oma Lutgarde', email: 'lutgarde@example.be', message: 'Veel liefs!' },
): Promise<string> {
  const owner = await createUser(prisma)
  const list = await createList(prisma, owner.id)
  await prisma.list.update({ where: { id: list.id }, data: { birthDate: new Date('2020-01-15T00:00:00Z') } })
  const product = await createProduct(prisma, list.id, { title: 'Spaarpot', price: 2500, shopAllowed: false })
  const order = await createOrder(prisma, list.id, giver, [
    { productId: product.id, price: '25.00', giftMethod: 'CASH' },
  ])
  // Placed on the birth day: retention counts from the later of the two (decision 033).
  await prisma.order.update({ where: { id: order.id }, data: { createdAt: new Date('2020-01-15T10:00:00Z') } })
  return order.reference
}

const giverOf = (prisma: PrismaClient, reference: string) =>
  prisma.order.findUniqueOrThrow({ where: { reference }, select: { name: true, email: true, message: true } })

const record = (prisma: PrismaClient) => prisma.jobRun.findUnique({ where: { name: RETENTION_JOB_NAME } })

/** Makes every delete of a contact message fail inside the database, as a real failure half-way through the purge. */
async function refuseContactDeletes(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRawUnsafe(
    `CREATE OR REPLACE FUNCTION retention_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'retention test: delete refused'; END $$`,
  )
  await prisma.$executeRawUnsafe(
    `CREATE TRIGGER retention_test_refuse BEFORE DELETE ON "ContactMessage" FOR EACH ROW EXECUTE FUNCTION retention_test_refuse()`,
  )
}
async function allowContactDeletes(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS retention_test_refuse ON "ContactMessage"`)
}

const oldContactMessage = (prisma: PrismaClient) =>
  prisma.contactMessage.create({
    data: {
      fromName: 'Staf',
      fromEmail: 'staf@example.be',
      message: 'Vraag',
      createdAt: new Date('2024-01-10T10:00:00Z'),
    },
  })

// Each test counts only its own orders: what an earlier test left expired is anonymised first.
beforeEach(async () => {
  await purgeExpiredPersonalData(new Date('2030-01-01T00:00:00Z'))
  await db().jobRun.deleteMany()
})

afterEach(async () => {
  stopRetentionJob()
  await settleRetentionJob()
  vi.useRealTimers()
  vi.restoreAllMocks()
  delete process.env.RETENTION_JOB
  await allowContactDeletes(db())
})

describe('runDailyRetention', () => {
  it('the first check of a Belgian day purges and records it; later checks that day do nothing, the next day runs again', async () => {
    const first = await expiredOrder(db())
    const ran = await runDailyRetention({ now: new Date('2026-11-22T12:00:00Z') })
    expect(ran).toMatchObject({ status: 'ran', result: { orders: 1 } })
    expect(await giverOf(db(), first)).toEqual({ name: 'Verwijderd', email: '', message: '' })
    expect(await record(db())).toMatchObject({
      lastRunOn: new Date('2026-11-22T00:00:00Z'),
      manual: false,
      ordersAnonymised: 1,
    })

    // New expired data the same Belgian day: 23:59:59 in Brussels (UTC+1 in winter) is still the 22nd.
    const second = await expiredOrder(db(), { name: 'Tante Els', email: 'els@example.be', message: 'Proficiat!' })
    expect(await runDailyRetention({ now: new Date('2026-11-22T22:59:59Z') })).toEqual({ status: 'already-ran-today' })
    expect(await giverOf(db(), second)).toEqual({ name: 'Tante Els', email: 'els@example.be', message: 'Proficiat!' })
    expect((await record(db()))?.lastRunOn).toEqual(new Date('2026-11-22T00:00:00Z'))

    // Midnight in Brussels: the 23rd, a new day.
    expect(await runDailyRetention({ now: new Date('2026-11-22T23:00:00Z') })).toMatchObject({
      status: 'ran',
      result: { orders: 1 },
    })
    expect(await giverOf(db(), second)).toEqual({ name: 'Verwijderd', email: '', message: '' })
    expect(await record(db())).toMatchObject({ lastRunOn: new Date('2026-11-23T00:00:00Z'), ordersAnonymised: 1 })
  })

  it('force runs again the same day (npm run privacy:purge) and records a manual run', async () => {
    await runDailyRetention({ now: new Date('2026-07-01T08:00:00Z') })
    const reference = await expiredOrder(db())
    expect(await runDailyRetention({ now: new Date('2026-07-01T09:00:00Z') })).toEqual({ status: 'already-ran-today' })
    expect(await runDailyRetention({ now: new Date('2026-07-01T10:00:00Z'), force: true })).toMatchObject({
      status: 'ran',
      result: { orders: 1 },
    })
    expect(await giverOf(db(), reference)).toMatchObject({ name: 'Verwijderd' })
    expect(await record(db())).toMatchObject({
      lastRunOn: new Date('2026-07-01T00:00:00Z'),
      manual: true,
      ordersAnonymised: 1,
    })
  })

  it('a purge that fails records nothing and changes nothing, and the next check runs it', async () => {
    expect((await runDailyRetention({ now: new Date('2026-11-22T12:00:00Z') })).status).toBe('ran')
    const reference = await expiredOrder(db())
    const message = await oldContactMessage(db())
    // The orders are updated first, then the contact messages' delete fails: the update must go with it.
    await refuseContactDeletes(db())
    await expect(runDailyRetention({ now: new Date('2026-11-23T12:00:00Z') })).rejects.toThrow(/delete refused/)
    expect(await giverOf(db(), reference)).toEqual({
      name: 'Oma Lutgarde',
      email: 'lutgarde@example.be',
      message: 'Veel liefs!',
    })
    expect(await db().contactMessage.findUnique({ where: { id: message.id } })).not.toBeNull()
    expect((await record(db()))?.lastRunOn).toEqual(new Date('2026-11-22T00:00:00Z'))

    await allowContactDeletes(db())
    expect(await runDailyRetention({ now: new Date('2026-11-23T13:00:00Z') })).toMatchObject({
      status: 'ran',
      result: { orders: 1, contactMessages: 1 },
    })
    expect(await giverOf(db(), reference)).toMatchObject({ name: 'Verwijderd' })
    expect(await record(db())).toMatchObject({
      lastRunOn: new Date('2026-11-23T00:00:00Z'),
      ordersAnonymised: 1,
      contactMessagesDeleted: 1,
    })
  })

  it('without `now` takes the date from the database’s clock', async () => {
    const before = new Date()
    expect((await runDailyRetention()).status).toBe('ran')
    const { lastRunOn } = (await record(db()))!
    // Belgium is at most a day ahead of UTC's date and never behind it.
    const utcDay = Date.UTC(before.getUTCFullYear(), before.getUTCMonth(), before.getUTCDate())
    expect([utcDay, utcDay + 86_400_000]).toContain(lastRunOn.getTime())
  })
})

describe('the daily schedule', () => {
  // Only setTimeout is faked, to step over the waits; the database work of a check is real. Prisma and node-postgres
  // set timers of their own (a transaction's start timeout, idle clients), so each step ends exactly where a check is
  // due and waits for it: stepping further in one go would fire the timeout of the transaction just begun.
  const first = 1_000
  const interval = 60_000
  async function step(ms: number): Promise<void> {
    await vi.advanceTimersByTimeAsync(ms)
    // The check under way is awaited: without it the records read next would not be there yet.
    await settleRetentionJob()
  }

  it('starts nothing with RETENTION_JOB=off', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    process.env.RETENTION_JOB = 'off'
    const reference = await expiredOrder(db())
    expect(startRetentionJob({ firstDelayMs: first, intervalMs: interval })).toBe(false)
    await step(first)
    await step(interval)
    expect(await record(db())).toBeNull()
    expect(await giverOf(db(), reference)).toMatchObject({ name: 'Oma Lutgarde' })
  })

  it('runs the day’s clean-up at its first check, logs one line of counts without the giver, checks again hourly, and stops', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const log = vi.spyOn(logger, 'info').mockImplementation(() => {})
    const reference = await expiredOrder(db(), { name: 'Opa Jos', email: 'jos@example.be', message: 'Dag!' })
    expect(startRetentionJob({ firstDelayMs: first, intervalMs: interval })).toBe(true)
    expect(await record(db())).toBeNull()

    await step(first)
    expect(await giverOf(db(), reference)).toEqual({ name: 'Verwijderd', email: '', message: '' })
    expect(await record(db())).toMatchObject({ manual: false, ordersAnonymised: 1 })
    const lines = () => log.mock.calls.map((args) => args.join(' ')).filter((line) => line.startsWith('[retention]'))
    expect(lines()).toHaveLength(1)
    expect(lines()[0]).toMatch(
      /^\[retention\] daily clean-up: 1 order\(s\) anonymised \(birth date on or before \d{4}-\d{2}-\d{2}\), \d+ contact message\(s\) deleted \(older than \d{4}-\d{2}-\d{2}\)$/,
    )
    expect(lines()[0]).not.toMatch(/Jos|jos@example\.be/)

    // The next check, the same day, finds the run done and says nothing.
    const later = await expiredOrder(db(), { name: 'Nonkel Piet', email: 'piet@example.be', message: 'Hoera' })
    await step(interval)
    expect(lines()).toHaveLength(1)
    expect(await giverOf(db(), later)).toMatchObject({ name: 'Nonkel Piet' })

    // As if the day had turned (the record gone): the next hourly check runs it.
    await db().jobRun.deleteMany()
    await step(interval)
    expect(await giverOf(db(), later)).toMatchObject({ name: 'Verwijderd' })
    expect(lines()).toHaveLength(2)

    // Stopped: no check any more.
    stopRetentionJob()
    const afterStop = await expiredOrder(db(), { name: 'Tante Mia', email: 'mia@example.be', message: 'Dag' })
    await db().jobRun.deleteMany()
    for (let i = 0; i < 3; i++) await step(interval)
    expect(await giverOf(db(), afterStop)).toMatchObject({ name: 'Tante Mia' })
    expect(await record(db())).toBeNull()
  })

  it('removes the uploads no product used for a day after the day’s check, and logs their count without the folder', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const log = vi.spyOn(logger, 'info').mockImplementation(() => {})
    const owner = await createUser(db())
    const list = await createList(db(), owner.id)
    const url = `/uploads/${list.url}/${'c0ffee00'.repeat(4)}.webp`
    const file = path.join(dataDir(), url)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, 'webp')
    await db().upload.create({
      data: { userId: owner.id, folder: list.url, url, bytes: 4, createdAt: new Date(Date.now() - 25 * 3_600_000) },
    })
    startRetentionJob({ firstDelayMs: first, intervalMs: interval })

    await step(first)
    expect(fs.existsSync(file)).toBe(false)
    expect(await db().upload.count({ where: { url } })).toBe(0)
    const lines = log.mock.calls.map((args) => args.join(' ')).filter((line) => line.startsWith('[images]'))
    expect(lines).toEqual(['[images] daily clean-up: 1 unused upload(s) removed, 0 left for the next run'])
  })

  it('logs a failed check through describeError, changes nothing, and runs at the next check', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.spyOn(logger, 'info').mockImplementation(() => {})
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {})
    const reference = await expiredOrder(db(), { name: 'Meter An', email: 'an@example.be', message: 'Welkom!' })
    await oldContactMessage(db())
    await refuseContactDeletes(db())
    startRetentionJob({ firstDelayMs: first, intervalMs: interval })

    await step(first)
    expect(error).toHaveBeenCalledTimes(1)
    const [{ err: described }, line] = error.mock.calls[0] as unknown as [{ err: unknown }, string]
    expect(line).toMatch(/^\[retention\] daily clean-up failed/)
    // describeError's shape: a name and stack frames, never the error object itself (it may quote the query's data).
    expect(described).toEqual(expect.objectContaining({ name: expect.any(String) }))
    expect(described).not.toBeInstanceOf(Error)
    // It is the refused delete that failed (not, say, a timeout of the check itself).
    expect(described).toMatchObject({ message: expect.stringContaining('contactMessage.deleteMany') })
    expect(JSON.stringify(error.mock.calls)).not.toMatch(/Meter An|an@example\.be|staf@example\.be/)
    expect(await record(db())).toBeNull()
    expect(await giverOf(db(), reference)).toMatchObject({ name: 'Meter An' })

    await allowContactDeletes(db())
    await step(interval)
    expect(await record(db())).toMatchObject({ ordersAnonymised: 1, contactMessagesDeleted: 1 })
    expect(await giverOf(db(), reference)).toMatchObject({ name: 'Verwijderd' })
    expect(error).toHaveBeenCalledTimes(1)
  })
})

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  /** A fresh database with two connection pools, as two app instances have. */
  async function twoInstances<T>(fn: (one: Database, two: Database, url: string) => Promise<T>): Promise<T> {
    const created = await createPostgresDatabase('gl_retention')
    const one = await openDatabase({ databaseUrl: created.url })
    const two = await openDatabase({ databaseUrl: created.url, migrate: false })
    try {
      return await fn(one, two, created.url)
    } finally {
      await two.close()
      await one.close()
      await created.drop()
    }
  }

  it('checks at once from both: exactly one runs, each expired order is anonymised once, one record', async () => {
    await twoInstances(async (one, two) => {
      const references = []
      for (let i = 0; i < 5; i++)
        references.push(
          await expiredOrder(one.prisma, { name: `Gast ${i}`, email: `gast${i}@example.be`, message: 'Proficiat' }),
        )
      const now = new Date('2026-11-24T06:00:00Z')
      const outcomes: RetentionOutcome[] = await Promise.all(
        Array.from({ length: 8 }, (_, i) => runDailyRetention({ now, db: (i % 2 ? two : one).prisma })),
      )
      const ran = outcomes.filter((o) => o.status === 'ran')
      expect(ran).toHaveLength(1)
      expect(ran[0]).toMatchObject({ result: { orders: 5 } })
      expect(outcomes.every((o) => ['ran', 'busy', 'already-ran-today'].includes(o.status))).toBe(true)
      for (const reference of references)
        expect(await giverOf(two.prisma, reference)).toEqual({ name: 'Verwijderd', email: '', message: '' })
      expect(await one.prisma.jobRun.findMany()).toEqual([
        expect.objectContaining({
          name: RETENTION_JOB_NAME,
          lastRunOn: new Date('2026-11-24T00:00:00Z'),
          ordersAnonymised: 5,
        }),
      ])
    })
  })

  it('a check while another instance holds the lock is busy and waits for nothing; after its commit the day is done', async () => {
    await twoInstances(async (one, two, url) => {
      const reference = await expiredOrder(one.prisma)
      // Another instance in the middle of its run: it holds the lock in an open transaction.
      const other = new pg.Client({ connectionString: url })
      await other.connect()
      try {
        await other.query('BEGIN')
        await other.query('SELECT pg_advisory_xact_lock($1)', [RETENTION_LOCK_KEY])
        expect(await runDailyRetention({ db: two.prisma })).toEqual({ status: 'busy' })
        expect(await giverOf(two.prisma, reference)).toMatchObject({ name: 'Oma Lutgarde' })
        expect(await two.prisma.jobRun.count()).toBe(0)

        // `npm run privacy:purge` at that moment says so, exits 0 and changes nothing.
        const cli = await promisify(execFile)('npx', ['tsx', '--conditions=react-server', 'scripts/privacy-purge.ts'], {
          env: { ...process.env, DATABASE_URL: url },
          timeout: 120_000,
        })
        expect(cli.stdout).toMatch(/^Een andere instantie van de site voert de opschoning nu uit/m)
        expect(await giverOf(two.prisma, reference)).toMatchObject({ name: 'Oma Lutgarde' })
        await other.query('COMMIT')
      } finally {
        await other.end()
      }
      // The command, run again now that the lock is free, purges and records a manual run.
      const cli = await promisify(execFile)('npx', ['tsx', '--conditions=react-server', 'scripts/privacy-purge.ts'], {
        env: { ...process.env, DATABASE_URL: url },
        timeout: 120_000,
      })
      expect(cli.stdout).toMatch(/^1 reservatie geanonimiseerd/m)
      expect(await one.prisma.jobRun.findUnique({ where: { name: RETENTION_JOB_NAME } })).toMatchObject({
        manual: true,
        ordersAnonymised: 1,
      })
      // The app's check that day then does nothing.
      expect(await runDailyRetention({ db: one.prisma })).toEqual({ status: 'already-ran-today' })
    })
  }, 240_000)
})

describe('expired login sessions', () => {
  it('are deleted by the daily run, which records how many; live ones stay', async () => {
    const user = await createUser(db())
    const now = new Date('2031-03-01T12:00:00Z')
    await db().session.createMany({
      data: [
        { id: `verlopen-${user.id}-aaaaaaaa`, userId: user.id, expiresAt: new Date('2031-02-28T12:00:00Z') },
        { id: `levend-${user.id}-bbbbbbbbbb`, userId: user.id, expiresAt: new Date('2031-03-30T12:00:00Z') },
      ],
    })
    const outcome = await runDailyRetention({ now })
    expect(outcome).toMatchObject({ status: 'ran', sessions: 1 })
    expect(
      (await db().session.findMany({ where: { userId: user.id }, select: { id: true } })).map((s) => s.id),
    ).toEqual([`levend-${user.id}-bbbbbbbbbb`])
    expect(await record(db())).toMatchObject({ sessionsDeleted: 1 })
  })
})

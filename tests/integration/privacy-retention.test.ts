// Retention (docs/rules.md#privacy): the givers' name, e-mail and message leave the orders 2 years after the later of the
// list's birth date and the order's own day (in Belgium's calendar; decision 033), contact messages after a year;
// `npm run privacy:purge` applies it, idempotently.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { openDatabase, type PrismaClient } from '@/lib/db'
import { listOrdersOfList } from '@/lib/orders/overview'
import { isAnonymised } from '@/lib/privacy/anonymised'
import { giverDataCutoff, purgeExpiredPersonalData } from '@/lib/privacy/retention'
import { useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'
import { createOrder } from './privacy-support'

const db = useTestDatabase()

/** A list born on `birthDate` (yyyy-MM-dd) with one order of one CASH gift, marked paid, placed at `orderedAt` (default: that day). */
async function listWithOrder(
  prisma: PrismaClient,
  birthDate: string,
  giver = { name: 'Oma Lutgarde', email: 'lutgarde@example.be', message: 'Veel liefs!' },
  orderedAt = new Date(`${birthDate}T10:00:00Z`),
) {
  const owner = await createUser(prisma)
  const list = await prisma.list.update({
    where: { id: (await createList(prisma, owner.id)).id },
    data: { birthDate: new Date(`${birthDate}T00:00:00Z`) },
  })
  const product = await createProduct(prisma, list.id, { title: 'Spaarpot', price: 2500, shopAllowed: false })
  const order = await createOrder(prisma, list.id, giver, [
    { productId: product.id, price: '25.00', giftMethod: 'CASH' },
  ])
  // As placeOrder stores it: the keyed hash of the giver's client address (decision 026).
  await prisma.order.update({
    where: { id: order.id },
    data: { createdAt: orderedAt, paidAt: new Date('2025-01-02T10:00:00Z'), clientKey: 'k'.repeat(43) },
  })
  return { owner, list, reference: order.reference }
}

const giverOf = (prisma: PrismaClient, reference: string) =>
  prisma.order.findUniqueOrThrow({
    where: { reference },
    select: { name: true, email: true, message: true, clientKey: true, paidAt: true, structuredCommunication: true },
  })

describe('giverDataCutoff', () => {
  it('is the same calendar day two years earlier in Belgium, whatever the UTC date', () => {
    // 22 November 2026 23:30 UTC is already the 23rd in Brussels (UTC+1).
    expect(giverDataCutoff(new Date('2026-11-22T22:59:59Z')).toISOString()).toBe('2024-11-22T00:00:00.000Z')
    expect(giverDataCutoff(new Date('2026-11-22T23:00:00Z')).toISOString()).toBe('2024-11-23T00:00:00.000Z')
    // Summer time (UTC+2).
    expect(giverDataCutoff(new Date('2026-07-01T21:59:59Z')).toISOString()).toBe('2024-07-01T00:00:00.000Z')
    expect(giverDataCutoff(new Date('2026-07-01T22:00:00Z')).toISOString()).toBe('2024-07-02T00:00:00.000Z')
  })

  it('counts a 29 February birthday from 1 March, and on 29 February of a leap year takes the 28th', () => {
    expect(giverDataCutoff(new Date('2026-02-28T12:00:00Z')).toISOString()).toBe('2024-02-28T00:00:00.000Z')
    expect(giverDataCutoff(new Date('2026-03-01T12:00:00Z')).toISOString()).toBe('2024-03-01T00:00:00.000Z')
    expect(giverDataCutoff(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z')
  })
})

describe('purgeExpiredPersonalData', () => {
  it('anonymises the orders of a list on its second birthday (Belgian midnight), not a moment before, and only once', async () => {
    const due = await listWithOrder(db(), '2024-11-23')
    const dayLater = await listWithOrder(db(), '2024-11-24', {
      name: 'Tante Els',
      email: 'els@example.be',
      message: 'Proficiat!',
    })

    // 23:59:59 on the 22nd in Brussels: a second too early for both.
    expect((await purgeExpiredPersonalData(new Date('2026-11-22T22:59:59Z'))).orders).toBe(0)
    expect(await giverOf(db(), due.reference)).toMatchObject({
      name: 'Oma Lutgarde',
      email: 'lutgarde@example.be',
      message: 'Veel liefs!',
    })

    // Midnight of the 23rd in Brussels (23:00 UTC): the list born on 23 November 2024 is two years old.
    expect((await purgeExpiredPersonalData(new Date('2026-11-22T23:00:00Z'))).orders).toBe(1)
    const purged = await giverOf(db(), due.reference)
    expect(purged).toMatchObject({ name: 'Verwijderd', email: '', message: '', clientKey: null })
    // What was given, the payment mark and the structured communication stay for the parents.
    expect(purged.paidAt?.toISOString()).toBe('2025-01-02T10:00:00.000Z')
    expect(purged.structuredCommunication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/)
    expect(await giverOf(db(), dayLater.reference)).toMatchObject({
      name: 'Tante Els',
      email: 'els@example.be',
      message: 'Proficiat!',
      clientKey: 'k'.repeat(43),
    })

    // Idempotent: the same moment again changes nothing.
    expect((await purgeExpiredPersonalData(new Date('2026-11-22T23:00:00Z'))).orders).toBe(0)
    // A day later the next list goes, and only it is counted.
    expect((await purgeExpiredPersonalData(new Date('2026-11-23T23:00:00Z'))).orders).toBe(1)
    expect(await giverOf(db(), dayLater.reference)).toMatchObject({ name: 'Verwijderd', email: '', message: '' })
  })

  it('counts 2 years from the order’s own Belgian day when it is later than the birth date', async () => {
    const giver = { name: 'Peter Jan', email: 'jan@example.be', message: 'Later geschonken' }
    // Born in 2022, given at 00:30 on 24 November 2024 in Brussels (still the 23rd in UTC).
    const late = await listWithOrder(db(), '2022-03-01', giver, new Date('2024-11-23T23:30:00Z'))
    // Midnight of 23 November 2026 in Brussels: the birth date is long past, but the order's Belgian day (the 24th) is not.
    expect((await purgeExpiredPersonalData(new Date('2026-11-22T23:00:00Z'))).orders).toBe(0)
    expect(await giverOf(db(), late.reference)).toMatchObject(giver)
    // Midnight of 24 November in Brussels: two years after the day it was given.
    expect((await purgeExpiredPersonalData(new Date('2026-11-23T23:00:00Z'))).orders).toBe(1)
    expect(await giverOf(db(), late.reference)).toMatchObject({ name: 'Verwijderd', email: '', message: '' })
  })

  it('leaves the gifts on the parents’ overview, with the giver shown as removed', async () => {
    const { owner, list, reference } = await listWithOrder(db(), '2023-05-01')
    await purgeExpiredPersonalData(new Date('2026-11-23T12:00:00Z'))
    const [order] = await listOrdersOfList({ id: owner.id, role: 'USER' }, list.id)
    expect(order.reference).toBe(reference)
    expect(isAnonymised(order)).toBe(true)
    expect(order).toMatchObject({ name: 'Verwijderd', email: '', message: '', totals: { CASH: 2500, SHOP: 0 } })
    expect(order.products.map((line) => line.product.title)).toEqual(['Spaarpot'])
  })

  it('deletes contact messages older than a year and keeps the newer ones', async () => {
    const old = await db().contactMessage.create({
      data: {
        fromName: 'Staf',
        fromEmail: 'staf@example.be',
        message: 'Vraag',
        createdAt: new Date('2025-11-22T10:00:00Z'),
      },
    })
    const recent = await db().contactMessage.create({
      data: {
        fromName: 'Lotte',
        fromEmail: 'lotte@example.be',
        message: 'Vraag',
        createdAt: new Date('2025-11-24T10:00:00Z'),
      },
    })
    const result = await purgeExpiredPersonalData(new Date('2026-11-23T12:00:00Z'))
    expect(result.contactMessages).toBe(1)
    expect(await db().contactMessage.findUnique({ where: { id: old.id } })).toBeNull()
    expect(await db().contactMessage.findUnique({ where: { id: recent.id } })).not.toBeNull()
  })
})

describe('npm run privacy:purge', () => {
  it('anonymises the expired orders of the configured database, says how many, and finds none the second time', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'geboortelijst-purge-'))
    try {
      const seeded = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
      const { reference } = await (async () => {
        const owner = await createUser(seeded.prisma)
        const list = await createList(seeded.prisma, owner.id)
        await seeded.prisma.list.update({
          where: { id: list.id },
          data: { birthDate: new Date('2020-01-15T00:00:00Z') },
        })
        const product = await createProduct(seeded.prisma, list.id)
        const order = await createOrder(
          seeded.prisma,
          list.id,
          { name: 'Opa Jos', email: 'jos@example.be', message: 'Dag!' },
          [{ productId: product.id, price: '50.00', giftMethod: 'SHOP' }],
        )
        return seeded.prisma.order.update({
          where: { id: order.id },
          data: { createdAt: new Date('2020-02-01T10:00:00Z') },
        })
      })()
      await seeded.close()

      const run = () =>
        promisify(execFile)('npx', ['tsx', '--conditions=react-server', 'scripts/privacy-purge.ts'], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          timeout: 120_000,
        })
      expect((await run()).stdout).toMatch(
        /^1 reservatie geanonimiseerd \(geboortedatum en reservatie op of voor \d{4}-\d{2}-\d{2}\), geen contactberichten verwijderd/m,
      )
      expect((await run()).stdout).toMatch(/^Geen reservaties geanonimiseerd/m)

      const after = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
      expect(
        await after.prisma.order.findUniqueOrThrow({
          where: { reference },
          select: { name: true, email: true, message: true },
        }),
      ).toEqual({ name: 'Verwijderd', email: '', message: '' })
      await after.close()
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 240_000)
})

// Durable mail (decision 025): the outbox worker (lib/mail/outbox.ts) on a real database. The SMTP relay is outside our
// control, so a transport that fails (as nodemailer rejects on a relay error) or records what it was handed stands in.
import net from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { enqueueMail, type MailMessage } from '@/lib/mail'
import { deliverDueMails, backoffMs, purgeOldMails } from '@/lib/mail/outbox'
import { listProblemMails, retryMail } from '@/lib/mail/admin'
import type { OutgoingMail } from '@/lib/mail/transport'
import { openDatabase, type Database } from '@/lib/db'
import { expectConsoleError } from '../support/console'
import { createPostgresDatabase, onPostgres, useTestDatabase } from '../support/db'

// Nothing in this file nudges the worker: each test runs its passes itself, with its own transport.
process.env.MAIL_WORKER = 'off'
const db = useTestDatabase()
const admin = { id: 1, role: 'ADMIN' as const, name: 'Beheerder', email: 'admin@example.be', tokenVersion: 0 }

const message = (to: string, subject = 'Test'): MailMessage => ({
  to: { name: 'Tante Els', address: to },
  subject,
  text: 'Dag Els',
  html: '<p>Dag Els</p>',
})

async function enqueue(to: string, subject?: string): Promise<number> {
  return db().$transaction((tx) => enqueueMail(tx, 'contact', message(to, subject)))
}

/** A transport that records what it was handed; fails the first `failures` calls like a relay saying no. */
function recorder(failures = 0) {
  const sent: OutgoingMail[] = []
  let calls = 0
  const transport = async (mail: OutgoingMail) => {
    calls++
    if (calls <= failures)
      throw Object.assign(new Error('Connection refused'), {
        code: 'ECONNREFUSED',
        response: '421 4.3.2 Service not available',
      })
    sent.push(mail)
  }
  return { sent, transport, calls: () => calls }
}

beforeAll(async () => {
  await db().outboxMail.deleteMany()
})

/** Moves a mail's next try to now, as if its backoff had passed: the tests never sleep through a wait. */
async function becomeDue(id: number): Promise<void> {
  await db().$executeRaw`UPDATE "OutboxMail" SET "nextAttemptAt" = now() WHERE id = ${id}`
}

describe('the mail outbox', () => {
  it('sends a mail once, with its own Message-ID inside the message, and empties the stored text', async () => {
    const id = await enqueue('els-once@example.be')
    const { sent, transport } = recorder()
    expect(await deliverDueMails({ transport })).toEqual({ sent: 1, failed: 0, retrying: 0 })
    expect(await deliverDueMails({ transport })).toEqual({ sent: 0, failed: 0, retrying: 0 })
    expect(sent).toHaveLength(1)
    const row = await db().outboxMail.findUniqueOrThrow({ where: { id } })
    expect(sent[0]!.raw).toContain(`Message-ID: ${row.messageId}`)
    expect(sent[0]!.envelope).toEqual({ from: 'noreply@geboortelijst.be', to: ['els-once@example.be'] })
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, raw: '', lastError: null })
    expect(row.sentAt).not.toBeNull()
  })

  it('after a relay error it tries again after a backoff that doubles, then sends the same message', async () => {
    const id = await enqueue('els-retry@example.be')
    const { sent, transport, calls } = recorder(2)
    // Each failed try is logged with the mail's id and kind, never its recipient.
    expectConsoleError(/^\[mail\] outbox #\d+ \(contact\) try [12] failed \(ECONNREFUSED\)$/)
    const options = { transport, baseDelayMs: 400, maxDelayMs: 10_000 }

    expect(await deliverDueMails(options)).toEqual({ sent: 0, failed: 0, retrying: 1 })
    const first = await db().outboxMail.findUniqueOrThrow({ where: { id } })
    expect(first).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastError: '421 4.3.2 Service not available',
      leaseId: null,
    })
    // Both columns are set by one statement's now(): their difference is the backoff itself, 400 ms less at most 20 %.
    const firstWait = first.nextAttemptAt.getTime() - first.updatedAt.getTime()
    expect(firstWait).toBeGreaterThanOrEqual(320)
    expect(firstWait).toBeLessThanOrEqual(400)

    // Not due yet: nothing happens.
    expect(await deliverDueMails(options)).toEqual({ sent: 0, failed: 0, retrying: 0 })
    expect(calls()).toBe(1)

    // The wait has passed (moved back in the database rather than slept through).
    await becomeDue(id)
    expect(await deliverDueMails(options)).toEqual({ sent: 0, failed: 0, retrying: 1 })
    const second = await db().outboxMail.findUniqueOrThrow({ where: { id } })
    const secondWait = second.nextAttemptAt.getTime() - second.updatedAt.getTime()
    expect(secondWait).toBeGreaterThanOrEqual(640)
    expect(secondWait).toBeLessThanOrEqual(800)

    await becomeDue(id)
    expect(await deliverDueMails(options)).toEqual({ sent: 1, failed: 0, retrying: 0 })
    expect(sent).toHaveLength(1)
    expect(await db().outboxMail.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'SENT',
      attempts: 3,
      lastError: null,
    })
  })

  it('the backoff doubles per try up to its cap, less at most a fifth', () => {
    for (let i = 0; i < 50; i++) {
      expect(backoffMs(1, 1000, 60_000)).toBeGreaterThanOrEqual(800)
      expect(backoffMs(1, 1000, 60_000)).toBeLessThanOrEqual(1000)
      expect(backoffMs(4, 1000, 60_000)).toBeGreaterThanOrEqual(6400)
      expect(backoffMs(4, 1000, 60_000)).toBeLessThanOrEqual(8000)
      expect(backoffMs(20, 1000, 60_000)).toBeLessThanOrEqual(60_000)
    }
  })

  it('gives up after the last try; an administrator sees it with the error and tries it again', async () => {
    const id = await enqueue('els-failed@example.be', 'Bevestig je e-mailadres')
    const failing = recorder(100)
    expectConsoleError(/^\[mail\] outbox #\d+ \(contact\) try \d+ failed/)
    const options = { transport: failing.transport, maxAttempts: 2, baseDelayMs: 1 }
    expect(await deliverDueMails(options)).toEqual({ sent: 0, failed: 0, retrying: 1 })
    await becomeDue(id)
    expect(await deliverDueMails(options)).toEqual({ sent: 0, failed: 1, retrying: 0 })
    await becomeDue(id)
    expect(await deliverDueMails(options)).toEqual({ sent: 0, failed: 0, retrying: 0 })
    expect(failing.calls()).toBe(2)

    const page = await listProblemMails(admin, { searchString: 'els-failed' })
    expect(page.items).toEqual([
      expect.objectContaining({
        id,
        status: 'FAILED',
        attempts: 2,
        recipient: 'els-failed@example.be',
        subject: 'Bevestig je e-mailadres',
        lastError: '421 4.3.2 Service not available',
        nextAttemptAt: null,
      }),
    ])
    await expect(listProblemMails({ ...admin, role: 'USER' }, {})).rejects.toMatchObject({ status: 403 })

    await retryMail(admin, id)
    const working = recorder()
    expect(await deliverDueMails({ transport: working.transport })).toEqual({ sent: 1, failed: 0, retrying: 0 })
    expect(working.sent).toHaveLength(1)
    expect((await listProblemMails(admin, { searchString: 'els-failed' })).total).toBe(0)
    // A sent mail cannot be 'tried again'.
    await expect(retryMail(admin, id)).rejects.toMatchObject({ status: 404 })
  })

  it('keeps sent and failed mails 30 days, then deletes them; a waiting mail stays', async () => {
    const sent = await enqueue('oud-verstuurd@example.be')
    const failed = await enqueue('oud-mislukt@example.be')
    const waiting = await enqueue('oud-wachtend@example.be')
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000)
    await db().outboxMail.update({ where: { id: sent }, data: { status: 'SENT', sentAt: old, raw: '' } })
    await db().outboxMail.update({ where: { id: failed }, data: { status: 'FAILED', updatedAt: old } })
    await db().outboxMail.update({
      where: { id: waiting },
      data: { createdAt: old, nextAttemptAt: new Date(Date.now() + 3600_000) },
    })
    expect(await purgeOldMails()).toBe(2)
    expect(
      (await db().outboxMail.findMany({ where: { id: { in: [sent, failed, waiting] } } })).map((m) => m.id),
    ).toEqual([waiting])
  })

  it('a mail claimed by a worker that died is tried again only after its lease ended', async () => {
    const id = await enqueue('els-lease@example.be')
    // A worker claimed it and was killed before it could send or mark it: the lease runs for another 5 minutes.
    await db()
      .$executeRaw`UPDATE "OutboxMail" SET "leaseId" = 'dead-worker', "leaseUntil" = now() + interval '5 minutes', attempts = 1 WHERE id = ${id}`
    const { sent, transport } = recorder()
    expect(await deliverDueMails({ transport })).toEqual({ sent: 0, failed: 0, retrying: 0 })
    await db().$executeRaw`UPDATE "OutboxMail" SET "leaseUntil" = now() - interval '1 second' WHERE id = ${id}`
    expect(await deliverDueMails({ transport })).toEqual({ sent: 1, failed: 0, retrying: 0 })
    expect(sent.map((m) => m.envelope.to)).toEqual([['els-lease@example.be']])
  })
})

/**
 * A minimal SMTP relay on 127.0.0.1 for the real nodemailer transport: it refuses every mail with `refuse` (a 4xx or
 * 5xx answer to DATA's end) or accepts it and keeps the message as it arrived.
 */
async function smtpRelay(): Promise<{
  url: string
  received: string[]
  refuse: string | null
  close: () => Promise<void>
}> {
  const received: string[] = []
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined)
    let data: string | null = null
    let buffer = ''
    socket.write('220 relay.test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      let at: number
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at)
        buffer = buffer.slice(at + 2)
        if (data !== null) {
          if (line === '.') {
            if (relay.refuse) socket.write(`${relay.refuse}\r\n`)
            else {
              received.push(data)
              socket.write('250 2.0.0 queued\r\n')
            }
            data = null
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 relay.test\r\n')
        else if (/^DATA/i.test(line)) {
          data = ''
          socket.write('354 go ahead\r\n')
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  const relay = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: null as string | null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  return relay
}

describe('the mail outbox over SMTP (nodemailer)', () => {
  it('a relay that refuses keeps the mail for a later try with its answer; one that accepts gets the stored message', async () => {
    const relay = await smtpRelay()
    relay.refuse = '451 4.3.0 Try again later'
    expectConsoleError(/^\[mail\] outbox #\d+ \(contact\) try \d+ failed/)
    const id = await enqueue('els-smtp@example.be', 'Over SMTP')
    process.env.SMTP_URL = relay.url
    try {
      expect(await deliverDueMails()).toEqual({ sent: 0, failed: 0, retrying: 1 })
      expect(await db().outboxMail.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: 'PENDING',
        attempts: 1,
        lastError: expect.stringContaining('451 4.3.0 Try again later'),
      })

      relay.refuse = null
      await becomeDue(id)
      const stored = await db().outboxMail.findUniqueOrThrow({ where: { id } })
      expect(await deliverDueMails()).toEqual({ sent: 1, failed: 0, retrying: 0 })
      expect(relay.received).toHaveLength(1)
      expect(relay.received[0]).toBe(stored.raw.replace(/\r?\n/g, '\r\n').replace(/(\r\n)?$/, '\r\n'))
      expect(relay.received[0]).toContain(`Message-ID: ${stored.messageId}`)
    } finally {
      delete process.env.SMTP_URL
      await relay.close()
    }
  })
})

describe.runIf(onPostgres)('two outbox workers on one PostgreSQL', () => {
  it('never send the same mail twice', async () => {
    // A second connection pool to the same database, as a second app instance has.
    const created = await createPostgresDatabase('gl_workers')
    const one: Database = await openDatabase({ databaseUrl: created.url })
    const two: Database = await openDatabase({ databaseUrl: created.url, migrate: false })
    try {
      for (let i = 0; i < 60; i++)
        await one.prisma.$transaction((tx) => enqueueMail(tx, 'contact', message(`gast${i}@example.be`)))
      const delivered: string[] = []
      // A relay that takes a few milliseconds per mail, so the two workers' claims overlap.
      const slow = (worker: string) => async (mail: OutgoingMail) => {
        await new Promise((r) => setTimeout(r, 3))
        delivered.push(`${worker} ${mail.messageId}`)
      }
      const reports = await Promise.all([
        deliverDueMails({ db: one.prisma, transport: slow('one') }),
        deliverDueMails({ db: two.prisma, transport: slow('two') }),
        deliverDueMails({ db: one.prisma, transport: slow('one') }),
        deliverDueMails({ db: two.prisma, transport: slow('two') }),
      ])
      const ids = delivered.map((d) => d.split(' ')[1])
      expect(ids).toHaveLength(60)
      expect(new Set(ids).size).toBe(60)
      expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(60)
      // Both instances did part of the work.
      expect(delivered.some((d) => d.startsWith('one '))).toBe(true)
      expect(delivered.some((d) => d.startsWith('two '))).toBe(true)
      expect(await one.prisma.outboxMail.count({ where: { status: 'SENT', attempts: 1 } })).toBe(60)
    } finally {
      await two.close()
      await one.close()
      await created.drop()
    }
  })
})

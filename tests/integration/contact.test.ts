// The contact form's server side (docs/rules.md#site-pages): POST /api/contact as an API client
// would, on a real database and with the mails read back from the outbox; then the admin side (listContactMessages,
// deleteContactMessage) for anonymous, a parent and an ADMIN.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { POST as postContact } from '@/app/api/contact/route'
import { deleteContactMessage, listContactMessages, sendContactMessage } from '@/lib/contact'
import { settleMailTasks } from '@/lib/mail'
import { call, expectError, nextIp } from '../support/api'
import { useTestDatabase } from '../support/db'
import { mailsTo } from '../support/outbox'
import { createUser } from '../fixtures/factories'

const db = useTestDatabase()
const SENT = 'Je bericht is verzonden, je mag snel een antwoord verwachten!'
const INBOX = 'hallo@geboortelijst.be'

let admin: { id: number; role: 'ADMIN' }
let parent: { id: number; role: 'USER' }

beforeAll(async () => {
  admin = { id: (await createUser(db(), { role: 'ADMIN' })).id, role: 'ADMIN' }
  parent = { id: (await createUser(db())).id, role: 'USER' }
})

afterEach(() => {
  delete process.env.CONTACT_EMAIL
})

let counter = 0
/** A message nobody else sends, so the outbox and the table can be searched for it. */
function message(overrides: Record<string, unknown> = {}) {
  const n = ++counter
  return {
    fromName: `Marie Claes ${n}`,
    fromEmail: `marie.${n}@example.be`,
    message: `Dag!\nHoe lang blijft een lijst online? (vraag ${n}-${Date.now()})`,
    ...overrides,
  }
}

describe('POST /api/contact', () => {
  it('stores the message, answers 201 with the Dutch success text and mails it to the inbox with reply-to the sender', async () => {
    const input = message({ fromName: '  Marie Claes  ', fromEmail: ' marie.claes@example.be ' })
    const res = await call(postContact, '/api/contact', { body: input })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ message: SENT })

    const rows = await db().contactMessage.findMany({ where: { fromEmail: 'marie.claes@example.be' } })
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        fromName: 'Marie Claes',
        fromEmail: 'marie.claes@example.be',
        message: input.message,
        createdAt: expect.any(Date),
      },
    ])

    await settleMailTasks()
    const [mail, ...others] = mailsTo(INBOX, /marie\.claes@example\.be/)
    expect(others).toHaveLength(0)
    expect(mail).toMatch(/^Reply-To: Marie Claes <marie\.claes@example\.be>$/m)
    const subject = /^Subject: (.*)$/m.exec(mail)?.[1]
    expect(subject).toBe('Contactformulier: nieuw bericht van Marie Claes')
    // The site's own text comes first; the sender's words follow, quoted.
    const [firstLine, secondLine] = input.message.split('\n')
    expect(mail.indexOf('Er kwam een nieuw bericht binnen via het contactformulier')).toBeLessThan(
      mail.indexOf(`> ${firstLine}`),
    )
    expect(mail).toContain(`> ${secondLine}`)
    expect(mail).toContain('/admin/contact')
  })

  it('mails to CONTACT_EMAIL when it is set', async () => {
    process.env.CONTACT_EMAIL = 'inbox@example.be'
    const input = message()
    expect((await call(postContact, '/api/contact', { body: input })).status).toBe(201)
    await settleMailTasks()
    expect(mailsTo('inbox@example.be', new RegExp(input.fromEmail.replace('.', '\\.')))).toHaveLength(1)
    expect(mailsTo(INBOX, new RegExp(input.fromEmail.replace('.', '\\.')))).toHaveLength(0)
  })

  it('answers 422 VALIDATION with each form message under its field, and stores and mails nothing', async () => {
    const before = await db().contactMessage.count()
    const body = await expectError(await call(postContact, '/api/contact', { body: {} }), 422, 'VALIDATION')
    expect(body.error.details?.fields).toEqual({
      fromName: 'Je naam is verplicht',
      fromEmail: 'Dit e-mailadres ziet er niet correct uit.',
      message: 'Dit veld is verplicht',
    })
    const blank = await expectError(
      await call(postContact, '/api/contact', { body: { fromName: '  ', fromEmail: 'marie@', message: ' \n ' } }),
      422,
      'VALIDATION',
    )
    expect(blank.error.details?.fields).toEqual({
      fromName: 'Je naam is verplicht',
      fromEmail: 'Dit e-mailadres ziet er niet correct uit.',
      message: 'Dit veld is verplicht',
    })
    const long = await expectError(
      await call(postContact, '/api/contact', { body: message({ message: 'x'.repeat(5001) }) }),
      422,
      'VALIDATION',
    )
    expect(long.error.details?.fields).toEqual({ message: 'Dit veld is te lang (maximaal 5000 tekens).' })
    await expectError(await call(postContact, '/api/contact', { body: 'geen json' }), 400, 'BAD_JSON')
    await settleMailTasks()
    expect(await db().contactMessage.count()).toBe(before)
  })

  it('answers a bot that fills in the honeypot with the same 201, but stores and mails nothing', async () => {
    const before = await db().contactMessage.count()
    const input = message({ website: 'https://spam.example.com' })
    const res = await call(postContact, '/api/contact', { body: input })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ message: SENT })
    // Even with nonsense in the other fields: a bot learns nothing from the answer.
    const sloppy = await call(postContact, '/api/contact', { body: { website: 'x', fromEmail: 'nope' } })
    expect(sloppy.status).toBe(201)
    await settleMailTasks()
    expect(await db().contactMessage.count()).toBe(before)
    expect(mailsTo(INBOX, new RegExp(input.fromEmail.replace('.', '\\.')))).toHaveLength(0)
  })

  it('takes 5 messages an hour per client address, then answers 429 RATE_LIMITED with Retry-After and a Dutch rate-limit message', async () => {
    const ip = nextIp()
    for (let i = 0; i < 5; i++)
      expect((await call(postContact, '/api/contact', { body: message(), ip })).status).toBe(201)
    const before = await db().contactMessage.count()
    const res = await call(postContact, '/api/contact', { body: message(), ip })
    const body = await expectError(res, 429, 'RATE_LIMITED')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(body.error.message).toMatch(
      /^Je hebt net al enkele berichten verstuurd\. Probeer het over \d+ minuten opnieuw, of mail ons rechtstreeks op hallo@geboortelijst\.be\.$/,
    )
    expect(body.error.details?.fields).toBeUndefined()
    // Also an invalid or bot message is refused as a rate limit, never as a validation error.
    await expectError(await call(postContact, '/api/contact', { body: {}, ip }), 429, 'RATE_LIMITED')
    expect(await db().contactMessage.count()).toBe(before)
    // Another address is not affected.
    expect((await call(postContact, '/api/contact', { body: message() })).status).toBe(201)
  })
})

describe('listContactMessages and deleteContactMessage (admin area)', () => {
  it('refuses a visitor (401) and a parent (403), and deletes nothing for them', async () => {
    await sendContactMessage(message(), { ip: nextIp() })
    const [row] = await db().contactMessage.findMany({ take: 1 })
    for (const [actor, code, status] of [
      [null, 'UNAUTHORIZED', 401],
      [parent, 'FORBIDDEN', 403],
    ] as const) {
      await expect(listContactMessages(actor, {})).rejects.toMatchObject({ code, status })
      await expect(deleteContactMessage(actor, row.id)).rejects.toMatchObject({ code, status })
      await expect(deleteContactMessage(actor, 999_999)).rejects.toMatchObject({ code, status })
    }
    expect(await db().contactMessage.findUnique({ where: { id: row.id } })).not.toBeNull()
  })

  it('shows an ADMIN 25 messages a page, newest first, with the total, and searches name, e-mail and message', async () => {
    await db().contactMessage.deleteMany()
    const start = Date.parse('2026-11-01T10:00:00Z')
    await db().contactMessage.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        fromName: i === 7 ? 'Jef Vermeulen' : `Afzender ${i}`,
        fromEmail: i === 12 ? 'oma.lisette@example.be' : `afzender${i}@example.be`,
        message:
          i === 20 ? 'Kan ik een KINDERWAGEN in delen geven?' : i === 3 ? 'Geven jullie 50% korting?' : `Bericht ${i}`,
        createdAt: new Date(start + i * 60_000),
      })),
    })
    const first = await listContactMessages(admin, {})
    expect({ total: first.total, take: first.take, skip: first.skip, count: first.items.length }).toEqual({
      total: 30,
      take: 25,
      skip: 0,
      count: 25,
    })
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      fromName: 'Afzender 29',
      fromEmail: 'afzender29@example.be',
      message: 'Bericht 29',
      createdAt: new Date(start + 29 * 60_000).toISOString(),
    })
    expect(first.items.map((m) => m.createdAt)).toEqual([...first.items.map((m) => m.createdAt)].sort().reverse())
    const second = await listContactMessages(admin, { skip: '25' })
    expect(second.items.map((m) => m.fromName)).toEqual([
      'Afzender 4',
      'Afzender 3',
      'Afzender 2',
      'Afzender 1',
      'Afzender 0',
    ])

    expect((await listContactMessages(admin, { searchString: 'jef' })).items.map((m) => m.fromName)).toEqual([
      'Jef Vermeulen',
    ])
    expect((await listContactMessages(admin, { searchString: 'OMA.LISETTE' })).items.map((m) => m.fromEmail)).toEqual([
      'oma.lisette@example.be',
    ])
    const found = await listContactMessages(admin, { searchString: ' kinderwagen ' })
    expect({ total: found.total, messages: found.items.map((m) => m.message) }).toEqual({
      total: 1,
      messages: ['Kan ik een KINDERWAGEN in delen geven?'],
    })
    expect((await listContactMessages(admin, { searchString: 'niemand' })).total).toBe(0)
    // A search for LIKE's own wildcards finds them literally, not everything.
    expect((await listContactMessages(admin, { searchString: '50%' })).items.map((m) => m.message)).toEqual([
      'Geven jullie 50% korting?',
    ])
    expect((await listContactMessages(admin, { searchString: '%' })).total).toBe(1)
    expect((await listContactMessages(admin, { searchString: '_' })).total).toBe(0)

    await expect(listContactMessages(admin, { take: '0' })).rejects.toMatchObject({ code: 'VALIDATION', status: 422 })
    await expect(listContactMessages(admin, { skip: '-1' })).rejects.toMatchObject({ code: 'VALIDATION', status: 422 })
  })

  it('lets an ADMIN delete one message; an unknown one is 404 NOT_FOUND', async () => {
    await sendContactMessage(message(), { ip: nextIp() })
    const [row] = await db().contactMessage.findMany({ orderBy: { id: 'desc' }, take: 1 })
    const total = await db().contactMessage.count()
    await deleteContactMessage(admin, row.id)
    expect(await db().contactMessage.count()).toBe(total - 1)
    await expect(deleteContactMessage(admin, row.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Dit bericht bestaat niet (meer).',
    })
  })
})

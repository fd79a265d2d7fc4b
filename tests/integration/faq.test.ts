// The FAQ (/site/faq, /api/faq): the items seeded by the data migration, the domain functions of
// lib/faq and the REST handlers called as an API client would, for anonymous, a parent and an ADMIN, on a real
// database. Every refusal has its exact status and code and leaves the FAQ exactly as it was.
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as listFaq, POST as postFaq } from '@/app/api/faq/route'
import { DELETE as deleteFaq, GET as getFaq, PATCH as patchFaq } from '@/app/api/faq/[id]/route'
import { createFaqItem, deleteFaqItem, getFaqItem, listFaqItems, updateFaqItem } from '@/lib/faq'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createUser } from '../fixtures/factories'

const db = useTestDatabase()
const PASSWORD = 'geheim123'

type Who = 'anonymous' | 'parent' | 'admin'
let tokens: Record<Exclude<Who, 'anonymous'>, string>
let admin: { id: number; role: 'ADMIN' }
let parent: { id: number; role: 'USER' }

beforeAll(async () => {
  const a = await createUser(db(), { role: 'ADMIN', password: PASSWORD })
  const p = await createUser(db(), { password: PASSWORD })
  admin = { id: a.id, role: 'ADMIN' }
  parent = { id: p.id, role: 'USER' }
  tokens = { admin: await tokenFor(a.email, PASSWORD), parent: await tokenFor(p.email, PASSWORD) }
})

const tokenOf = (who: Who) => (who === 'anonymous' ? undefined : tokens[who])
const snapshot = () => db().faqItem.findMany({ orderBy: { id: 'asc' } })
const path = (id: number | string) => `/api/faq/${id}`

describe('the seeded FAQ (data migration)', () => {
  it('gives a fresh database at least 8 questions a Belgian parent or giver asks, by weight, as plain text with paragraphs', async () => {
    const items = await listFaqItems('nl')
    expect(items.length).toBeGreaterThanOrEqual(8)
    const titles = items.map((i) => i.title)
    for (const topic of [
      /kost/,
      /nu betalen/,
      /gestructureerde mededeling.*QR-code/,
      /delen/,
      /persoonlijk afgeven.*opgestuurd/,
      /gegevens/,
      /aanpassen of verwijderen/,
      /hetzelfde geschenk/,
    ]) {
      expect(
        titles.some((title) => topic.test(title)),
        String(topic),
      ).toBe(true)
    }
    expect(items.map((i) => i.weight)).toEqual([...items.map((i) => i.weight)].sort((a, b) => a - b))
    expect(items.every((i) => !/<[a-z]/i.test(i.text))).toBe(true)
    expect(items.filter((i) => i.text.includes('\n\n')).length).toBeGreaterThanOrEqual(8)
  })
})

describe('the FAQ in French', () => {
  it('gives a fresh database the same questions in French, and GET /api/faq?locale=fr answers them', async () => {
    const dutch = await listFaqItems('nl')
    const french = await listFaqItems('fr')
    expect(french.map((i) => i.weight)).toEqual(dutch.map((i) => i.weight))
    expect(french.every((i) => i.locale === 'fr')).toBe(true)
    expect(french.map((i) => i.title)).toContain('Combien coûte une liste de naissance ?')
    const res = await call(listFaq, '/api/faq?locale=fr')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(french.map(({ id, title, text }) => ({ id, title, text })))
    await expectError(await call(listFaq, '/api/faq?locale=de'), 422, 'VALIDATION')
  })

  it('lets an ADMIN add a French item, last among the French ones, and move an item to the other language', async () => {
    const lastFrench = (await listFaqItems('fr')).at(-1)!
    const added = await createFaqItem(admin, { title: 'Puis-je offrir un bon cadeau ?', text: 'Oui.', locale: 'fr' })
    expect(added).toMatchObject({ locale: 'fr', weight: lastFrench.weight + 10 })
    expect((await listFaqItems('nl')).map((i) => i.id)).not.toContain(added.id)
    expect(await updateFaqItem(admin, added.id, { locale: 'nl' })).toMatchObject({ locale: 'nl' })
    await expect(updateFaqItem(admin, added.id, { locale: 'en' })).rejects.toMatchObject({ status: 422 })
    await deleteFaqItem(admin, added.id)
  })
})

describe('lib/faq', () => {
  it('lets an ADMIN add an item, last by default or at the weight given, and lists by weight then id', async () => {
    const last = (await listFaqItems('nl')).at(-1)!
    const added = await createFaqItem(admin, {
      title: '  Mag ik een tweedehands geschenk op mijn lijst zetten?  ',
      text: 'Ja.\n\nVoeg het handmatig toe.',
    })
    expect(added).toMatchObject({
      title: 'Mag ik een tweedehands geschenk op mijn lijst zetten?',
      text: 'Ja.\n\nVoeg het handmatig toe.',
      weight: last.weight + 10,
    })
    const first = await createFaqItem(admin, { title: 'Eerst', text: 'Bovenaan', weight: '0' })
    const tie = await createFaqItem(admin, { title: 'Ook eerst', text: 'Daarna, want een hoger id', weight: 0 })
    const items = await listFaqItems('nl')
    expect(items.slice(0, 2).map((i) => i.id)).toEqual([first.id, tie.id])
    expect(items.at(-1)!.id).toBe(added.id)
    expect(await getFaqItem(first.id)).toEqual(first)
    await deleteFaqItem(admin, first.id)
    await deleteFaqItem(admin, tie.id)
    await deleteFaqItem(admin, added.id)
  })

  it('refuses a visitor (401) and a parent (403) for every change, whatever they send, and changes nothing', async () => {
    const item = (await listFaqItems('nl'))[0]
    const before = await snapshot()
    for (const [actor, code, status] of [
      [null, 'UNAUTHORIZED', 401],
      [parent, 'FORBIDDEN', 403],
    ] as const) {
      await expect(createFaqItem(actor, { title: 'X', text: 'Y' })).rejects.toMatchObject({ code, status })
      await expect(createFaqItem(actor, {})).rejects.toMatchObject({ code, status })
      await expect(updateFaqItem(actor, item.id, { title: 'Gekaapt' })).rejects.toMatchObject({ code, status })
      await expect(updateFaqItem(actor, 999_999, { title: 'Gekaapt' })).rejects.toMatchObject({ code, status })
      await expect(deleteFaqItem(actor, item.id)).rejects.toMatchObject({ code, status })
    }
    expect(await snapshot()).toEqual(before)
  })

  it('says what is wrong in Dutch (422) and stores nothing', async () => {
    const before = await snapshot()
    const cases: [unknown, string, string][] = [
      [{ text: 'Antwoord' }, 'title', 'Dit veld is verplicht'],
      [{ title: '   ', text: 'Antwoord' }, 'title', 'Dit veld is verplicht'],
      [{ title: 'x'.repeat(201), text: 'Antwoord' }, 'title', 'Dit veld is te lang (maximaal 200 tekens).'],
      [{ title: 'Vraag', text: '' }, 'text', 'Dit veld is verplicht'],
      [{ title: 'Vraag', text: 'x'.repeat(5001) }, 'text', 'Dit veld is te lang (maximaal 5000 tekens).'],
      [
        { title: 'Vraag', text: 'Antwoord', weight: 1.5 },
        'weight',
        'Geef de volgorde als een geheel getal van 0 tot en met 1.000.000.',
      ],
      [
        { title: 'Vraag', text: 'Antwoord', weight: -1 },
        'weight',
        'Geef de volgorde als een geheel getal van 0 tot en met 1.000.000.',
      ],
      [
        { title: 'Vraag', text: 'Antwoord', weight: 'tien' },
        'weight',
        'Geef de volgorde als een geheel getal van 0 tot en met 1.000.000.',
      ],
      [
        { title: 'Vraag', text: 'Antwoord', weight: 1_000_001 },
        'weight',
        'Geef de volgorde als een geheel getal van 0 tot en met 1.000.000.',
      ],
    ]
    for (const [input, field, message] of cases) {
      await expect(createFaqItem(admin, input), JSON.stringify(input).slice(0, 80)).rejects.toMatchObject({
        code: 'VALIDATION',
        status: 422,
        details: { fields: { [field]: message } },
      })
    }
    for (const input of ['geen object', null, [1, 2]]) {
      await expect(createFaqItem(admin, input)).rejects.toMatchObject({
        code: 'VALIDATION',
        status: 422,
        message: 'Niet alle gegevens zijn correct ingevuld.',
      })
      await expect(updateFaqItem(admin, before[0].id, input)).rejects.toMatchObject({
        code: 'VALIDATION',
        status: 422,
        message: 'Niet alle gegevens zijn correct ingevuld.',
      })
    }
    expect(await snapshot()).toEqual(before)
  })

  it('changes only the fields given, answers 404 for an unknown id and 422 for a bad change, which changes nothing', async () => {
    const item = await createFaqItem(admin, { title: 'Oud', text: 'Oude tekst', weight: 500 })
    expect(await updateFaqItem(admin, item.id, { text: 'Nieuwe tekst\nmet een regel' })).toEqual({
      ...item,
      text: 'Nieuwe tekst\nmet een regel',
    })
    expect(await updateFaqItem(admin, item.id, { weight: 7, title: 'Nieuw' })).toEqual({
      id: item.id,
      locale: 'nl',
      title: 'Nieuw',
      text: 'Nieuwe tekst\nmet een regel',
      weight: 7,
    })
    expect(await updateFaqItem(admin, item.id, {})).toEqual({
      id: item.id,
      locale: 'nl',
      title: 'Nieuw',
      text: 'Nieuwe tekst\nmet een regel',
      weight: 7,
    })
    await expect(updateFaqItem(admin, item.id, { title: '' })).rejects.toMatchObject({
      code: 'VALIDATION',
      details: { fields: { title: 'Dit veld is verplicht' } },
    })
    expect((await getFaqItem(item.id)).title).toBe('Nieuw')
    await expect(updateFaqItem(admin, 999_999, { title: 'Nieuw' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Deze vraag bestaat niet (meer).',
    })
    await expect(getFaqItem(999_999)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 })
    await deleteFaqItem(admin, item.id)
    await expect(deleteFaqItem(admin, item.id)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 })
  })
})

describe('GET /api/faq and /api/faq/{id} (public)', () => {
  it('lists every item as { id, title, text } by weight, for anyone', async () => {
    const res = await call(listFaq, '/api/faq')
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>[]
    const items = await listFaqItems('nl')
    expect(body).toEqual(items.map(({ id, title, text }) => ({ id, title, text })))
  })

  it('answers one item with its weight, and 404 NOT_FOUND for an unknown or malformed id', async () => {
    const [item] = await listFaqItems('nl')
    const res = await call(getFaq, path(item.id), { params: { id: String(item.id) } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(item)
    for (const id of ['999999', 'abc', '0', '1.5', '99999999999']) {
      const body = await expectError(await call(getFaq, path(id), { params: { id } }), 404, 'NOT_FOUND')
      expect(body.error.message).toBe('Deze vraag bestaat niet (meer).')
    }
  })
})

describe('POST, PATCH, DELETE /api/faq (ADMIN only)', () => {
  const refusals: [Who, number, string][] = [
    ['anonymous', 401, 'UNAUTHORIZED'],
    ['parent', 403, 'FORBIDDEN'],
  ]

  it('refuses anonymous (401 UNAUTHORIZED) and a parent (403 FORBIDDEN) on every change; nothing changes', async () => {
    const [item] = await listFaqItems('nl')
    const before = await snapshot()
    for (const [who, status, code] of refusals) {
      const token = tokenOf(who)
      await expectError(
        await call(postFaq, '/api/faq', { body: { title: 'Vraag', text: 'Antwoord' }, token }),
        status,
        code,
      )
      await expectError(
        await call(patchFaq, path(item.id), {
          method: 'PATCH',
          body: { title: 'Gekaapt' },
          token,
          params: { id: String(item.id) },
        }),
        status,
        code,
      )
      await expectError(
        await call(deleteFaq, path(item.id), { method: 'DELETE', token, params: { id: String(item.id) } }),
        status,
        code,
      )
      // An unknown item is no different for them: they learn nothing about which ids exist.
      await expectError(
        await call(deleteFaq, path(999_999), { method: 'DELETE', token, params: { id: '999999' } }),
        status,
        code,
      )
    }
    expect(await snapshot()).toEqual(before)
  })

  it('lets an ADMIN add (201), change (200) and delete (204 without a body) an item', async () => {
    const token = tokens.admin
    const created = await call(postFaq, '/api/faq', {
      body: {
        title: 'Kan ik een cadeaubon geven?',
        text: 'Ja, als de ouders er een op hun lijst zetten.',
        weight: 990,
      },
      token,
    })
    expect(created.status).toBe(201)
    const item = (await created.json()) as { id: number }
    expect(item).toEqual({
      id: expect.any(Number),
      locale: 'nl',
      title: 'Kan ik een cadeaubon geven?',
      text: 'Ja, als de ouders er een op hun lijst zetten.',
      weight: 990,
    })

    const patched = await call(patchFaq, path(item.id), {
      method: 'PATCH',
      body: { text: 'Ja.' },
      token,
      params: { id: String(item.id) },
    })
    expect(patched.status).toBe(200)
    expect(await patched.json()).toEqual({ ...item, text: 'Ja.' })

    const deleted = await call(deleteFaq, path(item.id), { method: 'DELETE', token, params: { id: String(item.id) } })
    expect(deleted.status).toBe(204)
    expect(await deleted.text()).toBe('')
    expect(await db().faqItem.findUnique({ where: { id: item.id } })).toBeNull()
    await expectError(
      await call(deleteFaq, path(item.id), { method: 'DELETE', token, params: { id: String(item.id) } }),
      404,
      'NOT_FOUND',
    )
    await expectError(
      await call(patchFaq, path(item.id), {
        method: 'PATCH',
        body: { text: 'Terug?' },
        token,
        params: { id: String(item.id) },
      }),
      404,
      'NOT_FOUND',
    )
  })

  it('answers an ADMIN 422 VALIDATION with the Dutch message per field, and 400 BAD_JSON for a body that is no JSON; nothing changes', async () => {
    const [item] = await listFaqItems('nl')
    const before = await snapshot()
    const token = tokens.admin
    const body = await expectError(
      await call(postFaq, '/api/faq', { body: { title: '', text: '', weight: 'x' }, token }),
      422,
      'VALIDATION',
    )
    expect(body.error.details?.fields).toEqual({
      title: 'Dit veld is verplicht',
      text: 'Dit veld is verplicht',
      weight: 'Geef de volgorde als een geheel getal van 0 tot en met 1.000.000.',
    })
    const patch = await expectError(
      await call(patchFaq, path(item.id), {
        method: 'PATCH',
        body: { title: 'x'.repeat(201) },
        token,
        params: { id: String(item.id) },
      }),
      422,
      'VALIDATION',
    )
    expect(patch.error.details?.fields).toEqual({ title: 'Dit veld is te lang (maximaal 200 tekens).' })
    await expectError(await call(postFaq, '/api/faq', { body: '{"title":', token }), 400, 'BAD_JSON')
    expect(await snapshot()).toEqual(before)
  })
})

// Sharing a list (decision 039), on a real database: the short code a new list gets and an older list gets once, even
// when asked for at the same moment; where /l/{code} leads and for whom (an inactive list only for the people who
// manage it); the share information and the card's line through the REST API, for the owner, a manager and an
// administrator, and refused to everyone else with nothing changed.
import { describe, expect, it } from 'vitest'
import { POST as postList } from '@/app/api/lists/route'
import { GET as getShare, PATCH as patchShare } from '@/app/api/lists/[id]/share/route'
import { GET as getQrSvg } from '@/app/api/lists/[id]/qr.svg/route'
import { GET as getQrPng } from '@/app/api/lists/[id]/qr.png/route'
import { GET as getCard } from '@/app/api/lists/[id]/card.pdf/route'
import { ensureShortCode, resolveShortLink } from '@/lib/share'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createUser } from '../fixtures/factories'
import { birthDateDaysAgo } from '../fixtures/dates'
import { useEnv } from '../support/env'

const db = useTestDatabase()
const PASSWORD = 'geheim123'
const CODE = /^[2-9a-hjkmnp-tv-z]{8}$/
const SITE = 'https://geboortelijst.test'

useEnv('APP_URL', SITE)

async function account(data: { role?: 'USER' | 'ADMIN'; confirmed?: boolean } = {}) {
  const user = await createUser(db(), { ...data, password: PASSWORD })
  return { ...user, token: await tokenFor(user.email, PASSWORD) }
}
const anonymous = async () => null
const id = (n: number) => ({ id: String(n) })
const listRow = (listId: number) => db().list.findUniqueOrThrow({ where: { id: listId } })

describe('the short code', () => {
  it('is given to a new list at once, different for each list', async () => {
    const owner = await account()
    const body = {
      firstName: 'Mila',
      lastName: 'Claes',
      parent1FirstName: 'Lotte',
      parent1LastName: 'Claes',
      iban: 'BE71 0961 2345 6769',
      birthDate: birthDateDaysAgo(),
    }
    const codes: string[] = []
    for (let i = 0; i < 3; i++) {
      const res = await call(postList, '/api/lists', { body, token: owner.token })
      expect(res.status).toBe(201)
      const { id: listId } = (await res.json()) as { id: number }
      codes.push((await listRow(listId)).shortCode ?? '')
    }
    for (const code of codes) expect(code).toMatch(CODE)
    expect(new Set(codes).size).toBe(3)
  })

  it('is made once for an older list, also when many ask at the same moment', async () => {
    const list = await createList(db(), (await createUser(db())).id)
    expect(list.shortCode, 'a list from before short links has none').toBeNull()
    const codes = await Promise.all(Array.from({ length: 10 }, () => ensureShortCode(list.id)))
    expect(new Set(codes).size).toBe(1)
    expect(codes[0]).toMatch(CODE)
    expect((await listRow(list.id)).shortCode).toBe(codes[0])
    expect(await ensureShortCode(list.id), 'asked again later: the same code').toBe(codes[0])
  })

  it('is never made for a list that does not exist', async () => {
    await expect(ensureShortCode(2_147_483_647)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 })
  })

  it('is unique in the database: a second list cannot take a code', async () => {
    const a = await createList(db(), (await createUser(db())).id)
    const b = await createList(db(), (await createUser(db())).id)
    const code = await ensureShortCode(a.id)
    await expect(db().list.update({ where: { id: b.id }, data: { shortCode: code } })).rejects.toMatchObject({
      code: 'P2002',
    })
  })
})

describe('/l/{code}', () => {
  it('leads to the list, whatever the case the code is typed in', async () => {
    const list = await createList(db(), (await createUser(db())).id)
    const code = await ensureShortCode(list.id)
    expect(await resolveShortLink(code, anonymous)).toBe(list.url)
    expect(await resolveShortLink(code.toUpperCase(), anonymous)).toBe(list.url)
    expect(await resolveShortLink(` ${code} `, anonymous)).toBe(list.url)
  })

  it('is not found for an unknown code, a code with look-alikes and anything that is no code', async () => {
    const list = await createList(db(), (await createUser(db())).id)
    const code = await ensureShortCode(list.id)
    const other = [...code].map((c) => (c === '2' ? '3' : '2')).join('')
    for (const bad of [
      other,
      code.slice(0, 7) + '0',
      code.slice(0, 7) + 'o',
      code.slice(0, 7),
      `${code}x`,
      '',
      '%00',
      list.url,
    ]) {
      await expect(resolveShortLink(bad, anonymous), bad).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 })
    }
  })

  it('of a list that is not active (owner unconfirmed) leads only the people who manage it; the session is read only then', async () => {
    const owner = await createUser(db(), { confirmed: false })
    const list = await createList(db(), owner.id)
    const manager = await createUser(db())
    await db().listManager.create({ data: { listId: list.id, userId: manager.id } })
    const code = await ensureShortCode(list.id)
    const as = (actor: { id: number; role: 'USER' | 'ADMIN' } | null) => async () => actor
    await expect(resolveShortLink(code, anonymous)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(resolveShortLink(code, as({ id: (await createUser(db())).id, role: 'USER' }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    expect(await resolveShortLink(code, as({ id: owner.id, role: 'USER' }))).toBe(list.url)
    expect(await resolveShortLink(code, as({ id: manager.id, role: 'USER' }))).toBe(list.url)
    expect(
      await resolveShortLink(code, as({ id: (await createUser(db(), { role: 'ADMIN' })).id, role: 'ADMIN' })),
    ).toBe(list.url)

    const active = await createList(db(), (await createUser(db())).id)
    let asked = 0
    expect(await resolveShortLink(await ensureShortCode(active.id), async () => (asked++, null))).toBe(active.url)
    expect(asked, 'an active list needs no session').toBe(0)
  })

  it('of a protected or unlisted list leads to its page, which asks the code itself', async () => {
    const list = await createList(db(), (await createUser(db())).id)
    await db().list.update({ where: { id: list.id }, data: { visibility: 'PROTECTED', accessCode: 'zonnebloem' } })
    expect(await resolveShortLink(await ensureShortCode(list.id), anonymous)).toBe(list.url)
    const unlisted = await createList(db(), (await createUser(db())).id)
    await db().list.update({ where: { id: unlisted.id }, data: { visibility: 'UNLISTED' } })
    expect(await resolveShortLink(await ensureShortCode(unlisted.id), anonymous)).toBe(unlisted.url)
  })
})

describe('GET and PATCH /api/lists/{id}/share', () => {
  it('gives the owner the address, the short link (made now for an older list), the child and the files', async () => {
    const owner = await account()
    const list = await createList(db(), owner.id, {
      firstName: '',
      parent1FirstName: 'Sofie',
      parent2FirstName: 'Jonas',
    })
    const res = await call(getShare, `/api/lists/${list.id}/share`, { token: owner.token, params: id(list.id) })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    const code = (await listRow(list.id)).shortCode
    expect(code).toMatch(CODE)
    expect(body).toEqual({
      listId: list.id,
      slug: list.url,
      listUrl: `${SITE}/list/${list.url}`,
      shortCode: code,
      shortUrl: `${SITE}/l/${code}`,
      child: 'Baby van Sofie en Jonas',
      cardLine: null,
      files: {
        qrSvg: `/api/lists/${list.id}/qr.svg`,
        qrPng: `/api/lists/${list.id}/qr.png`,
        cardA6: `/api/lists/${list.id}/card.pdf?format=a6`,
        cardA4: `/api/lists/${list.id}/card.pdf?format=a4`,
      },
    })
    expect(JSON.stringify(body)).not.toContain(list.iban)
  })

  it('saves the card line by the text rules, an empty one or null clears it, and a bad line changes nothing', async () => {
    const owner = await account()
    const list = await createList(db(), owner.id)
    const patch = (body: unknown) =>
      call(patchShare, `/api/lists/${list.id}/share`, {
        method: 'PATCH',
        body,
        token: owner.token,
        params: id(list.id),
      })

    const saved = await patch({ cardLine: '  Welkom, kleine ‘Noor’ 💛  ' })
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as { cardLine: string }).cardLine).toBe('Welkom, kleine ‘Noor’ 💛')
    expect((await listRow(list.id)).cardLine).toBe('Welkom, kleine ‘Noor’ 💛')

    for (const [body, field] of [
      [{ cardLine: 'x'.repeat(121) }, 'cardLine'],
      [{ cardLine: 'twee\u0007regels' }, 'cardLine'],
      [{ cardLine: 42 }, 'cardLine'],
      [{}, 'cardLine'],
    ] as const) {
      const refused = await expectError(await patch(body), 422, 'VALIDATION')
      expect(refused.error.details?.fields?.[field], JSON.stringify(body)).toBeTruthy()
      expect((await listRow(list.id)).cardLine, 'nothing changed').toBe('Welkom, kleine ‘Noor’ 💛')
    }
    expect((await patch({ cardLine: 'x'.repeat(120) })).status, 'exactly 120 characters').toBe(200)

    for (const empty of ['', '   ', null]) {
      await db().list.update({ where: { id: list.id }, data: { cardLine: 'iets' } })
      const res = await patch({ cardLine: empty })
      expect(res.status).toBe(200)
      expect(((await res.json()) as { cardLine: unknown }).cardLine).toBeNull()
      expect((await listRow(list.id)).cardLine).toBeNull()
    }
  })
})

describe('who may share a list', () => {
  const endpoints = [
    {
      name: 'GET /api/lists/{id}/share',
      send: (listId: number, token?: string) =>
        call(getShare, `/api/lists/${listId}/share`, { token, params: id(listId) }),
    },
    {
      name: 'PATCH /api/lists/{id}/share',
      send: (listId: number, token?: string) =>
        call(patchShare, `/api/lists/${listId}/share`, {
          method: 'PATCH',
          body: { cardLine: 'Gewijzigd' },
          token,
          params: id(listId),
        }),
    },
    {
      name: 'GET /api/lists/{id}/qr.svg',
      send: (listId: number, token?: string) =>
        call(getQrSvg, `/api/lists/${listId}/qr.svg`, { token, params: id(listId) }),
    },
    {
      name: 'GET /api/lists/{id}/qr.png',
      send: (listId: number, token?: string) =>
        call(getQrPng, `/api/lists/${listId}/qr.png`, { token, params: id(listId) }),
    },
    {
      name: 'GET /api/lists/{id}/card.pdf',
      send: (listId: number, token?: string) =>
        call(getCard, `/api/lists/${listId}/card.pdf?format=a4`, { token, params: id(listId) }),
    },
  ]

  for (const endpoint of endpoints) {
    it(`${endpoint.name}: 401 without login, 403 for another parent, 404 for an unknown list; the owner, a manager and an administrator may`, async () => {
      const owner = await account()
      const list = await createList(db(), owner.id)
      const manager = await account()
      await db().listManager.create({ data: { listId: list.id, userId: manager.id } })
      const stranger = await account()
      await createList(db(), stranger.id)
      const admin = await account({ role: 'ADMIN' })

      const before = await listRow(list.id)
      await expectError(await endpoint.send(list.id), 401, 'UNAUTHORIZED')
      await expectError(await endpoint.send(list.id, stranger.token), 403, 'FORBIDDEN')
      await expectError(await endpoint.send(2_147_483_647, owner.token), 404, 'NOT_FOUND')
      expect(await listRow(list.id), 'a refusal makes no short code and changes no line').toEqual(before)

      for (const who of [owner, manager, admin])
        expect((await endpoint.send(list.id, who.token)).status, who.email).toBe(200)
    })
  }

  it('a manager removed from the list is refused again', async () => {
    const list = await createList(db(), (await createUser(db())).id)
    const manager = await account()
    const row = await db().listManager.create({ data: { listId: list.id, userId: manager.id } })
    expect((await endpoints[0].send(list.id, manager.token)).status).toBe(200)
    await db().listManager.delete({ where: { id: row.id } })
    await expectError(await endpoints[0].send(list.id, manager.token), 403, 'FORBIDDEN')
  })
})

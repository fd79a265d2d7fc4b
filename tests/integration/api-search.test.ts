// POST /api/lists/search (docs/rules.md#list-search) called as an API client would, on a real database.
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as search } from '@/app/api/lists/search/route'
import { call, expectError, type ApiError } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createUser } from '../fixtures/factories'

const db = useTestDatabase()

/** POSTs a body from its own client address (search is limited to 60 a minute per IP): a string is sent as it is. */
const post = (body: unknown, { ip }: { ip?: string } = {}) => call(search, '/api/lists/search', { body, ip })

type Result = Record<string, unknown> & { id: number; firstName: string }

async function results(babyName: unknown, parentName: unknown): Promise<Result[]> {
  return found({ babyName, parentName })
}

/** The results of a search body that must be answered 200. */
async function found(body: Record<string, unknown>): Promise<Result[]> {
  const res = await post(body)
  expect(res.status, JSON.stringify(body)).toBe(200)
  return (await res.json()) as Result[]
}

describe('POST /api/lists/search', () => {
  let noor: number
  let zoe: number
  let noorOther: number

  beforeAll(async () => {
    const user = await createUser(db())
    noor = (
      await createList(db(), user.id, {
        url: 'noor-peeters',
        firstName: 'Noor',
        parent1FirstName: 'Sofie',
        parent2FirstName: 'Jonas',
      })
    ).id
    zoe = (
      await createList(db(), user.id, {
        url: 'zoe-janssens',
        firstName: 'Zoë',
        lastName: 'Janssens',
        parent1FirstName: 'Élise',
        parent2FirstName: null,
      })
    ).id
    // Another Noor, with other parents: only the right parent finds the right list.
    noorOther = (
      await createList(db(), user.id, {
        url: 'noor-claes',
        firstName: 'Noor',
        lastName: 'Claes',
        parent1FirstName: 'Ann',
        parent2FirstName: 'Pieter',
      })
    ).id
  })

  it('finds a list by the baby and either parent, case-insensitively', async () => {
    const byParent2 = await results('NOOR', 'jonas')
    expect(byParent2.map((r) => r.id)).toEqual([noor])
    const byParent1 = await results('noor', 'SoFiE')
    expect(byParent1.map((r) => r.id)).toEqual([noor])
    expect(byParent1[0]).toMatchObject({
      url: 'noor-peeters',
      firstName: 'Noor',
      lastName: 'Peeters',
      parent1FirstName: 'Sofie',
      parent2FirstName: 'Jonas',
      birthDate: '2026-10-14',
    })
    expect((await results('Noor', 'Pieter')).map((r) => r.id)).toEqual([noorOther])
  })

  it('matches accent-insensitively both ways and ignores surrounding spaces', async () => {
    expect((await results('Zoë', 'Élise')).map((r) => r.id)).toEqual([zoe])
    expect((await results('zoe', 'elise')).map((r) => r.id)).toEqual([zoe])
    expect((await results('  ZOE ', 'ELISE  ')).map((r) => r.id)).toEqual([zoe])
    expect((await results('Zoé', 'élîse')).map((r) => r.id)).toEqual([zoe])
  })

  it('finds only lists whose owner confirmed the address and that do not wait for review, the oldest list first', async () => {
    const names = { firstName: 'Wannes', lastName: 'Smet', parent1FirstName: 'Griet', parent2FirstName: null }
    const newer = await createList(db(), (await createUser(db())).id, {
      ...names,
      city: 'Mechelen',
      birthDate: '2026-09-30',
      createdAt: new Date('2026-06-01T10:00:00Z'),
    })
    const older = await createList(db(), (await createUser(db())).id, {
      ...names,
      city: null,
      createdAt: new Date('2026-02-01T10:00:00Z'),
    })
    await createList(db(), (await createUser(db(), { confirmed: false })).id, names)
    await createList(db(), (await createUser(db())).id, {
      ...names,
      reviewStatus: 'PENDING',
      similarToListId: older.id,
    })
    const found = await results('wannes', 'griet')
    expect(found.map((r) => r.id)).toEqual([older.id, newer.id])
    expect(found[0]).toMatchObject({ city: null, createdAt: '2026-02-01T10:00:00.000Z', birthDate: '2026-10-14' })
    expect(found[1]).toMatchObject({ city: 'Mechelen', createdAt: '2026-06-01T10:00:00.000Z', birthDate: '2026-09-30' })
  })

  it('does not give away the IBAN, the introduction or the owner in results', async () => {
    const [result] = await results('Noor', 'Jonas')
    expect(result).not.toHaveProperty('iban')
    expect(result).not.toHaveProperty('introduction')
    expect(result).not.toHaveProperty('userId')
  })

  it('finds nothing for a wrong parent, a prefix or a swapped pair', async () => {
    expect(await results('Noor', 'Pieterjan')).toEqual([])
    expect(await results('Noor', 'Els')).toEqual([])
    expect(await results('No', 'Jonas')).toEqual([])
    expect(await results('Noor', 'Jon')).toEqual([])
    expect(await results('Jonas', 'Noor')).toEqual([])
    expect(await results('Zoë', 'Jonas')).toEqual([])
    expect(await results('%', '%')).toEqual([])
  })

  describe("without the baby's first name (decision 041)", () => {
    let nameless: number
    let namedPeeters: number

    beforeAll(async () => {
      const user = await createUser(db())
      // Before the birth: 'Baby van Sofie en Jonas', the baby's last name Peeters, Sofie Peeters and Jonas Maes.
      nameless = (
        await createList(db(), user.id, {
          url: 'baby-peeters',
          firstName: '',
          lastName: 'Peeters',
          parent1FirstName: 'Sofie',
          parent1LastName: 'Peeters',
          parent2FirstName: 'Jonas',
          parent2LastName: 'Maes',
          createdAt: new Date('2026-03-01T10:00:00Z'),
        })
      ).id
      // Another family: Lien Van den Broeck and Sofie Janssens, their baby Wouters.
      await createList(db(), user.id, {
        url: 'baby-wouters',
        firstName: '',
        lastName: 'Wouters',
        parent1FirstName: 'Lien',
        parent1LastName: 'Van den Broeck',
        parent2FirstName: 'Sofie',
        parent2LastName: 'Janssens',
      })
      namedPeeters = (
        await createList(db(), user.id, {
          url: 'lotte-peeters',
          firstName: 'Lotte',
          lastName: 'Peeters',
          parent1FirstName: 'Sofie',
          parent1LastName: 'Peeters',
          parent2FirstName: null,
          createdAt: new Date('2026-05-01T10:00:00Z'),
        })
      ).id
    })

    it("finds a list by a parent's first name and that parent's last name, either parent", async () => {
      const bySofie = await found({ parentName: 'Sofie', lastName: 'Peeters' })
      expect(bySofie.map((r) => r.id)).toEqual(expect.arrayContaining([nameless, namedPeeters]))
      expect(bySofie[0]).toMatchObject({
        id: nameless,
        firstName: '',
        lastName: 'Peeters',
        parent1FirstName: 'Sofie',
        parent2FirstName: 'Jonas',
      })
      expect(bySofie).not.toContainEqual(expect.objectContaining({ url: 'baby-wouters' }))
      // noor-peeters (Jonas Maes too) is found the same way: a list with a baby's name is found by it as well.
      expect((await found({ parentName: 'jonas', lastName: 'MAES' })).map((r) => r.id)).toEqual([nameless, noor])
      expect(
        (await found({ babyName: '', parentName: 'Lien', lastName: 'van  den broeck' })).map((r) => r.url),
      ).toEqual(['baby-wouters'])
    })

    it("finds a list by a parent's first name and the baby's last name, accents and case aside", async () => {
      expect((await found({ parentName: 'Jonas', lastName: 'Peeters' })).map((r) => r.id)).toEqual([nameless, noor])
      expect((await found({ parentName: 'SOFIE', lastName: 'Wóuters' })).map((r) => r.url)).toEqual(['baby-wouters'])
      expect((await found({ parentName: ' Jónas ', lastName: ' peeters ' })).map((r) => r.id)).toEqual([nameless, noor])
    })

    it("narrows by all three names, and never finds a baby without a first name by a baby's first name", async () => {
      expect((await found({ babyName: 'Lotte', parentName: 'Sofie', lastName: 'Peeters' })).map((r) => r.id)).toEqual([
        namedPeeters,
      ])
      expect(await found({ babyName: 'Lotte', parentName: 'Sofie', lastName: 'Maes' })).toEqual([])
      expect(await found({ babyName: 'Baby', parentName: 'Sofie' })).toEqual([])
      expect(await found({ babyName: 'Baby van Sofie en Jonas', parentName: 'Jonas' })).toEqual([])
    })

    it("finds nothing for another parent's last name, a prefix, or a parent's first name not on the list", async () => {
      // Maes is Jonas's name, not Sofie's, and not the baby's.
      expect(await found({ parentName: 'Sofie', lastName: 'Maes' })).toEqual([])
      expect(await found({ parentName: 'Sofie', lastName: 'Peet' })).toEqual([])
      expect(await found({ parentName: 'Sof', lastName: 'Peeters' })).toEqual([])
      expect(await found({ parentName: 'Lien', lastName: 'Peeters' })).toEqual([])
      expect(await found({ parentName: '%', lastName: '%' })).toEqual([])
      expect(await found({ parentName: 'Sofie', lastName: "Peeters' OR 1=1 --" })).toEqual([])
    })

    it('never searches by one first name alone: 422 on babyName, as the two-field search answered', async () => {
      for (const body of [
        { parentName: 'Sofie' },
        { parentName: 'Sofie', babyName: '', lastName: '' },
        { parentName: 'Sofie', lastName: '   ' },
        { lastName: 'Peeters' },
      ]) {
        const res = await post(body)
        expect(res.status, JSON.stringify(body)).toBe(422)
        const { error } = (await res.json()) as ApiError
        expect(error.code).toBe('VALIDATION')
        expect(error.details?.fields?.babyName ?? error.details?.fields?.parentName).toBe('Dit veld is verplicht')
      }
      const { error } = (await (await post({ parentName: 'Sofie' })).json()) as ApiError
      expect(error.details?.fields).toEqual({ babyName: 'Dit veld is verplicht' })
      const onlyLast = (await (await post({ lastName: 'Peeters' })).json()) as ApiError
      expect(onlyLast.error.details?.fields).toEqual({ parentName: 'Dit veld is verplicht' })
    })

    it('answers 422 for a last name of the wrong type or longer than 100 characters', async () => {
      for (const lastName of [42, ['Peeters'], null, { x: 1 }]) {
        const res = await post({ parentName: 'Sofie', lastName })
        expect(res.status, JSON.stringify(lastName)).toBe(422)
        expect(((await res.json()) as ApiError).error.code).toBe('VALIDATION')
      }
      const res = await post({ parentName: 'Sofie', lastName: 'P'.repeat(101) })
      expect(res.status).toBe(422)
      expect(((await res.json()) as ApiError).error.details?.fields).toEqual({
        lastName: 'Dit veld is te lang (maximaal 100 tekens).',
      })
    })
  })

  it('answers 422 with the Dutch message for a missing or empty field', async () => {
    for (const body of [
      { parentName: 'Jonas' },
      { babyName: 'Noor' },
      { babyName: 'Noor', parentName: '' },
      { babyName: '   ', parentName: 'Jonas' },
      {},
    ]) {
      const res = await post(body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      const { error } = (await res.json()) as ApiError
      expect(error.code).toBe('VALIDATION')
      expect(error.message).toBe('Dit veld is verplicht')
    }
    const { error } = (await (await post({ babyName: 'Noor' })).json()) as ApiError
    expect(error.details?.fields).toEqual({ parentName: 'Dit veld is verplicht' })
  })

  it('answers 422 for wrong types', async () => {
    for (const body of [
      { babyName: 1, parentName: 2 },
      { babyName: 'Noor', parentName: 42 },
      { babyName: ['Noor'], parentName: 'Jonas' },
      { babyName: { x: 1 }, parentName: 'Jonas' },
      { babyName: null, parentName: null },
      { babyName: true, parentName: 'Jonas' },
    ]) {
      const res = await post(body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(((await res.json()) as ApiError).error.code).toBe('VALIDATION')
    }
  })

  it('answers 422 for a name longer than 100 characters', async () => {
    const res = await post({ babyName: 'N'.repeat(101), parentName: 'Jonas' })
    expect(res.status).toBe(422)
    expect(((await res.json()) as ApiError).error.message).toBe('Dit veld is te lang (maximaal 100 tekens).')
  })

  it('answers 400 BAD_JSON for malformed JSON', async () => {
    for (const raw of [
      '{"babyName":',
      '',
      'babyName=Noor&parentName=Jonas',
      "{'babyName':'Noor'}",
      '{"babyName":"Noor",}',
    ]) {
      const res = await post(raw)
      expect(res.status, raw).toBe(400)
      const { error } = (await res.json()) as ApiError
      expect(error.code).toBe('BAD_JSON')
      expect(error.message).toBe('De aanvraag is geen geldige JSON.')
    }
  })

  it('answers nasty bodies with 422 VALIDATION (or 413 beyond 64 KB), never 500', async () => {
    const cases: [string, number, string][] = [
      ['null', 422, 'VALIDATION'],
      ['[]', 422, 'VALIDATION'],
      ['"x"', 422, 'VALIDATION'],
      ['42', 422, 'VALIDATION'],
      ['true', 422, 'VALIDATION'],
      ['[[[[[[[[[[]]]]]]]]]]', 422, 'VALIDATION'],
      [JSON.stringify({ babyName: 'x'.repeat(1_000_000), parentName: 'y' }), 413, 'PAYLOAD_TOO_LARGE'],
      ['{"babyName":"\\ud800","parentName":"\\udfff"}', 422, 'VALIDATION'],
    ]
    for (const [raw, status, code] of cases) await expectError(await post(raw), status, code)
  })

  it('ignores a __proto__ key and searches an SQL-looking name as text', async () => {
    expect((await results('Noor', 'Jonas')).map((r) => r.id)).toEqual([noor])
    const proto = await post('{"babyName":"Noor","parentName":"Jonas","__proto__":{"admin":true}}')
    expect(proto.status).toBe(200)
    expect(((await proto.json()) as Result[]).map((r) => r.id)).toEqual([noor])
    expect(await results("Noor' OR 1=1 --", 'Jonas')).toEqual([])
  })

  // Regression (lib/lists searchLists): found by these tests, fixed since.
  it('answers 422 VALIDATION on babyName, not 500, for a name with a NUL character', async () => {
    const { error } = await expectError(await post({ babyName: 'No\u0000or', parentName: 'Jonas' }), 422, 'VALIDATION')
    expect(Object.keys(error.details?.fields ?? {})).toEqual(['babyName'])
  })

  it('answers 429 with a Dutch message after 60 searches a minute from one address', async () => {
    const ip = '192.0.2.60'
    for (let i = 0; i < 60; i++)
      expect((await post({ babyName: 'Noor', parentName: 'Jonas' }, { ip })).status).toBe(200)
    const res = await post({ babyName: 'Noor', parentName: 'Jonas' }, { ip })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const { error } = (await res.json()) as ApiError
    expect(error.code).toBe('RATE_LIMITED')
    expect(error.message).toBe('Te veel aanvragen na elkaar. Probeer het over een minuutje opnieuw.')
    // Other visitors are not affected.
    expect((await post({ babyName: 'Noor', parentName: 'Jonas' })).status).toBe(200)
  })
})

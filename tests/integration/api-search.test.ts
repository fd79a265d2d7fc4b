// POST /api/lists/search (spec §2 list search, §7) called as an API client would, on a real database.
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as search } from '@/app/api/lists/search/route'
import { useTestDatabase } from '../support/db'
import { createList, createUser } from '../fixtures/factories'

const db = useTestDatabase()

let ipCounter = 0
/** A distinct client address per request: search is limited to 60 a minute per IP. */
const nextIp = () => `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

const noParams = { params: Promise.resolve({}) }

/** POSTs a body: a value is sent as JSON, a string as it is (to send malformed JSON). */
function post(body: unknown, { raw = false, ip = nextIp() }: { raw?: boolean; ip?: string } = {}) {
  return search(
    new NextRequest('http://localhost/api/lists/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: raw ? (body as string) : JSON.stringify(body),
    }),
    noParams,
  )
}

interface ApiError {
  error: { code: string; message: string; details?: { fields?: Record<string, string> } }
}

type Result = Record<string, unknown> & { id: number; firstName: string }

async function results(babyName: unknown, parentName: unknown): Promise<Result[]> {
  const res = await post({ babyName, parentName })
  expect(res.status).toBe(200)
  return (await res.json()) as Result[]
}

describe('POST /api/lists/search', () => {
  let noor: number
  let zoe: number
  let noorOther: number

  beforeAll(async () => {
    const user = await createUser(db())
    noor = (await createList(db(), user.id, { url: 'noor-peeters', firstName: 'Noor', parent1FirstName: 'Sofie', parent2FirstName: 'Jonas' })).id
    zoe = (await createList(db(), user.id, { url: 'zoe-janssens', firstName: 'Zoë', lastName: 'Janssens', parent1FirstName: 'Élise', parent2FirstName: null })).id
    // Another Noor, with other parents: only the right parent finds the right list.
    noorOther = (await createList(db(), user.id, { url: 'noor-claes', firstName: 'Noor', lastName: 'Claes', parent1FirstName: 'Ann', parent2FirstName: 'Pieter' })).id
  })

  it('finds a list by the baby and either parent, case-insensitively', async () => {
    const byParent2 = await results('NOOR', 'jonas')
    expect(byParent2.map((r) => r.id)).toEqual([noor])
    const byParent1 = await results('noor', 'SoFiE')
    expect(byParent1.map((r) => r.id)).toEqual([noor])
    expect(byParent1[0]).toMatchObject({ url: 'noor-peeters', firstName: 'Noor', lastName: 'Peeters', parent1FirstName: 'Sofie', parent2FirstName: 'Jonas', birthDate: '2026-10-14' })
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
    const newer = await createList(db(), (await createUser(db())).id, { ...names, city: 'Mechelen', birthDate: '2026-09-30', createdAt: new Date('2026-06-01T10:00:00Z') })
    const older = await createList(db(), (await createUser(db())).id, { ...names, city: null, createdAt: new Date('2026-02-01T10:00:00Z') })
    await createList(db(), (await createUser(db(), { confirmed: false })).id, names)
    await createList(db(), (await createUser(db())).id, { ...names, reviewStatus: 'PENDING', similarToListId: older.id })
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

  it('answers 422 with the Dutch message for a missing or empty field', async () => {
    for (const body of [{ parentName: 'Jonas' }, { babyName: 'Noor' }, { babyName: 'Noor', parentName: '' }, { babyName: '   ', parentName: 'Jonas' }, {}]) {
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
    for (const body of [{ babyName: 1, parentName: 2 }, { babyName: 'Noor', parentName: 42 }, { babyName: ['Noor'], parentName: 'Jonas' }, { babyName: { x: 1 }, parentName: 'Jonas' }, { babyName: null, parentName: null }, { babyName: true, parentName: 'Jonas' }]) {
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
    for (const raw of ['{"babyName":', '', 'babyName=Noor&parentName=Jonas', "{'babyName':'Noor'}", '{"babyName":"Noor",}']) {
      const res = await post(raw, { raw: true })
      expect(res.status, raw).toBe(400)
      const { error } = (await res.json()) as ApiError
      expect(error.code).toBe('BAD_JSON')
      expect(error.message).toBe('De aanvraag is geen geldige JSON.')
    }
  })

  it('never answers 500 on nasty bodies', async () => {
    const bodies = ['null', '[]', '"x"', '42', 'true', '{"babyName":"x","parentName":"y","__proto__":{"admin":true}}', '[[[[[[[[[[]]]]]]]]]]', JSON.stringify({ babyName: 'x'.repeat(1_000_000), parentName: 'y' }), '{"babyName":"\\ud800","parentName":"\\udfff"}', JSON.stringify({ babyName: "Noor' OR 1=1 --", parentName: 'Jonas' })]
    for (const raw of bodies) {
      const res = await post(raw, { raw: true })
      expect(res.status, raw.slice(0, 60)).toBeLessThan(500)
      expect(res.headers.get('content-type')).toContain('application/json')
    }
  })

  // Regression (lib/lists searchLists): found by these tests, fixed since.
  it('answers a 4xx or an empty result, not 500, for a name with a NUL character', async () => {
    const res = await post({ babyName: 'No\u0000or', parentName: 'Jonas' })
    expect(res.status).toBeLessThan(500)
  })

  it('answers 429 with a Dutch message after 60 searches a minute from one address', async () => {
    const ip = '192.0.2.60'
    for (let i = 0; i < 60; i++) expect((await post({ babyName: 'Noor', parentName: 'Jonas' }, { ip })).status).toBe(200)
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

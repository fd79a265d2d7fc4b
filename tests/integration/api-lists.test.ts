// REST handlers for lists, called as an API client would: GET /api/lists/slug/{slug},
// GET /api/lists/{id} and GET /api/lists/{id}/products, on a real database.
import { NextRequest } from 'next/server'
import { encode } from 'next-auth/jwt'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as getBySlug } from '@/app/api/lists/slug/[slug]/route'
import { GET as getById } from '@/app/api/lists/[id]/route'
import { GET as getProducts } from '@/app/api/lists/[id]/products/route'
import { expectError, nextIp, params, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()

/** A GET request from its own client address, so the per-IP rate limits never interfere. */
function get(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(`http://localhost${path}`, { headers: { 'x-forwarded-for': nextIp(), ...headers } })
}

describe('GET /api/lists/slug/{slug}', () => {
  it('answers 200 with the list fields, without the owner for a visitor', async () => {
    const user = await createUser(db())
    const list = await createList(db(), user.id, {
      url: 'noor-peeters',
      firstName: 'Noor',
      lastName: 'Peeters',
      parent1FirstName: 'Sofie',
      parent2FirstName: 'Jonas',
    })
    const res = await getBySlug(get('/api/lists/slug/noor-peeters'), params({ slug: 'noor-peeters' }))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual({
      id: list.id,
      url: 'noor-peeters',
      firstName: 'Noor',
      lastName: 'Peeters',
      parent1FirstName: 'Sofie',
      parent1LastName: 'Peeters',
      parent2FirstName: 'Jonas',
      parent2LastName: 'Maes',
      iban: 'BE71096123456769',
      birthDate: '2026-10-14',
      city: null,
      introduction: 'Welkom',
      visibility: 'PUBLIC',
      ibanPublic: true,
    })
  })

  it('gives a single parent null for the second parent', async () => {
    const user = await createUser(db())
    await createList(db(), user.id, { url: 'alleen-mama', parent2FirstName: null })
    const res = await getBySlug(get('/api/lists/slug/alleen-mama'), params({ slug: 'alleen-mama' }))
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    expect(body.parent2FirstName).toBeNull()
    expect(body.parent2LastName).toBeNull()
  })

  it('answers a 404 JSON error in Dutch for an unknown slug', async () => {
    const res = await getBySlug(get('/api/lists/slug/bestaat-niet'), params({ slug: 'bestaat-niet' }))
    const body = await expectError(res, 404, 'NOT_FOUND')
    expect(body.error.message).toBe('Deze geboortelijst bestaat niet (meer).')
  })

  it('answers 404, never 500, for odd slugs', async () => {
    for (const slug of [
      '',
      ' ',
      'NOOR-PEETERS',
      '../../etc/passwd',
      "x' OR '1'='1",
      '%',
      'é'.repeat(300),
      'x'.repeat(10_000),
    ]) {
      const res = await getBySlug(get('/api/lists/slug/x'), params({ slug }))
      expect(res.status, `slug ${JSON.stringify(slug.slice(0, 40))}`).toBe(404)
    }
  })

  // Regression (lib/lists getListBySlug): found by these tests, fixed since.
  it('answers 404, not 500, for a slug with a NUL character (%00)', async () => {
    const res = await getBySlug(get('/api/lists/slug/noor%00peeters'), params({ slug: 'noor\u0000peeters' }))
    expect(res.status).toBe(404)
  })
})

describe('GET /api/lists/{id}', () => {
  it('answers 200 with the list', async () => {
    const user = await createUser(db())
    const list = await createList(db(), user.id, { firstName: 'Lou' })
    const res = await getById(get(`/api/lists/${list.id}`), params({ id: String(list.id) }))
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({
      id: list.id,
      url: list.url,
      firstName: 'Lou',
      iban: 'BE71096123456769',
      birthDate: '2026-10-14',
    })
  })

  it('answers 404 for an unknown id', async () => {
    const res = await getById(get('/api/lists/987654'), params({ id: '987654' }))
    await expectError(res, 404, 'NOT_FOUND')
  })

  it('answers 404 NOT_FOUND, never 500, for ids that are not positive 32-bit integers', async () => {
    for (const id of [
      'abc',
      '-1',
      '0',
      '1.5',
      '99999999999',
      '2147483648',
      '1e3',
      '0x10',
      ' 1',
      '01',
      '',
      '1;DROP TABLE "List"',
    ]) {
      const { error } = await expectError(await getById(get('/api/lists/x'), params({ id })), 404, 'NOT_FOUND')
      expect(error.message, `id ${JSON.stringify(id)}`).toBe('Deze geboortelijst bestaat niet (meer).')
    }
  })
})

describe('GET /api/lists/{id}/products', () => {
  let owner: { email: string; id: number }
  let listId: number
  const password = 'wachtwoord-van-ouder'
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    const user = await createUser(db(), { email: 'eigenaar@example.be', password })
    owner = user
    const list = await createList(db(), user.id)
    listId = list.id
    // Created out of order: the answer must follow weight, not insertion.
    ids.box = (await createProduct(db(), listId, { title: 'Box', price: 12995, weight: 3 })).id
    ids.badje = (
      await createProduct(db(), listId, {
        title: 'Badje',
        price: 1250,
        weight: 1,
        cashAllowed: false,
        shopName: 'Babyshop',
      })
    ).id
    ids.verborgen = (
      await createProduct(db(), listId, { title: 'Verrassing', price: 4000, weight: 2, hidden: true })
    ).id
    const wagen = await createProduct(db(), listId, {
      title: 'Kinderwagen',
      price: 10000,
      weight: 2,
      parts: 3,
      soldParts: 1,
    })
    ids.wagen = wagen.id
    ids.verkocht = (await createProduct(db(), listId, { title: 'Draagzak', price: 13900, weight: 5, sold: true })).id
    // Another list's products never leak in.
    const other = await createList(db(), (await createUser(db())).id)
    await createProduct(db(), other.id, { title: 'Van een andere lijst', weight: 0 })
  })

  const fetchProducts = (headers: Record<string, string> = {}) =>
    getProducts(get(`/api/lists/${listId}/products`, headers), params({ id: String(listId) }))

  it('answers the products by weight with euro prices and their parts, without hidden ones for an anonymous client', async () => {
    const res = await fetchProducts()
    expect(res.status).toBe(200)
    const body = (await res.json()) as Array<Record<string, unknown> & { productParts: Array<Record<string, unknown>> }>
    expect(body.map((p) => p.title)).toEqual(['Badje', 'Kinderwagen', 'Box', 'Draagzak'])

    const badje = body[0]
    expect(badje).toMatchObject({
      id: ids.badje,
      listId,
      title: 'Badje',
      price: 12.5,
      cashAllowed: false,
      shopAllowed: true,
      shopName: 'Babyshop',
      hidden: false,
      sold: false,
      weight: 1,
      productParts: [],
    })
    expect(body[2].price).toBe(129.95)
    expect(body[3]).toMatchObject({ title: 'Draagzak', price: 139, sold: true })

    const wagen = body[1]
    expect(wagen.price).toBe(100)
    expect(wagen.productParts).toEqual([
      { id: expect.any(Number), title: 'Deel 1', price: 33.33, sold: true },
      { id: expect.any(Number), title: 'Deel 2', price: 33.33, sold: false },
      { id: expect.any(Number), title: 'Deel 3', price: 33.34, sold: false },
    ])
    expect(body.some((p) => p.hidden)).toBe(false)
  })

  it('includes hidden products for the owner with a bearer token', async () => {
    const token = await tokenFor(owner.email, password)
    const res = await fetchProducts({ authorization: `Bearer ${token}` })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Array<{ id: number; title: string; hidden: boolean; price: number }>
    expect(body.map((p) => p.title)).toEqual(['Badje', 'Verrassing', 'Kinderwagen', 'Box', 'Draagzak'])
    expect(body.find((p) => p.id === ids.verborgen)).toMatchObject({ hidden: true, price: 40 })
  })

  it('includes hidden products for an administrator', async () => {
    await createUser(db(), { email: 'admin@example.be', password: 'beheerder123', role: 'ADMIN' })
    const token = await tokenFor('admin@example.be', 'beheerder123')
    const body = (await (await fetchProducts({ authorization: `Bearer ${token}` })).json()) as Array<{ id: number }>
    expect(body.map((p) => p.id)).toContain(ids.verborgen)
  })

  it('leaves hidden products out for another logged-in user', async () => {
    await createUser(db(), { email: 'iemand-anders@example.be', password: 'anders123' })
    const token = await tokenFor('iemand-anders@example.be', 'anders123')
    const res = await fetchProducts({ authorization: `Bearer ${token}` })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Array<{ id: number }>
    expect(body).toHaveLength(4)
    expect(body.map((p) => p.id)).not.toContain(ids.verborgen)
  })

  it('treats an invalid, foreign or expired bearer token as anonymous, not as an error', async () => {
    const foreign = await encode({
      token: { sub: String(owner.id), uid: owner.id, role: 'ADMIN', ver: 0 },
      secret: 'een-ander-geheim',
    })
    const expired = await encode({
      token: { sub: String(owner.id), uid: owner.id, role: 'USER', ver: 0 },
      secret: process.env.NEXTAUTH_SECRET!,
      maxAge: -3600,
    })
    for (const authorization of [
      'Bearer nonsense',
      'Bearer ',
      'Bearer a.b.c.d.e',
      `Bearer ${foreign}`,
      `Bearer ${expired}`,
      'Basic dXNlcjpwYXNz',
      `Bearer ${'x'.repeat(20_000)}`,
      'Bearer %E0%A4%A',
    ]) {
      const res = await fetchProducts({ authorization })
      expect(res.status, authorization.slice(0, 40)).toBe(200)
      const body = (await res.json()) as Array<{ id: number }>
      expect(
        body.map((p) => p.id),
        authorization.slice(0, 40),
      ).not.toContain(ids.verborgen)
    }
  })

  it('answers an empty array for a list without products', async () => {
    const list = await createList(db(), owner.id)
    const res = await getProducts(get(`/api/lists/${list.id}/products`), params({ id: String(list.id) }))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([])
  })

  it('answers 404 NOT_FOUND for an unknown list and for a malformed id', async () => {
    await expectError(await getProducts(get('/api/lists/987654/products'), params({ id: '987654' })), 404, 'NOT_FOUND')
    for (const id of ['abc', '-1', '0', '1.5', '99999999999'])
      await expectError(await getProducts(get('/api/lists/x/products'), params({ id })), 404, 'NOT_FOUND')
  })
})

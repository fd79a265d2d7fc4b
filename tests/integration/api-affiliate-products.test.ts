// GET /api/affiliate-products (`take`, `skip`, `searchString` → partner catalog results) called
// as an API client would, on a real database: the result shape with prices in euros, the total in
// X-Total-Count, the on-list flag for the list's owner, and the exact 4xx of every bad request (never a 500).
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as searchRoute } from '@/app/api/affiliate-products/route'
import { importCatalog } from '@/lib/catalog/import'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createUser } from '../fixtures/factories'
import { feedText, generatedProductOf, generatedRow } from '../fixtures/catalog'

const db = useTestDatabase()
const PASSWORD = 'geheim123'
const get = (query: string, token?: string, ip?: string) =>
  call(searchRoute, `/api/affiliate-products${query}`, { token, ip })

let owner: { token: string; listId: number }
let otherToken: string
let adminToken: string
let rompertjesId: number
/** 45 generated rows are this many products (two or three shops sell some), plus the rompertjes. */
const PRODUCTS = generatedProductOf(44).product + 1 + 1

beforeAll(async () => {
  await importCatalog(
    feedText([
      ...Array.from({ length: 45 }, (_, i) => generatedRow(i)),
      {
        id: 'r1',
        title: 'Rompertjes Ster (set van 3)',
        description: '<p>Biokatoen</p>',
        price: '24.95',
        image_url: 'https://cdn.example.be/r1.jpg',
        product_url: 'https://www.babydump.be/r1',
        affiliate_url: 'https://tracking.example.be/c?r1',
        partner: 'Baby-Dump',
        gtin: '5412345678908',
        brand: 'Koeka',
        category: 'Kleding',
      },
      {
        id: 'BOL-77',
        title: 'KOEKA rompertjes ster, set van 3',
        price: '26.50',
        product_url: 'https://www.bol.com/p/77',
        partner: 'Bol.com',
        gtin: '05412345678908',
      },
    ]),
  )
  rompertjesId = (await db().affiliateProduct.findFirstOrThrow({ where: { originalProductId: 'r1' } })).id
  const parent = await createUser(db(), { password: PASSWORD })
  const list = await createList(db(), parent.id)
  owner = { token: await tokenFor(parent.email, PASSWORD), listId: list.id }
  otherToken = await tokenFor((await createUser(db(), { password: PASSWORD })).email, PASSWORD)
  adminToken = await tokenFor((await createUser(db(), { role: 'ADMIN', password: PASSWORD })).email, PASSWORD)
  await db().product.create({
    data: { listId: list.id, title: 'Rompertjes', price: '24.95', affiliateProductId: rompertjesId },
  })
})

describe('GET /api/affiliate-products', () => {
  it("answers one product per GTIN with every shop's offer, prices in euros, the number of products in X-Total-Count", async () => {
    const res = await get('?searchString=rompertjes%20ster')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-total-count')).toBe('1')
    const bol = await db().affiliateProduct.findFirstOrThrow({ where: { originalProductId: 'BOL-77' } })
    const babyDump = {
      id: rompertjesId,
      price: 24.95,
      url: 'https://tracking.example.be/c?r1',
      productUrl: 'https://www.babydump.be/r1',
      affiliateUrl: 'https://tracking.example.be/c?r1',
      originalProductId: 'r1',
      affiliateId: expect.any(Number),
      affiliate: { name: 'Baby-Dump' },
    }
    expect(await res.json()).toEqual([
      {
        ...babyDump,
        catalogProductId: expect.any(Number),
        title: 'Rompertjes Ster (set van 3)',
        image: 'https://cdn.example.be/r1.jpg',
        description: '<p>Biokatoen</p>',
        brand: 'Koeka',
        category: 'KLEDING',
        maxPrice: 26.5,
        offers: [
          babyDump,
          {
            id: bol.id,
            price: 26.5,
            url: 'https://www.bol.com/p/77',
            productUrl: 'https://www.bol.com/p/77',
            affiliateUrl: null,
            originalProductId: 'BOL-77',
            affiliateId: bol.affiliateId,
            affiliate: { name: 'Bol.com' },
          },
        ],
      },
    ])
  })

  it('filters on category and on the price band of the lowest price', async () => {
    const kleding = await get('?category=KLEDING&take=100')
    const items = (await kleding.json()) as { title: string; category: string; price: number }[]
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((i) => i.category === 'KLEDING')).toBe(true)
    expect(items.map((i) => i.title)).toContain('Rompertjes Ster (set van 3)')
    const cheap = (await (await get('?priceBand=tot-50&take=100')).json()) as { price: number }[]
    expect(cheap.length).toBeGreaterThan(0)
    expect(cheap.every((i) => i.price < 50)).toBe(true)
    const dear = (await (await get('?priceBand=vanaf-500&take=100')).json()) as { price: number }[]
    expect(dear.every((i) => i.price >= 500)).toBe(true)
    expect(cheap.length + dear.length).toBeLessThan(PRODUCTS)
    const both = await get('?searchString=rompertjes&category=KLEDING&priceBand=tot-50')
    expect(both.headers.get('x-total-count')).toBe('1')
    expect((await get('?searchString=rompertjes&category=SLAPEN')).headers.get('x-total-count')).toBe('0')
  })

  it('pages by take (20 by default) and skip', async () => {
    expect(PRODUCTS).toBe(24)
    const first = await get('')
    expect(first.headers.get('x-total-count')).toBe('24')
    expect(await first.json()).toHaveLength(20)
    const last = await get('?take=20&skip=20')
    expect(await last.json()).toHaveLength(4)
    const past = await get('?skip=40')
    expect(past.status).toBe(200)
    expect(past.headers.get('x-total-count')).toBe('24')
    expect(await past.json()).toEqual([])
    expect(await (await get('?take=100')).json()).toHaveLength(24)
  })

  it.each([
    ['?take=0', 'take'],
    ['?take=101', 'take'],
    ['?take=abc', 'take'],
    ['?take=2.5', 'take'],
    ['?skip=-1', 'skip'],
    ['?skip=abc', 'skip'],
    ['?listId=abc', 'listId'],
    ['?listId=0', 'listId'],
    ['?listId=99999999999', 'listId'],
    ['?category=SPEELGOED', 'category'],
    ['?category=spelen', 'category'],
    ['?priceBand=0-50', 'priceBand'],
    // PostgreSQL cannot hold U+0000 in text: every input with it is refused (lib/validation/parse.ts).
    ['?searchString=knuf%00fel', 'searchString'],
    [`?searchString=${'x'.repeat(201)}`, 'searchString'],
  ])('%s is a 422 VALIDATION on %s', async (query, field) => {
    const body = await expectError(await get(query), 422, 'VALIDATION')
    expect(Object.keys(body.error.details?.fields ?? {})).toEqual([field])
  })

  it.each(['a%20%26%20b', '!', '%27', '%5C', 'knuffel%3A*', '%3C-%3E', '%F0%9F%8D%BC', '%E2%80%AE', '%ZZ'])(
    'searchString=%s is a 200',
    async (q) => {
      const res = await get(`?searchString=${q}`)
      expect(res.status).toBe(200)
      expect(Array.isArray(await res.json())).toBe(true)
    },
  )

  it("with the owner's listId says per result whether it is on that list", async () => {
    const res = await get(`?searchString=rompertjes&listId=${owner.listId}`, owner.token)
    expect(res.status).toBe(200)
    const items = (await res.json()) as { id: number; onList: boolean }[]
    expect(items.find((i) => i.id === rompertjesId)?.onList).toBe(true)
    const admin = (await (await get(`?listId=${owner.listId}&take=100`, adminToken)).json()) as { onList: boolean }[]
    expect(admin.filter((i) => i.onList)).toHaveLength(1)
  })

  it('with a listId: 401 UNAUTHORIZED anonymously, 403 FORBIDDEN for another parent, 404 NOT_FOUND for an unknown list', async () => {
    await expectError(await get(`?listId=${owner.listId}`), 401, 'UNAUTHORIZED')
    await expectError(await get(`?listId=${owner.listId}`, otherToken), 403, 'FORBIDDEN')
    await expectError(await get('?listId=999999', owner.token), 404, 'NOT_FOUND')
  })

  it("is a 429 RATE_LIMITED after 60 searches a minute from one address (the 'search' limit)", async () => {
    const ip = '203.0.113.77'
    for (let i = 0; i < 60; i++) expect((await get('?take=1', undefined, ip)).status).toBe(200)
    const body = await expectError(await get('?take=1', undefined, ip), 429, 'RATE_LIMITED')
    expect(body.error.details?.retryAfter).toBeGreaterThan(0)
  })
})

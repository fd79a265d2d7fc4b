// What matters most: a gift's 'Topper' mark and its kind (Slapen, Verzorging, … Spaarpot), through the REST API as a
// client sets them, and the public list's order with the Toppers first. The filter itself is the page's (e2e).
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as postProduct } from '@/app/api/products/route'
import { GET as getProduct, PATCH as patchProduct } from '@/app/api/products/[id]/route'
import { t } from '@/lib/i18n'
import { GIFT_CATEGORIES, priceBand } from '@/lib/gifts/categories'
import { listProducts } from '@/lib/products'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createUser } from '../fixtures/factories'

const db = useTestDatabase()
let token = ''
let listId = 0

beforeAll(async () => {
  const user = await createUser(db(), { email: 'topper.ouder@example.be', password: 'geheim123' })
  listId = (await createList(db(), user.id)).id
  token = await tokenFor(user.email, 'geheim123')
})

const gift = (title: string, extra: Record<string, unknown> = {}) => ({
  listId,
  title,
  price: 25,
  shopName: 'Baby-Dump',
  ...extra,
})

async function create(body: Record<string, unknown>) {
  const res = await call(postProduct, '/api/products', { token, body })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as { id: number; topper: boolean; category: string | null }
}

describe('Topper and kind of a gift', () => {
  it('stores both, answers them, and keeps them when a PATCH leaves them out', async () => {
    const made = await create(gift('Slaapzak', { topper: true, category: 'SLAPEN' }))
    expect({ topper: made.topper, category: made.category }).toEqual({ topper: true, category: 'SLAPEN' })
    const plain = await create(gift('Rammelaar'))
    expect({ topper: plain.topper, category: plain.category }).toEqual({ topper: false, category: null })

    const patched = await call(patchProduct, `/api/products/${made.id}`, {
      token,
      method: 'PATCH',
      params: { id: String(made.id) },
      body: { title: 'Slaapzak 90 cm' },
    })
    expect(patched.status).toBe(200)
    expect(await patched.json()).toMatchObject({ title: 'Slaapzak 90 cm', topper: true, category: 'SLAPEN' })

    // The form's 'Geen soort' is '' and clears it; 'topper: false' takes the mark away.
    const cleared = await call(patchProduct, `/api/products/${made.id}`, {
      token,
      method: 'PATCH',
      params: { id: String(made.id) },
      body: { category: '', topper: false },
    })
    expect(await cleared.json()).toMatchObject({ topper: false, category: null })
    const read = await call(getProduct, `/api/products/${made.id}`, { params: { id: String(made.id) } })
    expect(await read.json()).toMatchObject({ topper: false, category: null })
  })

  it('refuses a kind outside the fixed set, and a Topper mark that is no boolean, with 422 on the field', async () => {
    const before = await db().product.count({ where: { listId } })
    for (const [body, field, message] of [
      [gift('X', { category: 'SPEELGOED' }), 'category', t('validation.category')],
      [gift('X', { category: 'slapen' }), 'category', t('validation.category')],
      [gift('X', { topper: 'ja' }), 'topper', undefined],
    ] as const) {
      const res = await call(postProduct, '/api/products', { token, body })
      const error = await expectError(res, 422, 'VALIDATION')
      expect(error.error.details?.fields?.[field]).toBeTruthy()
      if (message) expect(error.error.details?.fields?.[field]).toBe(message)
    }
    expect(await db().product.count({ where: { listId } })).toBe(before)
  })

  it('puts the Toppers first on the public list, each group in the parents’ own order; their overview keeps it', async () => {
    const user = await createUser(db(), { email: 'volgorde.ouder@example.be', password: 'geheim123' })
    const list = await createList(db(), user.id)
    const own = await tokenFor(user.email, 'geheim123')
    for (const [title, topper] of [
      ['Eerste', false],
      ['Tweede topper', true],
      ['Derde', false],
      ['Vierde topper', true],
    ] as const) {
      const res = await call(postProduct, '/api/products', {
        token: own,
        body: { listId: list.id, title, price: 10, shopName: 'X', topper },
      })
      expect(res.status).toBe(201)
    }
    const publicOrder = (await listProducts(list.id, null, { onlyAvailable: true })).map((p) => p.title)
    expect(publicOrder).toEqual(['Tweede topper', 'Vierde topper', 'Eerste', 'Derde'])
    const ownOrder = (await listProducts(list.id, { id: user.id, role: 'USER' })).map((p) => p.title)
    expect(ownOrder).toEqual(['Eerste', 'Tweede topper', 'Derde', 'Vierde topper'])
  })
})

describe('the filter’s bands', () => {
  it('puts each price in one band, the lower bound inside it', () => {
    expect([4999, 5000, 14999, 15000, 49999, 50000, 1].map(priceBand)).toEqual([
      'tot-50',
      '50-150',
      '50-150',
      '150-500',
      '150-500',
      'vanaf-500',
      'tot-50',
    ])
    expect(GIFT_CATEGORIES).toHaveLength(8)
  })
})

// Keeping a list (docs/rules.md#lists): createList / updateList / deleteList on a real database,
// and POST /api/lists, PATCH and DELETE /api/lists/{id} called as an API client would, for anonymous, another user,
// the owner and an administrator.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { POST as postList } from '@/app/api/lists/route'
import { DELETE as deleteListRoute, PATCH as patchList } from '@/app/api/lists/[id]/route'
import type { Actor } from '@/lib/auth/actor'
import { dataDir } from '@/lib/db'
import { isDomainError } from '@/lib/errors'
import { createList, deleteList, searchLists, updateList, type ListView } from '@/lib/lists'
import { placeOrder } from '@/lib/orders'
import { useTestDatabase } from '../support/db'
import { call, expectError, tokenFor } from '../support/api'
import { createList as createListRow, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()

/** yyyy-MM-dd `days` from today: inside the window a birth date must lie in when it is entered (decision 033). */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const BIRTH = daysFromToday(-42)
const LATER = daysFromToday(-23)

const form = {
  firstName: 'Noor',
  lastName: 'Peeters',
  parent1FirstName: 'Sofie',
  parent1LastName: 'Peeters',
  parent2FirstName: 'Jonas',
  parent2LastName: 'Maes',
  iban: 'BE71 0961 2345 6769',
  birthDate: BIRTH,
  introduction: '',
}

const actorOf = (user: { id: number; role: 'USER' | 'ADMIN' }): Actor => ({ id: user.id, role: user.role })

/** The DomainError a call throws (fails the test when it does not throw one). */
async function domainError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!isDomainError(error)) throw new Error(`expected a DomainError, got ${String(error)}`)
  return error
}

/** Everything stored for a list: the row and the counts of its products, parts, orders and order lines. */
async function snapshot(listId: number) {
  const [list, products, parts, orders, lines] = await Promise.all([
    db().list.findUnique({ where: { id: listId } }),
    db().product.count({ where: { listId } }),
    db().productPart.count({ where: { product: { listId } } }),
    db().order.count({ where: { listId } }),
    db().orderLine.count({ where: { order: { listId } } }),
  ])
  return { list, products, parts, orders, lines }
}

/** A list with a split product (one part given as CASH) and a product given as SHOP, through placeOrder. */
async function listWithOrder(userId: number) {
  const list = await createListRow(db(), userId)
  const split = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 10000, parts: 2 })
  const shop = await createProduct(db(), list.id, { title: 'Badje', price: 2500, shopAllowed: true })
  await createProduct(db(), list.id, { title: 'Nog niet geschonken' })
  await placeOrder({
    listId: list.id,
    name: 'Oma Mia',
    email: 'oma@example.be',
    message: 'Proficiat!',
    products: [
      { productId: split.id, productPartId: split.productParts[0].id, price: 50, giftMethod: 'CASH' },
      { productId: shop.id, price: 25, giftMethod: 'SHOP' },
    ],
  })
  return list
}

describe('createList', () => {
  it("makes the slug from the baby's name: noor-peeters, then noor-peeters-2, noor-peeters-3", async () => {
    const user = actorOf(await createUser(db()))
    const first = await createList(user, form)
    const second = await createList(user, form)
    const third = await createList(user, { ...form, firstName: ' Nóór ', lastName: 'PEETERS' })
    expect([first.url, second.url, third.url]).toEqual(['noor-peeters', 'noor-peeters-2', 'noor-peeters-3'])
    expect(third.firstName).toBe('Nóór')
  })

  it('stores the list for the logged-in user: trimmed names, IBAN without spaces, folded search names', async () => {
    const user = await createUser(db())
    const list = await createList(actorOf(user), {
      ...form,
      firstName: '  Zoë ',
      lastName: ' Van den Broeck ',
      parent1FirstName: ' Ánna ',
      parent2FirstName: '',
      parent2LastName: '',
    })
    expect(list).toMatchObject({
      url: 'zoe-van-den-broeck',
      userId: user.id,
      firstName: 'Zoë',
      lastName: 'Van den Broeck',
      parent1FirstName: 'Ánna',
      parent2FirstName: null,
      parent2LastName: null,
      iban: 'BE71096123456769',
      birthDate: BIRTH,
      city: null,
    })
    const row = await db().list.findUniqueOrThrow({ where: { id: list.id } })
    expect(row).toMatchObject({ searchFirstName: 'zoe', searchParent1: 'anna', searchParent2: null })
    expect((await searchLists({ babyName: 'ZOE', parentName: 'anna' })).map((l) => l.id)).toContain(list.id)
  })

  it('writes the default greeting in the language of the parent’s account', async () => {
    const julie = await createUser(db())
    await db().user.update({ where: { id: julie.id }, data: { locale: 'fr' } })
    const list = await createList(actorOf(julie), { ...form, firstName: 'Lotte' })
    expect(list.introduction).toContain('Bienvenue sur la liste de naissance de Lotte')
    expect(list.introduction).toContain('Sofie et Jonas')
    expect(list.introduction).not.toContain('Welkom')
  })

  it('gives an empty introduction the default Dutch greeting naming the brand, and keeps a written one', async () => {
    const user = actorOf(await createUser(db()))
    const list = await createList(user, { ...form, firstName: 'Lotte' })
    expect(list.introduction).toContain('Welkom op de geboortelijst van Lotte!')
    expect(list.introduction).toContain('Geboortelijst zorgt ervoor')
    expect(list.introduction).toContain('Sofie en Jonas')
    const single = await createList(user, {
      ...form,
      parent2FirstName: null,
      parent2LastName: null,
      introduction: '   ',
    })
    expect(single.introduction).toMatch(/\nSofie$/)
    const own = await createList(user, { ...form, introduction: ' Hallo!\n\nWij zijn Sofie en Jonas. ' })
    expect(own.introduction).toBe('Hallo!\n\nWij zijn Sofie en Jonas.')
  })

  it('refuses a visitor (401) and bad fields (422 with the form messages), creating nothing', async () => {
    const before = await db().list.count()
    const anonymous = await domainError(createList(null, form))
    expect([anonymous.status, anonymous.code]).toEqual([401, 'UNAUTHORIZED'])
    const user = actorOf(await createUser(db()))
    const invalid = await domainError(createList(user, { ...form, lastName: ' ', iban: '', birthDate: '2026-02-30' }))
    expect([invalid.status, invalid.code]).toEqual([422, 'VALIDATION'])
    expect(invalid.details?.fields).toEqual({
      lastName: 'Dit veld is verplicht',
      iban: 'Je rekeningnummer is verplicht',
      birthDate: 'Dit is geen geldige datum. Gebruik de vorm jjjj-mm-dd, bijvoorbeeld 2026-03-14.',
    })
    expect(await db().list.count()).toBe(before)
  })

  it('gives lists created at the same moment with the same name each their own slug', async () => {
    const user = actorOf(await createUser(db()))
    const lists = await Promise.all(
      Array.from({ length: 6 }, () => createList(user, { ...form, firstName: 'Mila', lastName: 'Claes' })),
    )
    const slugs = lists.map((l) => l.url).sort()
    expect(new Set(slugs).size).toBe(6)
    expect(slugs).toContain('mila-claes')
    expect(slugs.every((s) => /^mila-claes(-\d+)?$/.test(s))).toBe(true)
  })
})

describe('updateList', () => {
  it('keeps the slug when the names change and refreshes the search names', async () => {
    const user = actorOf(await createUser(db()))
    const list = await createList(user, { ...form, firstName: 'Fien', parent1FirstName: 'Katrien' })
    const updated = await updateList(user, list.id, {
      ...form,
      firstName: 'Fleur',
      lastName: 'Jacobs',
      parent1FirstName: 'Elke',
      parent2FirstName: 'Tom',
    })
    expect(updated).toMatchObject({
      id: list.id,
      url: list.url,
      firstName: 'Fleur',
      lastName: 'Jacobs',
      parent1FirstName: 'Elke',
    })
    expect(await searchLists({ babyName: 'Fien', parentName: 'Katrien' })).toEqual([])
    expect((await searchLists({ babyName: 'fleur', parentName: 'tom' })).map((l) => l.url)).toEqual([list.url])
  })

  it('changes only the fields sent and cannot change the slug or the owner', async () => {
    const owner = await createUser(db())
    const other = await createUser(db())
    const list = await createList(actorOf(owner), { ...form, introduction: 'Dag allemaal' })
    const updated = await updateList(actorOf(owner), list.id, {
      birthDate: LATER,
      city: ' Hasselt ',
      url: 'iets-anders',
      userId: other.id,
    })
    expect(updated).toEqual<ListView>({ ...list, birthDate: LATER, city: 'Hasselt' })
  })

  it('refuses bad fields with 422 and changes nothing', async () => {
    const user = actorOf(await createUser(db()))
    const list = await createList(user, form)
    const before = await snapshot(list.id)
    const error = await domainError(updateList(user, list.id, { ...form, iban: 'BE41 5390 0754 7035', lastName: '' }))
    expect([error.status, error.code]).toEqual([422, 'VALIDATION'])
    expect(Object.keys(error.details?.fields as object).sort()).toEqual(['iban', 'lastName'])
    expect(await snapshot(list.id)).toEqual(before)
  })
})

describe("the account holder's name", () => {
  it('is null until the parents give one, kept trimmed, at most 70 characters, and emptied back to null', async () => {
    const user = actorOf(await createUser(db()))
    const list = await createList(user, form)
    expect(list.accountHolder).toBeNull()
    const named = await updateList(user, list.id, { accountHolder: '  Gezinsrekening Peeters-Maes ' })
    expect(named.accountHolder).toBe('Gezinsrekening Peeters-Maes')
    const error = await domainError(updateList(user, list.id, { accountHolder: 'x'.repeat(71) }))
    expect([error.status, error.code, Object.keys(error.details?.fields as object)]).toEqual([
      422,
      'VALIDATION',
      ['accountHolder'],
    ])
    expect((await db().list.findUniqueOrThrow({ where: { id: list.id } })).accountHolder).toBe(
      'Gezinsrekening Peeters-Maes',
    )
    expect((await updateList(user, list.id, { accountHolder: '' })).accountHolder).toBeNull()
  })
})

describe('deleteList', () => {
  it('removes the list with its orders, order lines, products and parts in one go, and nothing of other lists', async () => {
    const owner = await createUser(db())
    const list = await listWithOrder(owner.id)
    const other = await listWithOrder(owner.id)
    const before = await snapshot(list.id)
    expect(before).toMatchObject({ products: 3, parts: 2, orders: 1, lines: 2 })
    const otherBefore = await snapshot(other.id)

    expect(await deleteList(actorOf(owner), list.id)).toEqual({ id: list.id, url: list.url })
    expect(await snapshot(list.id)).toEqual({ list: null, products: 0, parts: 0, orders: 0, lines: 0 })
    expect(await snapshot(other.id)).toEqual(otherBefore)
  })

  it("removes the list's uploaded images and leaves other lists' images alone", async () => {
    const owner = await createUser(db())
    const list = await createListRow(db(), owner.id)
    const other = await createListRow(db(), owner.id)
    const folder = (slug: string) => path.join(dataDir(), 'uploads', slug)
    for (const slug of [list.url, other.url]) {
      fs.mkdirSync(folder(slug), { recursive: true })
      fs.writeFileSync(path.join(folder(slug), `${'a'.repeat(32)}.webp`), 'RIFF')
    }
    await deleteList(actorOf(owner), list.id)
    expect(fs.existsSync(folder(list.url))).toBe(false)
    expect(fs.existsSync(path.join(folder(other.url), `${'a'.repeat(32)}.webp`))).toBe(true)
  })

  it('answers 404 for a list that is already gone', async () => {
    const owner = actorOf(await createUser(db()))
    const list = await createList(owner, form)
    await deleteList(owner, list.id)
    const error = await domainError(deleteList(owner, list.id))
    expect([error.status, error.code]).toEqual([404, 'NOT_FOUND'])
  })
})

describe('REST: POST /api/lists, PATCH and DELETE /api/lists/{id} (permissions)', () => {
  const password = 'wachtwoord123'
  /** The owner, another user and an admin, each with a bearer token from POST /api/auth/login. */
  async function people() {
    const [owner, other, admin] = await Promise.all([
      createUser(db(), { password }),
      createUser(db(), { password }),
      createUser(db(), { password, role: 'ADMIN' }),
    ])
    const [ownerToken, otherToken, adminToken] = await Promise.all(
      [owner, other, admin].map((u) => tokenFor(u.email, password)),
    )
    return { owner, ownerToken, otherToken, adminToken }
  }
  const patch = (id: number, body: unknown, token?: string) =>
    call(patchList, `/api/lists/${id}`, { method: 'PATCH', body, token, params: { id: String(id) } })
  const remove = (id: number | string, token?: string) =>
    call(deleteListRoute, `/api/lists/${id}`, { method: 'DELETE', token, params: { id: String(id) } })

  it('POST answers 201 with the new list owned by the caller', async () => {
    const { owner, ownerToken } = await people()
    const res = await call(postList, '/api/lists', {
      body: { ...form, firstName: 'Arne', lastName: 'Wouters' },
      token: ownerToken,
    })
    expect(res.status).toBe(201)
    const body = (await res.json()) as ListView
    expect(body).toMatchObject({
      url: 'arne-wouters',
      userId: owner.id,
      firstName: 'Arne',
      iban: 'BE71096123456769',
      birthDate: BIRTH,
    })
    expect(body.introduction).toContain('Geboortelijst')
    expect(await db().list.findUnique({ where: { url: 'arne-wouters' } })).not.toBeNull()
  })

  it('POST refuses an anonymous client (401), a tampered token (401), bad fields (422) and bad JSON (400), creating nothing', async () => {
    const { ownerToken } = await people()
    const before = await db().list.count()
    await expectError(await call(postList, '/api/lists', { body: form }), 401, 'UNAUTHORIZED')
    await expectError(
      await call(postList, '/api/lists', { body: form, token: `${ownerToken.slice(0, -4)}AAAA` }),
      401,
      'UNAUTHORIZED',
    )
    const invalid = await expectError(
      await call(postList, '/api/lists', {
        body: { ...form, parent1LastName: '', iban: 'BE41 5390 0754 7035' },
        token: ownerToken,
      }),
      422,
      'VALIDATION',
    )
    expect(invalid.error.details?.fields).toEqual({
      parent1LastName: 'Dit veld is verplicht',
      iban: 'Dit rekeningnummer klopt niet. Kijk het nog eens na: een Belgisch rekeningnummer ziet eruit als BE71 0961 2345 6769.',
    })
    await expectError(await call(postList, '/api/lists', { body: '{"firstName":', token: ownerToken }), 400, 'BAD_JSON')
    await expectError(await call(postList, '/api/lists', { body: [form], token: ownerToken }), 422, 'VALIDATION')
    expect(await db().list.count()).toBe(before)
  })

  it('PATCH: anonymous 401, another user 403, unknown id 404, bad fields 422, each changing nothing', async () => {
    const { owner, ownerToken, otherToken } = await people()
    const list = await listWithOrder(owner.id)
    const before = await snapshot(list.id)
    await expectError(await patch(list.id, { firstName: 'Anoniem' }), 401, 'UNAUTHORIZED')
    await expectError(await patch(list.id, { firstName: 'Indringer' }, otherToken), 403, 'FORBIDDEN')
    await expectError(await patch(987654, { firstName: 'Niemand' }, ownerToken), 404, 'NOT_FOUND')
    await expectError(await patch(list.id, { birthDate: '2026-02-30' }, ownerToken), 422, 'VALIDATION')
    await expectError(await patch(list.id, 'null', ownerToken), 422, 'VALIDATION')
    expect(await snapshot(list.id)).toEqual(before)
  })

  it('PATCH answers 200 with the changed list for the owner and for an admin', async () => {
    const { owner, ownerToken, adminToken } = await people()
    const list = await createListRow(db(), owner.id)
    const byOwner = await patch(list.id, { ...form, firstName: 'Jules' }, ownerToken)
    expect(byOwner.status).toBe(200)
    expect(await byOwner.json()).toMatchObject({ id: list.id, url: list.url, firstName: 'Jules', userId: owner.id })
    const byAdmin = await patch(list.id, { introduction: 'Aangepast door de beheerder' }, adminToken)
    expect(byAdmin.status).toBe(200)
    expect(await byAdmin.json()).toMatchObject({
      url: list.url,
      firstName: 'Jules',
      introduction: 'Aangepast door de beheerder',
      userId: owner.id,
    })
  })

  it('DELETE: anonymous 401, another user 403, unknown or malformed id 404, each changing nothing', async () => {
    const { owner, ownerToken, otherToken } = await people()
    const list = await listWithOrder(owner.id)
    const before = await snapshot(list.id)
    await expectError(await remove(list.id), 401, 'UNAUTHORIZED')
    await expectError(await remove(list.id, otherToken), 403, 'FORBIDDEN')
    await expectError(await remove(987654, ownerToken), 404, 'NOT_FOUND')
    await expectError(await remove('abc', ownerToken), 404, 'NOT_FOUND')
    expect(await snapshot(list.id)).toEqual(before)
  })

  it('DELETE answers 204 for the owner and for an admin, and the list with its orders and products is gone', async () => {
    const { owner, ownerToken, adminToken } = await people()
    const mine = await listWithOrder(owner.id)
    const res = await remove(mine.id, ownerToken)
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect(await snapshot(mine.id)).toEqual({ list: null, products: 0, parts: 0, orders: 0, lines: 0 })

    const theirs = await listWithOrder(owner.id)
    expect((await remove(theirs.id, adminToken)).status).toBe(204)
    expect(await snapshot(theirs.id)).toEqual({ list: null, products: 0, parts: 0, orders: 0, lines: 0 })
  })
})

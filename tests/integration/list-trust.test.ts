// A list nobody can impersonate, lists read by id, and dates that cannot erase data (decision 033), called as API
// clients and the daily job would, on a real database: an unconfirmed account's copy of a list is not in search and
// not served; a confirmed account's copy waits for an administrator, the first list's owner is mailed, and after
// 'Goedkeuren' it is found beside the first, oldest first, with what tells them apart; a list read by id carries no
// owner for strangers and is limited like the search; a birth date is taken from 1 year back to 10 months ahead; the
// retention job counts 2 years from the later of the birth date and the order's own day.
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as getLists, POST as postList } from '@/app/api/lists/route'
import { GET as getById, PATCH as patchList } from '@/app/api/lists/[id]/route'
import { POST as approve } from '@/app/api/lists/[id]/approve/route'
import { GET as getBySlug } from '@/app/api/lists/slug/[slug]/route'
import { POST as search } from '@/app/api/lists/search/route'
import { getListPage, updateList } from '@/lib/lists'
import { birthDateWindow, belgianToday } from '@/lib/lists/birth-date'
import { placeOrder } from '@/lib/orders'
import { runDailyRetention } from '@/lib/privacy/retention-job'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { waitForMails } from '../support/outbox'
import { createList, createProduct, createUser } from '../fixtures/factories'
import { createOrder } from './privacy-support'

const db = useTestDatabase()
const PASSWORD = 'geheim123'

/** yyyy-MM-dd `days` after `date` (yyyy-MM-dd), counted on the calendar. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const today = () => belgianToday()

/** The names of the demo's noor-peeters, as an impersonator copies them from a search result. */
const noor = {
  firstName: 'Noor',
  lastName: 'Peeters',
  parent1FirstName: 'Sofie',
  parent1LastName: 'Peeters',
  parent2FirstName: 'Jonas',
  parent2LastName: 'Maes',
}
const form = (extra: Record<string, unknown> = {}) => ({
  ...noor,
  iban: 'BE71 0961 2345 6769',
  birthDate: plusDays(today(), -40),
  introduction: '',
  ...extra,
})
const ATTACKER_IBAN = 'BE68 5390 0754 7034'

interface Account {
  id: number
  email: string
  token: string
}
async function account(options: { confirmed?: boolean; role?: 'USER' | 'ADMIN' } = {}): Promise<Account> {
  const user = await createUser(db(), { password: PASSWORD, ...options })
  return { id: user.id, email: user.email, token: await tokenFor(user.email, PASSWORD) }
}

const created = async (res: Response) => {
  expect(res.status).toBe(201)
  return (await res.json()) as { id: number; url: string }
}
const searchFor = async (babyName: string, parentName: string) => {
  const res = await call(search, '/api/lists/search', { body: { babyName, parentName } })
  expect(res.status).toBe(200)
  return (await res.json()) as Record<string, unknown>[]
}
const readById = (id: number, token?: string, ip?: string) =>
  call(getById, `/api/lists/${id}`, { token, ip, params: { id: String(id) } })
const readBySlug = (slug: string, token?: string) =>
  call(getBySlug, `/api/lists/slug/${slug}`, { token, params: { slug } })
const reviewStatus = async (id: number) => (await db().list.findUniqueOrThrow({ where: { id } })).reviewStatus

describe('a list nobody can impersonate', () => {
  let parents: Account
  let admin: Account
  let real: { id: number; url: string }

  beforeAll(async () => {
    parents = await account()
    admin = await account({ role: 'ADMIN' })
    real = await created(await call(postList, '/api/lists', { token: parents.token, body: form({ city: 'Gent' }) }))
    expect(real.url).toBe('noor-peeters')
  })

  it("an unconfirmed account's copy of noor-peeters is not in search, not served by id or slug, and its page shows no IBAN", async () => {
    const attacker = await account({ confirmed: false })
    const copy = await created(
      await call(postList, '/api/lists', { token: attacker.token, body: form({ iban: ATTACKER_IBAN }) }),
    )
    expect(copy.url).toBe('noor-peeters-2')
    // It also waits for an administrator, and the parents hear of it.
    expect(await reviewStatus(copy.id)).toBe('PENDING')
    await waitForMails(parents.email, /\/list\/noor-peeters-2\s/)

    expect((await searchFor('Noor', 'Jonas')).map((r) => r.url)).toEqual(['noor-peeters'])
    await expectError(await readById(copy.id), 404, 'NOT_FOUND')
    await expectError(await readBySlug(copy.url), 404, 'NOT_FOUND')
    await expectError(await readById(copy.id, parents.token), 404, 'NOT_FOUND')
    // The public page renders the list as not active: no IBAN, no way to give.
    expect(await getListPage(copy.url)).toMatchObject({ active: false, list: { url: 'noor-peeters-2' } })
    expect(await getListPage(real.url)).toMatchObject({ active: true })
    // Its owner and an administrator still read it.
    expect(await (await readById(copy.id, attacker.token)).json()).toMatchObject({
      id: copy.id,
      userId: attacker.id,
      iban: 'BE68539007547034',
    })
    expect((await readById(copy.id, admin.token)).status).toBe(200)
  })

  it("a confirmed account's copy waits for review and stays out of search; the first owner is mailed; once approved it is found, oldest first", async () => {
    const other = await account()
    const copy = await created(
      await call(postList, '/api/lists', {
        token: other.token,
        body: form({
          iban: ATTACKER_IBAN,
          firstName: 'NOOR',
          parent2FirstName: 'jónas',
          city: 'Brugge',
          birthDate: plusDays(today(), -10),
        }),
      }),
    )
    const row = await db().list.findUniqueOrThrow({ where: { id: copy.id } })
    expect({ reviewStatus: row.reviewStatus, similarToListId: row.similarToListId }).toEqual({
      reviewStatus: 'PENDING',
      similarToListId: real.id,
    })
    expect((await searchFor('Noor', 'Jonas')).map((r) => r.url)).toEqual(['noor-peeters'])
    // It takes orders (its parents may share the link themselves): it is only kept out of search.
    expect((await readById(copy.id)).status).toBe(200)

    // The first list's owner is told, without the other account's address; the copy's owner gets nothing.
    const [mail] = await waitForMails(parents.email, new RegExp(`/list/${copy.url}\\s`))
    expect(mail).toContain('Subject: Er is een geboortelijst die lijkt op die van Noor Peeters')
    expect(mail).toContain('/site/contact')
    expect(mail).toContain('Is ze niet van jou of van iemand die je kent?')
    expect(mail).not.toContain(other.email)
    expect(await db().outboxMail.count({ where: { kind: 'list-review', recipient: other.email } })).toBe(0)

    // The administrator sees it beside the list it resembles, the IBANs masked.
    const reviews = await call(getLists, '/api/lists?review=pending', { token: admin.token })
    expect(reviews.status).toBe(200)
    const [review] = ((await reviews.json()) as Record<string, unknown>[]).filter((r) => r.id === copy.id)
    expect(review).toMatchObject({
      url: copy.url,
      city: 'Brugge',
      ibanMasked: '•••• •••• •••• 7034',
      reviewStatus: 'PENDING',
      sameIban: false,
      owner: { id: other.id, email: other.email, emailConfirmed: true },
      similarTo: {
        id: real.id,
        url: 'noor-peeters',
        city: 'Gent',
        ibanMasked: '•••• •••• •••• 6769',
        owner: { id: parents.id, emailConfirmed: true },
      },
    })
    expect(JSON.stringify(review)).not.toMatch(/BE68539007547034|BE71096123456769/)

    // Only an administrator approves, and only a list that waits.
    await expectError(
      await call(approve, `/api/lists/${copy.id}/approve`, { method: 'POST', params: { id: String(copy.id) } }),
      401,
      'UNAUTHORIZED',
    )
    await expectError(
      await call(approve, `/api/lists/${copy.id}/approve`, {
        method: 'POST',
        token: other.token,
        params: { id: String(copy.id) },
      }),
      403,
      'FORBIDDEN',
    )
    expect(await reviewStatus(copy.id)).toBe('PENDING')
    const approved = await call(approve, `/api/lists/${copy.id}/approve`, {
      method: 'POST',
      token: admin.token,
      params: { id: String(copy.id) },
    })
    expect(approved.status).toBe(200)
    expect(await approved.json()).toMatchObject({ id: copy.id, reviewStatus: 'APPROVED' })
    await expectError(
      await call(approve, `/api/lists/${copy.id}/approve`, {
        method: 'POST',
        token: admin.token,
        params: { id: String(copy.id) },
      }),
      409,
      'LIST_NOT_PENDING',
    )
    await expectError(
      await call(approve, `/api/lists/${real.id}/approve`, {
        method: 'POST',
        token: admin.token,
        params: { id: String(real.id) },
      }),
      409,
      'LIST_NOT_PENDING',
    )
    await expectError(
      await call(approve, '/api/lists/2147483647/approve', {
        method: 'POST',
        token: admin.token,
        params: { id: '2147483647' },
      }),
      404,
      'NOT_FOUND',
    )

    // Both found now, the first list first, each with what tells them apart; no IBAN, no owner.
    const found = await searchFor('noor', 'JONAS')
    const [first, second] = found
    expect(found.map((r) => r.url)).toEqual(['noor-peeters', copy.url])
    expect(first).toMatchObject({
      city: 'Gent',
      birthDate: plusDays(today(), -40),
      parent1FirstName: 'Sofie',
      parent2FirstName: 'Jonas',
    })
    expect(second).toMatchObject({ city: 'Brugge', birthDate: plusDays(today(), -10), parent2FirstName: 'jónas' })
    for (const result of found) {
      expect(Date.parse(result.createdAt as string)).toBeGreaterThan(Date.now() - 600_000)
      expect(result).not.toHaveProperty('iban')
      expect(result).not.toHaveProperty('userId')
    }
    expect(Date.parse(first.createdAt as string)).toBeLessThanOrEqual(Date.parse(second.createdAt as string))
  })

  it('an approved list renamed back to the same match stays approved; renamed to match another list it waits again', async () => {
    const other = await account()
    const copy = await created(
      await call(postList, '/api/lists', {
        token: other.token,
        body: form({ parent2FirstName: null, parent2LastName: null }),
      }),
    )
    expect(await reviewStatus(copy.id)).toBe('PENDING')
    expect(
      (
        await call(approve, `/api/lists/${copy.id}/approve`, {
          method: 'POST',
          token: admin.token,
          params: { id: String(copy.id) },
        })
      ).status,
    ).toBe(200)

    // Away from the match and back again: the administrator approved this resemblance.
    await updateList({ id: other.id, role: 'USER' }, copy.id, { parent1FirstName: 'Sofia' })
    await updateList({ id: other.id, role: 'USER' }, copy.id, { parent1FirstName: 'Sofie' })
    expect(await reviewStatus(copy.id)).toBe('APPROVED')

    // A change that matches nothing new (the city, the introduction) is not looked at.
    await updateList({ id: other.id, role: 'USER' }, copy.id, { city: 'Leuven', introduction: 'Dag!' })
    expect(await reviewStatus(copy.id)).toBe('APPROVED')

    // An older list of a third account with other names: renaming the approved list into it is a new match.
    const third = await account()
    const lou = await createList(db(), third.id, {
      firstName: 'Lou',
      lastName: 'Claes',
      parent1FirstName: 'Ann',
      parent2FirstName: null,
      createdAt: new Date('2026-01-02T10:00:00Z'),
    })
    await updateList({ id: other.id, role: 'USER' }, copy.id, {
      firstName: 'Lou',
      lastName: 'Claes',
      parent1FirstName: 'Ann',
    })
    const row = await db().list.findUniqueOrThrow({ where: { id: copy.id } })
    expect({ reviewStatus: row.reviewStatus, similarToListId: row.similarToListId }).toEqual({
      reviewStatus: 'PENDING',
      similarToListId: lou.id,
    })
    await waitForMails(third.email, /Er is een geboortelijst die lijkt op die van Lou Claes/)
  })

  it('never flags the same account’s lists, a newer list of another account, or a different baby’s last name; an unconfirmed first owner gets no mail', async () => {
    // The same parents making a second list (twins, a new try) are not impersonating themselves.
    const lena = { firstName: 'Lena', lastName: 'Goossens', parent1FirstName: 'Eva', parent2FirstName: 'Tom' }
    const mine = await created(await call(postList, '/api/lists', { token: parents.token, body: form(lena) }))
    const again = await created(await call(postList, '/api/lists', { token: parents.token, body: form(lena) }))
    expect([await reviewStatus(mine.id), await reviewStatus(again.id)]).toEqual(['NOT_NEEDED', 'NOT_NEEDED'])
    // Only the baby's last name differs: another child.
    const cousin = await created(
      await call(postList, '/api/lists', {
        token: (await account()).token,
        body: form({ ...lena, lastName: 'Goossens-Claes' }),
      }),
    )
    expect(await reviewStatus(cousin.id)).toBe('NOT_NEEDED')
    // A rename of the older list into the newer list's names moves neither list: the rule protects the first one.
    await updateList({ id: parents.id, role: 'USER' }, again.id, { lastName: 'Goossens-Claes' })
    expect([await reviewStatus(again.id), await reviewStatus(cousin.id)]).toEqual(['NOT_NEEDED', 'NOT_NEEDED'])

    const early = await account({ confirmed: false })
    const first = await createList(db(), early.id, {
      firstName: 'Mila',
      lastName: 'Wouters',
      parent1FirstName: 'Lotte',
      parent2FirstName: null,
    })
    const second = await created(
      await call(postList, '/api/lists', {
        token: (await account()).token,
        body: form({
          firstName: 'Mila',
          lastName: 'Wouters',
          parent1FirstName: 'Lotte',
          parent2FirstName: null,
          parent2LastName: null,
        }),
      }),
    )
    const row = await db().list.findUniqueOrThrow({ where: { id: second.id } })
    expect({ reviewStatus: row.reviewStatus, similarToListId: row.similarToListId }).toEqual({
      reviewStatus: 'PENDING',
      similarToListId: first.id,
    })
    expect(await db().outboxMail.count({ where: { kind: 'list-review', recipient: early.email } })).toBe(0)
  })

  it("a list without the baby's first name is protected by the parents' names: a copy from another account waits (decision 041)", async () => {
    // Emma Janssens and Tom Wouters expect a baby Janssens, its name still open.
    const family = {
      firstName: '',
      lastName: 'Janssens',
      parent1FirstName: 'Emma',
      parent1LastName: 'Janssens',
      parent2FirstName: 'Tom',
      parent2LastName: 'Wouters',
    }
    const first = await created(await call(postList, '/api/lists', { token: parents.token, body: form(family) }))
    expect(first.url).toBe('baby-janssens')
    expect(await reviewStatus(first.id)).toBe('NOT_NEEDED')
    const findByTom = async () => {
      const res = await call(search, '/api/lists/search', { body: { parentName: 'Tom', lastName: 'Wouters' } })
      return ((await res.json()) as { url: string }[]).map((r) => r.url)
    }

    // The same card from another account, with its own IBAN: it waits, the parents are mailed, search shows theirs only.
    const attacker = await account()
    const copy = await created(
      await call(postList, '/api/lists', {
        token: attacker.token,
        body: form({ ...family, parent1FirstName: 'EMMA', iban: ATTACKER_IBAN }),
      }),
    )
    const row = await db().list.findUniqueOrThrow({ where: { id: copy.id } })
    expect({ reviewStatus: row.reviewStatus, similarToListId: row.similarToListId }).toEqual({
      reviewStatus: 'PENDING',
      similarToListId: first.id,
    })
    const [mail] = await waitForMails(parents.email, new RegExp(`/list/${copy.url}\\s`))
    expect(mail).toContain('Subject: Er is een geboortelijst die lijkt op die van Baby van Emma en Tom')
    expect(await findByTom()).toEqual(['baby-janssens'])

    // A made-up baby's name beside the same parents is found by the same search: it waits too.
    const named = await created(
      await call(postList, '/api/lists', {
        token: attacker.token,
        body: form({
          ...family,
          firstName: 'Lotte',
          parent2FirstName: null,
          parent2LastName: null,
          parent1LastName: 'Janssens',
        }),
      }),
    )
    expect(await reviewStatus(named.id)).toBe('PENDING')

    // Another family with one first name in common is not a copy.
    const other = await created(
      await call(postList, '/api/lists', {
        token: (await account()).token,
        body: form({
          ...family,
          lastName: 'Claes',
          parent1LastName: 'Claes',
          parent2FirstName: 'Tom',
          parent2LastName: 'Peeters',
        }),
      }),
    )
    expect(await reviewStatus(other.id)).toBe('NOT_NEEDED')

    // A list made without a name and named later into another family's names waits from then on.
    const later = await created(
      await call(postList, '/api/lists', {
        token: (await account()).token,
        body: form({
          ...family,
          lastName: 'Mertens',
          parent1FirstName: 'Ann',
          parent1LastName: 'Mertens',
          parent2FirstName: 'Jonas',
          parent2LastName: 'Goris',
        }),
      }),
    )
    expect(await reviewStatus(later.id)).toBe('NOT_NEEDED')
    const laterOwner = (await db().list.findUniqueOrThrow({ where: { id: later.id } })).userId
    await updateList({ id: laterOwner, role: 'USER' }, later.id, { firstName: 'Noor', lastName: 'Peeters' })
    const renamed = await db().list.findUniqueOrThrow({ where: { id: later.id } })
    expect({ url: renamed.url, reviewStatus: renamed.reviewStatus, similarToListId: renamed.similarToListId }).toEqual({
      url: 'baby-mertens',
      reviewStatus: 'PENDING',
      similarToListId: real.id,
    })
  })

  it('GET /api/lists?review=pending is for administrators only: 401, 403, and 422 for another filter', async () => {
    await expectError(await call(getLists, '/api/lists?review=pending'), 401, 'UNAUTHORIZED')
    await expectError(await call(getLists, '/api/lists?review=pending', { token: parents.token }), 403, 'FORBIDDEN')
    await expectError(await call(getLists, '/api/lists?review=all', { token: admin.token }), 422, 'VALIDATION')
  })
})

describe('reading lists by id or slug', () => {
  it('carries the owner id only for the owner and an administrator', async () => {
    const owner = await account()
    const admin = await account({ role: 'ADMIN' })
    const stranger = await account()
    const list = await createList(db(), owner.id)
    for (const token of [undefined, stranger.token]) {
      const body = (await (await readById(list.id, token)).json()) as Record<string, unknown>
      expect(body).toMatchObject({ id: list.id, url: list.url })
      expect(body).not.toHaveProperty('userId')
      expect(await (await readBySlug(list.url, token)).json()).not.toHaveProperty('userId')
    }
    expect(await (await readById(list.id, owner.token)).json()).toMatchObject({ userId: owner.id })
    expect(await (await readBySlug(list.url, admin.token)).json()).toMatchObject({ userId: owner.id })
  })

  it('answers 404, as for an unknown id, for a list whose owner has not confirmed the address', async () => {
    const owner = await account({ confirmed: false })
    const list = await createList(db(), owner.id)
    const unknown = await expectError(await readById(2_147_483_000), 404, 'NOT_FOUND')
    expect(await expectError(await readById(list.id), 404, 'NOT_FOUND')).toEqual(unknown)
    await expectError(await readBySlug(list.url), 404, 'NOT_FOUND')
    expect((await readById(list.id, owner.token)).status).toBe(200)
  })

  it('is limited like the search: 60 a minute from one address, then 429', async () => {
    const list = await createList(db(), (await createUser(db())).id)
    const ip = '192.0.2.61'
    for (let i = 0; i < 60; i++) expect((await readById(list.id, undefined, ip)).status).toBe(200)
    const refused = await expectError(await readById(list.id, undefined, ip), 429, 'RATE_LIMITED')
    expect(refused.error.details?.retryAfter).toBeGreaterThan(0)
    // Other clients are not affected.
    expect((await readById(list.id)).status).toBe(200)
  })
})

describe('dates that cannot erase data', () => {
  let owner: Account
  beforeAll(async () => {
    owner = await account()
  })

  it('refuses a birth date outside 1 year back to 10 months ahead with a Dutch message, creating nothing', async () => {
    const { min, max } = birthDateWindow(today())
    const before = await db().list.count()
    for (const birthDate of ['1924-03-01', '1990-05-12', '2099-01-01', plusDays(min, -1), plusDays(max, 1)]) {
      const body = await expectError(
        await call(postList, '/api/lists', { token: owner.token, body: form({ firstName: 'Datum', birthDate }) }),
        422,
        'VALIDATION',
      )
      expect(body.error.details?.fields?.birthDate, birthDate).toMatch(
        /^Kies een datum van \d{1,2} \p{L}+ \d{4} tot en met \d{1,2} \p{L}+ \d{4}: een geboortelijst is voor een kindje dat het voorbije jaar geboren is of binnen de 10 maanden verwacht wordt\./u,
      )
    }
    expect(await db().list.count()).toBe(before)
    for (const birthDate of [min, today(), max]) {
      const list = await created(
        await call(postList, '/api/lists', { token: owner.token, body: form({ firstName: 'Rand', birthDate }) }),
      )
      expect((await db().list.findUniqueOrThrow({ where: { id: list.id } })).birthDate.toISOString().slice(0, 10)).toBe(
        birthDate,
      )
    }
  })

  it('keeps a stored date outside the window while a save does not change it', async () => {
    const list = await createList(db(), owner.id, { birthDate: '2023-05-01' })
    const patch = (body: unknown) =>
      call(patchList, `/api/lists/${list.id}`, {
        method: 'PATCH',
        token: owner.token,
        body,
        params: { id: String(list.id) },
      })
    expect((await patch({ introduction: 'Nieuw' })).status).toBe(200)
    expect((await patch({ birthDate: '2023-05-01', city: 'Aalst' })).status).toBe(200)
    // The settings form sends every field.
    const saved = await updateList({ id: owner.id, role: 'USER' }, list.id, { ...form(), birthDate: '2023-05-01' })
    expect(saved.birthDate).toBe('2023-05-01')
    const row = await db().list.findUniqueOrThrow({ where: { id: list.id } })
    await expectError(await patch({ birthDate: '2023-05-02' }), 422, 'VALIDATION')
    expect(await db().list.findUniqueOrThrow({ where: { id: list.id } })).toEqual(row)
  })

  it('the daily job keeps an order placed today on a list dated 3 years back, and anonymises an old order on it', async () => {
    const list = await createList(db(), owner.id, { birthDate: plusDays(today(), -3 * 365 - 1) })
    const gift = await createProduct(db(), list.id, { title: 'Spaarpot', price: 2500, shopAllowed: false })
    const old = await createProduct(db(), list.id, { title: 'Rammelaar', price: 900 })
    const placed = await placeOrder({
      listId: list.id,
      name: 'Tante Els',
      email: 'els@example.be',
      message: 'Proficiat!',
      products: [{ productId: gift.id, price: 25, giftMethod: 'CASH' }],
    })
    const oldOrder = await createOrder(db(), list.id, { name: 'Opa Jos', email: 'jos@example.be', message: 'Dag!' }, [
      { productId: old.id, price: '9.00', giftMethod: 'SHOP' },
    ])
    await db().order.update({
      where: { id: oldOrder.id },
      data: { createdAt: new Date(Date.now() - (2 * 365 + 2) * 86_400_000) },
    })

    expect(await runDailyRetention({ force: true })).toMatchObject({ status: 'ran' })
    const giver = (reference: string) =>
      db().order.findUniqueOrThrow({ where: { reference }, select: { name: true, email: true, message: true } })
    expect(await giver(placed.reference)).toEqual({ name: 'Tante Els', email: 'els@example.be', message: 'Proficiat!' })
    expect(await giver(oldOrder.reference)).toEqual({ name: 'Verwijderd', email: '', message: '' })
  })
})

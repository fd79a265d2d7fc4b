// Before the birth (decision 041), as the parents, a giver and an administrator meet it on a real database: a list made
// with a due date and no baby's first name is 'Baby van Sofie en Jonas' on its page, in search, in the mails and in the
// admin overviews; it is found by a parent's first name with a last name, never by one first name alone; the name
// filled in later keeps the slug; the date reads 'Verwacht op …' before the day and 'Geboren op …' from the day on.
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as postList } from '@/app/api/lists/route'
import { PATCH as patchList } from '@/app/api/lists/[id]/route'
import { POST as search } from '@/app/api/lists/search/route'
import { POST as releaseRoute } from '@/app/api/orders/[id]/release/route'
import { adminOrders, adminProducts } from '@/lib/admin'
import { getListPage, updateList } from '@/lib/lists'
import { belgianToday } from '@/lib/lists/birth-date'
import { dateLabel, spelledDate } from '@/lib/lists/date-label'
import { childName } from '@/lib/lists/display'
import { hasNoGiftsYet } from '@/lib/lists/first-gift'
import { getOrderByReference, placeOrder } from '@/lib/orders'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { waitForMails } from '../support/outbox'
import { createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()
const PASSWORD = 'geheim123'

/** yyyy-MM-dd `days` after `date` (yyyy-MM-dd), counted on the calendar. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Sofie Peeters and Jonas Maes, expecting a baby Peeters in about four months, its first name still open. */
const expecting = () => ({
  lastName: 'Peeters',
  parent1FirstName: ' Sofie ',
  parent1LastName: 'Peeters',
  parent2FirstName: 'Jonas',
  parent2LastName: 'Maes',
  iban: 'BE71 0961 2345 6769',
  birthDate: plusDays(belgianToday(), 120),
})

const searchFor = async (body: Record<string, unknown>) => {
  const res = await call(search, '/api/lists/search', { body })
  expect(res.status, JSON.stringify(body)).toBe(200)
  return (await res.json()) as { id: number; url: string; firstName: string; birthDate: string }[]
}

describe('a list before the birth, without the baby’s first name', () => {
  let owner: { id: number; email: string; token: string }
  let list: { id: number; url: string; firstName: string; introduction: string; birthDate: string }

  beforeAll(async () => {
    const user = await createUser(db(), {
      password: PASSWORD,
      email: 'sofie.peeters@example.be',
      name: 'Sofie Peeters',
    })
    owner = { id: user.id, email: user.email, token: await tokenFor(user.email, PASSWORD) }
    const res = await call(postList, '/api/lists', { token: owner.token, body: expecting() })
    expect(res.status).toBe(201)
    list = await res.json()
  })

  it("is made without a first name: slug 'baby-peeters', the due date kept, a greeting without a name", async () => {
    expect(list).toMatchObject({ url: 'baby-peeters', firstName: '', birthDate: expecting().birthDate })
    expect(list.introduction).toMatch(/^Welkom op onze geboortelijst!/)
    expect(list.introduction).toContain('onze baby en onszelf')
    expect(list.introduction).toMatch(/\nSofie en Jonas$/)
    // Every way of leaving the name out is the same: '' stored.
    const second = await call(postList, '/api/lists', {
      token: owner.token,
      body: { ...expecting(), firstName: '   ' },
    })
    expect(second.status).toBe(201)
    expect(await second.json()).toMatchObject({ url: 'baby-peeters-2', firstName: '' })
    const third = await call(postList, '/api/lists', { token: owner.token, body: { ...expecting(), firstName: null } })
    expect(await third.json()).toMatchObject({ url: 'baby-peeters-3', firstName: '' })
  })

  it("is 'Baby van Sofie en Jonas' on its page, with its due date still to come", async () => {
    const page = await getListPage(list.url)
    expect(page.list.firstName).toBe('')
    expect(childName(page.list)).toBe('Baby van Sofie en Jonas')
    expect(dateLabel(page.list.birthDate)).toMatchObject({
      due: true,
      text: `Verwacht op ${spelledDate(expecting().birthDate)}`,
    })
  })

  it("is found by a parent's first name with that parent's or the baby's last name, not by a first name alone", async () => {
    expect((await searchFor({ parentName: 'Sofie', lastName: 'Peeters' })).map((r) => r.url)).toContain('baby-peeters')
    expect((await searchFor({ parentName: 'Jonas', lastName: 'Maes' })).map((r) => r.url)).toContain('baby-peeters')
    expect((await searchFor({ parentName: 'jonas', lastName: 'peeters' })).map((r) => r.url)).toContain('baby-peeters')
    const [card] = (await searchFor({ parentName: 'Sofie', lastName: 'Peeters' })).filter(
      (r) => r.url === 'baby-peeters',
    )
    // The API keeps the date itself; 'Verwacht op' is how the site reads it.
    expect(card).toMatchObject({ firstName: '', birthDate: expecting().birthDate })
    expect(await searchFor({ parentName: 'Sofie', lastName: 'Maes' })).toEqual([])
    for (const body of [{ parentName: 'Sofie' }, { babyName: '', parentName: 'Jonas', lastName: '' }]) {
      await expectError(await call(search, '/api/lists/search', { body }), 422, 'VALIDATION')
    }
  })

  it("names the child 'Baby van Sofie en Jonas' in the giver's and the parents' mails and in the admin overviews", async () => {
    const gift = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 24900, shopAllowed: false })
    const placed = await placeOrder({
      listId: list.id,
      name: 'Oma Lutgarde',
      email: 'lutgarde@example.be',
      message: '',
      products: [{ productId: gift.id, price: 249, giftMethod: 'CASH' }],
    })
    expect(placed.list.child).toBe('Baby van Sofie en Jonas')
    const [giverMail] = await waitForMails(
      'lutgarde@example.be',
      /Subject: Je reservatie voor de geboortelijst van Baby van Sofie en Jonas/,
    )
    expect(giverMail).toContain('Je reservatie voor de geboortelijst van Baby van Sofie en Jonas is bevestigd.')
    const [ownerMail] = await waitForMails(owner.email, /van de geboortelijst van Baby van Sofie en Jonas/)
    expect(ownerMail).toContain('Oma Lutgarde schonk een geschenkje van de geboortelijst van Baby van Sofie en Jonas:')
    expect((await getOrderByReference(placed.reference)).list.child).toBe('Baby van Sofie en Jonas')

    const admin = await createUser(db(), { role: 'ADMIN' })
    const actor = { id: admin.id, role: 'ADMIN' as const }
    expect(
      (await adminProducts(actor, { searchString: 'Kinderwagen' })).items.find((p) => p.id === gift.id)?.list.child,
    ).toBe('Baby van Sofie en Jonas')
    expect((await adminOrders(actor, { searchString: placed.reference })).items[0].list.child).toBe(
      'Baby van Sofie en Jonas',
    )

    // The owner releases the reservation: the giver's mail names the child the same way.
    const order = await db().order.findUniqueOrThrow({ where: { reference: placed.reference } })
    const released = await call(releaseRoute, `/api/orders/${order.id}/release`, {
      token: owner.token,
      params: { id: String(order.id) },
    })
    expect(released.status).toBe(204)
    await waitForMails(
      'lutgarde@example.be',
      /Dit geschenkje dat je reserveerde op de geboortelijst van Baby van Sofie en Jonas is opnieuw vrij:/,
    )
  })

  it('keeps its slug when the parents fill in the name, and is then found by it', async () => {
    const res = await call(patchList, `/api/lists/${list.id}`, {
      token: owner.token,
      params: { id: String(list.id) },
      body: { firstName: ' Noor ' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id: list.id, url: 'baby-peeters', firstName: 'Noor' })
    expect((await db().list.findUniqueOrThrow({ where: { id: list.id } })).searchFirstName).toBe('noor')
    expect((await searchFor({ babyName: 'Noor', parentName: 'Sofie' })).map((r) => r.url)).toContain('baby-peeters')
    expect(childName((await getListPage('baby-peeters')).list)).toBe('Noor Peeters')
    // And back to no name before the birth: still the same address.
    expect(await updateList({ id: owner.id, role: 'USER' }, list.id, { firstName: '' })).toMatchObject({
      url: 'baby-peeters',
      firstName: '',
    })
  })
})

describe("the date of a list: 'Verwacht op' before the day, 'Geboren op' from the day on", () => {
  it('reads the date on the Belgian calendar day', () => {
    expect(dateLabel('2027-02-15', 'nl', '2027-02-14')).toEqual({
      due: true,
      text: 'Verwacht op 15 februari 2027',
      dueText: 'Verwacht op 15 februari 2027',
      bornText: 'Geboren op 15 februari 2027',
    })
    expect(dateLabel('2027-02-15', 'nl', '2027-02-15')).toMatchObject({
      due: false,
      text: 'Geboren op 15 februari 2027',
    })
    expect(dateLabel('2027-02-15', 'nl', '2027-03-01')).toMatchObject({
      due: false,
      text: 'Geboren op 15 februari 2027',
    })
    expect(dateLabel('2026-12-31', 'nl', '2026-12-30').text).toBe('Verwacht op 31 december 2026')
  })

  it('is written in French on a French page (fr-BE)', () => {
    expect(dateLabel('2027-02-15', 'fr', '2027-02-14').text).toBe('Naissance prévue le 15 février 2027')
    expect(dateLabel('2027-02-15', 'fr', '2027-02-15').text).toBe('Date de naissance\u00a0: 15 février 2027')
  })

  it('counts from today by default, as the page and the search cards do', () => {
    const today = belgianToday()
    expect(dateLabel(plusDays(today, 1)).due).toBe(true)
    expect(dateLabel(today).due).toBe(false)
    expect(dateLabel(plusDays(today, -1)).due).toBe(false)
  })
})

describe('the parents’ first minutes', () => {
  it('a list has no gifts yet until its first one, hidden and given ones counted', async () => {
    const user = await createUser(db(), { password: PASSWORD })
    const token = await tokenFor(user.email, PASSWORD)
    const res = await call(postList, '/api/lists', {
      token,
      body: { ...expecting(), firstName: 'Lotte', lastName: 'Claes' },
    })
    const list = (await res.json()) as { id: number }
    expect(await hasNoGiftsYet(list.id)).toBe(true)
    const hidden = await createProduct(db(), list.id, { hidden: true })
    expect(await hasNoGiftsYet(list.id)).toBe(false)
    await db().product.update({ where: { id: hidden.id }, data: { hidden: false, sold: true } })
    expect(await hasNoGiftsYet(list.id)).toBe(false)
  })

  it('saving the settings answers the list as stored: trimmed names, the IBAN without spaces', async () => {
    const user = await createUser(db())
    const actor = { id: user.id, role: 'USER' as const }
    const res = await call(postList, '/api/lists', {
      token: await tokenFor(user.email, 'geheim123'),
      body: { ...expecting(), lastName: 'Wouters' },
    })
    const list = (await res.json()) as { id: number; url: string }
    const saved = await updateList(actor, list.id, {
      firstName: '  Mila ',
      parent2FirstName: ' Tom ',
      parent2LastName: '  ',
      iban: 'be71 0961-2345 6769',
      city: ' Gent ',
    })
    expect(saved).toMatchObject({
      url: list.url,
      firstName: 'Mila',
      parent2FirstName: 'Tom',
      parent2LastName: null,
      iban: 'BE71096123456769',
      city: 'Gent',
    })
  })
})

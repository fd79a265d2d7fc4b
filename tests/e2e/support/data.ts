// Test data made through the REST API, as a parent and a visitor would: each spec makes its own lists, never
// touching the seeded ones other specs order from.
import { expect, type APIRequestContext } from '@playwright/test'
import { latestMail, linkIn } from './mail'
import { birthDateDaysAgo } from '../../fixtures/dates'

/** A tag unique to this run, so names made by tests never collide with an earlier run on the same database. */
export const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

export interface Parent {
  id: number
  name: string
  email: string
  token: string
}
export interface Gift {
  id: number
  title: string
  productParts: { id: number }[]
}

/**
 * A parent registered through POST /api/auth/register, with a bearer token, who confirmed the e-mail address with the
 * mailed link (only then do the parent's lists take orders), unless `confirmed: false`.
 */
export async function registerParent(
  request: APIRequestContext,
  name: string,
  options: { confirmed?: boolean } = {},
): Promise<Parent> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${RUN}@example.be`
  const since = Date.now() - 1000
  const res = await request.post('/api/auth/register', { data: { name, email, password: 'geheim-wachtwoord' } })
  expect(res.status(), await res.text()).toBe(201)
  const body = (await res.json()) as { id: number; token: string }
  if (options.confirmed !== false) {
    const link = linkIn(await latestMail(email, 'Bevestig je e-mailadres', since), '/user/confirm-email')
    const confirmed = await request.post('/api/auth/confirm-email', {
      data: { token: new URL(link, 'http://x').searchParams.get('token') },
    })
    expect(confirmed.status(), await confirmed.text()).toBe(200)
  }
  return { id: body.id, name, email, token: body.token }
}

/**
 * A list of the parent with the given gifts: each `{ title, price }` a shop gift, `cash: true` a cash gift, or split in
 * `parts` for cash. `lastName` names the test that made it.
 */
export async function listWithGifts(
  request: APIRequestContext,
  parent: Parent,
  firstName: string,
  gifts: { title: string; price: number; parts?: number; cash?: boolean }[],
  lastName = 'Admintest',
) {
  const auth = { Authorization: `Bearer ${parent.token}` }
  const res = await request.post('/api/lists', {
    headers: auth,
    data: {
      firstName,
      lastName,
      parent1FirstName: parent.name.split(' ')[0],
      parent1LastName: lastName,
      iban: 'BE71 0961 2345 6769',
      birthDate: birthDateDaysAgo(),
      introduction: '',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const list = (await res.json()) as { id: number; url: string }
  const products: Gift[] = []
  for (const gift of gifts) {
    const data = gift.parts
      ? {
          listId: list.id,
          title: gift.title,
          price: gift.price,
          cashAllowed: true,
          shopAllowed: false,
          productIsSplit: true,
          nrOfProductParts: gift.parts,
        }
      : gift.cash
        ? { listId: list.id, title: gift.title, price: gift.price, cashAllowed: true, shopAllowed: false }
        : {
            listId: list.id,
            title: gift.title,
            price: gift.price,
            cashAllowed: false,
            shopAllowed: true,
            shopName: 'Baby-Dump',
          }
    const created = await request.post('/api/products', { headers: auth, data })
    expect(created.status(), await created.text()).toBe(201)
    products.push(await created.json())
  }
  return { ...list, products }
}

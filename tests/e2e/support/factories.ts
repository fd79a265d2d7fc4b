// Fresh data for the tests that change what they look at (orders, given parts): made through the REST API at the
// start of the test, so a test never depends on what other specs, or an earlier run on a reused server, did to the
// seeded demo lists.
import { expect, type APIRequestContext } from '@playwright/test'
import { apiProducts, type ApiProduct } from './app'
import { RUN, registerParent } from './data'
import { birthDateDaysAgo } from '../../fixtures/dates'

/** A gift as POST /api/products takes it (price in euro), without the list. */
export interface GiftInput {
  title: string
  price: number
  cashAllowed?: boolean
  shopAllowed?: boolean
  shopName?: string
  productUrl?: string
  description?: string
  /** Split into this many parts (cash only, as the gift rules require). */
  parts?: number
  /** Hidden by the parents: not shown to visitors. */
  hidden?: boolean
}

/** List fields as POST /api/lists takes them, to override the defaults (parent 'Ouder Vers', no introduction). */
export interface ListFields {
  lastName?: string
  parent1FirstName?: string
  parent1LastName?: string
  parent2FirstName?: string
  parent2LastName?: string
  introduction?: string
}

export interface FreshList {
  id: number
  /** The list's address: /list/{slug}. */
  slug: string
  /** The baby's first name, unique to this run. */
  firstName: string
  /** The gifts as GET /api/lists/{id}/products answers them, keyed by title. */
  products: Map<string, ApiProduct>
}

let made = 0

/**
 * A list of a newly registered parent (who confirmed the address, so the list takes orders) with these gifts, in
 * this order. The baby's first name is `firstName` with this run's tag, so two runs on one server never share a list
 * (and the list never looks like another one, which would hold it for review).
 */
export async function freshList(
  request: APIRequestContext,
  firstName: string,
  gifts: GiftInput[],
  fields: ListFields = {},
): Promise<FreshList> {
  const parent = await registerParent(request, `Ouder ${firstName} ${++made}`)
  const auth = { Authorization: `Bearer ${parent.token}` }
  const babyName = `${firstName}${RUN}`
  const res = await request.post('/api/lists', {
    headers: auth,
    data: {
      firstName: babyName,
      lastName: 'Vers',
      parent1FirstName: 'Ouder',
      parent1LastName: 'Vers',
      iban: 'BE71 0961 2345 6769',
      birthDate: birthDateDaysAgo(),
      introduction: '',
      ...fields,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const list = (await res.json()) as { id: number; url: string }
  for (const { parts, ...gift } of gifts) {
    const data = parts
      ? { ...gift, cashAllowed: true, shopAllowed: false, productIsSplit: true, nrOfProductParts: parts }
      : gift
    const created = await request.post('/api/products', { headers: auth, data: { listId: list.id, ...data } })
    expect(created.status(), await created.text()).toBe(201)
  }
  return { id: list.id, slug: list.url, firstName: babyName, products: await apiProducts(request, list.url) }
}

/**
 * Gives the first `count` free parts of a split gift, as another visitor would, by an order through POST /api/orders.
 * @returns the gift as it is now.
 */
export async function giveParts(
  request: APIRequestContext,
  list: FreshList,
  title: string,
  count: number,
): Promise<ApiProduct> {
  const product = list.products.get(title)!
  const parts = product.productParts.filter((p) => !p.sold).slice(0, count)
  expect(parts, `${count} free parts of ${title}`).toHaveLength(count)
  const res = await request.post('/api/orders', {
    data: {
      listId: list.id,
      name: 'Eerdere Schenker',
      email: `eerder.${RUN}@example.be`,
      message: '',
      products: parts.map((p) => ({ productId: product.id, productPartId: p.id, price: p.price, giftMethod: 'CASH' })),
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const now = (await apiProducts(request, list.slug)).get(title)!
  list.products.set(title, now)
  return now
}

/** Gives a whole gift, as another visitor would, by an order through POST /api/orders. */
export async function giveGift(
  request: APIRequestContext,
  list: FreshList,
  title: string,
  giftMethod: 'CASH' | 'SHOP',
): Promise<void> {
  const product = list.products.get(title)!
  const res = await request.post('/api/orders', {
    data: {
      listId: list.id,
      name: 'Eerdere Schenker',
      email: `eerder.${RUN}@example.be`,
      message: '',
      products: [{ productId: product.id, price: product.price, giftMethod }],
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  list.products = await apiProducts(request, list.slug)
}

// Adding a partner's product to a list from the finder (docs/rules.md#product-finder: cashAllowed false,
// shopAllowed true, hidden false, sold false, no parts) through the
// domain function the finder's server action calls: the defaults, the on-list flag afterwards, and every refusal
// with its status and code, changing nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import { addCatalogProduct, searchCatalog } from '@/lib/catalog'
import { importCatalog } from '@/lib/catalog/import'
import { isDomainError } from '@/lib/errors'
import { listProducts } from '@/lib/products'
import { useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'
import { feedText } from '../fixtures/catalog'

const db = useTestDatabase()

type Actor = { id: number; role: 'USER' | 'ADMIN' }
let owner: Actor
let other: Actor
let admin: Actor
let listId: number
let draagzak: number
let gone: number

const row = (id: string, title: string, extra: Record<string, string> = {}) => ({
  id,
  title,
  description: `<p>${title}</p><img src=x onerror=alert(1)>`,
  price: '89.95',
  image_url: `/images/catalog/${id}.svg`,
  product_url: `https://www.babylonia.be/p/${id}`,
  affiliate_url: `https://tracking.example.be/c?babylonia=${id}`,
  partner: 'Babylonia',
  ...extra,
})

async function expectDomainError(promise: Promise<unknown>, status: number, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(isDomainError(error) ? { status: error.status, code: error.code } : error).toEqual({ status, code })
}

beforeAll(async () => {
  await importCatalog(
    feedText([
      row('draagzak', 'Draagzak Flex'),
      row('gone', 'Wipstoel Oud'),
      row('zonder', 'Speelmat', { affiliate_url: '' }),
    ]),
  )
  await importCatalog(feedText([row('draagzak', 'Draagzak Flex'), row('zonder', 'Speelmat', { affiliate_url: '' })]))
  draagzak = (await db().affiliateProduct.findFirstOrThrow({ where: { originalProductId: 'draagzak' } })).id
  gone = (await db().affiliateProduct.findFirstOrThrow({ where: { originalProductId: 'gone' } })).id
  const o = await createUser(db())
  owner = { id: o.id, role: 'USER' }
  other = { id: (await createUser(db())).id, role: 'USER' }
  admin = { id: (await createUser(db(), { role: 'ADMIN' })).id, role: 'ADMIN' }
  listId = (await createList(db(), o.id)).id
  await createProduct(db(), listId, { title: 'Al op de lijst', weight: 4 })
})

describe('addCatalogProduct', () => {
  it("copies the catalog product with the finder's defaults, last on the list, and the finder then shows it on the list", async () => {
    const product = await addCatalogProduct(owner, { listId, affiliateProductId: draagzak })
    expect(product).toMatchObject({
      listId,
      title: 'Draagzak Flex',
      price: 8995,
      imageUrl: '/images/catalog/draagzak.svg',
      description: '<p>Draagzak Flex</p>',
      cashAllowed: false,
      shopAllowed: true,
      shopName: 'Babylonia',
      productUrl: 'https://www.babylonia.be/p/draagzak',
      affiliateUrl: 'https://tracking.example.be/c?babylonia=draagzak',
      affiliateId: expect.any(Number),
      affiliateProductId: draagzak,
      hidden: false,
      sold: false,
      weight: 5,
      productParts: [],
    })
    expect((await listProducts(listId, owner)).at(-1)!.id).toBe(product.id)
    const page = await searchCatalog({ take: 20, skip: 0, searchString: 'draagzak' }, { listId, actor: owner })
    expect(page.items.map((i) => [i.title, i.onList])).toEqual([['Draagzak Flex', true]])
  })

  it('takes ids as text too (a form) and works for an ADMIN; a product without affiliate link keeps only its page', async () => {
    const zonder = (await db().affiliateProduct.findFirstOrThrow({ where: { originalProductId: 'zonder' } })).id
    const product = await addCatalogProduct(admin, { listId: String(listId), affiliateProductId: String(zonder) })
    expect(product).toMatchObject({
      title: 'Speelmat',
      affiliateUrl: null,
      productUrl: 'https://www.babylonia.be/p/zonder',
    })
  })

  it('refuses the same catalog product twice on one list: 409 ALREADY_ON_LIST, also for two adds at once', async () => {
    const before = await db().product.count({ where: { listId } })
    await expectDomainError(addCatalogProduct(owner, { listId, affiliateProductId: draagzak }), 409, 'ALREADY_ON_LIST')
    expect(await db().product.count({ where: { listId } })).toBe(before)

    const second = (await createList(db(), owner.id)).id
    const results = await Promise.allSettled(
      [0, 1, 2].map(() => addCatalogProduct(owner, { listId: second, affiliateProductId: draagzak })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await db().product.count({ where: { listId: second } })).toBe(1)
  })

  it('refuses a product its partner no longer lists: 409 CATALOG_UNAVAILABLE', async () => {
    await expectDomainError(addCatalogProduct(owner, { listId, affiliateProductId: gone }), 409, 'CATALOG_UNAVAILABLE')
  })

  it('401 UNAUTHORIZED without an actor, 403 FORBIDDEN for another parent, 404 NOT_FOUND for an unknown list or catalog product', async () => {
    const before = await db().product.count()
    await expectDomainError(addCatalogProduct(null, { listId, affiliateProductId: draagzak }), 401, 'UNAUTHORIZED')
    await expectDomainError(addCatalogProduct(other, { listId, affiliateProductId: draagzak }), 403, 'FORBIDDEN')
    await expectDomainError(
      addCatalogProduct(owner, { listId: 999_999, affiliateProductId: draagzak }),
      404,
      'NOT_FOUND',
    )
    await expectDomainError(addCatalogProduct(owner, { listId, affiliateProductId: 999_999 }), 404, 'NOT_FOUND')
    expect(await db().product.count()).toBe(before)
  })

  it.each([
    [{}],
    [{ listId: 'abc', affiliateProductId: 1 }],
    [{ listId: 1, affiliateProductId: -3 }],
    [{ listId: 1.5, affiliateProductId: 1 }],
    [null],
    ['text'],
  ])('%j is a 422 VALIDATION', async (input) => {
    await expectDomainError(addCatalogProduct(owner, input), 422, 'VALIDATION')
  })
})

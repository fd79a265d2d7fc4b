// The public list page is served from the cache (Next's page cache, and the production server's own copy of it for a
// second, decision 051), yet a change is on it for the very next visitor: after an order's 201 its gift is no longer
// offered, after the owner's release it is offered again. Its own parent and list, named after the run.
import { expect, test } from './support/test'
import { RUN, listWithGifts, registerParent } from './support/data'
import { fromPageCache, openList, productTile } from './support/app'

test('the cached list page drops a gift right after its order and offers it again right after its release', async ({
  page,
  request,
}) => {
  const parent = await registerParent(request, 'Cato Cachetest')
  const list = await listWithGifts(
    request,
    parent,
    'Mil',
    [
      { title: 'Knuffelkonijn', price: 24.95 },
      { title: 'Badcape', price: 19.5 },
    ],
    'Cache',
  )
  const cached = () => fromPageCache(request, `/list/${list.url}`)
  await cached()
  await cached()
  await openList(page, list.url)
  await expect(productTile(page, 'Knuffelkonijn')).toHaveCount(1)

  const order = await request.post('/api/orders', {
    data: {
      listId: list.id,
      name: 'Snelle Schenker',
      email: `snel.${RUN}@example.be`,
      message: '',
      products: [{ productId: list.products[0]!.id, price: 24.95, giftMethod: 'SHOP' }],
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  await openList(page, list.url)
  await expect(productTile(page, 'Knuffelkonijn')).toHaveCount(0)
  await expect(productTile(page, 'Badcape')).toHaveCount(1)

  await cached()
  await cached()
  const auth = { Authorization: `Bearer ${parent.token}` }
  const orders = await request.get(`/api/lists/${list.id}/orders`, { headers: auth })
  expect(orders.status()).toBe(200)
  const [{ id }] = (await orders.json()) as { id: number }[]
  const released = await request.post(`/api/orders/${id}/release`, { headers: auth })
  expect(released.status(), await released.text()).toBe(204)
  await openList(page, list.url)
  await expect(productTile(page, 'Knuffelkonijn')).toHaveCount(1)
})

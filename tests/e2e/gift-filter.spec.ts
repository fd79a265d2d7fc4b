// What matters most and finding it: a parent marks a gift 'Topper' and gives it a kind in the product form; on the
// public list the Toppers come first with their label, and a visitor without JavaScript filters the gifts by kind,
// price and way of giving while the page stays the one cached page. Its own parent and list, named after the run.
import { expect, newVisitorContext, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { listWithGifts, registerParent } from './support/data'
import { loginThroughApi } from './support/session'
import { productGrid, productTile, waitForHydration } from './support/app'

test('a parent marks a Topper with its kind; a visitor without JavaScript filters the cached list', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const parent = await registerParent(request, 'Lien Filtertest')
  const list = await listWithGifts(request, parent, 'Wout', [{ title: 'Zuigflessen', price: 24 }], 'Filter')
  const auth = { Authorization: `Bearer ${parent.token}` }
  for (const data of [
    { title: 'Slaapzak 70 cm', price: 39.95, category: 'SLAPEN', shopAllowed: true, cashAllowed: false },
    { title: 'Kinderwagen', price: 649, category: 'OP_STAP', shopAllowed: false, cashAllowed: true },
    { title: 'Knuffel', price: 19.5, category: 'SPELEN', shopAllowed: true, cashAllowed: true },
  ]) {
    const res = await request.post('/api/products', {
      headers: auth,
      data: { listId: list.id, shopName: 'Baby-Dump', ...data },
    })
    expect(res.status(), await res.text()).toBe(201)
  }

  // The parent gives the first gift its kind and makes it a Topper in the form.
  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')
  await page.goto(`/list/${list.url}/product/${list.products[0]!.id}`)
  await waitForHydration(page)
  await page.getByLabel('Soort geschenkje').selectOption({ label: 'Voeding' })
  await page.getByLabel('Topper: dit geschenkje wensen we ons het meest').check()
  await expectNoA11yViolations(page, 'product form with kind and Topper')
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${list.url}/products$`))

  // Served from the cache, as before the filter.
  await request.get(`/list/${list.url}`)
  const cached = await request.get(`/list/${list.url}`)
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT')

  const context = await newVisitorContext(browser, { baseURL: baseURL!, javaScriptEnabled: false })
  const visitor = await context.newPage()
  await visitor.goto(`/list/${list.url}`)
  const titles = productGrid(visitor).getByRole('heading', { level: 2 })
  // The Topper first, with its label.
  await expect(titles).toHaveText(['Zuigflessen', 'Slaapzak 70 cm', 'Kinderwagen', 'Knuffel'])
  await expect(productTile(visitor, 'Zuigflessen').getByText('Topper', { exact: true })).toBeVisible()
  await expect(productTile(visitor, 'Knuffel').getByText('Topper', { exact: true })).toHaveCount(0)

  await visitor.getByText('Filter de geschenkjes').click()
  const filter = visitor.getByRole('group', { name: 'Soort' })
  await filter.getByText('Slapen', { exact: true }).click()
  await expect(productTile(visitor, 'Slaapzak 70 cm')).toBeVisible()
  for (const title of ['Zuigflessen', 'Kinderwagen', 'Knuffel']) await expect(productTile(visitor, title)).toBeHidden()

  await filter.getByText('Alle', { exact: true }).click()
  await visitor.getByRole('group', { name: 'Hoe geven' }).getByText('Overschrijven', { exact: true }).click()
  await expect(productTile(visitor, 'Kinderwagen')).toBeVisible()
  await expect(productTile(visitor, 'Knuffel')).toBeVisible()
  await expect(productTile(visitor, 'Slaapzak 70 cm')).toBeHidden()

  await visitor.getByRole('group', { name: 'Prijs' }).getByText('Vanaf € 500', { exact: true }).click()
  await expect(productTile(visitor, 'Kinderwagen')).toBeVisible()
  await expect(productTile(visitor, 'Knuffel')).toBeHidden()
  await context.close()

  // The same filter with JavaScript, checked for accessibility while it filters.
  await page.goto(`/list/${list.url}`)
  await waitForHydration(page)
  await page.getByText('Filter de geschenkjes').click()
  await page.getByRole('group', { name: 'Prijs' }).getByText('Tot € 50', { exact: true }).click()
  await expect(productTile(page, 'Kinderwagen')).toBeHidden()
  await expect(productTile(page, 'Knuffel')).toBeVisible()
  await expectNoA11yViolations(page, 'list filtered by price')
})

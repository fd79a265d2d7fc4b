// The admin area, as admin@example.be, on data each test makes for itself through the REST API (a parent
// registers, creates a list, adds gifts; a visitor orders), never on the seeded lists other specs use: searching and
// paging an overview, and one action of each kind through the 'Opgelet!' modal — hiding and showing a product,
// cancelling an order, changing a role, deleting a list — each checked where a visitor or the parent would notice it.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { productGrid, waitForHydration } from './support/app'
import { ADMIN, loginThroughApi } from './support/session'
import { RUN, listWithGifts, registerParent } from './support/data'

const confirmModal = (page: Page) => page.getByRole('alertdialog', { name: 'Opgelet!' })

/** Searches an admin overview with its search form (a GET form: the address changes). */
async function search(page: Page, label: RegExp, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: label }).fill(text)
  await page.getByRole('search').getByRole('button', { name: 'Zoeken' }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('searchString') === text)
}

test('an administrator searches and pages the products overview, 25 a page', async ({ page, request }) => {
  const parent = await registerParent(request, `Lotte Paging`)
  const list = await listWithGifts(
    request,
    parent,
    `Pagina${RUN}`,
    Array.from({ length: 27 }, (_, i) => ({
      title: `Rammelaar ${String(i + 1).padStart(2, '0')} ${RUN}`,
      price: 9.95,
    })),
  )
  await loginThroughApi(page, ADMIN)
  await page.goto('/admin/product')
  await expect(page.getByRole('heading', { level: 1, name: 'Producten' })).toBeVisible()
  await expectNoA11yViolations(page, '/admin/product')

  await search(page, /Zoek op product/, list.url)
  await expect(page.getByRole('heading', { level: 2, name: `1–25 van 27 producten` })).toBeVisible()
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(26)
  const paging = page.getByRole('navigation', { name: 'Bladeren' })
  await expect(paging.getByText('Pagina 1 van 2')).toBeVisible()
  await expect(paging.getByRole('link', { name: 'Vorige' })).toHaveCount(0)
  await paging.getByRole('link', { name: 'Volgende' }).click()
  await expect(page.getByRole('heading', { level: 2, name: '26–27 van 27 producten' })).toBeVisible()
  await expect(rows).toHaveCount(3)
  // Newest first: the first two added are on the last page.
  await expect(page.getByRole('rowheader')).toContainText([`Rammelaar 02 ${RUN}`, `Rammelaar 01 ${RUN}`])
  await expect(paging.getByRole('link', { name: 'Volgende' })).toHaveCount(0)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 2, name: '1–25 van 27 producten' })).toBeVisible()

  await search(page, /Zoek op product/, `niets-${RUN}`)
  await expect(
    page.getByRole('heading', { level: 2, name: `Geen producten gevonden voor ‘niets-${RUN}’.` }),
  ).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await page.getByRole('link', { name: 'Zoekopdracht wissen' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin/product' && url.search === '')
})

test('an administrator hides and shows a product, and cancels an order: the public list page follows', async ({
  page,
  request,
}) => {
  const parent = await registerParent(request, 'Ine Acties')
  const list = await listWithGifts(request, parent, `Acties${RUN}`, [
    { title: `Speelmat ${RUN}`, price: 79 },
    { title: `Wieg ${RUN}`, price: 300, parts: 3 },
  ])
  const [mat, crib] = list.products
  const order = await request.post('/api/orders', {
    data: {
      listId: list.id,
      name: `Oma ${RUN}`,
      email: `oma.${RUN}@example.be`,
      message: 'Proficiat',
      products: [{ productId: crib!.id, productPartId: crib!.productParts[0]!.id, price: 100, giftMethod: 'CASH' }],
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  await loginThroughApi(page, ADMIN)

  // Hide: not destructive, so no question; the gift leaves the public page, and comes back when shown again.
  await page.goto(`/admin/product?searchString=${RUN}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: `Speelmat ${RUN} verbergen` }).click()
  await expect(page.getByRole('status')).toHaveText(
    `Speelmat ${RUN} is verborgen: het staat niet meer op de publieke pagina.`,
  )
  await expect(page.getByRole('row', { name: new RegExp(`Speelmat ${RUN}`) }).getByText('Verborgen')).toBeVisible()
  await expectNoA11yViolations(page, '/admin/product after hiding')
  await page.goto(`/list/${list.url}`)
  await expect(productGrid(page).getByRole('heading', { name: `Wieg ${RUN}` })).toBeVisible()
  await expect(productGrid(page).getByRole('heading', { name: `Speelmat ${RUN}` })).toHaveCount(0)
  await page.goto(`/admin/product?searchString=${RUN}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: `Speelmat ${RUN} weer tonen` }).click()
  await expect(page.getByRole('status')).toHaveText(`Speelmat ${RUN} staat weer op de publieke pagina.`)
  await page.goto(`/list/${list.url}`)
  await expect(productGrid(page).getByRole('heading', { name: `Speelmat ${RUN}` })).toBeVisible()
  expect(mat).toBeDefined()

  // Cancel: asks first; 'Annuleren' in the modal changes nothing; confirming frees the part on the public page.
  await page.goto(`/admin/order?searchString=${encodeURIComponent(`Oma ${RUN}`)}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 2, name: '1–1 van 1 reservatie' })).toBeVisible()
  await page.getByRole('button', { name: `Reservatie van Oma ${RUN} annuleren` }).click()
  await expect(confirmModal(page)).toContainText(
    `De geschenken worden weer beschikbaar op de geboortelijst van Acties${RUN} Admintest.`,
  )
  await expectNoA11yViolations(page, '/admin/order with the confirmation open')
  await confirmModal(page).getByRole('button', { name: 'Annuleren', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: '1–1 van 1 reservatie' })).toBeVisible()
  await page.getByRole('button', { name: `Reservatie van Oma ${RUN} annuleren` }).click()
  await confirmModal(page).getByRole('button', { name: 'Ja, annuleer de reservatie' }).click()
  await expect(page.getByRole('status')).toHaveText(
    `De reservatie van Oma ${RUN} werd geannuleerd; de geschenken zijn weer beschikbaar.`,
  )
  await expect(
    page.getByRole('heading', { level: 2, name: `Geen reservaties gevonden voor ‘Oma ${RUN}’.` }),
  ).toBeFocused()
  await page.goto(`/list/${list.url}`)
  await expect(
    productGrid(page)
      .getByRole('listitem')
      .filter({ hasText: `Wieg ${RUN}` }),
  ).toContainText('0 van de 3 delen geschonken')
})

test('an administrator makes a parent an administrator and back, and deletes a list after confirming', async ({
  page,
  request,
}) => {
  const parent = await registerParent(request, `Jens Rol${RUN}`)
  const list = await listWithGifts(request, parent, `Wissen${RUN}`, [{ title: `Knuffel ${RUN}`, price: 19.95 }])
  await loginThroughApi(page, ADMIN)

  await page.goto('/admin/user')
  await expectNoA11yViolations(page, '/admin/user')
  await search(page, /Zoek op naam/, parent.email)
  await waitForHydration(page)
  await page.getByRole('button', { name: `Jens Rol${RUN} beheerder maken` }).click()
  await expect(confirmModal(page)).toContainText(
    `Ben je zeker dat je Jens Rol${RUN} (${parent.email}) beheerder wil maken?`,
  )
  await confirmModal(page).getByRole('button', { name: 'Beheerder maken' }).click()
  await expect(page.getByRole('status')).toHaveText(`Jens Rol${RUN} is nu Beheerder.`)
  await expect(
    page.getByRole('row', { name: new RegExp(`Jens Rol${RUN}`) }).getByRole('cell', { name: 'Beheerder', exact: true }),
  ).toBeVisible()
  // The role change ended the parent's token: they log in again with the new role.
  expect((await request.get('/api/lists', { headers: { Authorization: `Bearer ${parent.token}` } })).status()).toBe(401)
  await page.getByRole('button', { name: `Jens Rol${RUN} de beheerdersrol afnemen` }).click()
  await confirmModal(page).getByRole('button', { name: 'Rol afnemen' }).click()
  await expect(page.getByRole('status')).toHaveText(`Jens Rol${RUN} is nu Ouder.`)

  await page.goto('/admin/list')
  await expectNoA11yViolations(page, '/admin/list')
  await search(page, /Zoek op baby/, list.url)
  await waitForHydration(page)
  await page.getByRole('button', { name: `Geboortelijst van Wissen${RUN} Admintest wissen` }).click()
  await expect(confirmModal(page)).toContainText(`(/list/${list.url})`)
  await expectNoA11yViolations(page, '/admin/list with the confirmation open')
  await confirmModal(page).getByRole('button', { name: 'Geboortelijst wissen' }).click()
  await expect(page.getByRole('status')).toHaveText(`De geboortelijst van Wissen${RUN} Admintest werd gewist.`)
  await expect(
    page.getByRole('heading', { level: 2, name: `Geen geboortelijsten gevonden voor ‘${list.url}’.` }),
  ).toBeVisible()
  const gone = await page.goto(`/list/${list.url}`)
  expect(gone?.status()).toBe(404)
})

test('the orders overview passes the axe check', async ({ page }) => {
  await loginThroughApi(page, ADMIN)
  await page.goto('/admin/order')
  await expect(page.getByRole('heading', { level: 1, name: 'Reservaties' })).toBeVisible()
  await expectNoA11yViolations(page, '/admin/order')
})

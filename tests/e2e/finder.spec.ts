// The product finder (docs/rules.md#product-finder) in Dutch, as a parent uses it on the seeded demo
// catalog (313 products of three partners): search, page forward and back (also with the browser's Back), add a
// product, see the 'Staat op je lijst' ribbon, find the product in the overview and on the public list with its
// shop link. Axe on the finder with results and empty. Independent of the other specs: a new account and list of
// its own, registered through the API.
import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { drawer, openList, openProduct, waitForHydration } from './support/app'
import { loginThroughApi } from './support/session'
import { latestMail, linkIn } from './support/mail'
import { birthDateDaysAgo } from '../fixtures/dates'

const RUN = Date.now().toString(36)
const PASSWORD = 'finder-lijstje-123'

/**
 * Registers a parent who confirms the address (only then is the list active for visitors) and creates a list for it
 * through the REST API, then logs the browser in; returns the slug.
 */
async function ownList(page: Page, tag: string): Promise<string> {
  const email = `e2e-finder-${tag}-${RUN}@example.be`
  const since = Date.now() - 1000
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Sien Wouters', email, password: PASSWORD },
  })
  expect(registered.status(), 'POST /api/auth/register').toBe(201)
  const { token } = (await registered.json()) as { token: string }
  const link = linkIn(await latestMail(email, 'Bevestig je e-mailadres', since), '/user/confirm-email')
  const confirmed = await page.request.post('/api/auth/confirm-email', {
    data: { token: new URL(link, 'http://x').searchParams.get('token') },
  })
  expect(confirmed.status(), 'POST /api/auth/confirm-email').toBe(200)
  const created = await page.request.post('/api/lists', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      firstName: 'Fien',
      lastName: `Wouters ${RUN}`,
      parent1FirstName: 'Sien',
      parent1LastName: 'Wouters',
      iban: 'BE71 0961 2345 6769',
      birthDate: birthDateDaysAgo(),
    },
  })
  expect(created.status(), 'POST /api/lists').toBe(201)
  await loginThroughApi(page, email, PASSWORD)
  return ((await created.json()) as { url: string }).url
}

const results = (page: Page) => page.getByRole('region', { name: /producten|Producten/ })
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /van \d+ producten|^Producten$/ })
const previous = (page: Page) =>
  page.getByRole('navigation', { name: 'Bladeren door de producten' }).getByRole('button', { name: 'Vorige' })
const next = (page: Page) =>
  page.getByRole('navigation', { name: 'Bladeren door de producten' }).getByRole('button', { name: 'Volgende' })

async function search(page: Page, text: string) {
  await page.getByLabel('Zoek een product').fill(text)
  await page.getByRole('button', { name: 'Zoeken' }).click()
}

test('a parent finds products, pages through them, adds one and sees it on the list', async ({ page }) => {
  test.setTimeout(120_000)
  const slug = await ownList(page, 'zoek')

  // The add-choice page leads to the finder, which lists the catalog before any search.
  await page.goto(`/list/${slug}/product/add`)
  await expect(page.getByText('Binnenkort beschikbaar')).toHaveCount(0)
  await page.getByRole('link', { name: /Productfinder openen/ }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/product/finder$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Productfinder' })).toBeVisible()
  await expect(heading(page)).toHaveText('1–20 van 313 producten')
  await expect(results(page).getByRole('listitem')).toHaveCount(20)
  await expect(previous(page)).toBeDisabled()
  await expect(next(page)).toBeEnabled()
  await waitForHydration(page)
  await expectNoA11yViolations(page, 'finder, first page of the catalog')

  // A prefix finds the sleeping bags ('slaapz' → 'Slaapzak', 'Zomerslaapzak'): two pages of them.
  await search(page, 'slaapz')
  await expect(page).toHaveURL(/\?q=slaapz$/)
  await expect(heading(page)).toHaveText(/^1–20 van (2\d|3\d) producten voor ‘slaapz’$/)
  const total = Number(/van (\d+)/.exec((await heading(page).textContent()) ?? '')![1])
  for (const title of await results(page).getByRole('heading', { level: 3 }).allTextContents())
    expect(title).toMatch(/slaapzak/i)
  await expect(previous(page)).toBeDisabled()

  await next(page).click()
  await expect(page).toHaveURL(/\?q=slaapz&skip=20$/)
  await expect(heading(page)).toHaveText(`21–${total} van ${total} producten voor ‘slaapz’`)
  await expect(heading(page)).toBeFocused()
  await expect(results(page).getByRole('listitem')).toHaveCount(total - 20)
  await expect(next(page)).toBeDisabled()
  await expect(previous(page)).toBeEnabled()

  await previous(page).click()
  await expect(page).toHaveURL(/\?q=slaapz$/)
  await expect(heading(page)).toHaveText(`1–20 van ${total} producten voor ‘slaapz’`)
  await expect(previous(page)).toBeDisabled()
  // The search lives in the URL: the browser's Back returns to the second page, with the search box filled in.
  await page.goBack()
  await expect(heading(page)).toHaveText(`21–${total} van ${total} producten voor ‘slaapz’`)
  await expect(page.getByLabel('Zoek een product')).toHaveValue('slaapz')

  // Accents either way: 'creme' finds the products with 'crème'.
  await search(page, 'creme')
  await expect(results(page).getByRole('heading', { level: 3, name: /Crème voor het gezichtje/ })).toBeVisible()

  // Adding: the first of the three shops selling the grey rabbit.
  await search(page, 'knuffelkonijn grijs')
  await expect(heading(page)).toHaveText('1–3 van 3 producten voor ‘knuffelkonijn grijs’')
  const cards = results(page).getByRole('listitem')
  const first = cards.first()
  const partner = ((await first.getByText(/^bij /).textContent()) ?? '').replace(/^bij /, '')
  await first.getByRole('button', { name: 'Nattou Knuffelkonijn grijs toevoegen aan de geboortelijst' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: '‘Nattou Knuffelkonijn grijs’ staat nu op je geboortelijst.' }),
  ).toBeVisible()
  await expect(first.getByText('Staat op je lijst')).toBeVisible()
  await expect(first.getByRole('button')).toHaveCount(0)
  await expect(cards.getByText('Staat op je lijst')).toHaveCount(1)
  await expect(cards.getByRole('button', { name: /toevoegen aan de geboortelijst/ })).toHaveCount(2)
  await expectNoA11yViolations(page, 'finder, after adding (ribbon)')
  // A reload still shows the ribbon: it comes from the database, not from the page's memory.
  await page.reload()
  await expect(results(page).getByRole('listitem').first().getByText('Staat op je lijst')).toBeVisible()

  // The product overview has it, shop only, with the partner as shop.
  await page.goto(`/list/${slug}/products`)
  const row = page
    .getByRole('table', { name: 'Producten van de geboortelijst' })
    .getByRole('row')
    .filter({ hasText: 'Nattou Knuffelkonijn grijs' })
  await expect(row).toContainText(partner)
  await expect(row).toContainText('€ 19')
  await expect(row.getByTitle('Persoonlijk afgeven kan', { exact: true })).toBeVisible()
  await expect(row.getByTitle('Nu betalen kan niet', { exact: true })).toBeVisible()

  // On the public list, the drawer names the shop as a link to the partner's product.
  await openList(page, slug)
  const panel = await openProduct(page, 'Nattou Knuffelkonijn grijs')
  await expect(drawer(page, 'Nattou Knuffelkonijn grijs').getByRole('link', { name: partner })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
  await expect(panel.getByRole('button', { name: /Geschenk reserveren en nu betalen/ })).toHaveCount(0)
})

test('the finder says ‘Geen producten gevonden’ for a search without results, and passes axe', async ({ page }) => {
  const slug = await ownList(page, 'leeg')
  await page.goto(`/list/${slug}/product/finder?q=qwxyzzy`)
  await expect(page.getByText('Geen producten gevonden')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Bladeren door de producten' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Handmatig toevoegen' })).toHaveAttribute(
    'href',
    `/list/${slug}/product/manual`,
  )
  await expectNoA11yViolations(page, 'finder, no results')
})

test('the finder is for the list’s owner: a visitor goes to the login page, another parent gets the 403 page', async ({
  page,
}) => {
  await page.goto('/list/noor-peeters/product/finder')
  await expect(page).toHaveURL(/\/user\/login\?callbackUrl=%2Flist%2Fnoor-peeters%2Fproduct%2Ffinder$/)
  await loginThroughApi(page, 'emma@example.be')
  const res = await page.goto('/list/noor-peeters/product/finder')
  expect(res?.status()).toBe(403)
})

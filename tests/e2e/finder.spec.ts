// The product finder (docs/rules.md#product-finder, decision 055) in Dutch, as a parent uses it on the seeded demo
// catalog (313 offers of three partners, 175 products): page forward and back (also with the browser's Back), search
// with a prefix, accents and a typing error, filter by kind and price, compare a product's shops, add the cheapest
// offer and another shop's, see the 'Staat op je lijst' ribbon, find them in the overview and on the public list with
// their shop link; three results per screen on a phone. Axe on the finder with results and empty. Independent of the other specs: a new account and list of
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

const results = (page: Page) => page.getByRole('region', { name: /product/i })
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /van \d+ product(en)?|^Producten$/ })
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

  // The add-choice page leads to the finder, which lists the catalog before any search: 313 offers of three shops
  // are 175 products (one per GTIN, the books by brand and title).
  await page.goto(`/list/${slug}/product/add`)
  await expect(page.getByText('Binnenkort beschikbaar')).toHaveCount(0)
  await page.getByRole('link', { name: /Productfinder openen/ }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/product/finder$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Productfinder' })).toBeVisible()
  await expect(heading(page)).toHaveText('1–20 van 175 producten')
  await expect(
    results(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) }),
  ).toHaveCount(20)
  await expect(previous(page)).toBeDisabled()
  await expect(next(page)).toBeEnabled()
  await waitForHydration(page)
  await expectNoA11yViolations(page, 'finder, first page of the catalog')

  await next(page).click()
  await expect(page).toHaveURL(/\?skip=20$/)
  await expect(heading(page)).toHaveText('21–40 van 175 producten')
  await expect(heading(page)).toBeFocused()
  await expect(previous(page)).toBeEnabled()
  await previous(page).click()
  await expect(page).toHaveURL(new RegExp(`/product/finder$`))
  await expect(heading(page)).toHaveText('1–20 van 175 producten')
  // The page lives in the URL: the browser's Back returns to the second page.
  await page.goBack()
  await expect(heading(page)).toHaveText('21–40 van 175 producten')

  // A prefix finds the sleeping bags ('slaapz' → 'Slaapzak', 'Zomerslaapzak'), each once with its shops.
  await search(page, 'slaapz')
  await expect(page).toHaveURL(/\?q=slaapz$/)
  await expect(heading(page)).toHaveText('1–18 van 18 producten voor ‘slaapz’')
  for (const title of await results(page).getByRole('heading', { level: 3 }).allTextContents())
    expect(title).toMatch(/slaapzak/i)
  await expect(previous(page)).toBeDisabled()
  await expect(next(page)).toBeDisabled()
  await page.reload()
  await expect(page.getByLabel('Zoek een product')).toHaveValue('slaapz')

  // Accents either way, and a typing error: 'creme' finds 'crème', 'kinderwagn' the prams.
  await search(page, 'creme')
  await expect(results(page).getByRole('heading', { level: 3, name: /Crème voor het gezichtje/ })).toBeVisible()
  await search(page, 'kinderwagn')
  await expect(
    results(page)
      .getByRole('heading', { level: 3, name: /Bugaboo Combi-kinderwagen Fox 5/ })
      .first(),
  ).toBeVisible()

  // Filters: a kind and a price band, in the address with the search.
  await search(page, '')
  await expect(heading(page)).toHaveText('1–20 van 175 producten')
  await page.getByRole('combobox', { name: 'Soort' }).selectOption({ label: 'Op stap' })
  await page.getByRole('combobox', { name: 'Prijs' }).selectOption({ label: 'Vanaf € 500' })
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await expect(page).toHaveURL(/\?category=OP_STAP&priceBand=vanaf-500$/)
  await expect(heading(page)).toHaveText('1–6 van 6 producten')
  const dear = await results(page).getByRole('heading', { level: 3 }).allTextContents()
  expect(dear.some((title) => /Bugaboo/.test(title))).toBe(true)
  expect(dear.some((title) => /Knuffel|Slaapzak/.test(title))).toBe(false)
  await expect(page.getByRole('combobox', { name: 'Soort' })).toHaveValue('OP_STAP')
  await page.getByRole('combobox', { name: 'Soort' }).selectOption({ label: 'Alle soorten' })
  await page.getByRole('combobox', { name: 'Prijs' }).selectOption({ label: 'Alle prijzen' })

  // One product, three shops: the card names the cheapest; the disclosure lists each shop's price.
  await search(page, 'knuffelkonijn grijs')
  await expect(heading(page)).toHaveText('1–1 van 1 product voor ‘knuffelkonijn grijs’')
  const card = results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
  await expect(card).toContainText('goedkoopst bij Kraamkado.nl, 3 winkels')
  await expect(card).toContainText('vanaf € 19,45')
  await card.getByText('Vergelijk 3 winkels').click()
  const offers = card
    .getByRole('list', { name: 'Winkels die Nattou Knuffelkonijn grijs verkopen' })
    .getByRole('listitem')
  await expect(offers).toHaveCount(3)
  await expect(offers.nth(0)).toContainText('€ 19,45')
  await expect(offers.nth(2)).toContainText('€ 20,95')
  await expectNoA11yViolations(page, 'finder, a product with its shops')
  await card.getByRole('button', { name: 'Nattou Knuffelkonijn grijs toevoegen aan de geboortelijst' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: '‘Nattou Knuffelkonijn grijs’ staat nu op je geboortelijst.' }),
  ).toBeVisible()
  await expect(card.getByText('Staat op je lijst').first()).toBeVisible()
  await expect(card.getByRole('button', { name: /toevoegen aan de geboortelijst/ })).toHaveCount(0)
  await expectNoA11yViolations(page, 'finder, after adding (ribbon)')
  // A reload still shows the ribbon: it comes from the database, not from the page's memory.
  await page.reload()
  await expect(card.getByText('Staat op je lijst').first()).toBeVisible()

  // Another product from the dearer of its two shops, through the disclosure.
  await search(page, 'bashful konijn creme')
  const jellycat = results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
  await jellycat.getByText('Vergelijk 2 winkels').click()
  await jellycat
    .getByRole('button', { name: 'Jellycat Bashful konijn crème medium van Het Wiegje toevoegen aan de geboortelijst' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'staat nu op je geboortelijst' })).toBeVisible()

  // The product overview has both, shop only, each with the shop it was added from.
  await page.goto(`/list/${slug}/products`)
  const rows = page.getByRole('table', { name: 'Producten van de geboortelijst' }).getByRole('row')
  const row = rows.filter({ hasText: 'Nattou Knuffelkonijn grijs' })
  await expect(row).toContainText('Kraamkado.nl')
  await expect(row).toContainText('€ 19,45')
  await expect(row.getByTitle('Persoonlijk afgeven kan', { exact: true })).toBeVisible()
  await expect(row.getByTitle('Nu betalen kan niet', { exact: true })).toBeVisible()
  await expect(rows.filter({ hasText: 'Jellycat Bashful konijn crème medium' })).toContainText('Het Wiegje')

  // On the public list, the drawer names the shop and links to the partner's product.
  await openList(page, slug)
  const panel = await openProduct(page, 'Nattou Knuffelkonijn grijs')
  const giftDrawer = drawer(page, 'Nattou Knuffelkonijn grijs')
  await expect(giftDrawer.getByText('Te koop bij Kraamkado.nl')).toBeVisible()
  await expect(giftDrawer.getByRole('link', { name: /Bekijk in de webshop/ })).toHaveAttribute('href', /^https:\/\//)
  await expect(panel.getByRole('button', { name: /Geschenk reserveren en nu betalen/ })).toHaveCount(0)
})

test('on a phone the finder shows at least three results per screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const slug = await ownList(page, 'gsm')
  await page.goto(`/list/${slug}/product/finder`)
  const cards = results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
  await expect(cards).toHaveCount(20)
  await cards.first().scrollIntoViewIfNeeded()
  const boxes = await Promise.all([0, 1, 2].map(async (n) => (await cards.nth(n).boundingBox())!))
  expect(boxes[2]!.y + boxes[2]!.height - boxes[0]!.y).toBeLessThanOrEqual(844)
  await expectNoA11yViolations(page, 'finder on a phone')
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

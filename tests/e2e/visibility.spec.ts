// Privacy choices (decision 040), in Dutch as parents and visitors meet them: a protected list shows a code form
// (cached, the same for everyone, without names, gifts or IBAN) until the visitor enters the code, and then the list,
// for the rest of the browser session; an unlisted list is not found by the search but opens by its link; with the
// IBAN off the header, a giver who transfers still gets it on the confirmation; robots.txt, the sitemap and `noindex`
// keep search engines to the public pages. Each test makes its own parent and list.
import { expect, newVisitorContext, test, type APIRequestContext, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { RUN, listWithGifts, registerParent, type Parent } from './support/data'
import { latestMail } from './support/mail'
import { ADMIN, DEMO_PASSWORD, loginThroughApi } from './support/session'
import { addToCart, fillCheckout, openList, productCard, waitForHydration } from './support/app'

const CODE = 'Zon-Maan-42'
/** An IBAN of its own: the usual demo IBAN also stands in a validation message every page carries. */
const IBAN = 'BE68 5390 0754 7034'

/** Changes a list's settings as its parent would through the REST API. */
async function patchList(request: APIRequestContext, parent: Parent, id: number, data: Record<string, unknown>) {
  const res = await request.patch(`/api/lists/${id}`, { headers: { Authorization: `Bearer ${parent.token}` }, data })
  expect(res.status(), await res.text()).toBe(200)
}

/** The content of the page's `<meta name="robots">`, or null without one. */
const robotsMeta = (page: Page) =>
  page
    .locator('meta[name="robots"]')
    .getAttribute('content', { timeout: 2_000 })
    .catch(() => null)

test('a visitor of a protected list enters the code once, sees the list and gives a gift', async ({
  page,
  request,
}) => {
  const parent = await registerParent(request, `Sofie Code ${RUN}`)
  const list = await listWithGifts(request, parent, 'Lotje', [{ title: 'Houten rammelaar', price: 19.5 }], 'Geheimsma')
  await patchList(request, parent, list.id, { visibility: 'PROTECTED', accessCode: CODE, iban: IBAN })

  // The cached page is the code form: no names, no gifts, no IBAN, not indexed; the second visit comes from the cache.
  const first = await request.get(`/list/${list.url}`)
  expect(first.status()).toBe(200)
  const html = await first.text()
  for (const secret of ['Houten rammelaar', 'Lotje', 'Sofie', 'Geheimsma', '539007547034', 'BE68 5390'])
    expect(html, secret).not.toContain(secret)
  const again = await request.get(`/list/${list.url}`)
  expect(again.headers()['x-nextjs-cache']).toBe('HIT')

  await page.goto(`/list/${list.url}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Deze geboortelijst is afgeschermd' })).toBeVisible()
  await expect(page).toHaveTitle(/Afgeschermde geboortelijst/)
  expect(await robotsMeta(page)).toBe('noindex, nofollow')
  await waitForHydration(page)
  await expect(page.getByRole('status').filter({ hasText: 'Even kijken' })).toHaveCount(0)
  await expectNoA11yViolations(page, 'the code form of a protected list')

  const code = page.getByRole('textbox', { name: 'Lijstcode' })
  await code.fill('Zon-Maan-41')
  await page.getByRole('button', { name: 'Open de lijst' }).click()
  await expect(page.getByText('Deze code klopt niet.')).toBeVisible()
  await expect(code).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page, 'the code form with a wrong code')

  // Typed as on a phone: lower case, spaces instead of hyphens.
  await code.fill('zon maan 42')
  await page.getByRole('button', { name: 'Open de lijst' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lotje Geheimsma' })).toBeVisible()
  await expect(productCard(page, 'Houten rammelaar')).toBeVisible()
  await expect(page.getByText('BE68 5390 0754 7034')).toBeVisible()
  await expectNoA11yViolations(page, 'a protected list after its code')

  // Once per browser session: a new visit opens the list without asking.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Lotje Geheimsma' })).toBeVisible()
  await waitForHydration(page)

  // And the gift can be given: the checkout and the order pass with the browser's code.
  const cart = await addToCart(page, 'Houten rammelaar', /Geschenk persoonlijk afgeven/)
  await cart.getByRole('link', { name: 'Afrekenen' }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${list.url}/checkout$`))
  await fillCheckout(page, { name: 'Tante Mieke', email: `mieke.${RUN}@example.be` })
  await page.getByRole('button', { name: 'Bevestig je reservatie' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Je reservatie is bevestigd!' })).toBeVisible()
})

test('a visitor without the code gets no checkout of a protected list', async ({ page, request }) => {
  const parent = await registerParent(request, `Jonas Kassa ${RUN}`)
  const list = await listWithGifts(request, parent, 'Pim', [{ title: 'Knuffelkonijn', price: 12 }], 'Slotmans')
  await patchList(request, parent, list.id, { visibility: 'PROTECTED', accessCode: CODE })
  await page.goto(`/list/${list.url}/checkout`)
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible()
  await expect(page.getByText('Deze geboortelijst is afgeschermd met een code.')).toBeVisible()
  await expect(page.getByText('Pim')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Bevestig je reservatie' })).toHaveCount(0)
  await expectNoA11yViolations(page, 'the checkout of a protected list without its code')
})

test('an unlisted list is not found by the search but opens by its link, not indexed', async ({ page, request }) => {
  const parent = await registerParent(request, `Mira Link ${RUN}`)
  const baby = `Linde${RUN.replace(/\d/g, '')}`
  const list = await listWithGifts(request, parent, baby, [{ title: 'Muziekmobiel', price: 39 }], 'Verborgen')
  await patchList(request, parent, list.id, { visibility: 'UNLISTED' })

  await page.goto(`/list/search?baby=${encodeURIComponent(baby)}&ouder=Mira`)
  await expect(page.getByRole('heading', { name: 'Geen lijsten gevonden' })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(baby) })).toHaveCount(0)

  await openList(page, list.url)
  await expect(page.getByRole('heading', { level: 1, name: `${baby} Verborgen` })).toBeVisible()
  await expect(productCard(page, 'Muziekmobiel')).toBeVisible()
  expect(await robotsMeta(page)).toBe('noindex, nofollow')
  await expectNoA11yViolations(page, 'an unlisted list opened by its link')

  // Made public again, it is found and indexable.
  await patchList(request, parent, list.id, { visibility: 'PUBLIC' })
  await page.goto(`/list/search?baby=${encodeURIComponent(baby)}&ouder=Mira`)
  await expect(page.getByRole('link', { name: new RegExp(baby) })).toHaveAttribute('href', `/list/${list.url}`)
  await page.goto(`/list/${list.url}`)
  expect(await robotsMeta(page)).toBeNull()
})

test('with the IBAN off the header, a giver who transfers gets it on the confirmation and in the mail', async ({
  page,
  request,
}) => {
  const since = Date.now() - 1000
  const parent = await registerParent(request, `Ella Iban ${RUN}`)
  const list = await listWithGifts(request, parent, 'Bo', [{ title: 'Spaarpotje', price: 25, cash: true }], 'Rekening')
  await patchList(request, parent, list.id, { ibanPublic: false, iban: IBAN })

  await openList(page, list.url)
  await expect(page.getByRole('heading', { level: 1, name: 'Bo Rekening' })).toBeVisible()
  await expect(page.getByText('Pamperrekening:')).toHaveCount(0)
  await expect(page.getByText('BE68 5390 0754 7034')).toHaveCount(0)
  await expect(page.getByText('Dan krijg je het rekeningnummer bij de bevestiging')).toBeVisible()
  const html = await (await request.get(`/list/${list.url}`)).text()
  for (const iban of ['539007547034', 'BE68 5390']) expect(html).not.toContain(iban)
  await expectNoA11yViolations(page, 'a list without its IBAN in the header')

  const giver = `oma.${RUN}@example.be`
  const cart = await addToCart(page, 'Spaarpotje', 'Geschenk reserveren en nu betalen')
  await cart.getByRole('link', { name: 'Afrekenen' }).click()
  await fillCheckout(page, { name: 'Oma Bea', email: giver })
  await page.getByRole('button', { name: 'Bevestig je reservatie' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Je reservatie is bevestigd!' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Nu betalen' }).getByText('BE68 5390 0754 7034')).toBeVisible()
  expect(await robotsMeta(page)).toBe('noindex, nofollow')
  const mail = await latestMail(giver, 'Je reservatie voor de geboortelijst van Bo Rekening', since)
  expect(mail).toContain('BE68 5390 0754 7034')
})

test('robots.txt, the sitemap and noindex keep search engines to the public pages', async ({ page, request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const text = await robots.text()
  expect(text).toContain('User-Agent: *')
  expect(text).toContain('Allow: /')
  for (const path of [
    '/api/',
    '/admin/',
    '/user/',
    '/list/*/settings',
    '/list/*/products',
    '/list/*/product/',
    '/list/*/orders',
    '/list/*/checkout',
    '/list/*/order/',
  ]) {
    expect(text).toContain(`Disallow: ${path}`)
  }
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)

  const parent = await registerParent(request, `Kaat Kaart ${RUN}`)
  const open = await listWithGifts(request, parent, 'Open', [], `Kaart${RUN}`)
  const hidden = await listWithGifts(request, parent, 'Dicht', [], `Kaart${RUN}`)
  await patchList(request, parent, hidden.id, { visibility: 'UNLISTED' })
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/list/${open.url}</loc>`)
  expect(sitemap).not.toContain(`/list/${hidden.url}<`)
  expect(sitemap).toContain('/site/index</loc>')
  expect(sitemap).not.toMatch(/\/(settings|products|orders|checkout|admin|user)\b/)

  // The public list page may be indexed; the parents' pages, the checkout, accounts and the admin area may not.
  await page.goto(`/list/${open.url}`)
  expect(await robotsMeta(page)).toBeNull()
  for (const path of ['/user/login', '/user/register', `/list/${open.url}/checkout`]) {
    await page.goto(path)
    expect(await robotsMeta(page), path).toMatch(/^noindex/)
  }
  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')
  for (const path of [
    `/list/${open.url}/products`,
    `/list/${open.url}/settings`,
    `/list/${open.url}/orders`,
    `/list/${open.url}/product/add`,
    `/list/${open.url}/product/manual`,
    '/user/account',
  ]) {
    await page.goto(path)
    expect(await robotsMeta(page), path).toBe('noindex, nofollow')
  }
  await page.context().clearCookies()
  await loginThroughApi(page, ADMIN, DEMO_PASSWORD)
  for (const path of ['/admin/list', '/admin/order']) {
    await page.goto(path)
    expect(await robotsMeta(page), path).toBe('noindex, nofollow')
  }
})

test('the parents protect their list in the settings with a generated code', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const parent = await registerParent(request, `Nele Keuze ${RUN}`)
  const list = await listWithGifts(request, parent, 'Roos', [{ title: 'Speelkleed', price: 45 }], 'Instelling')
  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')
  await page.goto(`/list/${list.url}/settings`)
  await waitForHydration(page)
  const group = page.getByRole('group', { name: 'Wie kan je geboortelijst openen?' })
  // The settings form (the page has the share panel's own 'Opslaan' too).
  const form = page.locator('form').filter({ has: group })
  await expect(group.getByRole('radio', { name: 'Iedereen' })).toBeChecked()
  await expect(page.getByLabel('Toon mijn rekeningnummer bovenaan de lijst')).toBeChecked()
  await group.getByRole('radio', { name: 'Enkel wie de link én de lijstcode heeft' }).check()
  // Saving without a code says what is missing.
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByText('Kies een lijstcode, of klik op ‘Genereer een code’.')).toBeVisible()
  await page.getByRole('button', { name: 'Genereer een code' }).click()
  const code = await page.getByRole('textbox', { name: 'Lijstcode' }).inputValue()
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/)
  await expectNoA11yViolations(page, 'the settings with the list code')
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(form.getByRole('status').filter({ hasText: 'Opgeslagen' })).toBeVisible()

  // The parent still sees the list without the code; a visitor is asked for it.
  await page.goto(`/list/${list.url}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Roos Instelling' })).toBeVisible()
  const visitor = await newVisitorContext(browser, { baseURL: baseURL! })
  const other = await visitor.newPage()
  await other.goto(`/list/${list.url}`)
  await expect(other.getByRole('heading', { level: 1, name: 'Deze geboortelijst is afgeschermd' })).toBeVisible()
  await other.getByRole('textbox', { name: 'Lijstcode' }).fill(code.toLowerCase())
  await other.getByRole('button', { name: 'Open de lijst' }).click()
  await expect(other.getByRole('heading', { level: 1, name: 'Roos Instelling' })).toBeVisible()
  await visitor.close()
})

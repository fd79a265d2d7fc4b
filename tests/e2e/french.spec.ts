// The site in French (decision 060): French pages under /fr with the same paths, the first visit in the browser's
// language, the 'NL | FR' switch that keeps the page and the choice, a logged-in parent's language in the account,
// `hreflang` and `lang` on every kind of page, and the list page from the cache in both languages.
import { expect, newVisitorContext, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { RUN, listWithGifts, registerParent } from './support/data'
import { latestMail } from './support/mail'
import { loginThroughApi } from './support/session'
import { NOOR, drawer, fromPageCache, waitForHydration } from './support/app'

/** Waits until the page is at `path` (a switch or a redirect may still be under way). */
const expectPath = (page: Page, path: string) => expect.poll(() => new URL(page.url()).pathname).toBe(path)

/** Opens a gift's drawer from its card on a French list page (the gifts' region is 'Cadeaux'). */
async function openProduct(page: Page, title: string) {
  await page.getByRole('region', { name: 'Cadeaux' }).getByRole('link', { name: title, exact: true }).click()
  const panel = drawer(page, title)
  await expect(panel).toBeVisible()
  return panel
}

/** The 'NL | FR' switch of the header. */
const languageSwitch = (page: Page, name: 'Taal van de site' | 'Langue du site') =>
  page.getByRole('banner').getByRole('navigation', { name })

test('a giver whose browser prefers French finds a list, gives, and reads the confirmation and the mail in French', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const lastName = `Dupont${RUN}`
  const parent = await registerParent(request, 'Claire Dupont')
  const list = await listWithGifts(
    request,
    parent,
    'Léa',
    [
      { title: 'Doudou lapin', price: 24.5 },
      { title: 'Poussette', price: 1234.5, parts: 2 },
    ],
    lastName,
  )
  const context = await newVisitorContext(browser, { baseURL: baseURL!, locale: 'fr-BE' })
  const giver = await context.newPage()

  // The first visit opens in French: the browser asks for it.
  await giver.goto('/list/search')
  await expect(giver).toHaveURL(/\/fr\/list\/search$/)
  await expect(giver.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(giver.getByRole('heading', { level: 1, name: 'Trouver une liste de naissance' })).toBeVisible()
  await waitForHydration(giver)
  await giver.getByLabel('Prénom d’un des parents').fill('Claire')
  await giver.getByLabel('Nom de famille').fill(lastName)
  await giver.getByRole('button', { name: 'Rechercher' }).click()
  await expect(giver).toHaveURL(/\/fr\/list\/search\?/)
  await expectNoA11yViolations(giver, 'French search results')
  await giver.getByRole('link', { name: new RegExp(`Léa ${lastName}`) }).click()
  await expect(giver).toHaveURL(new RegExp(`/fr/list/${list.url}$`))
  await expect(giver.locator('html')).toHaveAttribute('lang', 'fr')
  // Amounts as a French-speaking Belgian writes them (fr-BE): 1 234,50 €.
  await expect(giver.getByText('1\u202f234,50\u00a0€').first()).toBeVisible()
  await waitForHydration(giver)
  await expectNoA11yViolations(giver, 'French list page')

  // One half of the pram by transfer, the cuddly rabbit in person.
  const pram = await openProduct(giver, 'Poussette')
  await pram.getByRole('button', { name: 'Offrir 1 part' }).click()
  const cart = drawer(giver, 'Votre panier de cadeaux')
  await expect(cart.getByText('À payer par virement')).toBeVisible()
  await cart
    .getByRole('button', { name: 'Continuer à choisir' })
    .or(cart.getByRole('link', { name: 'Continuer à choisir' }))
    .click()
  const rabbit = await openProduct(giver, 'Doudou lapin')
  await rabbit.getByRole('button', { name: 'Offrir en main propre' }).click()
  await expectNoA11yViolations(giver, 'French cart')
  await cart.getByRole('link', { name: 'Finaliser' }).click()
  await expect(giver).toHaveURL(new RegExp(`/fr/list/${list.url}/checkout$`))
  await waitForHydration(giver)
  const email = `lucie.${RUN}@example.be`
  await giver.getByLabel('Votre nom').fill('Lucie Martin')
  await giver.getByLabel('Adresse e-mail').fill(email)
  await expectNoA11yViolations(giver, 'French checkout')
  const sent = Date.now()
  await giver.getByRole('button', { name: 'Confirmer votre réservation' }).click()

  await expect(giver.getByRole('heading', { level: 1, name: 'Votre réservation est confirmée\u202f!' })).toBeVisible()
  await expect(giver).toHaveURL(new RegExp(`/fr/list/${list.url}/order/`))
  await expect(giver.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(giver.getByText('617,25\u00a0€').first()).toBeVisible()
  await expectNoA11yViolations(giver, 'French confirmation')

  // The mail speaks French and leads back to the French pages.
  const mail = await latestMail(email, `Votre réservation sur la liste de naissance de Léa`, sent)
  expect(mail).toContain('lang="fr"')
  expect(mail).toContain('617,25\u00a0€')
  expect(mail).toContain(`/fr/list/${list.url}/order/`)
  expect(mail).not.toContain('Je reservatie')
  await context.close()
})

test('a parent switches to French and manages the list; the account keeps the choice; back to Dutch', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const parent = await registerParent(request, `Sofie Bilingue${RUN}`)
  const list = await listWithGifts(request, parent, 'Mila', [{ title: 'Babyfoon', price: 89 }], `Bilingue${RUN}`)
  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')
  await page.goto(`/list/${list.url}/products`)
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')

  await languageSwitch(page, 'Taal van de site').getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(new RegExp(`/fr/list/${list.url}/products$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(languageSwitch(page, 'Langue du site').locator('[aria-current="true"]')).toContainText('Français')
  await expect(page.getByText('89,00\u00a0€')).toBeVisible()
  const mine = await request.get('/api/users/me/export', { headers: { authorization: `Bearer ${parent.token}` } })
  expect(await mine.json()).toMatchObject({ account: { locale: 'fr' } })
  await expectNoA11yViolations(page, 'French products page')

  // A gift added on the French form.
  await page.goto(`/fr/list/${list.url}/product/manual`)
  await waitForHydration(page)
  await page.getByLabel('Nom du cadeau').fill('Tapis d’éveil')
  await page.getByLabel('Prix').fill('')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  // The form's own check, in French.
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible()
  await page.getByLabel('Prix').fill('1234,50')
  await page.getByLabel('Nom du magasin').fill('Bébé Center')
  await expectNoA11yViolations(page, 'French product form')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page).toHaveURL(new RegExp(`/fr/list/${list.url}/products$`))
  await expect(page.getByText('Tapis d’éveil')).toBeVisible()
  await expect(page.getByText('1\u202f234,50\u00a0€')).toBeVisible()

  // The Dutch address of another page opens in French: the choice is kept.
  await page.goto(`/list/${list.url}/orders`)
  await expect(page).toHaveURL(new RegExp(`/fr/list/${list.url}/orders$`))
  await waitForHydration(page)

  // And back to Dutch, on the same page.
  await languageSwitch(page, 'Langue du site').getByRole('link', { name: 'Nederlands' }).click()
  await expectPath(page, `/list/${list.url}/orders`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  const again = await request.get('/api/users/me/export', { headers: { authorization: `Bearer ${parent.token}` } })
  expect(await again.json()).toMatchObject({ account: { locale: 'nl' } })
})

test('the switch keeps the page and its query; the choice is kept; a first visit follows the browser', async ({
  page,
  browser,
  baseURL,
}) => {
  // A browser that prefers English gets Dutch, the site's own language.
  await page.goto('/list/search?achternaam=Peeters')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await waitForHydration(page)
  await languageSwitch(page, 'Taal van de site').getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(/\/fr\/list\/search\?achternaam=Peeters$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver une liste de naissance' })).toBeVisible()
  // Kept: a Dutch address now opens in French.
  await page.goto('/site/faq')
  await expect(page).toHaveURL(/\/fr\/site\/faq$/)
  await waitForHydration(page)
  await languageSwitch(page, 'Langue du site').getByRole('link', { name: 'Nederlands' }).click()
  await expectPath(page, '/site/faq')
  await page.goto('/site/index')
  await expectPath(page, '/site/index')

  // A French browser's first visit opens in French; a Dutch choice without script ('/nl/…') is kept over it.
  const context = await newVisitorContext(browser, { baseURL: baseURL!, locale: 'fr-BE' })
  const french = await context.newPage()
  await french.goto('/site/index')
  await expectPath(french, '/fr/site/index')
  await french.goto('/nl/site/about')
  await expectPath(french, '/site/about')
  await expect(french.locator('html')).toHaveAttribute('lang', 'nl')
  await french.goto('/site/contact')
  await expectPath(french, '/site/contact')

  // On a phone the switch is in the menu.
  await french.setViewportSize({ width: 390, height: 844 })
  await french.goto('/fr/site/contact')
  await waitForHydration(french)
  await expect(languageSwitch(french, 'Langue du site')).toBeHidden()
  await french.getByRole('button', { name: 'Ouvrir le menu' }).click()
  const menu = french.getByRole('dialog')
  await expect(menu.getByRole('navigation', { name: 'Langue du site' })).toBeVisible()
  await expectNoA11yViolations(french, 'French phone menu')
  await menu.getByRole('link', { name: 'Nederlands' }).click()
  await expectPath(french, '/site/contact')
  await context.close()
})

/**
 * `<html lang>` and the page's alternates (the Link header of its answer): the Dutch address, the French one, the
 * Dutch one as default, absolute.
 */
async function expectLanguageLinks(page: Page, path: string, locale: 'nl' | 'fr') {
  const response = await page.goto(locale === 'fr' ? `/fr${path}` : path)
  await expect(page.locator('html'), path).toHaveAttribute('lang', locale)
  const { origin } = new URL(page.url())
  // Next may add Link headers of its own (preloads) beside it.
  expect(response?.headers().link, path).toContain(
    [
      `<${origin}${path}>; rel="alternate"; hreflang="nl-BE"`,
      `<${origin}/fr${path}>; rel="alternate"; hreflang="fr-BE"`,
      `<${origin}${path}>; rel="alternate"; hreflang="x-default"`,
    ].join(', '),
  )
}

test('every kind of page has its lang and its hreflang alternates in both languages', async ({ page, request }) => {
  test.setTimeout(120_000)
  const parent = await registerParent(request, `Jonas Hreflang${RUN}`)
  const list = await listWithGifts(request, parent, 'Nina', [{ title: 'Slaapzak', price: 39 }], `Hreflang${RUN}`)
  const publicPages = [
    '/site/index',
    '/site/faq',
    '/site/about',
    '/site/contact',
    '/site/privacy',
    '/list/search',
    `/list/${NOOR}`,
    `/list/${NOOR}/checkout`,
    '/user/login',
    '/user/register',
    '/user/forgot-password',
    '/site/bestaat-niet',
  ]
  for (const path of publicPages) {
    for (const locale of ['nl', 'fr'] as const) await expectLanguageLinks(page, path, locale)
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')

  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')
  for (const path of ['/user/account', `/list/${list.url}/products`, `/list/${list.url}/settings`])
    await expectLanguageLinks(page, path, 'fr')
  await expectNoA11yViolations(page, 'French list settings')
})

test('the list page comes from the cache in both languages, and an order refreshes both', async ({ request }) => {
  const parent = await registerParent(request, `Eva Cache${RUN}`)
  const list = await listWithGifts(
    request,
    parent,
    'Lou',
    [
      { title: 'Badje', price: 30 },
      { title: 'Slabbetjes', price: 12 },
    ],
    `Cache${RUN}`,
  )
  const french = { 'accept-language': 'fr-BE' }
  const pages = [
    { path: `/list/${list.url}`, headers: {} },
    { path: `/fr/list/${list.url}`, headers: french },
  ]
  const fromCache = ({ path, headers }: (typeof pages)[number]) => fromPageCache(request, path, headers)
  expect(await fromCache(pages[0]!)).toContain('lang="nl"')
  expect(await fromCache(pages[1]!)).toContain('lang="fr"')
  for (const page of pages) expect(await fromCache(page)).toContain('Badje')

  // A French visitor without a choice asking the Dutch address is sent to the French one before any page is read.
  const sent = await request.get(`/list/${list.url}`, { headers: french, maxRedirects: 0 })
  expect(sent.status()).toBe(307)
  expect(sent.headers().location).toBe(`/fr/list/${list.url}`)
  expect(sent.headers().vary).toBe('Cookie, Accept-Language')

  // Given by another visitor: both languages stop offering it at once.
  const order = await request.post('/api/orders', {
    data: {
      listId: list.id,
      name: 'An Cache',
      email: `an.${RUN}@example.be`,
      message: '',
      products: [{ productId: list.products[0]!.id, price: 30, giftMethod: 'SHOP' }],
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  for (const { path, headers } of pages) {
    const html = await (await request.get(path, { headers })).text()
    expect(html, path).toContain('Slabbetjes')
    expect(html, path).not.toContain('Badje')
  }
})

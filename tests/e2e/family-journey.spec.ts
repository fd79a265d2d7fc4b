// A list the family shares, from start to end in Dutch and in three browsers (the journey): a parent makes a
// list with a due date and no baby's name, shares it (the short link opens it), invites the other parent, who accepts
// and adds a gift; a visitor gives it; both parents see the order; the owner removes the manager, who then gets
// 'Geen toegang'. Axe on the pages the journey reaches for the first time.
import { expect, newVisitorContext, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { addToCart, fillCheckout, waitForHydration } from './support/app'
import { latestMail, linkIn } from './support/mail'
import { loginThroughApi } from './support/session'

// Letters only, so the names read like names: the run's moment in base 36 with its digits as letters.
const RUN = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
const LAST = `Declercq${RUN}`
const OWNER = {
  name: 'Lotte Declercq',
  email: `e2e-gezin-lotte-${RUN}@example.be`,
  password: 'Wieg-Onder-Het-Raam-2027',
}
const PARTNER = { name: 'Wout Maes', email: `e2e-gezin-wout-${RUN}@example.be`, password: 'Luiers-In-De-Kast-19' }
const GIFT = `Speelkleed ${RUN}`
const DUE = new Date(Date.now() + 75 * 86_400_000).toISOString().slice(0, 10)

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** Registers through the API, confirms the address with the mailed link and logs this browser in. */
async function account(page: Page, person: { name: string; email: string; password: string }): Promise<void> {
  const since = Date.now() - 1000
  const res = await page.request.post('/api/auth/register', { data: person })
  expect(res.status(), await res.text()).toBe(201)
  const link = linkIn(await latestMail(person.email, 'Bevestig je e-mailadres', since), '/user/confirm-email')
  const confirmed = await page.request.post('/api/auth/confirm-email', {
    data: { token: new URL(link, 'http://x').searchParams.get('token') },
  })
  expect(confirmed.status()).toBe(200)
  await loginThroughApi(page, person.email, person.password)
}

test('a family shares a list before the birth: share, invite, accept, add, give, see, remove', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  await account(page, OWNER)

  // A list with a due date and no baby's name yet.
  await page.goto('/list/create')
  await waitForHydration(page)
  await field(page, 'Achternaam van de baby').fill(LAST)
  await field(page, 'Geboortedatum').fill(DUE)
  await field(page, 'Voornaam van ouder 1').fill('Lotte')
  await field(page, 'Achternaam van ouder 1').fill(LAST)
  await field(page, 'Voornaam van ouder 2').fill('Wout')
  await field(page, 'Achternaam van ouder 2').fill(`Maes${RUN}`)
  await field(page, 'Rekeningnummer (IBAN)').fill('BE71 0961 2345 6769')
  await page.getByRole('button', { name: 'Geboortelijst aanmaken', exact: true }).click()
  const slug = `baby-${LAST.toLowerCase()}`
  await expect(page).toHaveURL(new RegExp(`/list/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Baby van Lotte en Wout' })).toBeVisible()
  await expect(page.getByText(/^Verwacht op /)).toBeVisible()

  // Sharing: the short link of the share panel opens the list for anyone.
  const share = page.getByRole('region', { name: 'Je geboortelijst is klaar voor de eerste geschenkjes' })
  const shortUrl = await share.getByRole('textbox', { name: 'Korte link' }).inputValue()
  expect(shortUrl).toMatch(/\/l\/[2-9a-hjkmnp-tv-z]{8}$/)

  const guest = await newVisitorContext(browser, {
    baseURL: baseURL!,
    extraHTTPHeaders: { 'x-forwarded-for': '198.19.7.21' },
  })
  const partner = await newVisitorContext(browser, {
    baseURL: baseURL!,
    extraHTTPHeaders: { 'x-forwarded-for': '198.19.7.22' },
  })
  try {
    const visitor = await guest.newPage()
    await visitor.goto(shortUrl)
    await expect(visitor).toHaveURL(new RegExp(`/list/${slug}$`))
    await expect(visitor.getByRole('heading', { level: 1, name: 'Baby van Lotte en Wout' })).toBeVisible()

    // The owner invites the other parent from the settings page.
    await page.goto(`/list/${slug}/settings`)
    await waitForHydration(page)
    const managers = page.getByRole('region', { name: 'Samen beheren' })
    const since = Date.now() - 1000
    await managers.getByLabel('E-mailadres van wie mee beheert').fill(PARTNER.email)
    await managers.getByRole('button', { name: 'Uitnodigen' }).click()
    await expect(managers.getByRole('status')).toContainText(`We stuurden een uitnodiging naar ${PARTNER.email}.`)

    // The other parent has an account of their own, accepts and adds a gift.
    const wout = await partner.newPage()
    await account(wout, PARTNER)
    const invitation = linkIn(
      await latestMail(PARTNER.email, 'Lotte Declercq nodigt je uit', since),
      '/user/invitation',
    )
    await wout.goto(invitation)
    await waitForHydration(wout)
    await wout.getByRole('button', { name: 'Uitnodiging aanvaarden' }).click()
    await expect(wout).toHaveURL(new RegExp(`/list/${slug}$`))
    await wout.goto(`/list/${slug}/product/manual`)
    await waitForHydration(wout)
    await field(wout, 'Naam van het product').fill(GIFT)
    await field(wout, 'Prijs').fill('45')
    await field(wout, 'Naam van de winkel').fill('Baby-Dump')
    await wout.getByRole('button', { name: 'Opslaan', exact: true }).click()
    await expect(wout).toHaveURL(new RegExp(`/list/${slug}/products$`))

    // A visitor gives it: bought in a shop and handed over.
    await visitor.goto(`/list/${slug}`)
    await waitForHydration(visitor)
    const cart = await addToCart(visitor, GIFT, /Geschenk persoonlijk afgeven/)
    await cart.getByRole('link', { name: 'Afrekenen' }).click()
    await expect(visitor).toHaveURL(new RegExp(`/list/${slug}/checkout$`))
    await fillCheckout(visitor, { name: 'Tante Ria', email: `ria.${RUN}@example.be`, message: 'Voor op de speelmat!' })
    await visitor.getByRole('button', { name: 'Bevestig je reservatie' }).click()
    await expect(visitor.getByRole('heading', { level: 1, name: 'Je reservatie is bevestigd!' })).toBeVisible()

    // Both parents see the order.
    for (const parent of [page, wout]) {
      await parent.goto(`/list/${slug}/orders`)
      await expect(parent.getByText('Tante Ria')).toBeVisible()
      await expect(parent.getByText('Voor op de speelmat!')).toBeVisible()
      await expect(parent.getByText(GIFT)).toBeVisible()
    }
    await expectNoA11yViolations(wout, 'the orders of a list, as its manager sees them')

    // The owner removes the manager; from then on: 'Geen toegang'.
    await page.goto(`/list/${slug}/settings`)
    await waitForHydration(page)
    await managers.getByRole('button', { name: 'Wout Maes verwijderen als medebeheerder' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, verwijderen' }).click()
    await expect(managers.getByRole('status')).toHaveText('Wout Maes beheert deze lijst niet meer mee.')
    const refused = await wout.goto(`/list/${slug}/orders`)
    expect(refused?.status()).toBe(403)
    await expect(wout.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible()
    await expectNoA11yViolations(wout, 'Geen toegang for a removed manager')
  } finally {
    await guest.close()
    await partner.close()
  }
})

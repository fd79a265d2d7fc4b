// Before the birth and the parents' first minutes (decision 041), in Dutch, as new parents meet them: a parent makes a
// list with a due date and no baby's name yet, sees 'Baby van Sofie en Jonas', 'Verwacht op …' and 'Voeg je eerste
// geschenkje toe'; a visitor sees the empty list's text, finds the list by a parent's first name and the last name,
// and on the due day reads 'Geboren op …' on the same cached page; the parents fill in the name in the settings and
// see it saved at once, at the same address. Axe on every new page and state.
// Independent of the other specs: its own account and list, named after the moment of the run.
import { expect, newVisitorContext, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { waitForHydration } from './support/app'
import { latestMail, linkIn } from './support/mail'
import { loginThroughApi } from './support/session'

// Letters only, so the last name reads like a name: the run's moment in base 36 with its digits as letters.
const RUN = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
const LAST = `Vermeulen${RUN}`
const PARENT = {
  name: 'Sofie Vermeulen',
  email: `e2e-expecting-${RUN}@example.be`,
  password: 'ons-kindje-komt-in-de-lente',
}
const IBAN = 'BE71 0961 2345 6769'

/** yyyy-MM-dd `days` after today (UTC; far from the window's edges, where UTC and Belgian dates agree). */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const DUE = daysFromToday(60)
/** The due date as the site writes it: '15 februari 2027'. */
const SPELLED = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(`${DUE}T00:00:00Z`),
)

/** A field of a form by its exact label. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

test('parents make a list before the birth without a name, see their first steps, and name the baby later', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const since = Date.now() - 1000

  // An account of their own, its address confirmed from the mail (a list is found only then).
  const registered = await page.request.post('/api/auth/register', {
    data: { name: PARENT.name, email: PARENT.email, password: PARENT.password },
  })
  expect(registered.status()).toBe(201)
  await loginThroughApi(page, PARENT.email, PARENT.password)
  await page.goto(linkIn(await latestMail(PARENT.email, 'Bevestig je e-mailadres', since), '/user/confirm-email'))
  await expect(page.getByText(`Je e-mailadres ${PARENT.email} is bevestigd. Bedankt!`)).toBeVisible()

  // The list form: the baby's first name may stay empty, the date lies ahead.
  await page.goto('/list/create')
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe geboortelijst aanmaken' })).toBeVisible()
  await waitForHydration(page)
  await expect(field(page, 'Voornaam van de baby')).not.toHaveAttribute('aria-required', 'true')
  await expect(field(page, 'Voornaam van de baby')).toHaveAccessibleDescription(/Nog geen naam\? Laat dit leeg/)
  await field(page, 'Achternaam van de baby').fill(LAST)
  await field(page, 'Geboortedatum').fill(DUE)
  await field(page, 'Voornaam van ouder 1').fill('Sofie')
  await field(page, 'Achternaam van ouder 1').fill(LAST)
  await field(page, 'Voornaam van ouder 2').fill('Jonas')
  // A last name of their own: the seeded noor-peeters has a Jonas Maes, and a list sharing a parent's full name waits
  // for review (decision 041).
  await field(page, 'Achternaam van ouder 2').fill(`Wuyts${RUN}`)
  await field(page, 'Rekeningnummer (IBAN)').fill(IBAN)
  await page.getByRole('button', { name: 'Geboortelijst aanmaken', exact: true }).click()

  // Creating still goes to the new list: 'Baby van Sofie en Jonas', the due date, and the way to the first gift.
  const slug = `baby-${LAST.toLowerCase()}`
  await expect(page).toHaveURL(new RegExp(`/list/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Baby van Sofie en Jonas' })).toBeVisible()
  await expect(page).toHaveTitle(/Baby van Sofie en Jonas/)
  await expect(page.getByText(`Verwacht op ${SPELLED}`)).toBeVisible()
  await expect(page.locator('header time')).toHaveAttribute('datetime', DUE)
  await expect(page.getByText('Welkom op onze geboortelijst!', { exact: false })).toBeVisible()
  const firstGift = page.getByRole('link', { name: 'Voeg je eerste geschenkje toe' })
  await expect(firstGift).toHaveAttribute('href', `/list/${slug}/product/add`)
  await expect(
    page.getByRole('heading', { name: 'Je geboortelijst is klaar voor de eerste geschenkjes' }),
  ).toBeVisible()
  await expect(page.getByText('Er staan geen geschenkjes (meer) op deze geboortelijst...')).toHaveCount(0)
  // The share panel comes with it, inside the prompt (decision 039).
  const prompt = page.getByRole('region', { name: 'Je geboortelijst is klaar voor de eerste geschenkjes' })
  await expect(prompt.getByRole('heading', { name: 'Deel je geboortelijst' })).toBeVisible()
  await expectNoA11yViolations(page, 'a new list before the birth, as its parent sees it')

  // A visitor sees the same cached page as visitors do: the empty list's text, no way to the parents' pages.
  const visitorContext = await newVisitorContext(browser, { baseURL: baseURL! })
  try {
    const visitor = await visitorContext.newPage()
    await visitor.goto(`/list/${slug}`)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Baby van Sofie en Jonas' })).toBeVisible()
    await waitForHydration(visitor)
    await expect(visitor.getByText('Er staan geen geschenkjes (meer) op deze geboortelijst...')).toBeVisible()
    await expect(visitor.getByRole('link', { name: 'Voeg je eerste geschenkje toe' })).toHaveCount(0)
    await expect(visitor.getByRole('heading', { name: 'Deel je geboortelijst' })).toHaveCount(0)
    await expect(visitor.getByText(`Verwacht op ${SPELLED}`)).toBeVisible()

    // Found by a parent's first name and the last name, the card says what the page says.
    await visitor.goto('/list/search')
    await waitForHydration(visitor)
    await field(visitor, 'Voornaam van 1 van de ouders').fill('sofie')
    await field(visitor, 'Achternaam').fill(LAST.toUpperCase())
    await visitor.getByRole('button', { name: 'Zoeken' }).click()
    const card = visitor
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('link', { name: /Baby van Sofie en Jonas/ }) })
    await expect(card).toHaveCount(1)
    await expect(card.getByRole('link')).toHaveAttribute('href', `/list/${slug}`)
    await expect(card).toContainText(`Verwacht op ${SPELLED}`)
    await expectNoA11yViolations(visitor, '/list/search: a list found by a parent and the last name')

    // Never by a first name alone.
    await field(visitor, 'Achternaam').fill('')
    await visitor.getByRole('button', { name: 'Zoeken' }).click()
    await expect(field(visitor, 'Voornaam van de baby')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(visitor, 'Voornaam van de baby')).toHaveAccessibleDescription(/Dit veld is verplicht/)
  } finally {
    await visitorContext.close()
  }

  // On the due day the same page, still from the cache, reads 'Geboren op' in the visitor's browser.
  const dueDayContext = await newVisitorContext(browser, { baseURL: baseURL!, timezoneId: 'Europe/Brussels' })
  try {
    const dueDay = await dueDayContext.newPage()
    await dueDay.clock.setFixedTime(new Date(`${DUE}T09:00:00Z`))
    await dueDay.goto(`/list/${slug}`)
    await waitForHydration(dueDay)
    await expect(dueDay.getByText(`Geboren op ${SPELLED}`)).toBeVisible()
    await expect(dueDay.getByText(`Verwacht op ${SPELLED}`)).toHaveCount(0)
    await expectNoA11yViolations(dueDay, 'the list page on its due day')
  } finally {
    await dueDayContext.close()
  }

  // The settings: the name filled in, with stray spaces and an IBAN typed without them; saved in place.
  await page.goto(`/list/${slug}/settings`)
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen van je geboortelijst' })).toBeVisible()
  await expect(
    page.getByText('Pas de gegevens van de geboortelijst van Baby van Sofie en Jonas aan.', { exact: false }),
  ).toBeVisible()
  await waitForHydration(page)
  // The list's own form (the page also holds the share panel's card line, with a button of its own).
  const settings = page.locator('form').filter({ has: field(page, 'Voornaam van de baby') })
  const saved = settings.getByRole('status').filter({ hasText: 'Opgeslagen' })
  await expect(saved).toHaveCount(0)
  await field(page, 'Voornaam van de baby').fill('  Lina ')
  await field(page, 'Voornaam van ouder 2').fill(' Jonas  ')
  await field(page, 'Rekeningnummer (IBAN)').fill('be71096123456769')
  await settings.getByRole('button', { name: 'Opslaan', exact: true }).click()
  await expect(saved).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/settings$`))
  await expect(field(page, 'Voornaam van de baby')).toHaveValue('Lina')
  await expect(field(page, 'Voornaam van ouder 2')).toHaveValue('Jonas')
  await expect(field(page, 'Rekeningnummer (IBAN)')).toHaveValue(IBAN)
  await expect(page.getByText('Pas de gegevens van de geboortelijst van Lina aan.', { exact: false })).toBeVisible()
  await expectNoA11yViolations(page, 'the settings just saved')
  // Typing again takes the notice away: it spoke of the saved state.
  await field(page, 'Voornaam van de baby').fill('Lina Rose')
  await expect(saved).toHaveCount(0)

  // The same address now carries the name.
  await page.goto(`/list/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: `Lina ${LAST}` })).toBeVisible()
  await firstGift.click()
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/product/add$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Product toevoegen' })).toBeVisible()
})

// Two parents manage one list (decision 038), in Dutch and in two browsers: the owner invites the other parent from
// the settings page, who registers from the invitation, confirms the address, accepts, finds the list in the menu and
// adds a gift; the owner removes them, and from then on they get 'Geen toegang'. Also the phone menu: the site
// navigation on every page for visitors, Dutch words only, its heading in the site's font. Axe on every new page.
import { expect, newVisitorContext, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { NOOR, waitForHydration } from './support/app'
import { RUN, listWithGifts, registerParent } from './support/data'
import { latestMail, linkIn } from './support/mail'
import { ADMIN, loginThroughApi } from './support/session'

/** A field of a form by its exact label. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** The computed font family of the first element `selector` matches. */
const fontOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily)

test('a parent invites the other parent, who registers, accepts and adds a gift; removed, they get Geen toegang', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const owner = await registerParent(request, 'Sofie Mede')
  const list = await listWithGifts(request, owner, 'Mila', [{ title: `Knuffel ${RUN}`, price: 20 }], 'Medetest')
  const invitee = { name: 'Jonas Mede', email: `jonas.mede.${RUN}@example.be`, password: 'Zandbak-Schommel-31' }
  await loginThroughApi(page, owner.email, 'geheim-wachtwoord')

  // The owner invites from the settings page.
  await page.goto(`/list/${list.url}/settings`)
  const panel = page.getByRole('region', { name: 'Samen beheren' })
  await expect(panel.getByText('Nog niemand beheert deze lijst mee.')).toBeVisible()
  await waitForHydration(page)
  const since = Date.now() - 1000
  await panel.getByLabel('E-mailadres van wie mee beheert').fill(invitee.email)
  await panel.getByRole('button', { name: 'Uitnodigen' }).click()
  await expect(panel.getByRole('status')).toHaveText(
    `We stuurden een uitnodiging naar ${invitee.email}. De link werkt één keer en is 7 dagen geldig.`,
  )
  await expect(panel.getByRole('heading', { name: 'Openstaande uitnodigingen' })).toBeVisible()
  await expect(panel.getByRole('button', { name: `Uitnodiging voor ${invitee.email} intrekken` })).toBeVisible()
  await expectNoA11yViolations(page, 'settings with Samen beheren, one open invitation')

  const mail = await latestMail(
    invitee.email,
    'Sofie Mede nodigt je uit voor de geboortelijst van Mila Medetest',
    since,
  )
  const link = linkIn(mail, '/user/invitation')

  // The other parent, in a browser of their own.
  const other = await newVisitorContext(browser, {
    baseURL: baseURL!,
    extraHTTPHeaders: {
      'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
  })
  try {
    const jonas = await other.newPage()
    await jonas.goto(link)
    await expect(jonas.getByRole('heading', { level: 1, name: 'Samen een geboortelijst beheren' })).toBeVisible()
    await expect(
      jonas.getByText('Sofie Mede nodigt je uit om de geboortelijst van Mila Medetest mee te beheren.'),
    ).toBeVisible()
    await expectNoA11yViolations(jonas, 'the invitation page for a visitor')

    // Registering from the invitation comes back to it.
    await jonas.getByRole('link', { name: 'Account aanmaken' }).click()
    await expect(jonas).toHaveURL(/\/user\/register\?callbackUrl=%2Fuser%2Finvitation%3Ftoken%3D/)
    await waitForHydration(jonas)
    await field(jonas, 'Je naam').fill(invitee.name)
    await field(jonas, 'E-mailadres').fill(invitee.email)
    await field(jonas, 'Wachtwoord').fill(invitee.password)
    await field(jonas, 'Herhaal je wachtwoord').fill(invitee.password)
    await jonas.getByRole('button', { name: 'Account aanmaken' }).click()
    await expect(jonas).toHaveURL((url) => url.pathname === '/user/invitation')
    await expect(
      jonas.getByText(
        'Bevestig eerst je e-mailadres met de link die we je mailden. Open daarna deze uitnodiging opnieuw.',
      ),
    ).toBeVisible()
    await expect(jonas.getByRole('button', { name: 'Uitnodiging aanvaarden' })).toHaveCount(0)
    await expectNoA11yViolations(jonas, 'the invitation page for an unconfirmed account')

    await jonas.goto(linkIn(await latestMail(invitee.email, 'Bevestig je e-mailadres', since), '/user/confirm-email'))
    await expect(jonas.getByText(`Je e-mailadres ${invitee.email} is bevestigd. Bedankt!`)).toBeVisible()

    // Accepting is a button; then the list with the parents' buttons.
    await jonas.goto(link)
    await waitForHydration(jonas)
    await expectNoA11yViolations(jonas, 'the invitation page, ready to accept')
    await jonas.getByRole('button', { name: 'Uitnodiging aanvaarden' }).click()
    await expect(jonas).toHaveURL(new RegExp(`/list/${list.url}$`))
    await expect(jonas.getByRole('link', { name: 'Instellingen' })).toBeVisible()
    await expect(jonas.getByRole('link', { name: 'Producten beheren' })).toBeVisible()

    // The menu lists the managed list, marked.
    await jonas.getByRole('button', { name: 'Menu openen' }).click()
    const menu = jonas.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: /Mila.*Medebeheerder/ })).toBeVisible()
    await expectNoA11yViolations(jonas, 'the menu of a manager')
    await jonas.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    // A manager adds a gift by hand.
    await jonas.goto(`/list/${list.url}/product/manual`)
    await waitForHydration(jonas)
    await field(jonas, 'Naam van het product').fill(`Slabbetjes ${RUN}`)
    await field(jonas, 'Prijs').fill('12')
    await field(jonas, 'Naam van de winkel').fill('Baby-Dump')
    await jonas.getByRole('button', { name: 'Opslaan', exact: true }).click()
    await expect(jonas).toHaveURL(new RegExp(`/list/${list.url}/products$`))
    await expect(
      jonas.getByRole('table', { name: 'Producten van de geboortelijst' }).getByRole('rowheader'),
    ).toHaveText([new RegExp(`Knuffel ${RUN}`), new RegExp(`Slabbetjes ${RUN}`)])
    const orders = await jonas.goto(`/list/${list.url}/orders`)
    expect(orders?.status()).toBe(200)

    // The settings: everything but deleting the list and inviting; the way to stop.
    await jonas.goto(`/list/${list.url}/settings`)
    const theirs = jonas.getByRole('region', { name: 'Samen beheren' })
    await expect(
      theirs.getByText('Je beheert deze geboortelijst mee met Sofie Mede, de eigenaar.', { exact: false }),
    ).toBeVisible()
    await expect(theirs.getByRole('button', { name: 'Stoppen met beheren' })).toBeVisible()
    await expect(jonas.getByRole('button', { name: 'Geboortelijst verwijderen' })).toHaveCount(0)
    await expect(jonas.getByLabel('E-mailadres van wie mee beheert')).toHaveCount(0)
    await expectNoA11yViolations(jonas, 'settings as a manager')

    // The owner sees the manager and removes them.
    await page.goto(`/list/${list.url}/settings`)
    await expect(panel.getByText(invitee.email)).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Openstaande uitnodigingen' })).toHaveCount(0)
    await waitForHydration(page)
    await panel.getByRole('button', { name: 'Jonas Mede verwijderen als medebeheerder' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, verwijderen' }).click()
    await expect(panel.getByRole('status')).toHaveText('Jonas Mede beheert deze lijst niet meer mee.')
    await expect(panel.getByText('Nog niemand beheert deze lijst mee.')).toBeVisible()

    // At once: no more access, and the used link says it is no longer valid.
    for (const path of [`/list/${list.url}/settings`, `/list/${list.url}/products`, `/list/${list.url}/orders`]) {
      const res = await jonas.goto(path)
      expect(res?.status(), path).toBe(403)
      await expect(jonas.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible()
    }
    await jonas.goto(link)
    await expect(jonas.getByText(/Deze uitnodiging is niet \(meer\) geldig/)).toBeVisible()
    await expectNoA11yViolations(jonas, 'the invitation page of a used link')
  } finally {
    await other.close()
  }
})

test('the phone menu offers the site navigation on every page, in Dutch, with its heading in the site’s font', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/list/${NOOR}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Menu openen' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  const site = menu.getByRole('navigation', { name: 'Hoofdnavigatie' })
  await expect(site.getByRole('link')).toHaveText(['Home', 'Zoek een geboortelijst', 'Vragen?', 'Inloggen'])
  await expect(menu.getByText('Login', { exact: true })).toHaveCount(0)
  expect(await fontOf(page, '[role="dialog"] h2')).toBe(await fontOf(page, 'main h1'))
  expect(await fontOf(page, '[role="dialog"] h2')).toMatch(/inter/i)
  await expectNoA11yViolations(page, 'the menu of a visitor on a list page')
  await site.getByRole('link', { name: 'Zoek een geboortelijst' }).click()
  await expect(page).toHaveURL(/\/list\/search/)
})

test('an administrator finds the admin menu and its tabs in Dutch', async ({ page }) => {
  await loginThroughApi(page, ADMIN)
  await page.goto('/admin/list')
  const tabs = page.getByRole('navigation', { name: 'Beheermenu' })
  for (const name of ['Lijsten', 'Producten', 'Gebruikers', 'Bestellingen', 'Mails'])
    await expect(tabs.getByRole('link', { name, exact: true })).toBeVisible()
  for (const name of ['Lists', 'Products', 'Users', 'Orders'])
    await expect(tabs.getByRole('link', { name, exact: true })).toHaveCount(0)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Menu openen' }).click()
  const admin = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Beheer' })
  await expect(admin.getByRole('link', { name: 'Lijsten' })).toHaveAttribute('aria-current', 'page')
  await expect(admin.getByRole('link', { name: 'Bestellingen' })).toBeVisible()
  await expectNoA11yViolations(page, 'the menu of an administrator')
})

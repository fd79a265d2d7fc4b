// Accounts that cannot be taken over, in a real browser: a login's callback never leaves the site, logging out ends
// the session on the server (a copied cookie stops working), and an e-mail change asks the password, waits for the
// new address's link and can be undone from the old address, which then continues to a new password.
import { expect, newVisitorContext, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { waitForHydration } from './support/app'
import { latestMail, linkIn } from './support/mail'
import { OTHER_PARENT, DEMO_PASSWORD, sessionEmail } from './support/session'

const STRONG = 'Wiegje-Onder-De-Trap-19'

async function loginWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-mailadres', { exact: true }).fill(email)
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Inloggen' }).click()
}

/** A new account through the API (as the registration form would), logged in in this browser. */
async function newAccount(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/api/auth/register', { data: { name: 'Ine Wouters', email, password: STRONG } })
  expect(res.status(), await res.text()).toBe(201)
  await page.goto('/user/login')
  await loginWithForm(page, email, STRONG)
  // A new account without lists lands on creating one; wait for that page before going elsewhere.
  await expect(page).toHaveURL(/\/list\/create$/)
  await expect.poll(() => sessionEmail(page)).toBe(email)
}

test('a callback that resolves to another host is not followed after logging in', async ({ page, baseURL }) => {
  const host = new URL(baseURL!).host
  for (const evil of ['/.//evil.example/phish', '/a/..//evil.example/phish', '/%2e//evil.example/phish']) {
    await page.context().clearCookies({ name: 'next-auth.session-token' })
    await page.goto(`/user/login?callbackUrl=${encodeURIComponent(evil)}`)
    await loginWithForm(page, OTHER_PARENT, DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/list\/lucas-janssens$/)
    expect(new URL(page.url()).host, evil).toBe(host)
  }

  // next-auth's own endpoint answers where to go next: only a path of this site.
  const csrf = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string }
  const res = await page.request.post('/api/auth/callback/credentials', {
    form: {
      csrfToken: csrf.csrfToken,
      email: OTHER_PARENT,
      password: DEMO_PASSWORD,
      callbackUrl: '/.//evil.example/phish',
      json: 'true',
    },
  })
  expect(res.ok()).toBe(true)
  const { url } = (await res.json()) as { url: string }
  expect(new URL(url).host).toBe(host)
})

test('logging out ends the session on the server: a copy of the cookie is refused afterwards', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/user/login')
  await loginWithForm(page, OTHER_PARENT, DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/list\/lucas-janssens$/)
  const copied = (await page.context().cookies()).filter((c) => c.name.endsWith('next-auth.session-token'))
  expect(copied).toHaveLength(1)

  await page.getByRole('button', { name: 'Menu openen' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Uitloggen' }).click()
  await expect(page).toHaveURL(/\/site\/index$/)

  const thief = await newVisitorContext(browser, { baseURL: baseURL! })
  await thief.addCookies(copied)
  const stolen = await thief.newPage()
  expect(await sessionEmail(stolen)).toBeUndefined()
  expect((await stolen.request.get('/api/lists')).status()).toBe(401)
  await stolen.goto('/user/account')
  await expect(stolen).toHaveURL(/\/user\/login/)
  await thief.close()
})

test('an e-mail change asks the password, waits for the new address, and the old address can undo it', async ({
  page,
}) => {
  const old = `e2e-oud-${Date.now()}@example.be`
  const fresh = `e2e-nieuw-${Date.now()}@example.be`
  await newAccount(page, old)

  await page.goto('/user/account')
  // Typed before the form hydrated, the address would be set back to its default halfway through `fill`.
  await waitForHydration(page)
  const email = page.getByLabel('E-mailadres', { exact: true })
  await email.fill(fresh)
  const password = page.getByLabel('Je huidige wachtwoord')
  await expect(password).toBeVisible()
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByText('Vul je huidige wachtwoord in om je e-mailadres te wijzigen.')).toBeVisible()
  const since = Date.now() - 1000
  await password.fill(STRONG)
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByRole('status').filter({ hasText: `bevestigingslink naar ${fresh}` })).toBeVisible()
  await expectNoA11yViolations(page, 'account page, e-mail change asked')
  expect(await sessionEmail(page)).toBe(old)

  // The link to the new address makes the change; this browser stays logged in, with the new address.
  await page.goto(linkIn(await latestMail(fresh, 'Bevestig je nieuwe e-mailadres', since), '/user/confirm-email'))
  await expect(page.getByText(`Je e-mailadres is gewijzigd naar ${fresh}.`)).toBeVisible()
  await expect.poll(() => sessionEmail(page)).toBe(fresh)

  // The old address is told, and its link puts it back: everyone is logged out and a new password is chosen.
  const notice = await latestMail(old, 'Het e-mailadres van je account is gewijzigd', since)
  await page.goto(linkIn(notice, '/user/undo-email'))
  await expect(page.getByRole('heading', { level: 1, name: 'E-mailadres terugzetten' })).toBeVisible()
  await expectNoA11yViolations(page, 'undo e-mail change')
  await page.getByRole('button', { name: 'Mijn e-mailadres terugzetten' }).click()
  await expect(page).toHaveURL(/\/user\/reset-password\?token=/)
  expect(await sessionEmail(page)).toBeUndefined()
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Terug-Van-Weggeweest-88')
  await page.getByLabel('Herhaal je nieuwe wachtwoord', { exact: true }).fill('Terug-Van-Weggeweest-88')
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(page.getByText('Je wachtwoord is gewijzigd.', { exact: false })).toBeVisible()
  await page.goto('/user/login')
  await loginWithForm(page, old, 'Terug-Van-Weggeweest-88')
  await expect.poll(() => sessionEmail(page)).toBe(old)
})

test('a login form sent before its script runs keeps the password out of the address', async ({ browser, baseURL }) => {
  // JavaScript off: the browser sends the form itself, as it would in the first moments on a slow phone.
  const context = await newVisitorContext(browser, { baseURL: baseURL!, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/user/login')
  await page.getByLabel('E-mailadres', { exact: true }).fill(OTHER_PARENT)
  await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD)
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/user/login' && request.method() === 'POST',
  )
  await page.getByLabel('Wachtwoord', { exact: true }).press('Enter')
  expect((await sent).url()).not.toContain('password')
  await page.waitForLoadState()
  expect(page.url()).not.toMatch(/password|email/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.close()
})

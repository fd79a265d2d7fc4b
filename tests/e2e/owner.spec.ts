import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { LUCAS, NOOR, openList, waitForHydration } from './support/app'

// 'Instellingen' and 'Producten beheren' show only when the logged-in user owns the list.
// Seed (prisma/demo.ts): ouder@example.be (Sofie) owns noor-peeters, emma@example.be owns lucas-janssens.
const PASSWORD = 'geboortelijst'

/**
 * Logs in through next-auth's credentials endpoint with the page's own request context, so the session
 * cookie lands in the browser context (independent of the login screen's UI).
 */
async function loginThroughApi(page: Page, email: string): Promise<void> {
  const csrf = await page.request.get('/api/auth/csrf')
  expect(csrf.ok()).toBe(true)
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const res = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password: PASSWORD, json: 'true' },
  })
  expect(res.ok(), `login of ${email}: ${res.status()}`).toBe(true)
  const session = await (await page.request.get('/api/auth/session')).json()
  expect(session?.user?.email, `session of ${email}`).toBe(email)
}

function ownerButtons(page: Page) {
  return {
    settings: page.getByRole('link', { name: 'Instellingen' }),
    products: page.getByRole('link', { name: 'Producten beheren' }),
  }
}

/** The owner buttons are decided in the browser after the session loaded: wait for that before asserting absence. */
async function waitForSession(page: Page): Promise<void> {
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
}

test('anonymous visitors do not see the owner buttons', async ({ page }) => {
  await openList(page, NOOR)
  await waitForSession(page)
  const { settings, products } = ownerButtons(page)
  await expect(settings).toHaveCount(0)
  await expect(products).toHaveCount(0)
})

test('the owner logs in on /user/login, lands on her list and sees "Instellingen" and "Producten beheren"', async ({
  page,
}) => {
  await page.goto('/user/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible()
  await expectNoA11yViolations(page, '/user/login')
  await waitForHydration(page)
  await page.getByLabel('E-mailadres').fill('ouder@example.be')
  await page.getByLabel('Wachtwoord').fill(PASSWORD)
  await page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click()

  // A user with lists goes to /list/{slug of the first list} (docs/rules.md#accounts).
  await expect(page).toHaveURL(new RegExp(`/list/${NOOR}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Noor Peeters' })).toBeVisible()
  const { settings, products } = ownerButtons(page)
  await expect(settings).toBeVisible()
  await expect(settings).toHaveAttribute('href', `/list/${NOOR}/settings`)
  await expect(products).toBeVisible()
  await expect(products).toHaveAttribute('href', `/list/${NOOR}/products`)
  await expectNoA11yViolations(page, `/list/${NOOR} as its owner`)

  // Not on someone else's list
  await openList(page, LUCAS)
  await waitForSession(page)
  await expect(ownerButtons(page).settings).toHaveCount(0)
  await expect(ownerButtons(page).products).toHaveCount(0)
})

test('another logged-in user (emma) sees the buttons on her own list only', async ({ page }) => {
  await loginThroughApi(page, 'emma@example.be')

  await openList(page, NOOR)
  await waitForSession(page)
  await expect(ownerButtons(page).settings).toHaveCount(0)
  await expect(ownerButtons(page).products).toHaveCount(0)

  await openList(page, LUCAS)
  await expect(ownerButtons(page).settings).toBeVisible()
  await expect(ownerButtons(page).products).toHaveAttribute('href', `/list/${LUCAS}/products`)
})

test('a wrong password on /user/login is refused in Dutch', async ({ page }) => {
  await page.goto('/user/login')
  await waitForHydration(page)
  await page.getByLabel('E-mailadres').fill('ouder@example.be')
  await page.getByLabel('Wachtwoord').fill('verkeerd')
  await page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Dit e-mailadres of wachtwoord is niet correct.')
  await expect(page).toHaveURL(/\/user\/login$/)
})

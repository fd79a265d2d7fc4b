// Weak new passwords in a real browser (decision 036): the registration, password change and reset forms say the rule
// under the password field, and the server's Dutch reason appears under that field when a password is refused.
import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { waitForHydration } from './support/app'
import { latestMail, linkIn } from './support/mail'
import { sessionEmail } from './support/session'

const HINT =
  'Minstens 10 tekens; bijvoorbeeld een paar woorden die niet bij elkaar horen. Geen veelgebruikt wachtwoord, en niet je naam of e-mailadres.'
const ADVICE = 'Maak er bijvoorbeeld een zin van met vier of meer woorden die niet bij elkaar horen'
const FIRST = 'kikker fluit in de regenton'
const SECOND = 'pannenkoek met stroop op dinsdag'
const THIRD = 'tractor parkeert naast het bakhuis'

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value)
}

/** The password field's error, as the form ties it to the field (aria-describedby). */
async function expectFieldError(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true })
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}

test('register, change and reset refuse a weak password with the reason under the field', async ({ page }) => {
  const email = `e2e-sterk-${Date.now()}@example.be`
  const since = Date.now() - 1000

  await page.goto('/user/register')
  await expect(page.getByText(HINT)).toBeVisible()
  await fill(page, {
    'Je naam': 'Wout Verstraete',
    'E-mailadres': email,
    Wachtwoord: 'wachtwoord123',
    'Herhaal je wachtwoord': 'wachtwoord123',
  })
  await page.getByRole('button', { name: 'Account aanmaken' }).click()
  await expectFieldError(page, 'Wachtwoord', 'Een gewoon woord of een naam is makkelijk te raden')
  await expect(page.getByText(ADVICE)).toBeVisible()
  await expectNoA11yViolations(page, 'registration, weak password')
  await fill(page, { Wachtwoord: email, 'Herhaal je wachtwoord': email })
  await page.getByRole('button', { name: 'Account aanmaken' }).click()
  await expectFieldError(page, 'Wachtwoord', 'Je wachtwoord lijkt te veel op je e-mailadres.')
  expect(await sessionEmail(page)).toBeUndefined()
  await fill(page, { Wachtwoord: FIRST, 'Herhaal je wachtwoord': FIRST })
  await page.getByRole('button', { name: 'Account aanmaken' }).click()
  await expect(page).toHaveURL(/\/list\/create$/)

  await page.goto('/user/account')
  await expect(page.getByText(HINT)).toBeVisible()
  await waitForHydration(page)
  await fill(page, {
    'Huidig wachtwoord': FIRST,
    'Nieuw wachtwoord': 'azertyuiop',
    'Herhaal je nieuwe wachtwoord': 'azertyuiop',
  })
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
  await expectFieldError(page, 'Nieuw wachtwoord', 'Reeksen zoals 123456, abcdef of azerty zijn makkelijk te raden.')
  await expectNoA11yViolations(page, 'account, weak new password')
  await fill(page, { 'Huidig wachtwoord': FIRST, 'Nieuw wachtwoord': SECOND, 'Herhaal je nieuwe wachtwoord': SECOND })
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
  await expect(page.getByText('Je wachtwoord is gewijzigd. Op je andere toestellen ben je uitgelogd.')).toBeVisible()

  const beforeReset = Date.now()
  expect((await page.request.post('/api/auth/forgot-password', { data: { email } })).status()).toBe(202)
  const reset = linkIn(
    await latestMail(email, 'Kies een nieuw wachtwoord', Math.max(since, beforeReset)),
    '/user/reset-password',
  )
  await page.goto(reset)
  await expect(page.getByText(HINT)).toBeVisible()
  await fill(page, { 'Nieuw wachtwoord': 'Geboortelijst2026', 'Herhaal je nieuwe wachtwoord': 'Geboortelijst2026' })
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expectFieldError(page, 'Nieuw wachtwoord', 'Je wachtwoord lijkt te veel op de naam van deze website.')
  await expectNoA11yViolations(page, 'reset, weak password')
  // The refusal did not use the link up: the same link sets a strong password.
  await fill(page, { 'Nieuw wachtwoord': THIRD, 'Herhaal je nieuwe wachtwoord': THIRD })
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveCount(0)
  const login = await page.request.post('/api/auth/login', { data: { username: email, password: THIRD } })
  expect(login.status()).toBe(200)
})

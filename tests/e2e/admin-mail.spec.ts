// /admin/mail (durable mail: failed mails show there; decision 025). A mail that cannot be delivered: an account
// registered with an address in the reserved domain .invalid, whose confirmation mail the outbox refuses as a relay
// would (550). The administrator finds it with the relay's error, tries it again, and axe checks every state.
import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { waitForHydration } from './support/app'
import { ADMIN, OWNER, loginThroughApi } from './support/session'

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

test('an administrator sees a mail the relay refused, with its error, and tries it again', async ({
  page,
  request,
}) => {
  const email = `staf.${RUN}@geboortelijst.invalid`
  const registered = await request.post('/api/auth/register', {
    data: { name: `Staf ${RUN}`, email, password: 'een-lang-wachtwoord' },
  })
  expect(registered.status()).toBe(201)

  await loginThroughApi(page, ADMIN)
  await page.goto('/admin/mail')
  await expect(page.getByRole('heading', { level: 1, name: 'Mails die niet vertrokken' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Mails', exact: true }),
  ).toHaveAttribute('aria-current', 'page')

  // The worker tries the mail right after the registration's commit; the failure shows once it is recorded.
  await expect(async () => {
    await page.goto(`/admin/mail?searchString=${RUN}`)
    await expect(page.getByRole('heading', { level: 2, name: '1–1 van 1 mail' })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('E-mailadres bevestigen')
  await expect(row).toContainText('Bevestig je e-mailadres')
  await expect(row).toContainText('550 5.1.2 Recipient address rejected')
  await expect(row).toContainText(/Nieuwe poging .* \(1 poging mislukt\)/)
  await waitForHydration(page)
  await expectNoA11yViolations(page, '/admin/mail with a refused mail')

  await row.getByRole('button', { name: `Mail ‘Bevestig je e-mailadres’ aan ${email} opnieuw proberen` }).click()
  await expect(page.getByRole('status')).toHaveText(`De mail aan ${email} wordt opnieuw verstuurd.`)
  // Tried again at once and refused again: still listed, with a fresh count.
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('(1 poging mislukt)')
  await expectNoA11yViolations(page, '/admin/mail after trying again')

  await page.goto('/admin/mail?searchString=niemand-zo-genoemd')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Geen mails gevonden voor ‘niemand-zo-genoemd’.' }),
  ).toBeVisible()
})

test('only administrators reach /admin/mail', async ({ page }) => {
  await page.goto('/admin/mail')
  await expect(page).toHaveURL(/\/user\/login\?callbackUrl=%2Fadmin%2Fmail$/)
  await loginThroughApi(page, OWNER)
  await page.goto('/admin/mail')
  expect(page.url()).toMatch(/\/site\/index$/)
})

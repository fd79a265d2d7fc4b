// The account's language and the API's: a parent chooses 'Français' on the account page and keeps it; the REST API
// answers its errors in French to a client that prefers French, in Dutch otherwise, with the same codes.
import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { registerParent } from './support/data'
import { loginThroughApi } from './support/session'
import { waitForHydration } from './support/app'

test('a parent sets the account’s language to French on the account page; the site follows and it stays', async ({
  page,
  request,
}) => {
  const parent = await registerParent(request, 'Julie Taalkeuze')
  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')
  await page.goto('/user/account')
  await waitForHydration(page)
  const language = page.getByLabel('Taal', { exact: true })
  await expect(language).toHaveValue('nl')
  await expect(page.getByText('In deze taal sturen we je onze e-mails.')).toBeVisible()
  await language.selectOption({ label: 'Français' })
  const form = page.locator('form').filter({ has: language })
  await form.getByRole('button', { name: 'Opslaan' }).click()
  // The account page opens again in French, the pages after it too.
  await expect(page).toHaveURL(/\/fr\/user\/account$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByLabel('Langue', { exact: true })).toHaveValue('fr')
  await waitForHydration(page)
  await expectNoA11yViolations(page, 'account page, language chosen')
  await page.goto('/user/account')
  await expect(page).toHaveURL(/\/fr\/user\/account$/)
  await expect(page.getByLabel('Langue', { exact: true })).toHaveValue('fr')
  // The account's data say so too (its export, GET /api/users/me/export).
  const mine = await request.get('/api/users/me/export', { headers: { authorization: `Bearer ${parent.token}` } })
  expect(await mine.json()).toMatchObject({ account: { locale: 'fr' } })
})

test('REST errors come in the language of Accept-Language, their codes the same', async ({ request }) => {
  const french = await request.get('/api/lists/slug/bestaat-niet', { headers: { 'accept-language': 'fr-BE,fr;q=0.9' } })
  const dutch = await request.get('/api/lists/slug/bestaat-niet', { headers: { 'accept-language': 'nl-BE' } })
  expect([french.status(), dutch.status()]).toEqual([404, 404])
  expect(french.headers()['content-language']).toBe('fr')
  expect(await french.json()).toEqual({
    error: { code: 'NOT_FOUND', message: 'Cette liste de naissance n’existe pas (ou plus).' },
  })
  expect(await dutch.json()).toEqual({
    error: { code: 'NOT_FOUND', message: 'Deze geboortelijst bestaat niet (meer).' },
  })
})

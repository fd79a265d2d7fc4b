import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { LUCAS, NOOR, waitForHydration } from './support/app'

/** Clicks 'Zoeken' and waits for the server action's answer, so each search is checked on its own results. */
async function submitSearch(page: Page): Promise<void> {
  const answered = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/list/search')
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await answered
}

test.describe('list search (/list/search)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/list/search')
    await expect(page.getByRole('heading', { level: 1, name: 'Zoek een geboortelijst' })).toBeVisible()
    await waitForHydration(page)
  })

  test('an empty submit marks both fields as required and searches nothing', async ({ page }) => {
    await page.getByRole('button', { name: 'Zoeken' }).click()
    const baby = page.getByLabel('Voornaam van de baby')
    const parent = page.getByLabel('Voornaam van 1 van de ouders')
    await expect(page.getByText('Dit veld is verplicht')).toHaveCount(2)
    await expect(baby).toHaveAttribute('aria-invalid', 'true')
    await expect(parent).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Geen lijsten gevonden')).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Noor Peeters/ })).toHaveCount(0)
    await expectNoA11yViolations(page, '/list/search with required-field errors')

    // Only the still empty field keeps its message
    await baby.fill('Noor')
    await expect(page.getByText('Dit veld is verplicht')).toHaveCount(1)
    await expect(baby).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('a pair that matches no list shows "Geen lijsten gevonden"', async ({ page }) => {
    // A real baby with a parent of another list must not match either
    await page.getByLabel('Voornaam van de baby').fill('Noor')
    await page.getByLabel('Voornaam van 1 van de ouders').fill('Emma')
    await submitSearch(page)
    await expect(page.getByRole('heading', { name: 'Geen lijsten gevonden' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Noor Peeters/ })).toHaveCount(0)
    await expectNoA11yViolations(page, '/list/search without results')
  })

  test('the search ignores case and accents and matches either parent', async ({ page }) => {
    const baby = page.getByLabel('Voornaam van de baby')
    const parent = page.getByLabel('Voornaam van 1 van de ouders')

    for (const [babyName, parentName] of [
      ['NÓÖR', 'sofie'],
      ['  noor ', 'Jónas'],
    ]) {
      await baby.fill(babyName)
      await parent.fill(parentName)
      await submitSearch(page)
      await expect(page.getByRole('heading', { name: '1 geboortelijst gevonden' })).toBeVisible()
      await expect(page.getByRole('link', { name: /Noor Peeters/ })).toHaveAttribute('href', `/list/${NOOR}`)
    }

    await baby.fill('lucas')
    await parent.fill('EMMA')
    await submitSearch(page)
    await expect(page.getByRole('link', { name: /Lucas Janssens/ })).toHaveAttribute('href', `/list/${LUCAS}`)
    await expect(page.getByRole('link', { name: /Noor Peeters/ })).toHaveCount(0)
  })
})

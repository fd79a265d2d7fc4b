import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { LUCAS, NOOR, waitForHydration } from './support/app'

/**
 * Clicks 'Zoeken' and waits until the page of this search has come (the address holds the names), so each search
 * is checked on its own results.
 */
async function submitSearch(page: Page): Promise<void> {
  const baby = await page.getByLabel('Voornaam van de baby').inputValue()
  const parent = await page.getByLabel('Voornaam van 1 van de ouders').inputValue()
  const lastName = await page.getByLabel('Achternaam', { exact: true }).inputValue()
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/list/search' &&
      url.searchParams.get('baby') === baby &&
      url.searchParams.get('ouder') === parent &&
      (url.searchParams.get('achternaam') ?? '') === lastName,
  )
  await expect(page.getByRole('textbox', { name: 'Voornaam van de baby' })).toHaveValue(baby)
}

test.describe('list search (/list/search)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/list/search')
    await expect(page.getByRole('heading', { level: 1, name: 'Zoek een geboortelijst' })).toBeVisible()
    await waitForHydration(page)
  })

  test('an empty submit marks the baby and the parent as required and searches nothing', async ({ page }) => {
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

    // The baby's first name may stay empty once a last name is there: never one first name alone (decision 041)
    await baby.fill('')
    await expect(baby).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Achternaam', { exact: true }).fill('Peeters')
    await expect(baby).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Dit veld is verplicht')).toHaveCount(1)
    await expect(page.getByLabel('Achternaam', { exact: true })).not.toHaveAttribute('aria-required', 'true')
  })

  test("a parent's first name with a last name finds the list without the baby's name", async ({ page }) => {
    await page.getByLabel('Voornaam van 1 van de ouders').fill('Sofie')
    await page.getByLabel('Achternaam', { exact: true }).fill('PEETERS')
    await submitSearch(page)
    await expect(page.getByRole('link', { name: /Noor Peeters/ })).toHaveAttribute('href', `/list/${NOOR}`)
    // Jonas's own last name, and the baby's
    for (const lastName of ['Maes', 'peeters']) {
      await page.getByLabel('Voornaam van 1 van de ouders').fill('Jonas')
      await page.getByLabel('Achternaam', { exact: true }).fill(lastName)
      await submitSearch(page)
      await expect(page.getByRole('link', { name: /Noor Peeters/ })).toBeVisible()
    }
    // Sofie is not a Maes
    await page.getByLabel('Voornaam van 1 van de ouders').fill('Sofie')
    await page.getByLabel('Achternaam', { exact: true }).fill('Maes')
    await submitSearch(page)
    await expect(page.getByRole('heading', { name: 'Geen lijsten gevonden' })).toBeVisible()
    await expectNoA11yViolations(page, '/list/search by a parent and a last name')
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

  test('a result card tells the list apart: both parents, the birth date, the city and the month it was made', async ({
    page,
  }) => {
    await page.getByLabel('Voornaam van de baby').fill('Noor')
    await page.getByLabel('Voornaam van 1 van de ouders').fill('Jonas')
    await submitSearch(page)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Noor Peeters/ }) })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('Kindje van Sofie Peeters en Jonas Maes')
    await expect(card).toContainText('Geboren op 14 oktober 2026')
    await expect(card).toContainText('Woont in Gent')
    await expect(card).toContainText(
      /Lijst gemaakt in (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}/,
    )
    await expect(card.locator('time').first()).toHaveAttribute('datetime', '2026-10-14')
    await expectNoA11yViolations(page, '/list/search with a result card')
  })

  test('the search lives in the address: a reload and Back from a list show the same results, also before the script runs', async ({
    page,
    browser,
  }) => {
    await page.getByLabel('Voornaam van de baby').fill('Noor')
    await page.getByLabel('Voornaam van 1 van de ouders').fill('Sofie')
    await submitSearch(page)
    await expect(page.getByRole('link', { name: /Noor Peeters/ })).toBeVisible()
    await page.getByRole('link', { name: /Noor Peeters/ }).click()
    await expect(page).toHaveURL(new RegExp(`/list/${NOOR}$`))
    await page.goBack()
    await expect(page.getByRole('heading', { name: '1 geboortelijst gevonden' })).toBeVisible()
    await expect(page.getByLabel('Voornaam van de baby')).toHaveValue('Noor')

    // Without JavaScript the form still searches: the server answers the GET form with the results
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const noScript = await context.newPage()
      await noScript.goto(page.url().replace(/\?.*$/, ''))
      await noScript.getByLabel('Voornaam van de baby').fill('lucas')
      await noScript.getByLabel('Voornaam van 1 van de ouders').fill('Emma')
      await noScript.getByRole('button', { name: 'Zoeken' }).click()
      await expect(noScript.getByRole('link', { name: /Lucas Janssens/ })).toHaveAttribute('href', `/list/${LUCAS}`)
    } finally {
      await context.close()
    }
  })
})

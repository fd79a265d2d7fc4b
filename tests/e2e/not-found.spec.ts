// The Dutch 404 page for unknown addresses in every area of the site: status 404, its heading, no axe violations,
// and a clean console once the page has hydrated (the fixture in support/test.ts fails the test on any uncaught
// error, console error or hydration warning). The page for an address no route matches is rendered once at build
// time; one that a route rejects (an unknown list) is rendered for its address: both kinds are visited.
import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { NOOR, waitForHydration } from './support/app'
import { ADMIN, OWNER, loginThroughApi } from './support/session'

async function expectNotFoundPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible()
  await expect(page).toHaveTitle('Pagina niet gevonden · Geboortelijst')
  await waitForHydration(page)
  // Interactive: the menu opens (its code runs only once the page hydrated).
  await page.getByRole('button', { name: 'Menu openen' }).click()
  const menu = page.getByRole('dialog')
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expectNoA11yViolations(page, `the 404 page of ${path}`)
}

const VISITOR_PATHS = [
  '/site/bestaat-niet',
  '/site/faq/bestaat/niet',
  '/user/bestaat-niet',
  '/list/bestaat-niet',
  `/list/${NOOR}/bestaat-niet`,
  '/list/bestaat-niet/ook-niet',
  '/bestaat-niet',
]

for (const path of VISITOR_PATHS) {
  test(`a visitor at ${path} gets the 404 page with a clean console`, async ({ page }) => {
    await expectNotFoundPage(page, path)
  })
}

test('a parent at unknown addresses of the account and of their list gets the 404 page with a clean console', async ({
  page,
}) => {
  await loginThroughApi(page, OWNER)
  for (const path of ['/user/bestaat-niet', `/list/${NOOR}/product/bestaat-niet`, `/list/${NOOR}/bestaat-niet`])
    await expectNotFoundPage(page, path)
})

test('an administrator at /admin/bestaat-niet gets the 404 page with a clean console', async ({ page }) => {
  await loginThroughApi(page, ADMIN)
  await expectNotFoundPage(page, '/admin/bestaat-niet')
})

// Every in-page link points to an element that exists: `href="#x"`, and `href="/path#x"` on the page /path itself.
// A link to a missing fragment goes nowhere for a keyboard or screen-reader user (and checkers such as pa11y report
// it); the gift cards and the cart button, whose fragments open the drawer, must point to their own elements too.
import { expect, test, type Page } from './support/test'
import { NOOR, openList, waitForHydration } from './support/app'
import { ADMIN, OWNER, loginThroughApi } from './support/session'

/** The in-page links of the page as it is now whose fragment names no element, as `href (text)` lines. */
async function linksToMissingElements(page: Page): Promise<string[]> {
  return page.locator('a[href*="#"]').evaluateAll((links) =>
    links
      .map((link) => link as HTMLAnchorElement)
      .filter((link) => {
        const to = new URL(link.href)
        const here = new URL(window.location.href)
        if (
          to.origin !== here.origin ||
          to.pathname !== here.pathname ||
          to.search !== here.search ||
          to.hash.length < 2
        )
          return false
        return document.getElementById(decodeURIComponent(to.hash.slice(1))) === null
      })
      .map(
        (link) =>
          `${link.getAttribute('href')} (${(link.textContent ?? '').trim() || link.getAttribute('aria-label') || 'no text'})`,
      ),
  )
}

/** Opens each page, hydrated, and expects no in-page link to a missing element; returns how many in-page links it saw. */
async function checkPages(page: Page, paths: string[]): Promise<number> {
  let seen = 0
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBeLessThan(400)
    await waitForHydration(page)
    expect(await linksToMissingElements(page), `in-page links on ${path} whose element does not exist`).toEqual([])
    seen += await countInPageLinks(page)
  }
  return seen
}

async function countInPageLinks(page: Page): Promise<number> {
  return page.locator('a[href^="#"]').count()
}

test('a visitor: every in-page link on the public pages points to an element that exists', async ({ page }) => {
  const seen = await checkPages(page, [
    '/site/index',
    '/site/about',
    '/site/faq',
    '/site/contact',
    '/site/privacy',
    '/site/blog',
    '/list/search',
    '/list/search?baby=Noor&ouder=Peeters',
    `/list/${NOOR}`,
    `/list/${NOOR}/checkout`,
    '/user/login',
    '/user/register',
    '/user/forgot-password',
    '/api/docs',
  ])
  // The skip link of every page, the gift cards and the cart button at least.
  expect(seen).toBeGreaterThan(20)
})

test('a visitor: the gift cards and the cart button point to their own elements, and the open drawer has no broken one', async ({
  page,
}) => {
  await openList(page, NOOR)
  const card = page.locator('a[href^="#geschenk-"]').first()
  const hash = (await card.getAttribute('href'))!
  await expect(page.locator(hash)).toHaveCount(1)
  await expect(page.locator(hash).getByRole('link')).toHaveAttribute('href', hash)
  await expect(page.locator('#winkelmandje')).toHaveAttribute('href', '#winkelmandje')

  await card.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await linksToMissingElements(page), 'in-page links with the drawer open').toEqual([])
})

test('a parent: every in-page link in the account and on the pages of their list points to an element that exists', async ({
  page,
}) => {
  await loginThroughApi(page, OWNER)
  await checkPages(page, [
    '/user/account',
    `/list/${NOOR}`,
    `/list/${NOOR}/settings`,
    `/list/${NOOR}/products`,
    `/list/${NOOR}/orders`,
    `/list/${NOOR}/product/add`,
    `/list/${NOOR}/product/finder`,
    `/list/${NOOR}/product/manual`,
    '/list/create',
  ])
})

test('an administrator: every in-page link in the admin area points to an element that exists', async ({ page }) => {
  await loginThroughApi(page, ADMIN)
  await checkPages(page, [
    '/admin/list',
    '/admin/user',
    '/admin/order',
    '/admin/product',
    '/admin/review',
    '/admin/faq',
    '/admin/contact',
    '/admin/mail',
  ])
})

// "No link on any page answers 404": a crawler follows every link of the site, as a visitor, as a parent
// and as an administrator, and expects every page it reaches to answer below 400 and not to be the Dutch 404 page.
// Links are read from the rendered page (after hydration, so client-rendered links count too); the pages are then
// fetched with the browser's own cookies. Only logout (a form, not a link) and other sites are left out.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { NOOR, waitForHydration } from './support/app'
import { ADMIN, OWNER, loginThroughApi } from './support/session'

/** A bound on pages per crawl: enough for every kind of page (paging links repeat themselves), quick enough for CI. */
const MAX_PAGES = 120

/** The internal links on the page as paths with their query, without fragments; `download` for a file to save. */
async function linksOn(page: Page): Promise<{ path: string; download: boolean }[]> {
  const origin = new URL(page.url()).origin
  const anchors = await page
    .locator('a[href]')
    .evaluateAll((all) =>
      all.map((a) => ({ href: (a as HTMLAnchorElement).href, download: a.hasAttribute('download') })),
    )
  return anchors
    .map(({ href, download }) => ({ url: new URL(href), download }))
    .filter(({ url }) => url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:'))
    .map(({ url, download }) => ({ path: url.pathname + url.search, download }))
}

/**
 * Visits `start` and every internal link found on the pages it reaches, breadth first, up to MAX_PAGES pages.
 * @returns the broken links, each with the page that links to it and what it answered.
 */
async function crawl(page: Page, start: string[]): Promise<{ visited: number; broken: string[] }> {
  const seen = new Set(start)
  const from = new Map(start.map((path) => [path, '(start)']))
  const queue = [...start]
  const broken: string[] = []
  // Files offered as downloads (a QR code, a card) are fetched, not opened: the browser would save them.
  const downloads = new Set<string>()
  let visited = 0
  while (queue.length && visited < MAX_PAGES) {
    const path = queue.shift()!
    visited++
    if (downloads.has(path)) {
      const file = await page.request.get(path)
      if (file.status() >= 400) broken.push(`${path} (linked from ${from.get(path)}): ${file.status()}`)
      continue
    }
    const res = await page.goto(path)
    const status = res?.status() ?? 0
    const notFound = await page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }).count()
    if (status >= 400 || notFound) {
      broken.push(`${path} (linked from ${from.get(path)}): ${status}${notFound ? ', the Dutch 404 page' : ''}`)
      continue
    }
    // Pages served from elsewhere (an image, the API description as JSON) have no links to follow.
    if (!(res?.headers()['content-type'] ?? '').includes('text/html')) continue
    await waitForHydration(page)
    for (const { path: link, download } of await linksOn(page)) {
      if (seen.has(link)) continue
      seen.add(link)
      if (download) downloads.add(link)
      from.set(link, path)
      queue.push(link)
    }
  }
  return { visited, broken }
}

const PUBLIC_PAGES = [
  '/site/index',
  '/site/faq',
  '/site/contact',
  '/site/about',
  '/site/blog',
  '/list/search',
  `/list/${NOOR}`,
]

test('a visitor finds no broken link on the public pages', async ({ page }) => {
  test.setTimeout(240_000)
  const { visited, broken } = await crawl(page, PUBLIC_PAGES)
  expect(broken, `broken links after ${visited} pages`).toEqual([])
  expect(visited).toBeGreaterThanOrEqual(PUBLIC_PAGES.length)
})

test('a parent finds no broken link in the account and on the pages of their list', async ({ page }) => {
  test.setTimeout(240_000)
  await loginThroughApi(page, OWNER)
  const { visited, broken } = await crawl(page, [
    '/user/account',
    `/list/${NOOR}/products`,
    `/list/${NOOR}/orders`,
    `/list/${NOOR}/product/add`,
  ])
  expect(broken, `broken links after ${visited} pages`).toEqual([])
})

test('an administrator finds no broken link in the admin area', async ({ page }) => {
  test.setTimeout(240_000)
  await loginThroughApi(page, ADMIN)
  const { visited, broken } = await crawl(page, ['/admin/list'])
  expect(broken, `broken links after ${visited} pages`).toEqual([])
  expect(visited).toBeGreaterThan(4)
})

// "No link on any page answers 404": a crawler follows every link of the site, as a visitor, as a parent
// and as an administrator, and expects every page it reaches to answer below 400 and not to be the Dutch 404 page.
// Each kind of page (the same route with the same query parameters) is opened in the browser once: its links are
// read from the rendered page (after hydration, so client-rendered links count too) and followed. Further pages of a
// kind already opened (another list's settings, page 7 of an overview) are fetched with the browser's own cookies and
// checked the same way, without rendering them again. Only logout (a form, not a link) and other sites are left out.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { NOOR, waitForHydration } from './support/app'
import { ADMIN, OWNER, loginThroughApi } from './support/session'

/** A bound on pages per crawl: enough for every kind of page (paging links repeat themselves), quick enough for CI. */
const MAX_PAGES = 120
/** The list pages' own paths: a second segment after /list/ that is not a list's slug. */
const LIST_ROUTES = new Set(['search', 'create'])

/**
 * The kind of page a path is: its route with a list's slug and numeric ids as placeholders, and the names (not the
 * values) of its query parameters. `/list/noor-peeters/orders?page=2` and `/list/roos/orders?page=3` are one kind.
 */
function pageKind(path: string): string {
  const url = new URL(path, 'http://site.invalid')
  const segments = url.pathname.split('/').map((segment, i, all) => {
    if (/^\d+$/.test(segment)) return ':id'
    if (i === 2 && all[1] === 'list' && !LIST_ROUTES.has(segment)) return ':slug'
    return segment
  })
  return `${segments.join('/')}?${[...new Set(url.searchParams.keys())].sort().join('&')}`
}

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
 * Visits `start` and every internal link found on the pages it reaches, breadth first, up to MAX_PAGES pages: the
 * first page of each kind in the browser, the others over HTTP (see the top of this file).
 * @returns the broken links, each with the page that links to it and what it answered.
 */
async function crawl(page: Page, start: string[]): Promise<{ visited: number; broken: string[] }> {
  const seen = new Set(start)
  const from = new Map(start.map((path) => [path, '(start)']))
  const queue = [...start]
  const broken: string[] = []
  // Files offered as downloads (a QR code, a card) are fetched, not opened: the browser would save them.
  const downloads = new Set<string>()
  const opened = new Set<string>()
  let visited = 0
  while (queue.length && visited < MAX_PAGES) {
    const path = queue.shift()!
    visited++
    if (downloads.has(path)) {
      const file = await page.request.get(path)
      if (file.status() >= 400) broken.push(`${path} (linked from ${from.get(path)}): ${file.status()}`)
      continue
    }
    const kind = pageKind(path)
    if (opened.has(kind)) {
      const res = await page.request.get(path)
      const notFound = (await res.text()).includes('>Pagina niet gevonden</h1>')
      if (res.status() >= 400 || notFound) {
        broken.push(`${path} (linked from ${from.get(path)}): ${res.status()}${notFound ? ', the Dutch 404 page' : ''}`)
      }
      continue
    }
    opened.add(kind)
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

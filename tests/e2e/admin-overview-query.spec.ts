// The admin overviews with a hand-edited or hostile address (app/admin/overview-query.ts), as
// admin@example.be on the production build: `?searchString=%00` was a 500. Every overview answers 200 with its page,
// a refused search shown as what was searched, and a page past the end is one redirect to a page that stays put.
import { expect, test } from './support/test'
import { ADMIN, loginThroughApi } from './support/session'

const OVERVIEWS = ['/admin/list', '/admin/product', '/admin/user', '/admin/order', '/admin/mail', '/admin/contact']

const HOSTILE = [
  'searchString=%ED%A0%80&skip=0',
  `searchString=${'a'.repeat(199)}%F0%9F%91%B6x${'%00'.repeat(5)}`,
  'searchString=x%00y&skip=-1',
  'skip=abc&searchString=%01%00',
]

test('every admin overview shows a page for a search or paging it cannot use, never an error or a redirect loop', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await loginThroughApi(page, ADMIN)
  for (const path of OVERVIEWS) {
    // In the browser: the page and its search box, which shows the search without the NUL.
    const url = `${path}?searchString=%00`
    const res = await page.goto(url)
    expect(res?.status(), url).toBe(200)
    expect(res?.request().redirectedFrom(), url).toBeNull()
    await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible()
    await expect(page.getByRole('search').getByRole('searchbox'), url).not.toHaveValue(/\u0000/)

    // The other hostile addresses over HTTP with the same session: the page itself, not a redirect or an error.
    for (const query of HOSTILE) {
      const other = await page.request.get(`${path}?${query}`, { maxRedirects: 0 })
      const html = await other.text()
      expect(other.status(), query).toBe(200)
      expect(html, query).toMatch(/<h1[ >]/)
      expect(html, query).not.toContain('\u0000')
    }

    // Past the end: at most one redirect (to the last page, when there is one), then a page that is shown (a 200).
    for (const query of ['searchString=%00&skip=100000000', 'skip=100000000']) {
      let res = await page.request.get(`${path}?${query}`, { maxRedirects: 0 })
      if (res.status() === 307) res = await page.request.get(res.headers()['location'], { maxRedirects: 0 })
      expect(res.status(), `${path}?${query}`).toBe(200)
    }
  }
})

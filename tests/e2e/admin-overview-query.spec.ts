// The admin overviews with a hand-edited or hostile address (app/admin/overview-query.ts), as
// admin@example.be on the production build: `?searchString=%00` was a 500. Every overview answers 200 with its page,
// a refused search shown as what was searched, and a page past the end is one redirect to a page that stays put.
import { expect, test } from './support/test'
import { ADMIN, loginThroughApi } from './support/session'

const OVERVIEWS = ['/admin/list', '/admin/product', '/admin/user', '/admin/order', '/admin/mail', '/admin/contact']

test('every admin overview shows a page for a search or paging it cannot use, never an error or a redirect loop', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await loginThroughApi(page, ADMIN)
  for (const path of OVERVIEWS) {
    for (const query of [
      'searchString=%00',
      'searchString=%ED%A0%80&skip=0',
      `searchString=${'a'.repeat(199)}%F0%9F%91%B6x${'%00'.repeat(5)}`,
      'searchString=x%00y&skip=-1',
      'skip=abc&searchString=%01%00',
    ]) {
      const url = `${path}?${query}`
      const res = await page.goto(url)
      expect(res?.status(), url).toBe(200)
      expect(res?.request().redirectedFrom(), url).toBeNull()
      await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible()
      await expect(page.getByRole('search').getByRole('searchbox'), url).not.toHaveValue(/\u0000/)
    }
    // Past the end: one redirect to the last page, which is then shown (a 200, not redirected again).
    const res = await page.goto(`${path}?searchString=%00&skip=100000000`)
    expect(res?.status(), path).toBe(200)
    const past = await page.goto(`${path}?skip=100000000`)
    expect(past?.status(), path).toBe(200)
    const from = past?.request().redirectedFrom()
    expect(from?.redirectedFrom() ?? null, path).toBeNull()
  }
})

import { expect, type Page } from '@playwright/test'

/** The password of every seeded demo account (prisma/demo.ts). */
export const DEMO_PASSWORD = 'geboortelijst'

/** The seeded accounts: the owner of noor-peeters, the owner of lucas-janssens, and the administrator. */
export const OWNER = 'ouder@example.be'
export const OTHER_PARENT = 'emma@example.be'
export const ADMIN = 'admin@example.be'

/**
 * Logs in through next-auth's credentials endpoint with the page's own request context, so the session cookie
 * lands in the browser context (independent of the login screen's UI). Counts against the login rate limit of
 * the test's own client address (10 per 5 minutes; tests/e2e/support/test.ts gives each test its own).
 */
export async function loginThroughApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const csrf = await page.request.get('/api/auth/csrf')
  expect(csrf.ok()).toBe(true)
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const res = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password, json: 'true' },
  })
  expect(res.ok(), `login of ${email}: ${res.status()}`).toBe(true)
  expect(await sessionEmail(page), `session of ${email}`).toBe(email)
}

/** The e-mail address of the browser context's session, or undefined when nobody is logged in. */
export async function sessionEmail(page: Page): Promise<string | undefined> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: { email?: string } } | null
  return session?.user?.email
}

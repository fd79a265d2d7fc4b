// Playwright's `test`, with every test a client of its own: the e2e server runs behind one trusted proxy hop
// (TRUSTED_PROXY_HOPS=1 in scripts/e2e-server.mjs), and each test sends the X-Forwarded-For that proxy would have
// added for it. The rate limits then count per test as they count per visitor, instead of the whole suite sharing
// one login limit of 10 per 5 minutes. Specs import everything from here instead of '@playwright/test'.
//
// The e2e server has analytics configured, so a first visit shows the cookie banner. Every test starts as a returning
// visitor who chose 'Enkel noodzakelijke cookies' (the banner's own cookie), unless it sets `consent: 'unset'`.
//
// The browser's console must stay clean: a test fails on any uncaught error of a page (React's hydration errors
// arrive that way in a production build), any console.error, any hydration warning and any Content-Security-Policy
// violation, in every page of its browser and of the other visitors' browsers it opens. A spec that expects one
// says so with `expectBrowserErrors`, with the reason.
import { createHash, randomUUID } from 'node:crypto'
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test'

export * from '@playwright/test'

/** A stable documentation-range address (198.18.0.0/15) per test and retry. */
function clientAddress(testId: string, retry: number): string {
  const [a, b] = createHash('sha256').update(`${testId}#${retry}`).digest()
  return `198.18.${a}.${b}`
}

/** The `cc_cookie` vanilla-cookieconsent writes when a visitor chooses necessary cookies only. */
export function necessaryOnlyConsentCookie(baseURL: string) {
  const now = new Date()
  const expires = new Date(now.getTime() + 182 * 24 * 3600 * 1000)
  const value = {
    categories: ['necessary'],
    revision: 0,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: randomUUID(),
    services: { necessary: [], analytics: [] },
    languageCode: 'nl',
    lastConsentTimestamp: now.toISOString(),
    expirationTime: expires.getTime(),
  }
  return {
    name: 'cc_cookie',
    value: encodeURIComponent(JSON.stringify(value)),
    url: baseURL,
    expires: Math.floor(expires.getTime() / 1000),
    sameSite: 'Lax' as const,
  }
}

/** A console line or uncaught error a test expects, and why: `{ text: /Minified React error #418/, reason: '…' }`. */
export interface ExpectedBrowserError {
  text: RegExp
  reason: string
}

export const test = base.extend<{ consent: 'necessary' | 'unset'; expectedBrowserErrors: ExpectedBrowserError[] }>({
  consent: ['necessary', { option: true }],
  /** For a whole spec or describe block: `test.use({ expectedBrowserErrors: [...] })`; in one test: `expectBrowserErrors`. */
  expectedBrowserErrors: [[], { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress(testInfo.testId, testInfo.retry) })
  },
  context: async ({ context, consent, baseURL, expectedBrowserErrors }, use) => {
    if (consent === 'necessary') await context.addCookies([necessaryOnlyConsentCookie(baseURL!)])
    const violations = watchCsp(context)
    const errors = watchBrowserErrors(context)
    otherVisitorsViolations.length = 0
    otherVisitorsErrors.length = 0
    expectedInThisTest.length = 0
    await use(context)
    // No page of any journey may break the Content-Security-Policy (Chromium reports each violation).
    expect(
      [...violations, ...otherVisitorsViolations],
      'Content-Security-Policy violations reported by Chromium',
    ).toEqual([])
    const expected = [...expectedBrowserErrors, ...expectedInThisTest]
    const unexpected = [...errors, ...otherVisitorsErrors].filter((line) => !expected.some((e) => e.text.test(line)))
    expect(unexpected, 'uncaught errors, console errors and hydration warnings in the browser').toEqual([])
  },
})

/** Browser errors the current test expects (`expectBrowserErrors`); emptied when the next test starts (one worker). */
const expectedInThisTest: ExpectedBrowserError[] = []

/** Lets the current test pass with a browser error that matches `text`; `reason` says why it is expected. */
export function expectBrowserErrors(...expected: ExpectedBrowserError[]): void {
  expectedInThisTest.push(...expected)
}

/** Browser errors in the browsers of other visitors (newVisitorContext) during the current test. */
const otherVisitorsErrors: string[] = []

// A page's answer with a 4xx status is logged by Chromium as a console error ('Failed to load resource: the server
// responded with a status of 404'): that is the HTTP answer the test itself asserts (a 404 page, a refused login),
// not an error of the page. A 5xx answer and every other console error count.
const CLIENT_ERROR_STATUS = /^Failed to load resource: the server responded with a status of 4\d\d\b/

/**
 * Collects, for every page of `context`: uncaught errors, console errors (CSP violations excepted: `watchCsp`
 * reports those) and warnings about hydration, as `url: text` lines.
 */
export function watchBrowserErrors(context: BrowserContext, errors: string[] = []): string[] {
  context.on('weberror', (webError) => {
    const error = webError.error()
    errors.push(`${webError.page()?.url() ?? ''}: uncaught ${error.stack ?? `${error.name}: ${error.message}`}`)
  })
  context.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy/i.test(text)) return
    const type = message.type()
    if (type === 'error' ? CLIENT_ERROR_STATUS.test(text) : !(type === 'warning' && /hydrat/i.test(text))) return
    errors.push(`${message.page()?.url() ?? ''}: console.${type} ${text}`)
  })
  return errors
}

/** CSP violations in the browsers of other visitors (newVisitorContext) during the current test (one worker). */
const otherVisitorsViolations: string[] = []

/** Collects the CSP violations Chromium reports on the console of every page of `context`. */
export function watchCsp(context: BrowserContext, violations: string[] = []): string[] {
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`)
  })
  return violations
}

/**
 * A second browser of its own (another visitor), as a returning visitor who chose necessary cookies only, like
 * every test's own context, with its console checked like theirs.
 */
export async function newVisitorContext(
  browser: Browser,
  options: BrowserContextOptions & { baseURL: string },
): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  await context.addCookies([necessaryOnlyConsentCookie(options.baseURL)])
  // Checked with the test's own browser when the test ends (the fixture above).
  watchCsp(context, otherVisitorsViolations)
  watchBrowserErrors(context, otherVisitorsErrors)
  return context
}

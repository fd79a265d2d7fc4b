// Playwright's `test`, with every test a client of its own: the e2e server runs behind one trusted proxy hop
// (TRUSTED_PROXY_HOPS=1 in scripts/e2e-server.mjs), and each test sends the X-Forwarded-For that proxy would have
// added for it. The rate limits then count per test as they count per visitor, instead of the whole suite sharing
// one login limit of 10 per 5 minutes. Specs import everything from here instead of '@playwright/test'.
import { createHash } from 'node:crypto'
import { test as base } from '@playwright/test'

export * from '@playwright/test'

/** A stable documentation-range address (198.18.0.0/15) per test and retry. */
function clientAddress(testId: string, retry: number): string {
  const [a, b] = createHash('sha256').update(`${testId}#${retry}`).digest()
  return `198.18.${a}.${b}`
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress(testInfo.testId, testInfo.retry) })
  },
})

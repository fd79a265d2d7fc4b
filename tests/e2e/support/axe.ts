import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Waits until no CSS animation or transition runs, so axe judges the settled page (e.g. an opened drawer). */
export async function waitForAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 5_000,
    })
    .catch(() => {
      // An endless animation (a spinner) never settles; axe may still run.
    })
}

/**
 * Runs axe (WCAG 2 A and AA rules) on the page as it is now and fails with a readable list of the violations:
 * rule, impact, help text and URL, and for each offending node its selector and axe's summary of the fix.
 * `label` names the state checked (e.g. 'list page, drawer open'), so a failure says which one.
 */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  await waitForAnimations(page)
  // Next streams a dynamic page's metadata after its body: judge the page once its <title> has arrived.
  await expect(page, `the <title> of ${label}`).not.toHaveTitle('')
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const report = results.violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').split('\n').join('\n      ')}`)
        .join('\n')
      return `• ${v.id} [${v.impact ?? 'n/a'}]: ${v.help}\n  ${v.helpUrl}\n${nodes}`
    })
    .join('\n\n')
  expect(results.violations.length, `Accessibility violations on ${label}:\n\n${report}`).toBe(0)
}

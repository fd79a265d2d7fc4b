// Analytics and session recording behind consent (docs/rules.md#site-pages, decision 016). The e2e server has
// analytics configured (scripts/e2e-server.mjs) against https://analytics.e2e.test, a host that exists only here:
// every request to it is answered and recorded by the test (the analytics service is outside our control).
// These tests start as a first-time visitor: no consent cookie.
import { gunzipSync } from 'node:zlib'
import type { BrowserContext, Page, Request } from '@playwright/test'
import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { NOOR, waitForHydration } from './support/app'
import { OWNER, loginThroughApi } from './support/session'

test.use({ consent: 'unset' })

const HOST = 'https://analytics.e2e.test'
const BANNER_TITLE = 'Mogen we meten hoe je de site gebruikt?'
/** A string found in posthog-js's own code (its default configuration), never in ours. */
const POSTHOG_CODE_MARKER = 'opt_out_capturing_persistence_type'

interface AnalyticsEvent {
  event: string
  properties: Record<string, unknown>
  /** Person properties set with the event (posthog.identify's second argument). */
  $set?: Record<string, unknown>
}

/** Everything the browser sends to the analytics host, decoded. */
class AnalyticsHost {
  readonly requests: { url: string; events: AnalyticsEvent[]; raw: string }[] = []
  /** Scripts the page loaded that contain posthog-js. */
  readonly posthogScripts: string[] = []

  static async attach(context: BrowserContext): Promise<AnalyticsHost> {
    const host = new AnalyticsHost()
    // posthog-js drops events from automated browsers (navigator.webdriver, as Playwright sets it): look like a person.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))
    await context.route(`${HOST}/**`, async (route) => {
      host.record(route.request())
      const url = new URL(route.request().url())
      // The project's remote config: session recording on, to the usual endpoint.
      const body = url.pathname.endsWith('/config') ? { sessionRecording: { endpoint: '/s/' } } : { status: 1 }
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
    })
    context.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return
      const text = await res.text().catch(() => '')
      if (text.includes(POSTHOG_CODE_MARKER)) host.posthogScripts.push(res.url())
    })
    return host
  }

  private record(request: Request): void {
    const raw = decode(request)
    this.requests.push({ url: request.url(), events: parseEvents(raw), raw })
  }

  get events(): AnalyticsEvent[] {
    return this.requests.flatMap((r) => r.events)
  }

  /**
   * Everything session recording sent, as text: rrweb's snapshots are gzip-compressed strings inside the events
   * (posthog-js's 'cv' format), decompressed here so the test can read what a recording would show.
   */
  recordedText(): string {
    const inflate = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(inflate)
      if (!value || typeof value !== 'object') return value
      const item = value as Record<string, unknown>
      if (item.cv && typeof item.data === 'string')
        return { ...item, data: JSON.parse(gunzipSync(Buffer.from(item.data, 'latin1')).toString('utf8')) }
      return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, inflate(v)]))
    }
    return this.events
      .filter((e) => e.event === '$snapshot')
      .map((e) => JSON.stringify(inflate(e.properties.$snapshot_data)))
      .join('\n')
  }

  /** The page views sent, as paths with their query. */
  pageviews(): string[] {
    return this.events
      .filter((e) => e.event === '$pageview')
      .map((e) => {
        const url = new URL(String(e.properties.$current_url))
        return url.pathname + url.search
      })
  }
}

/** A request body as text: plain JSON, form-encoded base64, or gzip. */
function decode(request: Request): string {
  const buffer = request.postDataBuffer()
  if (!buffer) return ''
  const bytes = buffer[0] === 0x1f && buffer[1] === 0x8b ? gunzipSync(buffer) : buffer
  const text = bytes.toString('utf8')
  if (text.startsWith('data=')) return Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8')
  return text
}

function parseEvents(raw: string): AnalyticsEvent[] {
  if (!raw) return []
  try {
    const data = JSON.parse(raw) as AnalyticsEvent | AnalyticsEvent[] | { batch: AnalyticsEvent[] }
    if (Array.isArray(data)) return data
    if ('batch' in data) return data.batch
    return 'event' in data ? [data] : []
  } catch {
    return []
  }
}

function banner(page: Page) {
  return page.getByRole('dialog', { name: BANNER_TITLE })
}

function preferences(page: Page) {
  return page.getByRole('dialog', { name: 'Cookie-instellingen' })
}

/** Follows a link in the footer: an App Router client navigation, not a page load. */
async function navigateByFooter(page: Page, name: string, path: string): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test('before consent nothing is loaded or sent; accepting sends one page view per navigation and identifies the user; withdrawing stops everything', async ({
  page,
  context,
}) => {
  const analytics = await AnalyticsHost.attach(context)

  await page.goto('/site/index')
  await waitForHydration(page)
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Enkel noodzakelijke cookies' })).toBeVisible()
  await expectNoA11yViolations(page, 'home page with the cookie banner')

  // Looking around without choosing: nothing is sent and posthog-js is not even downloaded.
  await navigateByFooter(page, 'Veelgestelde vragen', '/site/faq')
  await navigateByFooter(page, 'Zoek een geboortelijst', '/list/search')
  await page.goto(`/list/${NOOR}`)
  await waitForHydration(page)
  expect(analytics.requests, 'requests to the analytics host before consent').toEqual([])
  expect(analytics.posthogScripts, 'posthog-js downloaded before consent').toEqual([])

  await banner(page).getByRole('button', { name: 'Voorkeuren instellen' }).click()
  await expect(preferences(page)).toBeVisible()
  await expect(preferences(page).getByRole('checkbox', { name: /Analytische cookies/ })).not.toBeChecked()
  await expect(preferences(page).getByRole('link', { name: 'veelgestelde vragen' })).toHaveAttribute(
    'href',
    '/site/faq',
  )
  await expect(preferences(page).getByRole('link', { name: 'neem contact op' })).toHaveAttribute(
    'href',
    '/site/contact',
  )
  await expect(preferences(page).getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute(
    'href',
    '/site/privacy',
  )
  await expectNoA11yViolations(page, 'the cookie preferences view')
  await preferences(page).getByRole('button', { name: 'Analytische cookies aanvaarden' }).click()
  await expect(preferences(page)).toBeHidden()

  // The page the visitor is on is reported once; then once per client navigation and once per reload.
  await expect.poll(() => analytics.pageviews()).toEqual([`/list/${NOOR}`])
  expect(analytics.posthogScripts.length).toBeGreaterThan(0)
  await navigateByFooter(page, 'Veelgestelde vragen', '/site/faq')
  await expect.poll(() => analytics.pageviews()).toEqual([`/list/${NOOR}`, '/site/faq'])
  await navigateByFooter(page, 'Contact', '/site/contact')
  await page.reload()
  await waitForHydration(page)
  await expect
    .poll(() => analytics.pageviews())
    .toEqual([`/list/${NOOR}`, '/site/faq', '/site/contact', '/site/contact'])

  // Session recording runs, and its snapshot of the list page never shows the IBAN: it is masked.
  await page.goto(`/list/${NOOR}`)
  await waitForHydration(page)
  const iban = (await page.locator('.ph-mask').first().textContent())!.replace(/\s/g, '')
  expect(iban).toMatch(/^BE\d{14}$/)
  await expect
    .poll(() => analytics.recordedText().includes('Pamperrekening'), {
      message: 'a recording snapshot of the list page',
    })
    .toBe(true)
  expect(analytics.recordedText().replace(/\s/g, '')).not.toContain(iban)

  // A logged-in user is identified by id, display name and e-mail.
  await loginThroughApi(page, OWNER)
  await page.goto('/site/index')
  await waitForHydration(page)
  await expect
    .poll(() => {
      const identify = analytics.events.find((e) => e.event === '$identify')
      return identify && (identify.$set ?? identify.properties.$set)
    })
    .toEqual({ name: 'Sofie Peeters', email: OWNER })
  const identify = analytics.events.find((e) => e.event === '$identify')!
  expect(String(identify.properties.distinct_id)).toMatch(/^\d+$/)

  // Withdrawing consent from the footer: from then on not one request more.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).click()
  await expect(preferences(page)).toBeVisible()
  await preferences(page).getByRole('button', { name: 'Enkel noodzakelijke cookies' }).click()
  await expect(preferences(page)).toBeHidden()
  await page.waitForTimeout(500)
  const sent = analytics.requests.length
  await navigateByFooter(page, 'Veelgestelde vragen', '/site/faq')
  await page.goto(`/list/${NOOR}`)
  await waitForHydration(page)
  await page.mouse.move(200, 200)
  await page.waitForTimeout(2000)
  expect(analytics.requests.slice(sent), 'requests after consent was withdrawn').toEqual([])
  expect(
    await context.cookies().then((cookies) => cookies.filter((c) => c.name.startsWith('ph_')).map((c) => c.name)),
  ).toEqual([])
  await expect(banner(page)).toBeHidden()
})

test("'Enkel noodzakelijke cookies' sends nothing, and the choice is kept after a reload", async ({
  page,
  context,
}) => {
  const analytics = await AnalyticsHost.attach(context)
  await page.goto('/list/search')
  await waitForHydration(page)
  await banner(page).getByRole('button', { name: 'Enkel noodzakelijke cookies' }).click()
  await expect(banner(page)).toBeHidden()
  await page.reload()
  await waitForHydration(page)
  await navigateByFooter(page, 'Veelgestelde vragen', '/site/faq')
  await page.waitForTimeout(2000)
  await expect(banner(page)).toBeHidden()
  expect(analytics.requests).toEqual([])
  expect(analytics.posthogScripts).toEqual([])
  const consent = (await context.cookies()).find((c) => c.name === 'cc_cookie')
  expect(JSON.parse(decodeURIComponent(consent!.value)).categories).toEqual(['necessary'])
})

test('the secret of a mailed link never reaches analytics: the page is reported without it', async ({
  page,
  context,
}) => {
  const analytics = await AnalyticsHost.attach(context)
  // A (dead) reset link, and analytics accepted right there: the page is reported, its token is not.
  const secret = 'geheimtoken0123456789abcdefghijklmnopqrstuv'
  await page.goto(`/user/reset-password?token=${secret}`)
  await waitForHydration(page)
  await banner(page).getByRole('button', { name: 'Voorkeuren instellen' }).click()
  await preferences(page).getByRole('button', { name: 'Analytische cookies aanvaarden' }).click()
  await expect.poll(() => analytics.pageviews()).toEqual(['/user/reset-password'])
  // A next page view: whatever the reset page queued (events, a recording) has been sent by then.
  await navigateByFooter(page, 'Veelgestelde vragen', '/site/faq')
  await expect.poll(() => analytics.pageviews()).toEqual(['/user/reset-password', '/site/faq'])
  expect(analytics.requests.map((r) => r.raw + r.url).join('\n')).not.toContain(secret)
  expect(analytics.recordedText()).not.toContain(secret)
})

// The giver's first tap on a slow phone: "a gift opens on the first tap from the moment it is visible".
// Chromium (Debian's, via Playwright) as the slow phone of decision 018: 390 × 844 at 3×, touch, 1.6 Mbps down / 750 kbps up
// with 150 ms latency, and the CPU 4× slower (Chrome DevTools Protocol). Each run opens /list/noor-peeters in a fresh
// context (nothing cached), taps the first gift the moment its card is visible, and records:
//   - visible: navigation start → the first gift's card is on screen;
//   - interactive: navigation start → React has hydrated the page (for reading beside it);
//   - open: the tap → the gift's drawer is on screen. Before decision 019 a tap before hydration was lost (the drawer
//     never opened); now the card is a link to #geschenk-{id} and the page's island opens it when its code arrives.
// Usage: npm run bench:first-tap   (BENCH_TAPS, default 10; starts the project itself like the other benches, on the
// embedded PGlite with the demo data; needs Chromium: CHROME_PATH, default /usr/bin/chromium)
// Prints median and p95 of each figure and how many taps opened their gift. Figures, not assertions.
import { chromium } from '@playwright/test'
import { freePort, median, percentile, runBench, startProject } from './support/servers.mjs'

const RUNS = Number(process.env.BENCH_TAPS ?? 10)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const SLUG = 'noor-peeters'
const OPEN_TIMEOUT_MS = 15_000

const fmt = (/** @type {number} */ ms) => `${Math.round(ms).toLocaleString('en-US')} ms`

await runBench(async () => {
  const { url } = await startProject({ port: await freePort() })
  // Warm the page cache: the figures are the phone's, not the first render's.
  await fetch(`${url}/list/${SLUG}`)
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] })
  const runs = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        locale: 'nl-BE',
      })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

      const start = Date.now()
      await page.goto(`${url}/list/${SLUG}`, { waitUntil: 'commit' })
      const card = page.getByRole('region', { name: 'Geschenkjes' }).getByRole('link').first()
      await card.waitFor({ state: 'visible' })
      const visible = Date.now() - start
      const title = (await card.getAttribute('aria-labelledby')) ?? ''
      const name = await page.locator(`[id="${title}"]`).innerText()
      const hydrated = page
        .waitForFunction(
          () => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')),
          undefined,
          { timeout: 30_000, polling: 50 },
        )
        .then(() => Date.now() - start)
        .catch(() => null)
      const tapAt = Date.now()
      await card.tap()
      let open = null
      try {
        await page.getByRole('dialog', { name }).waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS })
        open = Date.now() - tapAt
      } catch {
        // The tap was lost: the gift did not open within the timeout.
      }
      runs.push({ visible, interactive: await hydrated, open })
      console.error(
        `[bench] run ${i + 1}/${RUNS}: visible ${fmt(visible)}, tap → drawer ${open === null ? 'never' : fmt(open)}`,
      )
      await context.close()
    }
  } finally {
    await browser.close()
  }

  const opened = runs.filter((r) => r.open !== null)
  const line = (/** @type {string} */ label, /** @type {number[]} */ xs) =>
    `${label.padEnd(38)} median ${fmt(median(xs)).padStart(9)}   p95 ${fmt(percentile(xs, 95)).padStart(9)}`
  console.log(
    `First tap on /list/${SLUG}: 390 × 844, 1.6 Mbps / 150 ms, CPU 4× slower; ${RUNS} fresh visits, tapped as soon as visible`,
  )
  console.log(
    line(
      'navigation → first gift visible',
      runs.map((r) => r.visible),
    ),
  )
  const interactive = runs.map((r) => r.interactive).filter((x) => x !== null)
  if (interactive.length) console.log(line('navigation → page hydrated', interactive))
  if (opened.length)
    console.log(
      line(
        'tap → gift drawer open',
        opened.map((r) => /** @type {number} */ (r.open)),
      ),
    )
  console.log(
    `taps that opened their gift: ${opened.length} of ${RUNS}   goal: every first tap opens the gift ${opened.length === RUNS ? '✓' : '✗'}`,
  )
})

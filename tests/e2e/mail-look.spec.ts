// Mails that look like the site (decision 058): every kind of mail, as the project's builders write it, rendered in
// Chromium as a wide mail client and a phone would show it, in light and dark mode. Its pictures load from their
// absolute addresses (the logo from the running site; shops' images from a stand-in, as those hosts are out of
// reach here), nothing is wider than the phone, dark mode repaints the card and its text, and axe finds nothing.
// A screenshot of each mail in each mode is kept in the test's output folder (test-results/).
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './support/test'
import AxeBuilder from '@axe-core/playwright'
import { execFileSync } from 'node:child_process'

const standIn = fs.readFileSync(path.resolve('public/images/icon-192.png'))

interface PrintedMail {
  kind: string
  html: string
  attachments: { cid?: string; contentType?: string; base64: string }[]
}

/** The mail's HTML with its attached images (the EPC QR code) inlined, as a mail client shows them. */
function withAttachments(mail: PrintedMail): string {
  let html = mail.html
  for (const a of mail.attachments)
    if (a.cid) html = html.replaceAll(`cid:${a.cid}`, `data:${a.contentType};base64,${a.base64}`)
  return html
}

test('every mail renders as the site looks, on a wide screen and a phone, light and dark', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  // Built by the project's builders in a child process, their links and logo pointing at the site under test.
  const mails = JSON.parse(
    execFileSync('npx', ['tsx', 'tests/fixtures/print-mails.ts'], {
      env: { ...process.env, APP_URL: baseURL },
      maxBuffer: 64 * 1024 * 1024,
    }).toString(),
  ) as PrintedMail[]
  expect(mails).toHaveLength(16)

  const site = new URL(baseURL!).host
  await page.route(
    (url) => url.host !== site && url.protocol.startsWith('http'),
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: standIn }),
  )
  for (const mail of mails) {
    const kind = mail.kind
    for (const [width, height] of [
      [700, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        await page.setContent(withAttachments(mail), { waitUntil: 'load' })
        const label = `${kind}, ${width} px, ${colorScheme}`
        // Every picture arrived: absolute addresses that load.
        const broken = await page
          .locator('img')
          .evaluateAll((imgs) =>
            (imgs as HTMLImageElement[]).filter((img) => !img.complete || img.naturalWidth === 0).map((i) => i.src),
          )
        expect(broken, `${label}: pictures that did not load`).toEqual([])
        // Nothing sideways on a phone.
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(scroll, `${label}: the page's width`).toBeLessThanOrEqual(width)
        // Dark mode repaints the card and its words; light mode keeps the site's cream and white.
        const colours = await page.evaluate(() => {
          const greeting = [...document.querySelectorAll('.gl-text div')].find((d) => d.textContent?.trim())!
          const card = document.querySelector('.gl-card > table')!
          const button = document.querySelector('.gl-button a')
          return {
            text: getComputedStyle(greeting).color,
            card: getComputedStyle(card).backgroundColor,
            button: button ? getComputedStyle(button).color : 'rgb(255, 255, 255)',
          }
        })
        expect(colours, label).toEqual(
          colorScheme === 'dark'
            ? { text: 'rgb(245, 245, 244)', card: 'rgb(41, 37, 36)', button: 'rgb(255, 255, 255)' }
            : { text: 'rgb(41, 37, 36)', card: 'rgb(255, 255, 255)', button: 'rgb(255, 255, 255)' },
        )
        if (colorScheme === 'light' && width === 700) {
          const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
          expect(
            axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
            label,
          ).toEqual([])
        }
        const file = testInfo.outputPath(`${kind}-${width}-${colorScheme}.png`)
        await page.screenshot({ path: file, fullPage: true })
        if (width === 390) await testInfo.attach(label, { path: file, contentType: 'image/png' })
      }
    }
  }
})

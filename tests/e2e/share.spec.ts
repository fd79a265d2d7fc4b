// Sharing a list (decision 039) in the browser: the parents' share panel on the products page (copy with its
// 'Gekopieerd', WhatsApp and e-mail links, the QR code and the card downloads, the card's line), the panel on a new
// list's own page, the short link /l/{code} (a 307 to the list, any case; a 404 page for anything else), and the
// public page's link preview (Open Graph and Twitter tags, the image, no IBAN), while the page stays cached.
import fs from 'node:fs'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { expect, newVisitorContext, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { NOOR, waitForHydration } from './support/app'
import { listWithGifts, registerParent } from './support/data'
import { OWNER, loginThroughApi } from './support/session'

/** The share panel of the page: a region named by its heading. */
const panel = (page: Page) => page.getByRole('region', { name: 'Deel je geboortelijst' })

/** The text of the QR code in a PNG file. */
function decodeQr(file: string): string | null {
  const png = PNG.sync.read(fs.readFileSync(file))
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}

/** Clicks a download link of the panel and answers the file's name and path. */
async function download(page: Page, name: string): Promise<{ filename: string; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), panel(page).getByRole('link', { name }).click()])
  return { filename: file.suggestedFilename(), path: (await file.path())! }
}

test('the parents share their list from the products page: copy, WhatsApp, e-mail, QR code, card and its line', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await loginThroughApi(page, OWNER)
  await page.goto(`/list/${NOOR}/products`)
  await waitForHydration(page)
  const share = panel(page)
  await expect(share).toBeVisible()
  const listUrl = `${baseURL}/list/${NOOR}`
  await expect(share.getByRole('textbox', { name: 'Adres van je lijst' })).toHaveValue(listUrl)

  await share.getByRole('button', { name: 'Kopieer het adres van je lijst' }).click()
  await expect(share.getByRole('status')).toHaveText('Gekopieerd')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(listUrl)

  const whatsapp = await share.getByRole('link', { name: /Via WhatsApp/ }).getAttribute('href')
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/)
  expect(new URL(whatsapp!).searchParams.get('text')).toBe(`De geboortelijst van Noor Peeters: ${listUrl}`)
  const mail = await share.getByRole('link', { name: 'Via e-mail' }).getAttribute('href')
  expect(mail).toMatch(/^mailto:\?subject=/)
  expect(decodeURIComponent(mail!)).toContain(listUrl)

  const shortUrl = await share.getByRole('textbox', { name: 'Korte link' }).inputValue()
  expect(shortUrl).toMatch(new RegExp(`^${baseURL}/l/[2-9a-hjkmnp-tv-z]{8}$`))
  await share.getByRole('button', { name: 'Kopieer de korte link' }).click()
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl)

  const qr = share.getByRole('img', { name: `QR-code die naar ${shortUrl.replace(/^https?:\/\//, '')} leidt` })
  await expect(qr).toBeVisible()
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  const png = await download(page, 'QR-code als PNG')
  expect(png.filename).toBe(`qr-${NOOR}.png`)
  expect(decodeQr(png.path)).toBe(shortUrl)
  expect((await download(page, 'QR-code als SVG')).filename).toBe(`qr-${NOOR}.svg`)
  for (const [name, filename] of [
    ['Kaartje A6 (PDF)', `geboortekaartje-${NOOR}-a6.pdf`],
    ['4 kaartjes op A4 (PDF)', `geboortekaartje-${NOOR}-a4.pdf`],
  ]) {
    const pdf = await download(page, name)
    expect(pdf.filename).toBe(filename)
    expect(fs.readFileSync(pdf.path).subarray(0, 5).toString()).toBe('%PDF-')
  }

  const line = share.getByRole('textbox', { name: 'Zin op je kaartje' })
  await line.fill('Welkom, kleine Noor!')
  await share.getByRole('button', { name: 'Opslaan' }).click()
  await expect(share.getByRole('status')).toHaveText('Opgeslagen')
  await page.reload()
  await expect(panel(page).getByRole('textbox', { name: 'Zin op je kaartje' })).toHaveValue('Welkom, kleine Noor!')

  await expectNoA11yViolations(page, 'products page with the share panel')
})

test('a new list shows its parents the share panel on its own page, and nobody else', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const parent = await registerParent(request, 'Deelouder Nieuw')
  const list = await listWithGifts(request, parent, 'Fleur', [], 'Deeltest')
  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')
  await page.goto(`/list/${list.url}`)
  await expect(
    page.getByRole('heading', { name: 'Je geboortelijst is klaar voor de eerste geschenkjes' }),
  ).toBeVisible()
  const share = panel(page)
  await expect(share.getByRole('textbox', { name: 'Korte link' })).toHaveValue(/\/l\/[2-9a-hjkmnp-tv-z]{8}$/)
  await expect(share.getByRole('link', { name: 'Kaartje A6 (PDF)' })).toHaveAttribute(
    'href',
    `/api/lists/${list.id}/card.pdf?format=a6`,
  )
  await expectNoA11yViolations(page, 'a new list with the share panel')

  // A visitor of the same cached page gets neither the panel nor its request's answer.
  const visitor = await newVisitorContext(browser, { baseURL: baseURL! })
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(`/list/${list.url}`)
  await waitForHydration(visitorPage)
  await expect(visitorPage.getByText('Er staan geen geschenkjes (meer) op deze geboortelijst...')).toBeVisible()
  await expect(panel(visitorPage)).toHaveCount(0)
  expect((await visitorPage.request.get(`/api/lists/${list.id}/share`)).status()).toBe(401)
  await visitor.close()
})

test('the short link leads to the list in any case; anything else is the 404 page', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await loginThroughApi(page, OWNER)
  const list = (await (await page.request.get(`/api/lists/slug/${NOOR}`)).json()) as { id: number }
  const { shortCode } = (await (await page.request.get(`/api/lists/${list.id}/share`)).json()) as { shortCode: string }

  for (const code of [shortCode, shortCode.toUpperCase()]) {
    const res = await request.get(`/l/${code}`, { maxRedirects: 0 })
    expect(res.status(), `/l/${code}`).toBe(307)
    expect(new URL(res.headers().location, baseURL).pathname).toBe(`/list/${NOOR}`)
  }

  const visitor = await newVisitorContext(browser, { baseURL: baseURL! })
  const visit = await visitor.newPage()
  await visit.goto(`/l/${shortCode}`)
  await expect(visit).toHaveURL(`${baseURL}/list/${NOOR}`)
  await expect(visit.getByRole('heading', { level: 1, name: 'Noor Peeters' })).toBeVisible()

  for (const wrong of ['zzzzzzzz', `${shortCode.slice(0, 7)}0`, 'abc']) {
    const res = await visit.goto(`/l/${wrong}`)
    expect(res?.status(), `/l/${wrong}`).toBe(404)
    await expect(visit.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden')
  }
  await expectNoA11yViolations(visit, 'an unknown short link')
  await visitor.close()
})

test('the public list page has a link preview with the baby’s name and its image, no IBAN, and stays cached', async ({
  request,
  baseURL,
}) => {
  await request.get(`/list/${NOOR}`)
  const res = await request.get(`/list/${NOOR}`)
  expect(res.headers()['x-nextjs-cache']).toBe('HIT')
  const html = await res.text()
  const metas = html.match(/<meta\b[^>]*>/g) ?? []
  const content = (attribute: string, name: string) =>
    metas
      .map((tag) => (new RegExp(`${attribute}="${name}"`).test(tag) ? /content="([^"]*)"/.exec(tag)?.[1] : undefined))
      .find((v) => v !== undefined)

  expect(content('property', 'og:title')).toBe('Geboortelijst van Noor Peeters')
  expect(content('property', 'og:url')).toBe(`${baseURL}/list/${NOOR}`)
  expect(content('property', 'og:image:width')).toBe('1200')
  expect(content('name', 'twitter:card')).toBe('summary_large_image')
  const image = content('property', 'og:image')!.replaceAll('&amp;', '&')
  expect(image).toMatch(new RegExp(`^${baseURL}/list/${NOOR}/preview\\.png\\?v=[\\w-]{12}$`))
  expect(content('name', 'twitter:image')?.replaceAll('&amp;', '&')).toBe(image)
  for (const tag of metas) expect(tag, 'no IBAN in any meta tag').not.toMatch(/BE\s?\d{2}(\s?\d{4}){3}/)

  const preview = await request.get(image)
  expect(preview.status()).toBe(200)
  expect(preview.headers()['content-type']).toBe('image/png')
  const { width, height } = PNG.sync.read(await preview.body())
  expect([width, height]).toEqual([1200, 630])
})

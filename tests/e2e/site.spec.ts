// The site's own pages (docs/rules.md#site-pages): the home page carousel by keyboard, mouse and with
// reduced motion, the partner banner of the month, the FAQ accordion and the contact form with its mail. The
// carousel tests run on Playwright's clock, so 7 seconds of autoplay pass at once and exactly.
import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { waitForHydration } from './support/app'
import { latestMail } from './support/mail'

const SLIDE_1 = 'Maak in een paar minuten je geboortelijst'
const SLIDE_2 = 'Vind de geboortelijst van een kleintje'
const SENT = 'Je bericht is verzonden, je mag snel een antwoord verwachten!'

const carousel = (page: Page) => page.getByRole('region', { name: 'Zo begin je' })
const slide = (page: Page, n: number) => carousel(page).getByRole('group', { name: `${n} van 2`, includeHidden: true })

/** Expects slide `n` to be the one shown and exposed: the other one is inert (out of reach of keyboard and screen readers). */
async function expectCurrent(page: Page, n: 1 | 2): Promise<void> {
  const other = n === 1 ? 2 : 1
  await expect(carousel(page).getByRole('group', { name: `${n} van 2` })).toBeVisible()
  await expect(slide(page, other)).toHaveAttribute('inert', '')
  await expect(slide(page, n)).not.toHaveAttribute('inert')
  await expect(page.getByRole('button', { name: `Ga naar dia ${n}` })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('button', { name: `Ga naar dia ${other}` })).not.toHaveAttribute('aria-current')
  await expect(carousel(page).getByRole('heading', { level: 2, name: n === 1 ? SLIDE_1 : SLIDE_2 })).toBeInViewport()
}

async function openHome(page: Page): Promise<void> {
  await page.clock.install()
  await page.goto('/site/index')
  await waitForHydration(page)
  await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel')
}

test('the home page HTML holds the first slide with its image loaded first, and this month’s partner banner', async ({
  request,
}) => {
  const res = await request.get('/site/index')
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain(SLIDE_1)
  expect(html).toContain('aria-roledescription="dia"')
  // The largest paint: preloaded, high priority, never lazy, with its size reserved.
  const img = /<img[^>]*slide-create\.svg[^>]*>/.exec(html)?.[0] ?? ''
  expect(img).toMatch(/fetchpriority="high"/i)
  expect(img).toMatch(/loading="eager"/)
  expect(img).toMatch(/width="960"/)
  expect(img).toMatch(/height="720"/)
  // (Next puts the answer's CSP nonce first on links it renders.)
  expect(html).toMatch(/<link\b[^>]*\brel="preload"[^>]*slide-create\.svg/)

  const month = Number(
    new Intl.DateTimeFormat('en', { month: 'numeric', timeZone: 'Europe/Brussels' }).format(new Date()),
  )
  const variant = month % 2 === 0 ? 'even' : 'odd'
  expect(html).toContain(`data-banner="${variant}"`)
  expect(html).toContain(`/images/partner-${variant}.svg`)
  expect(html).not.toContain(`/images/partner-${variant === 'even' ? 'odd' : 'even'}.svg`)
})

test('the partner banner links to the insurance page in a new tab, and the home page leads to creating and searching a list', async ({
  page,
}) => {
  await page.goto('/site/index')
  const insurance = page.getByRole('link', {
    name: 'Naar de babyverzekering van onze partner (opent in een nieuw tabblad)',
  })
  await expect(insurance).toHaveAttribute('target', '_blank')
  await expect(insurance).toHaveAttribute('rel', /noopener/)
  await expect(insurance).toHaveAttribute('href', /^https:\/\//)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Maak je geboortelijst' }).first()).toHaveAttribute(
    'href',
    '/list/tempcreate',
  )
  await expect(main.getByRole('link', { name: 'Zoek een geboortelijst' }).first()).toHaveAttribute(
    'href',
    '/list/search',
  )
  await expect(main.getByRole('heading', { level: 2, name: 'Zo werkt het' })).toBeVisible()
  await expect(main.getByRole('heading', { level: 3 })).toHaveCount(4)
})

test('the carousel turns every 7 s, stops while the focus is inside, and works by keyboard', async ({ page }) => {
  await openHome(page)
  await expectCurrent(page, 1)
  await expectNoA11yViolations(page, '/site/index')
  // Rotating: the slides are not announced each time they turn.
  await expect(page.locator('#home-slides')).toHaveAttribute('aria-live', 'off')
  await expect(page.getByRole('button', { name: 'Automatisch afspelen stoppen' })).toBeVisible()
  await page.clock.runFor(7_100)
  await expectCurrent(page, 2)
  await page.clock.runFor(7_100)
  await expectCurrent(page, 1)

  // Focus inside stops the rotation; from now on each change is announced.
  await page.getByRole('button', { name: 'Volgende dia' }).focus()
  await expect(page.locator('#home-slides')).toHaveAttribute('aria-live', 'polite')
  await expect(page.getByRole('button', { name: 'Automatisch afspelen starten' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expectCurrent(page, 2)
  await expect(
    carousel(page).getByRole('group', { name: '2 van 2' }).getByRole('link', { name: 'Zoek een geboortelijst' }),
  ).toBeVisible()
  await expectNoA11yViolations(page, '/site/index, second slide')
  await page.clock.runFor(20_000)
  await expectCurrent(page, 2)

  // Previous wraps around; the dots go to a slide and mark the current one.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('button', { name: 'Vorige dia' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expectCurrent(page, 1)
  await page.keyboard.press('Enter')
  await expectCurrent(page, 2)
  await page.getByRole('button', { name: 'Ga naar dia 1' }).focus()
  await page.keyboard.press('Space')
  await expectCurrent(page, 1)

  // The rotation button starts it again on purpose, even with the focus inside; and stops it.
  await page.getByRole('button', { name: 'Automatisch afspelen starten' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Automatisch afspelen stoppen' })).toBeFocused()
  await page.clock.runFor(7_100)
  await expectCurrent(page, 2)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Automatisch afspelen starten' })).toBeFocused()
  await page.clock.runFor(20_000)
  await expectCurrent(page, 2)
})

test('the carousel pauses while the pointer is over it', async ({ page }) => {
  await openHome(page)
  await carousel(page).hover()
  await page.clock.runFor(15_000)
  await expectCurrent(page, 1)
  await page.mouse.move(5, 5)
  await page.clock.runFor(7_100)
  await expectCurrent(page, 2)
})

test('with reduced motion the carousel never turns by itself, and the buttons still work', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openHome(page)
  await expect(page.getByRole('button', { name: /Automatisch afspelen/ })).toHaveCount(0)
  await expect(page.locator('#home-slides')).toHaveAttribute('aria-live', 'polite')
  await page.clock.runFor(30_000)
  await expectCurrent(page, 1)
  await page.getByRole('button', { name: 'Ga naar dia 2' }).click()
  await expectCurrent(page, 2)
  await expectNoA11yViolations(page, '/site/index with reduced motion')
})

test('the FAQ page is served from the page cache, and only /site/faq itself exists', async ({ request }) => {
  await request.get('/site/faq')
  const res = await request.get('/site/faq')
  expect(res.status()).toBe(200)
  expect(res.headers()['x-nextjs-cache']).toBe('HIT')
  expect(await res.text()).toContain('Wat kost een geboortelijst?')
  expect((await request.get('/site/faq/bestaat-niet')).status()).toBe(404)
})

test('the FAQ opens one question at a time and closes it again', async ({ page }) => {
  await page.goto('/site/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Veelgestelde vragen' })).toBeVisible()
  await waitForHydration(page)
  const questions = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button')
  expect(await questions.count()).toBeGreaterThanOrEqual(8)
  await expectNoA11yViolations(page, '/site/faq')

  const first = page.getByRole('button', { name: 'Wat kost een geboortelijst?' })
  const second = page.getByRole('button', { name: /gestructureerde mededeling/ })
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  const answer = page.getByRole('region', { name: 'Wat kost een geboortelijst?' })
  await expect(answer).toBeVisible()
  // Plain text with its paragraphs kept.
  expect(await answer.locator('p').count()).toBeGreaterThanOrEqual(2)
  await expect(answer).toContainText('rechtstreeks naar de rekening van de ouders')
  await expectNoA11yViolations(page, '/site/faq with an open question')

  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(answer).toBeHidden()
  await expect(page.getByRole('region', { name: /gestructureerde mededeling/ })).toContainText('+++123/4567/89002+++')

  // Keyboard: Enter on the open question closes it; nothing is open then.
  await second.focus()
  await page.keyboard.press('Enter')
  await expect(second).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0)
  await expect(page.getByRole('region', { name: /gestructureerde mededeling/ })).toHaveCount(0)

  await page.getByRole('main').getByRole('link', { name: 'Stel je vraag' }).click()
  await expect(page).toHaveURL(/\/site\/contact$/)
})

test('the contact form shows the three messages, then sends the message and mails it to the site’s inbox', async ({
  page,
}) => {
  const since = Date.now() - 1000
  const name = `Lotte Jacobs ${Date.now().toString(36)}`
  await page.goto('/site/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contacteer ons' })).toBeVisible()
  await waitForHydration(page)
  await expectNoA11yViolations(page, '/site/contact')

  // The honeypot is out of reach: not in the accessibility tree and skipped by Tab.
  await expect(page.getByRole('textbox', { name: 'Laat dit veld leeg' })).toHaveCount(0)
  await page.getByLabel('Je bericht').focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Verzenden' })).toBeFocused()

  await page.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page.getByText('Je naam is verplicht')).toBeVisible()
  await expect(page.getByText('Dit e-mailadres ziet er niet correct uit.')).toBeVisible()
  await expect(page.getByText('Dit veld is verplicht')).toBeVisible()
  await expect(page.getByLabel('Je naam')).toBeFocused()
  await expect(page.getByLabel('Je naam')).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page, '/site/contact with errors')

  await page.getByLabel('Je naam').fill(name)
  await page.getByLabel('Je e-mailadres').fill('lotte')
  await page.getByLabel('Je bericht').fill('Dag!\nKunnen grootouders ook samen één geschenk geven?')
  await page.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page.getByLabel('Je e-mailadres')).toBeFocused()
  await expect(page.getByText('Je naam is verplicht')).toHaveCount(0)
  await page.getByLabel('Je e-mailadres').fill('lotte.jacobs@example.be')
  await page.getByRole('button', { name: 'Verzenden' }).click()

  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Verzenden' })).toHaveCount(0)
  await expectNoA11yViolations(page, '/site/contact after sending')

  const mail = await latestMail('hallo@geboortelijst.be', `Contactformulier: nieuw bericht van ${name}`, since)
  expect(mail).toMatch(new RegExp(`^Reply-To: ${name} <lotte\\.jacobs@example\\.be>$`, 'm'))
  expect(mail).toContain('> Kunnen grootouders ook samen één geschenk geven?')
})

test('the privacy page says in Dutch what is kept, for how long and how to have it removed, and is prerendered', async ({
  page,
  request,
}) => {
  const res = await request.get('/site/privacy')
  expect(res.status()).toBe(200)
  // A static page like /site/contact: built once, served from the cache (docs/rules.md#privacy).
  expect(res.headers()['x-nextjs-cache'] ?? res.headers()['x-nextjs-prerender']).toBeTruthy()

  await page.goto('/site/index')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click()
  await expect(page).toHaveURL(/\/site\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  await expect(page).toHaveTitle(/Privacy/)
  const main = page.getByRole('main')
  for (const title of [
    'Welke gegevens bewaren we?',
    'Waarom?',
    'Wie ziet wat?',
    'Hoe lang bewaren we ze?',
    'Je gegevens inkijken, downloaden of laten verwijderen',
    'Cookies',
    'Een klacht?',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible()
  }
  await expect(main.getByText('2 jaar na de geboortedatum van de baby')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Mijn account' })).toHaveAttribute('href', '/user/account')
  await expect(main.getByRole('link', { name: 'hallo@geboortelijst.be' }).first()).toHaveAttribute(
    'href',
    'mailto:hallo@geboortelijst.be',
  )
  await expect(main.getByRole('link', { name: 'Gegevensbeschermingsautoriteit' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.gegevensbeschermingsautoriteit\.be\//,
  )
  await expectNoA11yViolations(page, '/site/privacy')
})

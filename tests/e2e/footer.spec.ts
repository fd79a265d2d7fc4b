// The footer (docs/rules.md#app-shell) and the two placeholder pages it links to, /site/about and /site/blog.
import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { waitForHydration } from './support/app'

test('the footer links to search, create, FAQ, contact, about, blog and privacy, shows the contact e-mail, this year and the cookie settings', async ({
  page,
}) => {
  // A browser clock in another year than the build's: the footer follows the visitor's today, not the build.
  await page.clock.setFixedTime(new Date('2031-03-14T10:00:00+01:00'))
  await page.goto('/site/about')
  await waitForHydration(page)
  const footer = page.getByRole('contentinfo')
  for (const [name, path] of [
    ['Zoek een geboortelijst', '/list/search'],
    ['Maak een geboortelijst', '/list/tempcreate'],
    ['Veelgestelde vragen', '/site/faq'],
    ['Contact', '/site/contact'],
    ['Over ons', '/site/about'],
    ['Blog', '/site/blog'],
    ['Privacy', '/site/privacy'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path)
  }
  await expect(footer.getByRole('link', { name: 'hallo@geboortelijst.be' })).toHaveAttribute(
    'href',
    'mailto:hallo@geboortelijst.be',
  )
  await expect(footer.getByRole('link', { name: 'Volg ons op Instagram' })).toBeVisible()
  await expect(footer.getByText('© 2031 Geboortelijst')).toBeVisible()
  await expect(footer.getByRole('button', { name: 'Cookie-instellingen' })).toBeVisible()
})

test('the about and blog pages say who we are and that articles follow, with ways on', async ({ page }) => {
  await page.goto('/site/about')
  await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible()
  await expect(page).toHaveTitle(/Over ons/)
  await expect(page.getByRole('main').getByRole('link', { name: 'Maak je geboortelijst' })).toHaveAttribute(
    'href',
    '/list/tempcreate',
  )
  await expectNoA11yViolations(page, '/site/about')

  await page.goto('/site/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Binnenkort verschijnen hier artikels' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'een geboortelijst zoeken' })).toHaveAttribute(
    'href',
    '/list/search',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'de veelgestelde vragen lezen' })).toHaveAttribute(
    'href',
    '/site/faq',
  )
  await expectNoA11yViolations(page, '/site/blog')
})

// The two admin pages of the site (FAQ items and contact messages), as admin@example.be: a FAQ item
// this test adds, edits and deletes (the seeded items stay as they are), and a contact message this test sends, read,
// found by the search and deleted. Every destructive step asks in the 'Opgelet!' modal; axe on every state.
import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { waitForHydration } from './support/app'
import { ADMIN, OTHER_PARENT, loginThroughApi } from './support/session'

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

const confirmModal = (page: Page) => page.getByRole('alertdialog', { name: 'Opgelet!' })

test('an administrator adds, edits and deletes a FAQ item, and /site/faq follows at once', async ({ page }) => {
  const title = `Mag een schenker anoniem blijven? (${RUN})`
  const edited = `Kan ik anoniem schenken? (${RUN})`
  await loginThroughApi(page, ADMIN)
  const res = await page.goto('/admin/faq')
  expect(res?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Veelgestelde vragen' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 3, name: 'Wat kost een geboortelijst?' })).toBeVisible()
  await waitForHydration(page)
  await expectNoA11yViolations(page, '/admin/faq')

  // Add: an empty form shows its messages first.
  await page.getByRole('button', { name: 'Vraag toevoegen' }).click()
  const form = page.getByRole('form', { name: 'Nieuwe vraag' })
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(form.getByText('Dit veld is verplicht')).toHaveCount(2)
  await expect(form.getByLabel('Vraag')).toBeFocused()
  await expectNoA11yViolations(page, '/admin/faq, new item with errors')
  await form.getByLabel('Vraag').fill(title)
  await form.getByLabel('Antwoord').fill('Ja.\n\nJe naam ziet enkel de ouders.')
  await form.getByLabel('Volgorde').fill('1')
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByRole('status')).toHaveText(`De vraag ‘${title}’ werd toegevoegd.`)
  await expect(page.getByRole('button', { name: `Bewerken: ${title}` })).toBeFocused()
  await expectNoA11yViolations(page, '/admin/faq after adding')

  // Weight 1: first on the public page, with its two paragraphs.
  await page.goto('/site/faq')
  const questions = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button')
  await expect(questions.first()).toHaveText(title)
  await waitForHydration(page)
  await questions.first().click()
  await expect(page.getByRole('region', { name: title }).locator('p')).toHaveText([
    'Ja.',
    'Je naam ziet enkel de ouders.',
  ])

  // Edit.
  await page.goto('/admin/faq')
  await waitForHydration(page)
  await page.getByRole('button', { name: `Bewerken: ${title}` }).click()
  const editForm = page.getByRole('form', { name: 'Vraag bewerken' })
  await expect(editForm.getByLabel('Vraag')).toHaveValue(title)
  await expect(editForm.getByLabel('Volgorde')).toHaveValue('1')
  await editForm.getByLabel('Vraag').fill(edited)
  await editForm.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByRole('status')).toHaveText(`De vraag ‘${edited}’ werd bewaard.`)
  await expect(page.getByRole('heading', { level: 3, name: edited })).toBeVisible()
  await page.goto('/site/faq')
  await expect(page.getByRole('button', { name: edited })).toBeVisible()
  await expect(page.getByRole('button', { name: title })).toHaveCount(0)

  // Delete, after the confirmation; 'Annuleren' first keeps it.
  await page.goto('/admin/faq')
  await waitForHydration(page)
  await page.getByRole('button', { name: `Wissen: ${edited}` }).click()
  await expect(confirmModal(page)).toContainText(`Ben je zeker dat je de vraag ‘${edited}’ wil wissen?`)
  await expectNoA11yViolations(page, '/admin/faq, delete confirmation')
  await confirmModal(page).getByRole('button', { name: 'Annuleren' }).click()
  await expect(page.getByRole('heading', { level: 3, name: edited })).toBeVisible()
  await page.getByRole('button', { name: `Wissen: ${edited}` }).click()
  await confirmModal(page).getByRole('button', { name: 'Vraag wissen' }).click()
  await expect(page.getByRole('status')).toHaveText(`De vraag ‘${edited}’ werd gewist.`)
  await expect(page.getByRole('heading', { level: 3, name: edited })).toHaveCount(0)
  await page.goto('/site/faq')
  await expect(page.getByRole('button', { name: 'Wat kost een geboortelijst?' })).toBeVisible()
  await expect(page.getByRole('button', { name: edited })).toHaveCount(0)
})

test('an administrator reads a contact message, finds it by searching, and deletes it', async ({ page, request }) => {
  const name = `Grootvader Staf ${RUN}`
  const sent = await request.post('/api/contact', {
    data: {
      fromName: name,
      fromEmail: `staf.${RUN}@example.be`,
      message: 'Goeiemiddag,\nkan ik ook per overschrijving schenken?\nGroeten',
    },
  })
  expect(sent.status()).toBe(201)

  await loginThroughApi(page, ADMIN)
  await page.goto('/admin/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contactberichten' })).toBeVisible()
  // Newest first: this test's message is on top.
  const newest = page.getByRole('article').first()
  await expect(newest.getByRole('heading', { level: 3 })).toHaveText(name)
  await expectNoA11yViolations(page, '/admin/contact')

  await page.getByLabel('Zoek in naam, e-mailadres of bericht').fill(RUN)
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/contact\\?searchString=${RUN}$`))
  await expect(page.getByRole('heading', { level: 2, name: '1–1 van 1 bericht' })).toBeVisible()
  const message = page.getByRole('article', { name })
  await expect(message.getByRole('link', { name: `staf.${RUN}@example.be` })).toHaveAttribute(
    'href',
    `mailto:staf.${RUN}@example.be`,
  )
  await expect(message.getByText('kan ik ook per overschrijving schenken?')).toBeVisible()
  // The line breaks are kept.
  expect(await message.locator('p.whitespace-pre-line').innerText()).toBe(
    'Goeiemiddag,\nkan ik ook per overschrijving schenken?\nGroeten',
  )
  await expect(message.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
  await waitForHydration(page)
  await expectNoA11yViolations(page, '/admin/contact, search')

  await message.getByRole('button', { name: `Bericht van ${name} wissen` }).click()
  await expect(confirmModal(page)).toContainText(`Ben je zeker dat je het bericht van ${name} wil wissen?`)
  await confirmModal(page).getByRole('button', { name: 'Bericht wissen' }).click()
  await expect(page.getByRole('heading', { level: 2, name: `Geen berichten gevonden voor ‘${RUN}’.` })).toBeVisible()
  await expect(page.getByRole('article', { name })).toHaveCount(0)
  await expect(page.getByLabel('Zoek in naam, e-mailadres of bericht')).toHaveValue(RUN)
  await expectNoA11yViolations(page, '/admin/contact, nothing found')
})

test('visitors and parents do not reach the site’s admin pages', async ({ page }) => {
  await page.goto('/admin/contact')
  await expect(page).toHaveURL(/\/user\/login\?callbackUrl=%2Fadmin%2Fcontact$/)
  await loginThroughApi(page, OTHER_PARENT)
  await page.goto('/admin/faq')
  expect(page.url()).toMatch(/\/site\/index$/)
})

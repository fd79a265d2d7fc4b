// A reservation the giver will never buy or pay: the parents release it from the orders overview ('Reservatie
// vrijgeven', confirmed in the 'Opgelet!' modal). The gifts are on the public list page again at once, and the giver
// gets a mail. Its own parent, list and giver, named after the run. Also: the checkout of a list whose owner has not
// confirmed the e-mail address offers no form.
import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { RUN, listWithGifts, registerParent } from './support/data'
import { latestMail } from './support/mail'
import { loginThroughApi } from './support/session'
import { openList, productTile, waitForHydration } from './support/app'

const GIVER = { name: 'Wegwerp Schenker', email: `wegwerp.${RUN}@example.be` }

test('the owner releases a shop reservation: its gifts are available again and the giver is mailed', async ({
  page,
  request,
}) => {
  const since = Date.now() - 1000
  const parent = await registerParent(request, 'Ruben Vrijgeven')
  const list = await listWithGifts(
    request,
    parent,
    'Vic',
    [
      { title: 'Loopfiets', price: 89.99 },
      { title: 'Slaapzak', price: 34.5 },
    ],
    'Maes',
  )

  // Someone reserves both gifts with an address of their own, and never buys them.
  const order = await request.post('/api/orders', {
    data: {
      listId: list.id,
      name: GIVER.name,
      email: GIVER.email,
      message: '',
      products: list.products.map((gift, i) => ({ productId: gift.id, price: [89.99, 34.5][i], giftMethod: 'SHOP' })),
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  await openList(page, list.url)
  await expect(productTile(page, 'Loopfiets')).toHaveCount(0)

  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')
  await page.goto(`/list/${list.url}/orders`)
  const card = page.getByRole('article', { name: `Van ${GIVER.name}` })
  await expect(card.getByText('Loopfiets')).toBeVisible()
  await waitForHydration(page)
  await expectNoA11yViolations(page, 'orders overview with a releasable reservation')

  // 'Annuleren' in the modal changes nothing.
  const release = card.getByRole('button', { name: `Reservatie vrijgeven: de geschenkjes van ${GIVER.name}` })
  await release.click()
  const modal = page.getByRole('alertdialog', { name: 'Opgelet!' })
  await expect(modal).toContainText(`Ben je zeker dat je de reservatie van ${GIVER.name} wil vrijgeven?`)
  await expectNoA11yViolations(page, 'the release confirmation')
  await modal.getByRole('button', { name: 'Annuleren' }).click()
  await expect(modal).toBeHidden()
  await expect(card).toBeVisible()

  await release.click()
  await modal.getByRole('button', { name: 'Vrijgeven' }).click()
  await expect(modal).toBeHidden()
  await expect(card).toHaveCount(0)
  await expect(
    page.getByRole('status').filter({ hasText: `De reservatie van ${GIVER.name} is vrijgegeven` }),
  ).toBeAttached()
  await expect(page.getByText('Er zijn momenteel nog geen cadeautjes geschonken.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('article')).toHaveCount(0)

  // The public page shows both gifts again, and the giver was told.
  await openList(page, list.url)
  await expect(productTile(page, 'Loopfiets')).toBeVisible()
  await expect(productTile(page, 'Slaapzak')).toBeVisible()
  // A short name keeps the subject on one header line, as latestMail reads it.
  const mail = await latestMail(GIVER.email, 'Je reservatie voor de geboortelijst van Vic Maes werd vrijgegeven', since)
  expect(mail).toContain('Loopfiets')
  expect(mail).toContain('Slaapzak')
  expect(mail).not.toContain(parent.email)
})

test('the checkout of a list whose owner has not confirmed the e-mail address says so and offers no form', async ({
  page,
  request,
}) => {
  const parent = await registerParent(request, 'Nog Onbevestigd', { confirmed: false })
  const list = await listWithGifts(request, parent, 'Lou', [{ title: 'Rammelaar', price: 12.5 }], 'Maes')
  await page.goto(`/list/${list.url}/checkout`)
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible()
  await expect(
    page.getByText(
      'Deze geboortelijst neemt nog geen reservaties aan: de ouders hebben hun e-mailadres nog niet bevestigd.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Bevestig je reservatie' })).toHaveCount(0)
  await expect(page.getByRole('textbox')).toHaveCount(0)
  await expectNoA11yViolations(page, 'checkout of a list that takes no orders yet')
  await page.getByRole('link', { name: 'Terug naar de geboortelijst van Lou' }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${list.url}$`))
})

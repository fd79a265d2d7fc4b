// Money that arrives (decision 056): the parents give the account holder's name in the list settings; a giver's
// confirmation names it as the beneficiary and leads with copy buttons; the parents upload their bank's camt.053
// statement on the orders overview, the transfer marks the order paid, and a transfer without a known communication
// is listed with its reason. Its own parent and list, named after the run.
import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { RUN, listWithGifts, registerParent } from './support/data'
import { loginThroughApi } from './support/session'
import { productTile, waitForHydration } from './support/app'
import { latestMail, linkIn } from './support/mail'
import ExcelJS from 'exceljs'
import { camt053File } from '../fixtures/statements'

test('the account holder’s name goes to the giver; a statement upload marks the transfer paid', async ({
  page,
  request,
}) => {
  const parent = await registerParent(request, 'Sofie Afschrifttest')
  const list = await listWithGifts(
    request,
    parent,
    'Lou',
    [{ title: 'Spaarpot kinderwagen', price: 25, cash: true }],
    'Afschrift',
  )
  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')

  // The settings ask for the account holder's name, with why.
  await page.goto(`/list/${list.url}/settings`)
  await waitForHydration(page)
  const holder = page.getByLabel('Naam van de rekeninghouder')
  await expect(holder).toHaveValue(/Sofie/)
  await expect(page.getByText('Banken controleren of die naam bij het rekeningnummer past')).toBeVisible()
  await holder.fill('S. Afschrifttest & partner')
  const form = page.locator('form').filter({ has: holder })
  await form.getByRole('button', { name: /opslaan/i }).click()
  await expect(form.getByText('Opgeslagen')).toBeVisible()

  // A giver's transfer: the confirmation names the account holder and offers to copy each field.
  const placed = await request.post('/api/orders', {
    data: {
      listId: list.id,
      name: `Mila ${RUN}`,
      email: `mila.${RUN}@example.be`,
      products: [{ productId: list.products[0]!.id, price: 25, giftMethod: 'CASH' }],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const order = (await placed.json()) as { reference: string; payment: { structuredCommunication: string } }
  await page.goto(`/list/${list.url}/order/${order.reference}`)
  await expect(page.getByText('S. Afschrifttest & partner')).toBeVisible()
  for (const name of ['Kopieer de naam van de begunstigde', 'Kopieer het rekeningnummer', 'Kopieer het bedrag'])
    await expect(page.getByRole('button', { name })).toBeVisible()
  await expect(page.getByText('Deze QR-code scan je met de bank-app op een ander toestel')).toBeVisible()

  // The parents' bank statement: the transfer with its communication, and one without.
  const digits = order.payment.structuredCommunication.replace(/\D/g, '')
  const statement = camt053File([
    {
      account: 'BE71096123456769',
      sequence: '7',
      date: '2026-11-26',
      movements: [
        { amount: 2500, structured: digits, counterparty: 'MILA REIS' },
        { amount: 1000, text: 'Proficiat!', counterparty: 'OPA JOS' },
      ],
    },
  ])
  await page.goto(`/list/${list.url}/orders`)
  const card = page.getByRole('article', { name: `Van Mila ${RUN}` })
  await expect(card.getByRole('button', { name: /Markeer .* als betaald|Markeer als betaald/ })).toBeVisible()
  await waitForHydration(page)
  await page.getByText('Bankafschrift inlezen').click()
  await page.getByLabel('Bankafschrift (CODA of camt.053)').setInputFiles({
    name: 'afschrift.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(statement),
  })
  await page.getByRole('button', { name: 'Afschrift inlezen' }).click()
  const report = page.getByRole('table', { name: 'Overschrijvingen op het afschrift' })
  await expect(report.getByRole('row').filter({ hasText: 'MILA REIS' })).toContainText(`Betaald: Mila ${RUN}`)
  await expect(report.getByRole('row').filter({ hasText: 'OPA JOS' })).toContainText('Geen gestructureerde mededeling')
  await expect(page.getByText('Alle overschrijvingen van je reservaties zijn binnen.')).toBeVisible()
  await expect(card.getByText(/Betaald, ontvangen op/)).toBeVisible()
  await expectNoA11yViolations(page, 'orders overview with a statement report')

  // Thanked, and the givers' list downloaded as a workbook that opens with the right row.
  await card.getByRole('button', { name: `Markeer Mila ${RUN} als bedankt` }).click()
  await expect(card.getByText(/Bedankt op/)).toBeVisible()
  await page.getByRole('radio', { name: 'Nog niet bedankt' }).check({ force: true })
  await expect(card).toBeHidden()
  await page.getByRole('radio', { name: 'Alle reservaties' }).check({ force: true })
  await expect(card).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download als Excel (XLSX)' }).click()
  const file = await (await download).path()
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  const row = (workbook.getWorksheet('Reservaties')!.getRow(2).values as unknown[]).slice(1)
  expect(row[0]).toBe(`Mila ${RUN}`)
  expect(row[6]).toBe(25)
  expect(row.slice(8)).toEqual(['ja', 'ja'])

  // The same statement again changes nothing, and says so.
  await page.getByLabel('Bankafschrift (CODA of camt.053)').setInputFiles({
    name: 'afschrift.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(statement),
  })
  await page.getByRole('button', { name: 'Afschrift inlezen' }).click()
  await expect(page.getByText(/was al ingelezen: er veranderde niets/)).toBeVisible()

  // A file that is no statement: refused with the reason.
  await page.getByLabel('Bankafschrift (CODA of camt.053)').setInputFiles({
    name: 'foto.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('geen afschrift'),
  })
  await page.getByRole('button', { name: 'Afschrift inlezen' }).click()
  await expect(page.getByText(/Het afschrift werd niet ingelezen: Dit is geen bankafschrift/)).toBeVisible()
})

test('a giver takes a shop reservation back with the link of the summary mail; the list offers the gift again', async ({
  page,
  request,
}) => {
  const parent = await registerParent(request, 'Jonas Terugtest')
  const list = await listWithGifts(request, parent, 'Roos', [{ title: 'Loopfiets', price: 89 }], 'Terug')
  const email = `terug.${RUN}@example.be`
  const since = Date.now() - 1000
  const placed = await request.post('/api/orders', {
    data: {
      listId: list.id,
      name: `Rita ${RUN}`,
      email,
      products: [{ productId: list.products[0]!.id, price: 89, giftMethod: 'SHOP' }],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const mail = await latestMail(email, 'Je reservatie voor de geboortelijst van Roos', since)
  const link = linkIn(mail, '/order/take-back')

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Reservatie terugnemen' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Loopfiets' })).toBeVisible()
  await waitForHydration(page)
  await expectNoA11yViolations(page, 'take-back page')
  await page.getByRole('button', { name: 'Ja, neem mijn reservatie terug' }).click()
  await expect(page.getByText(/Je reservatie is teruggenomen/)).toBeVisible()
  await expectNoA11yViolations(page, 'take-back done page')
  await page.getByRole('link', { name: 'Naar de geboortelijst' }).click()
  await expect(productTile(page, 'Loopfiets')).toBeVisible()

  // The link worked once.
  await page.goto(link)
  await expect(page.getByText('Deze link werkt niet (meer)')).toBeVisible()
  await latestMail(parent.email, 'Rita', since)
})

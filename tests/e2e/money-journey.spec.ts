// The money features in one go, as the people using them would: a giver, in a browser of their own, gives a shop gift
// and then a cash gift from the public list, takes the shop reservation back with the link of its summary mail, and
// the list offers that gift again; the parent uploads a camt.053 statement with the transfer of the cash gift, sees it
// marked paid, ticks 'Bedankt' and downloads the givers' list as XLSX, which holds the one order that remains (a taken
// back order is removed, decision 057). Its own parent, list and giver, named after the run and the repetition.
import ExcelJS from 'exceljs'
import { expect, newVisitorContext, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { RUN, listWithGifts, registerParent } from './support/data'
import { latestMail, linkIn } from './support/mail'
import { loginThroughApi } from './support/session'
import {
  OGM,
  addToCart,
  euro,
  expectCartCount,
  fillCheckout,
  openList,
  productTile,
  waitForHydration,
} from './support/app'
import { camt053File } from '../fixtures/statements'

const SHOP_GIFT = 'Loopfiets'
const CASH_GIFT = 'Spaarpot kinderwagen'
/** The cash gift's price in euro cents. */
const CASH_CENTS = 4250
/** The list's account (listWithGifts), in the electronic form a statement carries. */
const ACCOUNT = 'BE71096123456769'

/** A day as the export writes it: yyyy-mm-dd in Belgium. */
const belgianDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(date)

test('a giver gives, takes the shop gift back; the parent reads the statement, thanks and downloads the givers', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  // Unique per run, repetition and retry: the parent's and the giver's addresses are made from it.
  const tag = `${RUN}r${testInfo.repeatEachIndex}t${testInfo.retry}`
  const parent = await registerParent(request, `Sofie Geld${tag}`)
  const list = await listWithGifts(
    request,
    parent,
    `Mona${tag}`,
    [
      { title: SHOP_GIFT, price: 89 },
      { title: CASH_GIFT, price: CASH_CENTS / 100, cash: true },
    ],
    'Geld',
  )
  const giver = {
    name: `Lotte ${tag}`,
    email: `lotte.${tag}@example.be`,
    message: 'Proficiat met jullie kleine meid!',
  }
  const firstDay = belgianDay(new Date())

  // The giver, in a browser of their own.
  const context = await newVisitorContext(browser, {
    baseURL: baseURL!,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
  })
  let communication = ''
  try {
    const visitor = await context.newPage()

    // First order: the shop gift, to buy and hand over.
    const since = Date.now() - 1000
    await openList(visitor, list.url)
    const cart = await addToCart(visitor, SHOP_GIFT, /Geschenk persoonlijk afgeven/)
    await cart.getByRole('link', { name: 'Afrekenen' }).click()
    await expect(visitor).toHaveURL(new RegExp(`/list/${list.url}/checkout$`))
    await waitForHydration(visitor)
    await fillCheckout(visitor, giver)
    await visitor.getByRole('button', { name: 'Bevestig je reservatie' }).click()
    await expect(visitor).toHaveURL(new RegExp(`/list/${list.url}/order/[A-Za-z0-9_-]{12,}$`))
    await expect(visitor.getByRole('heading', { level: 1, name: 'Je reservatie is bevestigd!' })).toBeVisible()
    const shop = visitor.getByRole('region', { name: 'Zelf kopen en persoonlijk afgeven' })
    await expect(shop.getByText(SHOP_GIFT)).toBeVisible()
    await expect(visitor.getByRole('region', { name: 'Nu betalen' })).toHaveCount(0)
    await waitForHydration(visitor)
    await expectCartCount(visitor, 0)

    // The summary mail's take-back link, read before the second order sends a summary of its own. Found by its
    // address, not by the words or the layout around it.
    const takeBack = linkIn(await latestMail(giver.email, 'Je reservatie', since), '/order/take-back')

    // Second order: the cash gift, paid by transfer. The shop gift is no longer offered.
    await openList(visitor, list.url)
    await expect(async () => {
      await visitor.reload()
      await expect(productTile(visitor, SHOP_GIFT)).toHaveCount(0, { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await waitForHydration(visitor)
    const cashCart = await addToCart(visitor, CASH_GIFT, /Geschenk reserveren en nu betalen/)
    await expect(cashCart.locator('p').filter({ hasText: 'Te betalen met een overschrijving' })).toContainText(
      euro(CASH_CENTS),
    )
    await cashCart.getByRole('link', { name: 'Afrekenen' }).click()
    await expect(visitor).toHaveURL(new RegExp(`/list/${list.url}/checkout$`))
    await waitForHydration(visitor)
    await fillCheckout(visitor, giver)
    await visitor.getByRole('button', { name: 'Bevestig je reservatie' }).click()
    await expect(visitor.getByRole('heading', { level: 1, name: 'Je reservatie is bevestigd!' })).toBeVisible()
    const pay = visitor.getByRole('region', { name: 'Nu betalen' })
    await expect(pay.getByText(CASH_GIFT)).toBeVisible()
    await expect(pay).toContainText(euro(CASH_CENTS))
    await expect(pay.getByText('BE71 0961 2345 6769')).toBeVisible()
    communication = (await pay.getByText(OGM).first().textContent())!.match(OGM)![0]

    // The giver takes the shop reservation back; the page shows that order's gift only.
    await visitor.goto(takeBack)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Reservatie terugnemen' })).toBeVisible()
    await expect(visitor.getByRole('listitem').filter({ hasText: SHOP_GIFT })).toBeVisible()
    await expect(visitor.getByRole('listitem').filter({ hasText: CASH_GIFT })).toHaveCount(0)
    await waitForHydration(visitor)
    await expectNoA11yViolations(visitor, 'take-back page')
    await visitor.getByRole('button', { name: 'Ja, neem mijn reservatie terug' }).click()
    await expect(visitor).toHaveURL(new RegExp(`/order/take-back/done\\?list=${list.url}$`))
    await expect(visitor.getByRole('heading', { level: 1, name: 'Reservatie teruggenomen' })).toBeVisible()
    await expect(visitor.getByText(/Je reservatie is teruggenomen/)).toBeVisible()
    await expectNoA11yViolations(visitor, 'take-back done page')

    // The list offers the shop gift again (its cached page is revalidated), the cash gift stays given.
    await visitor.getByRole('link', { name: 'Naar de geboortelijst' }).click()
    await expect(visitor).toHaveURL(new RegExp(`/list/${list.url}$`))
    await expect(async () => {
      await visitor.reload()
      await expect(productTile(visitor, SHOP_GIFT)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(productTile(visitor, CASH_GIFT)).toHaveCount(0)

    // The link worked once.
    await visitor.goto(takeBack)
    await expect(visitor.getByText('Deze link werkt niet (meer)')).toBeVisible()
  } finally {
    await context.close()
  }
  const lastDay = belgianDay(new Date())

  // The parent: one order left on the overview, the cash one, not yet received.
  await loginThroughApi(page, parent.email, 'geheim-wachtwoord')
  await page.goto(`/list/${list.url}/orders`)
  const card = page.getByRole('article', { name: `Van ${giver.name}` })
  await expect(card).toHaveCount(1)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(card.getByText(CASH_GIFT)).toBeVisible()
  await expect(card.getByText(SHOP_GIFT)).toHaveCount(0)
  await expect(card.getByText(communication, { exact: true })).toBeVisible()
  await expect(card.getByText('Nog niet ontvangen', { exact: true })).toBeVisible()
  await waitForHydration(page)

  // The bank's camt.053 statement with the giver's transfer: the exact amount with the order's communication.
  const statement = camt053File([
    {
      account: ACCOUNT,
      sequence: '1',
      date: lastDay,
      movements: [{ amount: CASH_CENTS, structured: communication.replace(/\D/g, ''), counterparty: 'LOTTE GEVER' }],
    },
  ])
  await page.getByText('Bankafschrift inlezen').click()
  await page.getByLabel('Bankafschrift (CODA of camt.053)').setInputFiles({
    name: 'afschrift.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(statement),
  })
  await page.getByRole('button', { name: 'Afschrift inlezen' }).click()
  await expect(page.getByText(/^Afschrift 1 van .* ingelezen \(BE71 0961 2345 6769\)\.$/)).toBeVisible()
  const report = page.getByRole('table', { name: 'Overschrijvingen op het afschrift' })
  const transfer = report.getByRole('row').filter({ hasText: 'LOTTE GEVER' })
  await expect(transfer).toContainText(communication)
  await expect(transfer).toContainText(euro(CASH_CENTS))
  await expect(transfer).toContainText(`Betaald: ${giver.name}`)
  await expect(page.getByText('Alle overschrijvingen van je reservaties zijn binnen.')).toBeVisible()
  await expect(card.getByText('Betaald', { exact: true })).toBeVisible()
  await expect(card.getByText(/^Betaald, ontvangen op /)).toBeVisible()
  await expect(card.getByRole('button', { name: /^Markeer als betaald/ })).toHaveCount(0)
  await expectNoA11yViolations(page, 'orders overview after the statement upload')

  // 'Bedankt', kept after a reload, with the transfer still marked paid.
  await card.getByRole('button', { name: `Markeer ${giver.name} als bedankt` }).click()
  await expect(card.getByText(/^Bedankt op /)).toBeVisible()
  await page.reload()
  await expect(card.getByText(/^Bedankt op /)).toBeVisible()
  await expect(card.getByRole('button', { name: `${giver.name} niet meer als bedankt markeren` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(card.getByText(/^Betaald, ontvangen op /)).toBeVisible()

  // The givers' list as XLSX: a header and the one order that remains, in the cells the export writes.
  await waitForHydration(page)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download als Excel (XLSX)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`schenkers-${list.url}.xlsx`)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await file.path())
  const sheet = workbook.getWorksheet('Reservaties')!
  expect(sheet.rowCount).toBe(2)
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1)
  expect(values(1)).toEqual([
    'Schenker',
    'E-mailadres',
    'Boodschap',
    'Datum',
    'Geschenkjes',
    'Wijze',
    'Bedrag (euro)',
    'Gestructureerde mededeling',
    'Betaald',
    'Bedankt',
  ])
  const row = values(2)
  expect(row).toEqual([
    giver.name,
    giver.email,
    giver.message,
    expect.any(Date),
    CASH_GIFT,
    'overschrijving',
    CASH_CENTS / 100,
    // A text cell as it is: the communication to copy, no apostrophe (the CSV's guard against formulas).
    communication,
    'ja',
    'ja',
  ])
  // The day the order was placed, as a date at midnight UTC.
  expect([firstDay, lastDay]).toContain((row[3] as Date).toISOString().slice(0, 10))
})

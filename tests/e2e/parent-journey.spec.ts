// Keeping a list end to end, in Dutch, as a new parent does it: register from the create wizard, confirm the e-mail from
// the outbox, create a list (the form messages on an empty submit), add a split product by hand with a photo and a
// shop product (the product messages), reorder by keyboard, check the public page, let a visitor in a second
// browser give one part, and find that gift in the orders overview and mark it paid. Axe on every new page and state.
// Independent of the other specs: its own account and list, named after the moment of the run.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { expect, newVisitorContext, test, type Page, type Request } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import {
  OGM,
  drawer,
  euro,
  fillCheckout,
  openList,
  openProduct,
  productGrid,
  productTile,
  waitForHydration,
} from './support/app'
import { latestMail, linkIn } from './support/mail'
import { birthDateDaysAgo } from '../fixtures/dates'

const BIRTH_DATE = birthDateDaysAgo(22)

// Letters only, so the baby's name reads like a name: the run's moment in base 36 with its digits as letters.
const RUN = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
const PARENT = { name: 'Lotte Claes', email: `e2e-parent-${RUN}@example.be`, password: 'mila-haar-lijstje' }
const BABY = { firstName: 'Mila', lastName: `Claes-${RUN[0]!.toUpperCase()}${RUN.slice(1)}` }
const IBAN_TYPED = 'BE71 0961 2345 6769'
const SPLIT = 'Kinderwagen' // cash only, € 100 in 3 parts
const SHOP = 'Knuffelolifant' // shop only, € 24,95
const GIVER = {
  name: 'Bram Willems',
  email: `e2e-giver-${RUN}@example.be`,
  message: 'Een dikke proficiat met de kleine Mila!',
}

/** Records every POST the page sends, to show that an invalid form sends nothing. */
function recordPosts(page: Page): { posts: Request[]; stop(): void } {
  const posts: Request[] = []
  const onRequest = (req: Request) => {
    if (req.method() === 'POST') posts.push(req)
  }
  page.on('request', onRequest)
  return { posts, stop: () => page.off('request', onRequest) }
}

/** A field of a form by its exact label. */
function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true })
}

/** The product titles of the owner's overview, top to bottom. */
function overviewRows(page: Page) {
  return page.getByRole('table', { name: 'Producten van de geboortelijst' }).getByRole('rowheader')
}

/** From the overview, through the add-choice page, to an empty manual product form. */
async function openManualForm(page: Page, slug: string, checkChoicePage = false): Promise<void> {
  await page.getByRole('link', { name: 'Product toevoegen' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/product/add$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Product toevoegen' })).toBeVisible()
  if (checkChoicePage) {
    await expect(page.getByRole('heading', { name: 'Productfinder openen' })).toBeVisible()
    await expectNoA11yViolations(page, 'add-product choice page')
  }
  await page.getByRole('link', { name: /Handmatig toevoegen/ }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/product/manual$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Product toevoegen' })).toBeVisible()
  await waitForHydration(page)
}

test('a new parent registers, makes a list with a split and a shop gift, reorders them, and marks a visitor’s gift as paid', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const since = Date.now() - 1000
  const photo = path.join(os.tmpdir(), `e2e-photo-${RUN}.png`)
  await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 240, g: 170, b: 190 } } })
    .png()
    .toFile(photo)

  // The create wizard on the home page sends a visitor to registration, with the way back.
  await page.goto('/site/index')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('link', { name: 'Maak je geboortelijst' }).first().click()
  await expect(page).toHaveURL(/\/user\/register\?callbackUrl=%2Flist%2Ftempcreate$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeVisible()
  await expectNoA11yViolations(page, 'registration')
  await waitForHydration(page)
  await field(page, 'Je naam').fill(PARENT.name)
  await field(page, 'E-mailadres').fill(PARENT.email)
  await field(page, 'Wachtwoord').fill(PARENT.password)
  await field(page, 'Herhaal je wachtwoord').fill(PARENT.password)
  await page.getByRole('button', { name: 'Account aanmaken' }).click()
  // After registering, the new parent continues to creating a list (the wizard's callbackUrl).
  await expect(
    page,
    'after registering from the home page’s create link, the parent goes on to /list/tempcreate',
  ).toHaveURL(/\/list\/tempcreate$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe geboortelijst aanmaken' })).toBeVisible()

  // The confirmation mail's link confirms the address.
  const confirmation = await latestMail(PARENT.email, 'Bevestig je e-mailadres', since)
  await page.goto(linkIn(confirmation, '/user/confirm-email'))
  await expect(page.getByText(`Je e-mailadres ${PARENT.email} is bevestigd. Bedankt!`)).toBeVisible()
  await expectNoA11yViolations(page, 'confirm e-mail')

  // The list form: an empty submit shows every form message and sends nothing.
  await page.goto('/list/tempcreate')
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe geboortelijst aanmaken' })).toBeVisible()
  await waitForHydration(page)
  await expectNoA11yViolations(page, 'create list form')
  const listPosts = recordPosts(page)
  await page.getByRole('button', { name: 'Geboortelijst aanmaken', exact: true }).click()
  for (const label of ['Achternaam van de baby', 'Geboortedatum', 'Voornaam van ouder 1', 'Achternaam van ouder 1']) {
    await expect(field(page, label), label).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, label), label).toHaveAccessibleDescription(/Dit veld is verplicht/)
  }
  await expect(field(page, 'Rekeningnummer (IBAN)')).toHaveAccessibleDescription(/Je rekeningnummer is verplicht/)
  await expect(page.getByText('Dit veld is verplicht', { exact: true })).toHaveCount(4)
  await expect(page.getByText('Je rekeningnummer is verplicht', { exact: true })).toBeVisible()
  // The optional fields stay valid; the baby's first name may wait for the birth (decision 041).
  await expect(field(page, 'Voornaam van ouder 2')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Voornaam van de baby')).not.toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page, 'create list form with its validation errors')
  expect(listPosts.posts, 'an invalid list form must not send anything').toHaveLength(0)
  listPosts.stop()

  // Filled in: names with stray spaces (trimmed on save), the IBAN typed with spaces, a birth date.
  await field(page, 'Voornaam van de baby').fill(`  ${BABY.firstName} `)
  await field(page, 'Achternaam van de baby').fill(BABY.lastName)
  await field(page, 'Geboortedatum').fill(BIRTH_DATE)
  await field(page, 'Voornaam van ouder 1').fill('Lotte ')
  await field(page, 'Achternaam van ouder 1').fill('Claes')
  await field(page, 'Voornaam van ouder 2').fill('Pieter')
  await field(page, 'Achternaam van ouder 2').fill('Wouters')
  await field(page, 'Rekeningnummer (IBAN)').fill(IBAN_TYPED.toLowerCase())
  await field(page, 'Rekeningnummer (IBAN)').blur()
  await expect(field(page, 'Rekeningnummer (IBAN)')).toHaveValue(IBAN_TYPED)
  await expect(page.getByText('Dit veld is verplicht', { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Geboortelijst aanmaken', exact: true }).click()

  // The new list's public page, with the owner's buttons.
  await expect(page).toHaveURL(/\/list\/mila-claes-[a-z]+$/)
  const slug = new URL(page.url()).pathname.split('/').pop()!
  await expect(page.getByRole('heading', { level: 1, name: `${BABY.firstName} ${BABY.lastName}` })).toBeVisible()
  await expect(page.getByText('Pamperrekening:')).toBeVisible()
  await expect(page.getByText(IBAN_TYPED, { exact: true })).toBeVisible()
  await expect(page.getByText('Lotte Claes en Pieter Wouters', { exact: false })).toBeVisible()
  await expect(page.getByText(`Welkom op de geboortelijst van ${BABY.firstName}!`, { exact: false })).toBeVisible()
  // The parents of a list without gifts see the way to their first one, not the visitors' empty text.
  await expect(page.getByRole('link', { name: 'Voeg je eerste geschenkje toe' })).toHaveAttribute(
    'href',
    `/list/${slug}/product/add`,
  )
  await expect(page.getByText('Er staan geen geschenkjes (meer) op deze geboortelijst...')).toHaveCount(0)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Instellingen' }).click()

  // Settings: the list as saved (trimmed first name, IBAN in groups of four).
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/settings$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen van je geboortelijst' })).toBeVisible()
  await expect(field(page, 'Voornaam van de baby')).toHaveValue(BABY.firstName)
  await expect(field(page, 'Voornaam van ouder 1')).toHaveValue('Lotte')
  await expect(field(page, 'Geboortedatum')).toHaveValue(BIRTH_DATE)
  await expect(field(page, 'Rekeningnummer (IBAN)')).toHaveValue(IBAN_TYPED)
  await expectNoA11yViolations(page, 'list settings')

  // The products overview, still empty.
  await page.goto(`/list/${slug}/products`)
  await expect(page.getByRole('heading', { level: 1, name: 'Producten' })).toBeVisible()
  await expect(page.getByText('Er staan nog geen producten op je geboortelijst.')).toBeVisible()
  await waitForHydration(page)
  await expectNoA11yViolations(page, 'products overview, empty')

  // A split product by hand. First an empty submit: the form messages, nothing sent.
  await openManualForm(page, slug, true)
  await expectNoA11yViolations(page, 'product form, empty')
  const productPosts = recordPosts(page)
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click()
  await expect(field(page, 'Naam van het product')).toHaveAccessibleDescription('Dit veld is verplicht')
  await expect(field(page, 'Prijs')).toHaveAccessibleDescription(
    /De prijs van het product is verplicht en mag enkel cijfers bevatten/,
  )
  await expect(field(page, 'Naam van de winkel')).toHaveAccessibleDescription(
    /Dit veld is verplicht wanneer het geschenkje persoonlijk kan afgegeven worden/,
  )
  await expect(page.getByText('Dit veld is verplicht', { exact: true })).toBeVisible()
  await expect(page.getByText('De prijs van het product is verplicht en mag enkel cijfers bevatten')).toBeVisible()
  // Both methods are ticked by default, so splitting is not possible yet, and says why.
  const splitBox = field(page, 'Wil je het product in verschillende delen opsplitsen?')
  await expect(splitBox).toBeDisabled()
  await expect(
    page.getByText('Splitsen is enkel mogelijk wanneer het geschenkje niet persoonlijk kan afgegeven worden.'),
  ).toBeVisible()
  await expectNoA11yViolations(page, 'product form with its validation errors')
  expect(productPosts.posts, 'an invalid product form must not send anything').toHaveLength(0)
  productPosts.stop()

  await field(page, 'Naam van het product').fill(SPLIT)
  await field(page, 'Prijs').fill('100')
  await field(page, 'Persoonlijk afgeven: de schenker koopt het geschenkje zelf').uncheck()
  await expect(
    page.getByText('Dit veld is verplicht wanneer het geschenkje persoonlijk kan afgegeven worden'),
  ).toHaveCount(0)
  await expect(splitBox).toBeEnabled()
  await splitBox.check()
  await expect(field(page, 'Aantal delen')).toHaveValue('2')
  await expect(page.getByText(`Prijs per deel: 2 x ${euro(5000)}`)).toBeVisible()
  await page.getByRole('button', { name: 'Een deel meer' }).click()
  await expect(field(page, 'Aantal delen')).toHaveValue('3')
  // The last part carries the rest (docs/rules.md#parts), so the parts sum exactly to € 100.
  await expect(page.getByText(`Prijs per deel: 2 x ${euro(3333)} + ${euro(3334)}`)).toBeVisible()
  await field(page, 'Afbeelding').setInputFiles(photo)
  await expect(page.getByRole('img', { name: 'Voorbeeld van de afbeelding' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Afbeelding opgeladen.' })).toBeAttached()
  await expect(page.getByRole('button', { name: 'Afbeelding verwijderen' })).toBeVisible()
  await expectNoA11yViolations(page, 'product form, split in 3 parts with an image')
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/products$`))
  await expect(overviewRows(page)).toHaveText([new RegExp(SPLIT)])

  // A shop product: the shop's name is required while 'Persoonlijk afgeven' is ticked.
  await openManualForm(page, slug)
  await field(page, 'Naam van het product').fill(SHOP)
  await field(page, 'Prijs').fill('24,95')
  await field(page, 'Reserveren en nu betalen: de schenker schrijft het bedrag over').uncheck()
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click()
  await expect(field(page, 'Naam van de winkel')).toHaveAccessibleDescription(
    /Dit veld is verplicht wanneer het geschenkje persoonlijk kan afgegeven worden/,
  )
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/product/manual$`))
  await field(page, 'Naam van de winkel').fill('Dreambaby Gent')
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/products$`))

  // The overview: both products, newest last; the split one with its instalments and photo.
  await expect(overviewRows(page)).toHaveText([new RegExp(SPLIT), new RegExp(SHOP)])
  const table = page.getByRole('table', { name: 'Producten van de geboortelijst' })
  const splitRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(SPLIT) }) })
  await expect(splitRow).toContainText(`3 x ${euro(3333)}`)
  await expect(splitRow).toContainText(euro(10000))
  await expect(splitRow.getByText('Nu betalen kan', { exact: true })).toBeAttached()
  await expect(splitRow.getByText('Persoonlijk afgeven kan niet', { exact: true })).toBeAttached()
  const shopRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(SHOP) }) })
  await expect(shopRow).toContainText('Dreambaby Gent')
  await expect(shopRow).toContainText(euro(2495))
  await expect(shopRow).toContainText('Beschikbaar')
  await waitForHydration(page)
  await expectNoA11yViolations(page, 'products overview')

  // Sorting mode, by keyboard: lift the shop product's handle with space, move it up, drop it, save.
  await page.getByRole('button', { name: 'Volgorde aanpassen' }).click()
  await expect(page.getByRole('button', { name: 'Volgorde opslaan' })).toBeVisible()
  await expect(page.getByRole('link', { name: `${SPLIT} wijzigen` })).toHaveCount(0)
  await expectNoA11yViolations(page, 'products overview, sorting mode')
  const handle = page.getByRole('button', { name: `${SHOP} verslepen` })
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(page.getByText(`${SHOP} opgenomen, positie 2 van 2.`)).toBeAttached()
  await page.keyboard.press('ArrowUp')
  await expect(page.getByText(`${SHOP} naar positie 1 van 2.`)).toBeAttached()
  await page.keyboard.press('Space')
  await expect(overviewRows(page)).toHaveText([new RegExp(SHOP), new RegExp(SPLIT)])
  await page.getByRole('button', { name: 'Volgorde opslaan' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'De nieuwe volgorde is opgeslagen.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Volgorde aanpassen' })).toBeVisible()
  await page.reload()
  await expect(overviewRows(page)).toHaveText([new RegExp(SHOP), new RegExp(SPLIT)])

  // The orders overview before anything was given.
  await page.goto(`/list/${slug}/orders`)
  await expect(page.getByRole('heading', { level: 1, name: 'Reeds geschonken' })).toBeVisible()
  await expect(page.getByText('Er zijn momenteel nog geen cadeautjes geschonken.')).toBeVisible()
  await expectNoA11yViolations(page, 'orders overview, empty')

  // The public page in the new order, the IBAN in groups of four, the split gift's progress.
  await openList(page, slug)
  const titles = productGrid(page).getByRole('listitem').getByRole('heading')
  await expect(titles).toHaveText([SHOP, SPLIT])
  await expect(page.getByText(IBAN_TYPED, { exact: true })).toBeVisible()
  const progress = productTile(page, SPLIT).getByRole('progressbar', { name: `Delen van ${SPLIT} geschonken` })
  await expect(progress).toHaveAttribute('aria-valuetext', '0 van de 3 delen geschonken')
  await expect(productTile(page, SPLIT)).toContainText(euro(10000))
  await expect(productTile(page, SHOP)).toContainText(euro(2495))
  // The uploaded photo comes in the size it is shown: resized copies from Next's image optimizer, as WebP
  const photoImg = productTile(page, SPLIT).locator('img')
  await expect(photoImg).toHaveAttribute('srcset', /\/_next\/image\?url=%2Fuploads%2F.+ 96w/)
  await expect(photoImg).toHaveAttribute('sizes', '(min-width: 640px) 400px, 96px')
  await expect.poll(() => photoImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const small = await page.request.get((await photoImg.getAttribute('srcset'))!.split(', ')[0]!.split(' ')[0]!, {
    headers: { accept: 'image/webp,*/*' },
  })
  expect(small.status()).toBe(200)
  expect(small.headers()['content-type']).toBe('image/webp')
  await expectNoA11yViolations(page, 'the new list page with its gifts')

  // A visitor, in a browser of their own, gives one part.
  const visitorContext = await newVisitorContext(browser, {
    baseURL: testInfo.project.use.baseURL!,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
  })
  try {
    const visitor = await visitorContext.newPage()
    await openList(visitor, slug)
    const panel = await openProduct(visitor, SPLIT)
    await expect(panel.getByText('Nog 3 van de 3 delen beschikbaar')).toBeVisible()
    await panel.getByRole('button', { name: /1 deel schenken/ }).click()
    const cart = drawer(visitor, 'Geschenkmandje')
    await expect(cart.getByText(SPLIT)).toBeVisible()
    await expect(cart.getByText(euro(3333)).first()).toBeVisible()
    await cart.getByRole('link', { name: 'Afrekenen' }).click()
    await expect(visitor).toHaveURL(new RegExp(`/list/${slug}/checkout$`))
    await expect(visitor.getByRole('heading', { level: 1, name: 'Je schenkt dit geschenkje' })).toBeVisible()
    await waitForHydration(visitor)
    await fillCheckout(visitor, GIVER)
    await visitor.getByRole('button', { name: 'Bevestig je reservatie' }).click()
    await expect(visitor.getByRole('heading', { level: 1, name: 'Je reservatie is bevestigd!' })).toBeVisible()
    const paySection = visitor.getByRole('region', { name: 'Nu betalen' })
    await expect(paySection.getByText(SPLIT)).toBeVisible()
    await expect(paySection).toContainText(euro(3333))
    await expect(paySection.getByText(IBAN_TYPED)).toBeVisible()
    const communication = (await paySection.getByText(OGM).first().textContent())!.match(OGM)![0]

    // Back as the parent: the gift in the orders overview, with the giver, the message and the same communication.
    await page.goto(`/list/${slug}/orders`)
    const card = page.getByRole('article', { name: `Van ${GIVER.name}` })
    await expect(card).toBeVisible()
    await expect(card.getByText(GIVER.email)).toBeVisible()
    await expect(card.getByText(GIVER.message)).toBeVisible()
    await expect(card.getByText(SPLIT)).toBeVisible()
    await expect(card).toContainText(euro(3333))
    await expect(card.getByText(communication, { exact: true })).toBeVisible()
    await expect(card.getByText('Nog niet ontvangen')).toBeVisible()
    await waitForHydration(page)
    await expectNoA11yViolations(page, 'orders overview, not yet paid')
    await card.getByRole('button', { name: `Markeer als betaald: de overschrijving van ${GIVER.name}` }).click()
    await expect(card.getByText('Betaald', { exact: true })).toBeVisible()
    await expect(
      card.getByRole('button', { name: `Ongedaan maken: de overschrijving van ${GIVER.name} is nog niet ontvangen` }),
    ).toBeVisible()
    await page.reload()
    await expect(card.getByText('Betaald', { exact: true })).toBeVisible()
    await expect(card.getByText(/^Betaald, ontvangen op /)).toBeVisible()
    await expect(card.getByRole('button', { name: /^Markeer als betaald/ })).toHaveCount(0)
    await expectNoA11yViolations(page, 'orders overview, paid')

    // The parents got a mail about the gift, and the public page counts the given part.
    const ownerMail = await latestMail(
      PARENT.email,
      `${GIVER.name} schonk iets van de geboortelijst van ${BABY.firstName}`,
      since,
    )
    expect(ownerMail).toContain(GIVER.message)
    expect(ownerMail).toContain(communication)
    await openList(page, slug)
    await expect(
      productTile(page, SPLIT).getByRole('progressbar', { name: `Delen van ${SPLIT} geschonken` }),
    ).toHaveAttribute('aria-valuetext', '1 van de 3 delen geschonken')
  } finally {
    await visitorContext.close()
    fs.rmSync(photo, { force: true })
  }
})

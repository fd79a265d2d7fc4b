import { expect, test, type Request } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import {
  OGM,
  expectCartCount,
  closeDrawer,
  drawer,
  approx,
  euro,
  openProduct,
  productCard,
  productGrid,
  productTile,
  waitForHydration,
} from './support/app'
import { freshList, giveGift } from './support/factories'

// The gifts this journey orders, as on the seeded noor-peeters.
const SHOP_GIFT = 'Badje met standaard' // shop only, € 34,99
const CASH_GIFT = 'Babyfoon met camera' // cash only, € 119,00

test('a visitor finds Noor’s list, gives a shop gift and a cash gift, and gets the payment instructions', async ({
  page,
  request,
}) => {
  // Noor's list as seeded, but a list of its own: the journey orders two of its gifts. Noor's first name carries this
  // run's tag, so the search finds this list only.
  const list = await freshList(
    request,
    'Noor',
    [
      { title: 'Kinderstoel Tripp Trapp', price: 249, cashAllowed: true, shopAllowed: true, shopName: 'Baby-Dump' },
      { title: 'Box met speelkleed', price: 129.95, cashAllowed: true, shopAllowed: true, shopName: 'Baby-Dump' },
      {
        title: SHOP_GIFT,
        price: 34.99,
        cashAllowed: false,
        shopAllowed: true,
        shopName: 'Dreambaby Mechelen',
        description: 'Een handig badje op een standaard.',
      },
      { title: CASH_GIFT, price: 119, cashAllowed: true, shopAllowed: false },
      { title: 'Luiertas', price: 59.95, cashAllowed: true, shopAllowed: false, hidden: true },
      { title: 'Draagzak', price: 139, cashAllowed: true, shopAllowed: false },
    ],
    {
      lastName: 'Peeters',
      parent1FirstName: 'Sofie',
      parent1LastName: 'Peeters',
      parent2FirstName: 'Jonas',
      parent2LastName: 'Maes',
      introduction:
        'Lieve familie en vrienden,\n\nNoor is er! Ze kwam ter wereld op 14 oktober en we zijn dolgelukkig.',
    },
  )
  await giveGift(request, list, 'Draagzak', 'CASH')
  const slug = list.slug

  // Home
  await page.goto('/site/index')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoA11yViolations(page, '/site/index')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('link', { name: 'Zoek een geboortelijst' }).first().click()

  // Search (case-insensitive)
  await expect(page).toHaveURL(/\/list\/search$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Zoek een geboortelijst' })).toBeVisible()
  await expectNoA11yViolations(page, '/list/search before a search')
  await waitForHydration(page)
  await page.getByLabel('Voornaam van de baby').fill(list.firstName.toLowerCase())
  await page.getByLabel('Voornaam van 1 van de ouders').fill('JONAS')
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await expect(page.getByRole('heading', { name: '1 geboortelijst gevonden' })).toBeVisible()
  const result = page.getByRole('link', { name: new RegExp(`${list.firstName} Peeters`) })
  await expect(result).toHaveAttribute('href', `/list/${slug}`)
  await expectNoA11yViolations(page, '/list/search with results')
  await result.click()

  // The list page
  await expect(page).toHaveURL(new RegExp(`/list/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: `${list.firstName} Peeters` })).toBeVisible()
  await expect(page.getByText('Pamperrekening:')).toBeVisible()
  await expect(page.getByText('BE71 0961 2345 6769')).toBeVisible()
  await expect(page.getByText('Sofie Peeters en Jonas Maes', { exact: false })).toBeVisible()
  await expect(page.getByText(/Noor is er! Ze kwam ter wereld op 14 oktober/)).toBeVisible()
  await waitForHydration(page)
  // hidden and sold gifts are not shown; the others are, with Belgian euro formatting
  await expect(productCard(page, 'Kinderstoel Tripp Trapp')).toBeVisible()
  await expect(productGrid(page).getByText('Luiertas')).toHaveCount(0)
  await expect(productGrid(page).getByText('Draagzak')).toHaveCount(0)
  await expect(productTile(page, 'Box met speelkleed')).toContainText('€ 129,95')
  await expect(productTile(page, SHOP_GIFT)).toContainText(euro(3499))
  await expectNoA11yViolations(page, `/list/${slug}`)
  await expectCartCount(page, 0)

  // A shop-only gift: only 'Geschenk persoonlijk afgeven', with an approximate price
  const shopPanel = await openProduct(page, SHOP_GIFT)
  await expect(shopPanel.getByText('Dreambaby Mechelen')).toBeVisible()
  await expect(shopPanel.getByText('Een handig badje op een standaard')).toBeVisible()
  await expect(shopPanel.getByRole('button', { name: 'Geschenk reserveren en nu betalen' })).toHaveCount(0)
  const giveInPerson = shopPanel.getByRole('button', { name: /Geschenk persoonlijk afgeven/ })
  await expect(giveInPerson).toContainText(approx(3499))
  await expectNoA11yViolations(page, `/list/${slug} with the drawer open (product view)`)
  await giveInPerson.click()
  let cart = drawer(page, 'Geschenkmandje')
  await expect(cart).toBeVisible()
  await expect(cart.getByRole('heading', { name: 'Zelf kopen en persoonlijk afgeven' })).toBeVisible()
  await expect(cart.getByText(SHOP_GIFT)).toBeVisible()
  await expect(cart.getByRole('listitem').filter({ hasText: SHOP_GIFT })).toContainText(approx(3499))
  await expectNoA11yViolations(page, `/list/${slug} with the drawer open (cart view)`)
  await closeDrawer(page)
  await expectCartCount(page, 1)

  // A cash-only gift: only 'Geschenk reserveren en nu betalen'
  const cashPanel = await openProduct(page, CASH_GIFT)
  await expect(cashPanel.getByRole('button', { name: /Geschenk persoonlijk afgeven/ })).toHaveCount(0)
  await expect(cashPanel.getByText('of', { exact: true })).toHaveCount(0)
  await cashPanel.getByRole('button', { name: /Geschenk reserveren en nu betalen/ }).click()
  cart = drawer(page, 'Geschenkmandje')
  await expect(cart.getByRole('heading', { name: 'Nu betalen' })).toBeVisible()
  await expect(cart.getByText(CASH_GIFT)).toBeVisible()
  // Money to transfer and the estimate of what the giver buys are two amounts, never one 'Totaal'
  await expect(cart.getByText('Totaal', { exact: true })).toHaveCount(0)
  await expect(cart.locator('p').filter({ hasText: 'Te betalen met een overschrijving' })).toContainText(euro(11900))
  await expect(cart.locator('p').filter({ hasText: 'Zelf te kopen (geschat)' })).toContainText(approx(3499))
  await expectCartCount(page, 2)
  await cart.getByRole('link', { name: 'Afrekenen' }).click()

  // Checkout: both groups, their totals and the combined total
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/checkout$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Je schenkt deze 2 geschenkjes' })).toBeVisible()
  await expect(page.getByText(`aan ${list.firstName}`)).toBeVisible()
  const cashSection = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Nu betalen' }) })
  await expect(cashSection.getByText(CASH_GIFT)).toBeVisible()
  await expect(cashSection.getByText('Totaal te betalen')).toBeVisible()
  await expect(cashSection).toContainText(euro(11900))
  const shopSection = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Zelf kopen en persoonlijk afgeven' }) })
  await expect(shopSection.getByText(SHOP_GIFT)).toBeVisible()
  await expect(shopSection.getByText('Te koop bij Dreambaby Mechelen')).toBeVisible()
  await expect(shopSection.getByText('Geschat totaal')).toBeVisible()
  await expect(shopSection).toContainText(approx(3499))
  await expect(shopSection.getByText('Prijzen en eventuele verzendkosten kunnen in de winkel afwijken.')).toBeVisible()
  // The money to transfer and the estimate of what the giver buys stand apart: no total adds the two.
  await expect(page.getByText('Geschat totaalbedrag')).toHaveCount(0)
  await expect(page.getByText(euro(15399))).toHaveCount(0)
  await expectNoA11yViolations(page, `/list/${slug}/checkout`)

  // An empty submit sends nothing; the name error shows once the (focused) name field is left
  const posts: Request[] = []
  const onRequest = (req: Request) => {
    if (req.method() === 'POST') posts.push(req)
  }
  page.on('request', onRequest)
  const name = page.getByLabel('Naam', { exact: true })
  const email = page.getByLabel('E-mailadres')
  await page.getByRole('button', { name: 'Bevestig je reservatie' }).click()
  await expect(name).toBeFocused()
  await name.blur()
  await expect(page.getByText('Je naam is verplicht')).toBeVisible()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/checkout$`))

  // A malformed e-mail address
  await name.fill('Marie Claes')
  await expect(page.getByText('Je naam is verplicht')).toHaveCount(0)
  await email.fill('marie@')
  await email.blur()
  await expect(page.getByText('Dit e-mailadres ziet er niet correct uit.')).toBeVisible()
  await page.getByRole('button', { name: 'Bevestig je reservatie' }).click()
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/checkout$`))
  expect(posts, 'an invalid checkout must not send anything').toHaveLength(0)
  page.off('request', onRequest)

  // A valid order
  await email.fill('marie.claes@example.be')
  await expect(page.getByText('Dit e-mailadres ziet er niet correct uit.')).toHaveCount(0)
  await page.getByLabel('Boodschap').fill('Welkom op de wereld, kleine Noor!')
  await page.getByRole('button', { name: 'Bevestig je reservatie' }).click()

  // The confirmation
  await expect(page).toHaveURL(new RegExp(`/list/${slug}/order/[A-Za-z0-9_-]{12,}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Je reservatie is bevestigd!' })).toBeVisible()
  const giver = page.getByRole('region', { name: 'Jouw gegevens' })
  await expect(giver.getByText('Marie Claes')).toBeVisible()
  await expect(giver.getByText('marie.claes@example.be')).toBeVisible()
  await expect(giver.getByText('Welkom op de wereld, kleine Noor!')).toBeVisible()
  const cash = page.getByRole('region', { name: 'Nu betalen' })
  await expect(cash.getByText(CASH_GIFT)).toBeVisible()
  await expect(cash.getByText('BE71 0961 2345 6769')).toBeVisible()
  await expect(cash.getByText(OGM)).toBeVisible()
  const qr = cash.getByRole('img', { name: /QR-code/ })
  await expect(qr).toBeVisible()
  await expect(qr).toHaveAccessibleName(
    /^QR-code om €\s119,00 over te schrijven naar .+, rekeningnummer BE71 0961 2345 6769$/,
  )
  const shop = page.getByRole('region', { name: 'Zelf kopen en persoonlijk afgeven' })
  await expect(shop.getByText(SHOP_GIFT)).toBeVisible()
  await expect(shop.getByText('Dreambaby Mechelen')).toBeVisible()
  await waitForHydration(page)
  await expectCartCount(page, 0)
  await expectNoA11yViolations(page, 'order confirmation')

  // The list no longer offers the given gifts
  await page.goto(`/list/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: `${list.firstName} Peeters` })).toBeVisible()
  await expect(productCard(page, 'Kinderstoel Tripp Trapp')).toBeVisible()
  await expect(productCard(page, SHOP_GIFT)).toHaveCount(0)
  await expect(productCard(page, CASH_GIFT)).toHaveCount(0)
})

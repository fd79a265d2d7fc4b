// A list nobody can impersonate (decision 033), as the people involved see it: parents make a list; a copy by an
// account that never confirmed its address shows visitors that it is not active (no IBAN, nothing to give) while its
// owner is reminded to confirm; a copy by a confirmed account waits on /admin/review beside the list it resembles,
// and after 'Goedkeuren' both are found, the first list first, each card telling where and when. Axe on every page.
import { expect, newVisitorContext, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { waitForHydration } from './support/app'
import { latestMail, linkIn } from './support/mail'
import { ADMIN, loginThroughApi } from './support/session'
import { RUN, registerParent, type Parent } from './support/data'
import type { APIRequestContext } from '@playwright/test'

// A first name of this run only, so the search finds this run's lists and no earlier run's.
const BABY = `Roos${RUN.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`
const PARENT_FIRST = 'Ilse'
const ATTACKER_IBAN = 'BE68 5390 0754 7034'

/** A list of `parent` with the names of this spec's baby, an IBAN and a city, and one shop gift. */
async function makeList(
  request: APIRequestContext,
  parent: Parent,
  iban: string,
  city: string,
): Promise<{ id: number; url: string }> {
  const auth = { Authorization: `Bearer ${parent.token}` }
  const birthDate = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10)
  const res = await request.post('/api/lists', {
    headers: auth,
    data: {
      firstName: BABY,
      lastName: 'Wouters',
      parent1FirstName: PARENT_FIRST,
      parent1LastName: 'Wouters',
      parent2FirstName: 'Bart',
      parent2LastName: 'Smet',
      iban,
      birthDate,
      city,
      introduction: '',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const list = (await res.json()) as { id: number; url: string }
  const gift = await request.post('/api/products', {
    headers: auth,
    data: {
      listId: list.id,
      title: `Slaapzak ${RUN}`,
      price: 39.95,
      cashAllowed: true,
      shopAllowed: true,
      shopName: 'Baby-Dump',
    },
  })
  expect(gift.status(), await gift.text()).toBe(201)
  return list
}

test('an unconfirmed copy is not active, a confirmed copy waits for review, and once approved both are found, the first first', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const since = Date.now() - 1000
  const parents = await registerParent(request, `${PARENT_FIRST} Wouters`)
  const first = await makeList(request, parents, 'BE71 0961 2345 6769', 'Gent')

  // An account that never confirmed its address copies the list with its own IBAN.
  const stranger = await registerParent(request, 'Sander Vals', { confirmed: false })
  const unconfirmedCopy = await makeList(request, stranger, ATTACKER_IBAN, 'Gent')
  // (The subject is folded in the mail's header past ~70 characters: its start is enough to find it.)
  const subject = 'Er is een geboortelijst die lijkt op die van'
  expect(await latestMail(parents.email, subject, since)).toContain(`/list/${unconfirmedCopy.url}`)
  const visitor = await (await newVisitorContext(browser, { baseURL: baseURL! })).newPage()
  try {
    await visitor.goto(`/list/${unconfirmedCopy.url}`)
    await expect(visitor.getByRole('heading', { level: 1, name: `${BABY} Wouters` })).toBeVisible()
    await expect(visitor.getByRole('heading', { name: 'Deze geboortelijst is nog niet actief' })).toBeVisible()
    await expect(visitor.getByText('Pamperrekening:')).toHaveCount(0)
    await expect(visitor.getByText(/BE68|7034/)).toHaveCount(0)
    expect(await visitor.content()).not.toMatch(/BE68\s?5390|BE68539007547034/)
    // The gift shows, but nothing leads to giving it.
    await expect(visitor.getByRole('heading', { name: `Slaapzak ${RUN}` })).toBeVisible()
    await expect(visitor.getByRole('link', { name: `Slaapzak ${RUN}` })).toHaveCount(0)
    await expectNoA11yViolations(visitor, 'list page, not active')
    // The first list's page is active.
    await visitor.goto(`/list/${first.url}`)
    await expect(visitor.getByText('Pamperrekening:')).toBeVisible()
    await expect(visitor.getByRole('heading', { name: 'Deze geboortelijst is nog niet actief' })).toHaveCount(0)
  } finally {
    await visitor.context().close()
  }

  // Its owner sees the list with a reminder to confirm, the IBAN only for them.
  await loginThroughApi(page, stranger.email, 'geheim-wachtwoord')
  await page.goto(`/list/${unconfirmedCopy.url}`)
  const reminder = page.getByRole('region', { name: 'Bevestig je e-mailadres om je lijst te activeren' })
  await expect(reminder).toBeVisible()
  await expect(reminder).toContainText('BE68 5390 0754 7034')
  await expect(page.getByRole('link', { name: 'Instellingen' })).toBeVisible()
  await expectNoA11yViolations(page, 'list page, not active, its owner')
  await page.context().clearCookies({ name: 'next-auth.session-token' })

  // A confirmed account's copy waits for an administrator; the first list's parents are mailed.
  const other = await registerParent(request, 'Bram Smet')
  const beforeCopy = Date.now()
  const confirmedCopy = await makeList(request, other, ATTACKER_IBAN, 'Brugge')
  const mail = await latestMail(parents.email, subject, beforeCopy)
  expect(mail).toContain(`/list/${confirmedCopy.url}`)
  expect(mail).toContain(`${BABY} Wouters`)
  expect(mail).not.toContain(other.email)

  const searchPage = async () => {
    await page.goto(`/list/search?baby=${BABY}&ouder=${PARENT_FIRST}`)
    return page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: new RegExp(`${BABY} Wouters`) }) })
      .getByRole('listitem')
  }
  await expect(await searchPage()).toHaveCount(1)
  await expect(page.getByRole('link', { name: new RegExp(`${BABY} Wouters`) })).toHaveAttribute(
    'href',
    `/list/${first.url}`,
  )

  // The administrator compares the two side by side and approves the copy.
  await loginThroughApi(page, ADMIN)
  await page.goto('/admin/list')
  await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Te controleren' }).click()
  await expect(page).toHaveURL(/\/admin\/review$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Te controleren lijsten' })).toBeVisible()
  await page.getByRole('searchbox', { name: /Zoek op baby/ }).fill(BABY)
  await page.getByRole('search').getByRole('button', { name: 'Zoeken' }).click()
  await expect(page.getByRole('heading', { level: 2, name: '1–2 van 2 te controleren lijsten' })).toBeVisible()
  const review = page.getByRole('article', { name: `${BABY} Wouters (/list/${confirmedCopy.url})` })
  await expect(review).toContainText('Te controleren lijst')
  await expect(review).toContainText('Lijkt op deze oudere lijst')
  await expect(review).toContainText(`/list/${first.url}`)
  await expect(review).toContainText('•••• •••• •••• 7034')
  await expect(review).toContainText('•••• •••• •••• 6769')
  await expect(review).toContainText('Brugge')
  await expect(review).toContainText('De rekeningnummers verschillen.')
  await expect(review).not.toContainText('BE68')
  await expectNoA11yViolations(page, '/admin/review')
  await waitForHydration(page)
  await review
    .getByRole('button', { name: `Geboortelijst van ${BABY} Wouters (/list/${confirmedCopy.url}) goedkeuren` })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'is goedgekeurd' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '1–1 van 1 te controleren lijst' })).toBeVisible()
  await expect(review).toHaveCount(0)
  await page.context().clearCookies({ name: 'next-auth.session-token' })

  // Both found now, the first list first, each card saying where and since when.
  const cards = await searchPage()
  await expect(cards).toHaveCount(2)
  await expect(cards.nth(0).getByRole('link')).toHaveAttribute('href', `/list/${first.url}`)
  await expect(cards.nth(0)).toContainText('Woont in Gent')
  await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', `/list/${confirmedCopy.url}`)
  await expect(cards.nth(1)).toContainText('Woont in Brugge')
  for (const card of [cards.nth(0), cards.nth(1)]) await expect(card).toContainText(/Lijst gemaakt in \p{L}+ \d{4}/u)
  await expectNoA11yViolations(page, '/list/search with two look-alike lists')
})

test('a list becomes active for visitors as soon as its owner confirms the address, though its page was cached', async ({
  request,
  browser,
  baseURL,
}) => {
  const since = Date.now() - 1000
  const parent = await registerParent(request, 'Fien Laga', { confirmed: false })
  const list = await makeList(request, parent, 'BE71 0961 2345 6769', 'Leuven')
  const visitor = await (await newVisitorContext(browser, { baseURL: baseURL! })).newPage()
  try {
    // Twice: the second visit is served from the page cache.
    for (let i = 0; i < 2; i++) {
      await visitor.goto(`/list/${list.url}`)
      await expect(visitor.getByRole('heading', { name: 'Deze geboortelijst is nog niet actief' })).toBeVisible()
    }
    const link = linkIn(await latestMail(parent.email, 'Bevestig je e-mailadres', since), '/user/confirm-email')
    const confirmed = await request.post('/api/auth/confirm-email', {
      data: { token: new URL(link, 'http://x').searchParams.get('token') },
    })
    expect(confirmed.status()).toBe(200)
    await visitor.goto(`/list/${list.url}`)
    await expect(visitor.getByText('Pamperrekening:')).toBeVisible()
    await expect(visitor.getByRole('heading', { name: 'Deze geboortelijst is nog niet actief' })).toHaveCount(0)
    await expect(visitor.getByRole('link', { name: `Slaapzak ${RUN}` })).toBeVisible()
  } finally {
    await visitor.context().close()
  }
})

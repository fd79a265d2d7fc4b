// Every mail in the language of the person it is for: the giver's at checkout (the API client's Accept-Language),
// each parent's account language for the notices, the account's for account mails, the site's inbox in Dutch.
import { describe, expect, it } from 'vitest'
import { POST as postOrder } from '@/app/api/orders/route'
import { POST as register } from '@/app/api/auth/register/route'
import { POST as updateAccount } from '@/app/api/auth/update-account/route'
import { POST as updatePassword } from '@/app/api/auth/update-password/route'
import { chooseLocale } from '@/lib/auth/accounts'
import { translatorFor } from '@/lib/i18n'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { waitForMails } from '../support/outbox'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()
const fr = translatorFor('fr')
const nl = translatorFor('nl')
/** Intl's spaces in amounts and French punctuation, as plain spaces, to compare texts. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
/** The mail with its quoted-printable soft line breaks joined: a long link is one piece again. */
const unfolded = (mail: string) => mail.replace(/=\r?\n/g, '')

describe('the language of each mail', () => {
  it('a French giver’s summary is French, with French amounts; the Dutch parent’s notice stays Dutch', async () => {
    const owner = await createUser(db(), { name: 'Sofie Peeters', email: 'sofie-taal@example.be' })
    const list = await createList(db(), owner.id, { url: 'lou-taal', firstName: 'Lou' })
    const fund = await createProduct(db(), list.id, { title: 'Spaarpot', price: 123450, shopAllowed: false })
    const res = await call(postOrder, '/api/orders', {
      headers: { 'accept-language': 'fr-BE,fr;q=0.9' },
      body: {
        listId: list.id,
        name: 'Mamie Josée',
        email: 'josee@example.be',
        products: [{ productId: fund.id, price: 1234.5, giftMethod: 'CASH' }],
      },
    })
    expect(res.status).toBe(201)
    expect(await db().order.findFirstOrThrow({ where: { email: 'josee@example.be' } })).toMatchObject({ locale: 'fr' })

    const [summary] = await waitForMails('josee@example.be', /Spaarpot/)
    expect(plain(summary!)).toContain(plain(fr('orderMail.greeting', { name: 'Mamie Josée' })))
    expect(plain(summary!)).toContain(plain(fr('orderMail.amount', { amount: '1 234,50 €' })))
    expect(summary).toContain('<html lang="fr"')
    expect(summary).not.toContain(nl('orderMail.transferIntro'))
    // Its links open the French pages; the Dutch parent's the Dutch ones.
    expect(unfolded(summary!)).toMatch(/https?:\/\/[^/\s"]+\/fr\/list\/lou-taal\/order\/[\w-]+/)

    const [notice] = await waitForMails('sofie-taal@example.be', /Spaarpot/)
    expect(notice).toContain(nl('ownerMail.greeting', { name: 'Sofie Peeters' }))
    expect(plain(notice!)).toContain('€ 1.234,50')
    expect(notice).toContain('<html lang="nl"')
    expect(unfolded(notice!)).toMatch(/https?:\/\/[^/\s"]+\/list\/lou-taal\/orders/)
    expect(unfolded(notice!)).not.toContain('/fr/list/')
  })

  it('a parent whose account speaks French gets the notice in French, the child named in French too', async () => {
    const owner = await createUser(db(), { name: 'Julie Dubois', email: 'julie-taal@example.be' })
    await db().user.update({ where: { id: owner.id }, data: { locale: 'fr' } })
    const list = await createList(db(), owner.id, { url: 'sans-nom', firstName: '', lastName: '' })
    const teddy = await createProduct(db(), list.id, { title: 'Nounours', price: 2000, cashAllowed: false })
    const res = await call(postOrder, '/api/orders', {
      body: {
        listId: list.id,
        name: 'Oma Lutgarde',
        email: 'lutgarde-taal@example.be',
        products: [{ productId: teddy.id, price: 20, giftMethod: 'SHOP' }],
      },
    })
    expect(res.status).toBe(201)
    const [notice] = await waitForMails('julie-taal@example.be', /Nounours/)
    expect(notice).toContain(fr('ownerMail.greeting', { name: 'Julie Dubois' }))
    expect(notice).toContain('<html lang="fr"')
    // The giver ordered without Accept-Language: Dutch.
    // The giver's own summary (the parents' notice names the giver too, as its Reply-To).
    const [summary] = await waitForMails('lutgarde-taal@example.be', /^To: Oma Lutgarde <lutgarde-taal/m)
    expect(summary).toContain(nl('orderMail.greeting', { name: 'Oma Lutgarde' }))
  })

  it('an account registered in French is French, and so is its confirmation mail', async () => {
    const res = await call(register, '/api/auth/register', {
      headers: { 'accept-language': 'fr' },
      body: { name: 'Camille Lambert', email: 'camille-taal@example.be', password: 'un mot de passe bien long 42' },
    })
    expect(res.status).toBe(201)
    expect(await db().user.findUniqueOrThrow({ where: { email: 'camille-taal@example.be' } })).toMatchObject({
      locale: 'fr',
    })
    const [mail] = await waitForMails('camille-taal@example.be', /confirm-email/)
    expect(mail).toContain(fr('accountMail.confirmIntro'))
    expect(mail).toContain('<html lang="fr"')
  })

  it('the account’s language is a setting: French from then on for its mails; another value is refused', async () => {
    const password = 'Geheim-wachtwoord 1!'
    await createUser(db(), { name: 'Jonas Maes', email: 'jonas-taal@example.be', password })
    const token = await tokenFor('jonas-taal@example.be', password)
    const bad = await call(updateAccount, '/api/auth/update-account', {
      token,
      body: { name: 'Jonas Maes', email: 'jonas-taal@example.be', locale: 'de' },
    })
    expect((await expectError(bad, 422, 'VALIDATION')).error.details?.fields).toEqual({
      locale: 'Kies Nederlands of Frans.',
    })
    const res = await call(updateAccount, '/api/auth/update-account', {
      token,
      body: { name: 'Jonas Maes', email: 'jonas-taal@example.be', locale: 'fr' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ locale: 'fr' })
    // Left out, the language stays.
    const again = await call(updateAccount, '/api/auth/update-account', {
      token,
      body: { name: 'Jonas M.', email: 'jonas-taal@example.be' },
    })
    expect(await again.json()).toMatchObject({ name: 'Jonas M.', locale: 'fr' })
    const changed = await call(updatePassword, '/api/auth/update-password', {
      token,
      body: { currentPassword: password, newPassword: 'een nieuw en lang wachtwoord 7' },
    })
    expect(changed.status).toBe(200)
    const [notice] = await waitForMails('jonas-taal@example.be', /forgot-password/)
    expect(notice).toContain(fr('accountMail.changedText'))
  })
})

describe("the site's 'NL | FR' switch (chooseLocale)", () => {
  it('makes a logged-in person’s choice the account’s language; a visitor’s is only answered; others refused', async () => {
    const user = await createUser(db(), { email: 'wissel-taal@example.be' })
    expect(await chooseLocale({ id: user.id, role: 'USER' }, { locale: 'fr' })).toBe('fr')
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ locale: 'fr' })
    expect(await chooseLocale(null, { locale: 'nl' })).toBe('nl')
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ locale: 'fr' })
    await expect(chooseLocale({ id: user.id, role: 'USER' }, { locale: 'de' })).rejects.toMatchObject({
      code: 'VALIDATION',
      status: 422,
    })
    await expect(chooseLocale(null, { locale: { $ne: 'x' } })).rejects.toMatchObject({ code: 'VALIDATION' })
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ locale: 'fr' })
  })
})

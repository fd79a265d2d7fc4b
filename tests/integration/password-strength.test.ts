// Weak new passwords are refused wherever a password is set (decision 036): registering, resetting through a mailed
// link and changing it, over REST as an API client calls them, on a real database. Each refusal is 422 VALIDATION
// with the Dutch message on the password field, and changes nothing: no account, the same password, the link and
// the session still usable.
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as register } from '@/app/api/auth/register/route'
import { POST as resetPassword } from '@/app/api/auth/reset-password/route'
import { POST as updatePassword } from '@/app/api/auth/update-password/route'
import { GET as myLists } from '@/app/api/lists/route'
import { createAuthToken } from '@/lib/auth/tokens'
import type { User } from '@/lib/generated/prisma/client'
import { useTestDatabase } from '../support/db'
import { call, expectError, tokenFor } from '../support/api'
import { createUser } from '../fixtures/factories'

const db = useTestDatabase()

const NAME = 'Sofie Peeters'
const OLD_PASSWORD = 'vorige zin van sofie'
const ADVICE =
  'Maak er bijvoorbeeld een zin van met vier of meer woorden die niet bij elkaar horen: makkelijk te onthouden en moeilijk te raden.'
const TOO_SHORT = 'Je wachtwoord moet minstens 10 tekens lang zijn.'
const weak = (reason: string) => `${reason} ${ADVICE}`

/** The weak passwords of the report and a few more, each with the message the field shows, for an account at `email`. */
function weakPasswords(email: string): [string, string][] {
  const local = email.split('@')[0]!
  return [
    ['12345678', TOO_SHORT],
    ['password', TOO_SHORT],
    [' '.repeat(8), TOO_SHORT],
    [' '.repeat(10), weak('Alleen spaties is geen wachtwoord.')],
    ['aaaaaaaaaaaa', weak('Je wachtwoord herhaalt te veel dezelfde tekens.')],
    ['geboortelijst', weak('Je wachtwoord lijkt te veel op de naam van deze website.')],
    ['Geboortelijst2026', weak('Je wachtwoord lijkt te veel op de naam van deze website.')],
    [email, weak('Je wachtwoord lijkt te veel op je e-mailadres.')],
    [local, weak('Je wachtwoord lijkt te veel op je e-mailadres.')],
    ['SofiePeeters!', weak('Je wachtwoord lijkt te veel op je e-mailadres.')],
    [
      'wachtwoord123',
      weak('Een gewoon woord of een naam is makkelijk te raden, ook met cijfers of een hoofdletter erbij.'),
    ],
    ['azertyuiop', weak('Reeksen zoals 123456, abcdef of azerty zijn makkelijk te raden.')],
    ['1234567890', weak('Dit wachtwoord wordt veel gebruikt en staat in de lijsten die aanvallers eerst proberen.')],
  ]
}

const STRONG = ['groene kikker zingt luid', 'Zonnige-Fiets-Lepel-Wolk', 'tractor citroen pannenkoek']

/** Asserts a 422 VALIDATION whose message, and only field message, is `message` on `field`. */
async function expectRefused(res: Response, field: string, message: string) {
  const { error } = await expectError(res, 422, 'VALIDATION')
  expect({ message: error.message, fields: error.details?.fields }).toEqual({ message, fields: { [field]: message } })
}

describe('POST /api/auth/register refuses a weak password', () => {
  const email = 'sofie.peeters1990@example.be'

  it.each(weakPasswords(email))('%j: 422 on `password`, no account', async (password, message) => {
    await expectRefused(
      await call(register, '/api/auth/register', { body: { name: NAME, email, password } }),
      'password',
      message,
    )
    expect(await db().user.count({ where: { email } })).toBe(0)
    expect(await db().outboxMail.count({ where: { recipient: { contains: email } } })).toBe(0)
  })

  it('refuses a password close to the name given in the same request', async () => {
    const body = { name: 'Kwakkel Zwartberg', email: 'kz@example.be', password: 'Zw4rtb3rg-Kw4kk3l' }
    await expectRefused(
      await call(register, '/api/auth/register', { body }),
      'password',
      weak('Je wachtwoord lijkt te veel op je naam.'),
    )
    expect(await db().user.count({ where: { email: 'kz@example.be' } })).toBe(0)
  })

  it.each(STRONG)('accepts the passphrase %j', async (password) => {
    const address = `sterk-${STRONG.indexOf(password)}@example.be`
    const res = await call(register, '/api/auth/register', { body: { name: NAME, email: address, password } })
    expect(res.status).toBe(201)
    expect(await tokenFor(address, password)).toEqual(expect.any(String))
  })
})

describe('POST /api/auth/reset-password refuses a weak password', () => {
  const email = 'sofie.peeters1991@example.be'
  let user: User
  let link: string
  beforeAll(async () => {
    user = await createUser(db(), { email, name: NAME, password: OLD_PASSWORD })
    link = await db().$transaction((tx) => createAuthToken(tx, user.id, 'RESET_PASSWORD', email))
  })

  it.each(weakPasswords(email))(
    '%j: 422 on `password`, the password unchanged and the link still unused',
    async (password, message) => {
      await expectRefused(
        await call(resetPassword, '/api/auth/reset-password', { body: { token: link, password } }),
        'password',
        message,
      )
      const stored = await db().user.findUniqueOrThrow({ where: { id: user.id } })
      expect(stored.passwordHash).toBe(user.passwordHash)
      expect(await db().authToken.count({ where: { userId: user.id, kind: 'RESET_PASSWORD', usedAt: null } })).toBe(1)
    },
  )

  it('then sets a strong password with the same link', async () => {
    const res = await call(resetPassword, '/api/auth/reset-password', { body: { token: link, password: STRONG[0] } })
    expect(res.status).toBe(200)
    expect(await tokenFor(email, STRONG[0]!)).toEqual(expect.any(String))
  })

  it('says an unknown link before judging the password', async () => {
    await expectError(
      await call(resetPassword, '/api/auth/reset-password', {
        body: { token: 'y'.repeat(43), password: 'wachtwoord123' },
      }),
      400,
      'TOKEN_INVALID',
    )
  })
})

describe('POST /api/auth/update-password refuses a weak new password', () => {
  const email = 'sofie.peeters1992@example.be'
  let user: User
  let token: string
  beforeAll(async () => {
    user = await createUser(db(), { email, name: NAME, password: OLD_PASSWORD })
    token = await tokenFor(email, OLD_PASSWORD)
  })

  it.each(weakPasswords(email))(
    '%j: 422 on `newPassword`, the password unchanged and the session kept',
    async (newPassword, message) => {
      const res = await call(updatePassword, '/api/auth/update-password', {
        token,
        body: { currentPassword: OLD_PASSWORD, newPassword },
      })
      await expectRefused(res, 'newPassword', message)
      const stored = await db().user.findUniqueOrThrow({ where: { id: user.id } })
      expect(stored.passwordHash).toBe(user.passwordHash)
      expect((await call(myLists, '/api/lists', { token })).status).toBe(200)
      expect(await db().outboxMail.count({ where: { kind: 'password-changed' } })).toBe(0)
    },
  )

  it('a wrong current password is said first, whatever the new one', async () => {
    const res = await call(updatePassword, '/api/auth/update-password', {
      token,
      body: { currentPassword: 'niet mijn wachtwoord', newPassword: '1234567890' },
    })
    const { error } = await expectError(res, 422, 'VALIDATION')
    expect(error.details?.fields).toEqual({ currentPassword: 'Dit wachtwoord is niet correct.' })
  })

  it('then changes to a strong passphrase', async () => {
    const res = await call(updatePassword, '/api/auth/update-password', {
      token,
      body: { currentPassword: OLD_PASSWORD, newPassword: STRONG[1] },
    })
    expect(res.status).toBe(200)
    expect(await tokenFor(email, STRONG[1]!)).toEqual(expect.any(String))
  })
})

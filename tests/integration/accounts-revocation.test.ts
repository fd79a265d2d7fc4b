// Account changes over REST (/api/auth/update-account, update-password; logout-all, delete-account) and the
// revocation they imply (docs/rules.md#accounts, decision 012): an older session or bearer token is a 401 afterwards.
import { decode, encode } from 'next-auth/jwt'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as updateAccount } from '@/app/api/auth/update-account/route'
import { POST as updatePassword } from '@/app/api/auth/update-password/route'
import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route'
import { POST as resetPassword } from '@/app/api/auth/reset-password/route'
import { POST as logoutAll } from '@/app/api/auth/logout-all/route'
import { POST as deleteAccount } from '@/app/api/auth/delete-account/route'
import { GET as myLists } from '@/app/api/lists/route'
import { setUserRole } from '@/lib/auth/accounts'
import { claimsFor } from '@/lib/auth/claims'
import { useTestDatabase } from '../support/db'
import { call, expectError, tokenFor } from '../support/api'
import { linkToken, waitForMails } from '../support/outbox'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()
const PASSWORD = 'oud-wachtwoord'

const lists = (token?: string, headers?: Record<string, string>) => call(myLists, '/api/lists', { token, headers })
const expect401 = async (token: string) => expectError(await lists(token), 401, 'UNAUTHORIZED')

/** A fresh user with a bearer token from POST /api/auth/login. */
async function loggedIn(role: 'USER' | 'ADMIN' = 'USER') {
  const user = await createUser(db(), { password: PASSWORD, role })
  const token = await tokenFor(user.email, PASSWORD)
  expect((await lists(token)).status).toBe(200)
  return { user, token }
}

describe('revocation: an older bearer token is a 401 on an endpoint that needs a user', () => {
  it('after a password change, which answers a new token that works', async () => {
    const { user, token } = await loggedIn()
    const second = await tokenFor(user.email, PASSWORD)
    const res = await call(updatePassword, '/api/auth/update-password', {
      token,
      body: { currentPassword: PASSWORD, newPassword: 'nieuw-wachtwoord' },
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { token: string; email: string; emailConfirmed: boolean }
    expect(body).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      role: 'USER',
      emailConfirmed: true,
      locale: 'nl',
      token: expect.any(String),
    })
    await expect401(token)
    await expect401(second)
    expect((await lists(body.token)).status).toBe(200)
    await waitForMails(user.email, /Subject: Je wachtwoord is gewijzigd/)
  })

  it('after a reset through the mailed link', async () => {
    const { user, token } = await loggedIn()
    expect((await call(forgotPassword, '/api/auth/forgot-password', { body: { email: user.email } })).status).toBe(202)
    const [mail] = await waitForMails(user.email, /Kies een nieuw wachtwoord/)
    expect(
      (
        await call(resetPassword, '/api/auth/reset-password', {
          body: { token: linkToken(mail, '/user/reset-password'), password: 'na-reset-123' },
        })
      ).status,
    ).toBe(200)
    await expect401(token)
    expect((await lists(await tokenFor(user.email, 'na-reset-123'))).status).toBe(200)
  })

  it("after 'log out everywhere', the calling token included", async () => {
    const { user, token } = await loggedIn()
    const other = await tokenFor(user.email, PASSWORD)
    const res = await call(logoutAll, '/api/auth/logout-all', { method: 'POST', token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Je bent op al je toestellen uitgelogd.' })
    await expect401(token)
    await expect401(other)
    await expectError(await call(logoutAll, '/api/auth/logout-all', { method: 'POST', token }), 401, 'UNAUTHORIZED')
  })

  it('after a role change: a demoted administrator loses the rights and the session at once', async () => {
    const { user: admin, token } = await loggedIn('ADMIN')
    const { user: other } = await loggedIn()
    expect((await call(myLists, `/api/lists?userId=${other.id}`, { token })).status).toBe(200)
    const { user: boss, token: bossToken } = await loggedIn('ADMIN')
    expect(await setUserRole({ id: boss.id, role: 'ADMIN' }, admin.id, 'USER')).toMatchObject({
      id: admin.id,
      role: 'USER',
    })
    await expect401(token)
    const fresh = await tokenFor(admin.email, PASSWORD)
    await expectError(await call(myLists, `/api/lists?userId=${other.id}`, { token: fresh }), 403, 'FORBIDDEN')
    expect((await lists(bossToken)).status).toBe(200)
  })

  it('only an administrator may change a role', async () => {
    const { user } = await loggedIn()
    await expect(setUserRole({ id: user.id, role: 'USER' }, user.id, 'ADMIN')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    })
    await expect(setUserRole(null, user.id, 'ADMIN')).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 })
    await expect(setUserRole({ id: user.id, role: 'ADMIN' }, 2_000_000, 'ADMIN')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    })
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe('USER')
  })

  it('after deleting the account', async () => {
    const { token } = await loggedIn()
    expect(
      (await call(deleteAccount, '/api/auth/delete-account', { token, body: { password: PASSWORD } })).status,
    ).toBe(200)
    await expect401(token)
  })

  it('a tampered, a foreign-signed and an expired token are 401 too', async () => {
    const { user, token } = await loggedIn()
    const [head, payload, iv, ciphertext, tag] = token.split('.')
    const flipped = ciphertext.slice(0, -2) + (ciphertext.endsWith('A') ? 'B' : 'A') + ciphertext.slice(-1)
    await expect401([head, payload, iv, flipped, tag].join('.'))
    await expect401(`${token}x`)
    const fresh = await db().user.findUniqueOrThrow({ where: { id: user.id } })
    const { sid } = (await decode({ token, secret: process.env.NEXTAUTH_SECRET! })) as { sid: string }
    const claims = claimsFor({ ...fresh, emailConfirmed: true }, sid)
    // The same claims, signed right and not expired, are accepted: the refusals below are for what they say.
    expect((await lists(await encode({ token: claims, secret: process.env.NEXTAUTH_SECRET! }))).status).toBe(200)
    await expect401(await encode({ token: claims, secret: 'een-ander-geheim' }))
    await expect401(await encode({ token: claims, secret: process.env.NEXTAUTH_SECRET!, maxAge: -60 }))
    await expectError(await lists(), 401, 'UNAUTHORIZED')
  })

  it('a token of a session that does not exist, or of no session, is 401 even when signed right', async () => {
    const { user } = await loggedIn()
    const fresh = await db().user.findUniqueOrThrow({ where: { id: user.id } })
    const { sid: _sid, ...withoutSession } = claimsFor({ ...fresh, emailConfirmed: true }, 'x')
    await expect401(
      await encode({
        token: claimsFor({ ...fresh, emailConfirmed: true }, 'AAAAAAAAAAAAAAAAAAAAAA'),
        secret: process.env.NEXTAUTH_SECRET!,
      }),
    )
    await expect401(await encode({ token: withoutSession, secret: process.env.NEXTAUTH_SECRET! }))
    // Another user's live session does not make a token of this user valid.
    const { token: other } = await loggedIn()
    const { sid: otherSid } = (await decode({ token: other, secret: process.env.NEXTAUTH_SECRET! })) as { sid: string }
    await expect401(
      await encode({
        token: claimsFor({ ...fresh, emailConfirmed: true }, otherSid),
        secret: process.env.NEXTAUTH_SECRET!,
      }),
    )
  })

  it('a session cookie ends the same way', async () => {
    const { token } = await loggedIn()
    const cookie = { cookie: `next-auth.session-token=${token}` }
    expect((await lists(undefined, cookie)).status).toBe(200)
    expect((await call(logoutAll, '/api/auth/logout-all', { method: 'POST', headers: cookie })).status).toBe(200)
    await expectError(await lists(undefined, cookie), 401, 'UNAUTHORIZED')
  })
})

describe('POST /api/auth/update-password', () => {
  it('answers 422 on currentPassword for a wrong current password and changes nothing', async () => {
    const { user, token } = await loggedIn()
    const { error } = await expectError(
      await call(updatePassword, '/api/auth/update-password', {
        token,
        body: { currentPassword: 'fout', newPassword: 'nieuw-wachtwoord' },
      }),
      422,
      'VALIDATION',
    )
    expect(error.details?.fields).toEqual({ currentPassword: 'Dit wachtwoord is niet correct.' })
    expect((await lists(token)).status).toBe(200)
    expect(await tokenFor(user.email, PASSWORD)).toEqual(expect.any(String))
  })

  it('answers 422 for a too short new password and 401 without a token', async () => {
    const { token } = await loggedIn()
    const { error } = await expectError(
      await call(updatePassword, '/api/auth/update-password', {
        token,
        body: { currentPassword: PASSWORD, newPassword: 'kort' },
      }),
      422,
      'VALIDATION',
    )
    expect(error.details?.fields).toEqual({ newPassword: 'Je wachtwoord moet minstens 10 tekens lang zijn.' })
    await expectError(
      await call(updatePassword, '/api/auth/update-password', {
        body: { currentPassword: PASSWORD, newPassword: 'nieuw-wachtwoord' },
      }),
      401,
      'UNAUTHORIZED',
    )
  })

  it('answers 429 with the Dutch message and Retry-After on the 11th attempt from one address in 15 minutes', async () => {
    const { token } = await loggedIn()
    const ip = '203.0.113.70'
    const attempt = () =>
      call(updatePassword, '/api/auth/update-password', {
        token,
        ip,
        body: { currentPassword: PASSWORD, newPassword: 'kort' },
      })
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(422)
    const res = await attempt()
    expect((await expectError(res, 429, 'RATE_LIMITED')).error.message).toBe(
      'Te veel aanvragen na elkaar. Probeer het over een minuutje opnieuw.',
    )
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('POST /api/auth/update-account', () => {
  it('changes the name at once; a new address waits for its link and the sessions go on meanwhile', async () => {
    const { user, token } = await loggedIn()
    const same = await call(updateAccount, '/api/auth/update-account', {
      token,
      body: { name: ' Sofie Peeters ', email: user.email.toUpperCase() },
    })
    expect(await same.json()).toEqual({
      id: user.id,
      name: 'Sofie Peeters',
      email: user.email,
      role: 'USER',
      emailConfirmed: true,
      locale: 'nl',
      pendingEmail: null,
    })
    const res = await call(updateAccount, '/api/auth/update-account', {
      token,
      body: { name: 'Sofie Peeters', email: 'Sofie.Verhuisd@Example.be', currentPassword: PASSWORD },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      id: user.id,
      name: 'Sofie Peeters',
      email: user.email,
      role: 'USER',
      emailConfirmed: true,
      locale: 'nl',
      pendingEmail: 'sofie.verhuisd@example.be',
    })
    await waitForMails('sofie.verhuisd@example.be', /Subject: Bevestig je nieuwe e-mailadres/)
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email })
    expect((await lists(token)).status).toBe(200)
  })

  it('answers 422 for bad fields and 401 without a token, and changes nothing', async () => {
    const { user, token } = await loggedIn()
    const { error } = await expectError(
      await call(updateAccount, '/api/auth/update-account', { token, body: { name: '', email: 'nee' } }),
      422,
      'VALIDATION',
    )
    expect(error.details?.fields).toEqual({
      name: 'Je naam is verplicht',
      email: 'Dit e-mailadres ziet er niet correct uit.',
    })
    await expectError(
      await call(updateAccount, '/api/auth/update-account', { body: { name: 'X', email: 'x@example.be' } }),
      401,
      'UNAUTHORIZED',
    )
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      email: user.email,
      name: user.name,
    })
  })
})

describe('POST /api/auth/delete-account', () => {
  let owner: Awaited<ReturnType<typeof loggedIn>>
  let keptListId: number
  beforeAll(async () => {
    owner = await loggedIn()
    keptListId = (await createList(db(), (await createUser(db())).id)).id
  })

  it('answers 422 for a wrong password and deletes nothing', async () => {
    await createList(db(), owner.user.id)
    const { error } = await expectError(
      await call(deleteAccount, '/api/auth/delete-account', { token: owner.token, body: { password: 'fout' } }),
      422,
      'VALIDATION',
    )
    expect(error.details?.fields).toEqual({ password: 'Dit wachtwoord is niet correct.' })
    expect(await db().list.count({ where: { userId: owner.user.id } })).toBe(1)
  })

  it('removes the lists with their products, parts and orders, then the user; other lists stay', async () => {
    const list = await createList(db(), owner.user.id)
    const product = await createProduct(db(), list.id, { parts: 3, soldParts: 1 })
    await db().order.create({
      data: {
        reference: `ref-${list.id}-abcdefgh`,
        listId: list.id,
        name: 'Oma',
        email: 'oma@example.be',
        structuredCommunication: `+++000/0000/${String(list.id).padStart(3, '0')}97+++`,
        lines: {
          create: [
            { productId: product.id, productPartId: product.productParts[0].id, price: '16.67', giftMethod: 'CASH' },
          ],
        },
      },
    })
    const res = await call(deleteAccount, '/api/auth/delete-account', {
      token: owner.token,
      body: { password: PASSWORD },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Je account is verwijderd.' })
    expect(await db().user.findUnique({ where: { id: owner.user.id } })).toBeNull()
    expect(await db().list.count({ where: { userId: owner.user.id } })).toBe(0)
    expect(await db().product.count({ where: { listId: list.id } })).toBe(0)
    expect(await db().productPart.count({ where: { productId: product.id } })).toBe(0)
    expect(await db().order.count({ where: { listId: list.id } })).toBe(0)
    expect(await db().list.findUnique({ where: { id: keptListId } })).not.toBeNull()
  })
})

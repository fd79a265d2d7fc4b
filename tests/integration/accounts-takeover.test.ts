// Accounts that cannot be taken over: an e-mail change needs the password, takes effect only through the link mailed
// to the new address, ends every session and can be undone from the old address; the change is rate-limited and
// says nothing about which addresses have accounts; logging out ends the session on the server; strangers' failed
// logins never lock out the owner's browser. Over REST, on a real database.
import { decode } from 'next-auth/jwt'
import { describe, expect, it } from 'vitest'
import { POST as updateAccount } from '@/app/api/auth/update-account/route'
import { POST as confirmEmail } from '@/app/api/auth/confirm-email/route'
import { POST as undoEmailChange } from '@/app/api/auth/undo-email-change/route'
import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route'
import { POST as resetPassword } from '@/app/api/auth/reset-password/route'
import { POST as login } from '@/app/api/auth/login/route'
import { POST as logout } from '@/app/api/auth/logout/route'
import { GET as myLists } from '@/app/api/lists/route'
import { useTestDatabase } from '../support/db'
import { call, expectError, nextIp, tokenFor } from '../support/api'
import { linkToken, mailsTo, waitForMails } from '../support/outbox'
import { createUser } from '../fixtures/factories'

const db = useTestDatabase()
const PASSWORD = 'Kinderwagen-Blauw-42'

const lists = (token?: string) => call(myLists, '/api/lists', { token })
const expect401 = async (token: string) => expectError(await lists(token), 401, 'UNAUTHORIZED')
const unique = () => Math.random().toString(36).slice(2, 10)

async function loggedIn() {
  const user = await createUser(db(), { password: PASSWORD, email: `ouder-${unique()}@example.be` })
  return { user, token: await tokenFor(user.email, PASSWORD) }
}

const change = (token: string, body: Record<string, unknown>, ip = nextIp()) =>
  call(updateAccount, '/api/auth/update-account', { token, body, ip })

describe('the e-mail change chain', () => {
  it('a stolen token cannot change the address: the password is asked, a wrong one refused, nothing changes', async () => {
    const { user, token } = await loggedIn()
    const attacker = `dief-${unique()}@example.com`
    const missing = await expectError(await change(token, { name: user.name, email: attacker }), 422, 'VALIDATION')
    expect(missing.error.details?.fields).toEqual({
      currentPassword: 'Vul je huidige wachtwoord in om je e-mailadres te wijzigen.',
    })
    const wrong = await expectError(
      await change(token, { name: user.name, email: attacker, currentPassword: 'geraden-wachtwoord' }),
      422,
      'VALIDATION',
    )
    expect(wrong.error.details?.fields).toEqual({ currentPassword: 'Dit wachtwoord is niet correct.' })
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email })
    expect(await db().authToken.count({ where: { userId: user.id, kind: 'CHANGE_EMAIL' } })).toBe(0)
    expect(mailsTo(attacker)).toHaveLength(0)
  })

  it('a confirmed change ends every session, mails the old address, and its undo link takes the account back', async () => {
    const { user, token } = await loggedIn()
    const second = await tokenFor(user.email, PASSWORD)
    const newAddress = `nieuw-${unique()}@example.be`
    // A reset link to the old address, asked before the change, must not survive it.
    expect((await call(forgotPassword, '/api/auth/forgot-password', { body: { email: user.email } })).status).toBe(202)
    const [resetMail] = await waitForMails(user.email, /Kies een nieuw wachtwoord/)

    expect((await change(token, { name: user.name, email: newAddress, currentPassword: PASSWORD })).status).toBe(200)
    const [confirmMail] = await waitForMails(newAddress, /Subject: Bevestig je nieuwe e-mailadres/)
    expect(confirmMail).not.toContain(user.name)
    const confirmed = await call(confirmEmail, '/api/auth/confirm-email', {
      body: { token: linkToken(confirmMail, '/user/confirm-email') },
    })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({
      id: user.id,
      email: newAddress,
      emailConfirmed: true,
      changed: true,
    })

    await expect401(token)
    await expect401(second)
    await expectError(
      await call(resetPassword, '/api/auth/reset-password', {
        body: { token: linkToken(resetMail, '/user/reset-password'), password: 'Ander-Wachtwoord-2026' },
      }),
      400,
      'TOKEN_INVALID',
    )
    // The link cannot be used twice.
    await expectError(
      await call(confirmEmail, '/api/auth/confirm-email', {
        body: { token: linkToken(confirmMail, '/user/confirm-email') },
      }),
      400,
      'TOKEN_INVALID',
    )

    const [notice] = await waitForMails(user.email, /Subject: Het e-mailadres van je account is gewijzigd/)
    expect(notice).not.toContain(newAddress)
    const afterChange = await tokenFor(newAddress, PASSWORD)

    const undone = await call(undoEmailChange, '/api/auth/undo-email-change', {
      body: { token: linkToken(notice, '/user/undo-email') },
    })
    expect(undone.status).toBe(200)
    const { email, resetToken } = (await undone.json()) as { email: string; resetToken: string }
    expect(email).toBe(user.email)
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email })
    await expect401(afterChange)
    // Whoever had the account cannot log in with the new address any more; the owner sets a new password.
    await expectError(
      await call(login, '/api/auth/login', { body: { username: newAddress, password: PASSWORD } }),
      401,
      'UNAUTHORIZED',
    )
    expect(
      (
        await call(resetPassword, '/api/auth/reset-password', {
          body: { token: resetToken, password: 'Teruggenomen-Account-7' },
        })
      ).status,
    ).toBe(200)
    expect((await lists(await tokenFor(user.email, 'Teruggenomen-Account-7'))).status).toBe(200)
    await expectError(
      await call(undoEmailChange, '/api/auth/undo-email-change', {
        body: { token: linkToken(notice, '/user/undo-email') },
      }),
      400,
      'TOKEN_INVALID',
    )
  })

  it('a second change does not cancel the undo link of the first', async () => {
    const { user, token } = await loggedIn()
    const first = `eerste-${unique()}@example.be`
    const then = `tweede-${unique()}@example.be`
    expect((await change(token, { name: user.name, email: first, currentPassword: PASSWORD })).status).toBe(200)
    await call(confirmEmail, '/api/auth/confirm-email', {
      body: { token: linkToken((await waitForMails(first, /nieuwe e-mailadres/))[0], '/user/confirm-email') },
    })
    const [undoFirst] = await waitForMails(user.email, /Mijn e-mailadres terugzetten/)
    const token2 = await tokenFor(first, PASSWORD)
    expect((await change(token2, { name: user.name, email: then, currentPassword: PASSWORD })).status).toBe(200)
    await call(confirmEmail, '/api/auth/confirm-email', {
      body: { token: linkToken((await waitForMails(then, /nieuwe e-mailadres/))[0], '/user/confirm-email') },
    })
    const res = await call(undoEmailChange, '/api/auth/undo-email-change', {
      body: { token: linkToken(undoFirst, '/user/undo-email') },
    })
    expect(res.status).toBe(200)
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email })
  })
})

describe('the e-mail change says nothing about other accounts and is rate-limited', () => {
  it('an address that has an account is answered like any other; that address is told, not sent a link', async () => {
    const { user, token } = await loggedIn()
    const { user: other } = await loggedIn()
    const free = `vrij-${unique()}@example.be`
    const taken = await change(token, { name: user.name, email: other.email, currentPassword: PASSWORD })
    const freeRes = await change(token, { name: user.name, email: free, currentPassword: PASSWORD })
    expect([taken.status, freeRes.status]).toEqual([200, 200])
    const [takenBody, freeBody] = [await taken.json(), await freeRes.json()]
    expect(Object.keys(takenBody).sort()).toEqual(Object.keys(freeBody).sort())
    expect(takenBody).toMatchObject({ email: user.email, pendingEmail: other.email })
    const [inUse] = await waitForMails(other.email, /Subject: Iemand wilde dit e-mailadres gebruiken/)
    expect(inUse).not.toContain('/user/confirm-email')
    expect(inUse).not.toContain(user.email)
    expect(await db().user.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ email: other.email })
  })

  it('five address changes from one client an hour, the sixth is 429 and sends nothing', async () => {
    const { user, token } = await loggedIn()
    const ip = nextIp()
    for (let i = 0; i < 5; i++)
      expect(
        (
          await change(
            token,
            { name: user.name, email: `flood-${i}-${unique()}@example.be`, currentPassword: PASSWORD },
            ip,
          )
        ).status,
      ).toBe(200)
    const victim = `vreemde-${unique()}@example.be`
    await expectError(
      await change(token, { name: user.name, email: victim, currentPassword: PASSWORD }, ip),
      429,
      'RATE_LIMITED',
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mailsTo(victim)).toHaveLength(0)
  })

  it('five address changes per account a day, also from rotating client addresses', async () => {
    const { user, token } = await loggedIn()
    for (let i = 0; i < 5; i++)
      expect(
        (
          await change(token, {
            name: user.name,
            email: `roteer-${i}-${unique()}@example.be`,
            currentPassword: PASSWORD,
          })
        ).status,
      ).toBe(200)
    await expectError(
      await change(token, { name: user.name, email: `zesde-${unique()}@example.be`, currentPassword: PASSWORD }),
      429,
      'RATE_LIMITED',
    )
    // The name alone can still change.
    expect((await change(token, { name: 'Nieuwe Naam', email: user.email })).status).toBe(200)
  })
})

describe('POST /api/auth/logout', () => {
  it('ends this token on the server; the account’s other sessions go on', async () => {
    const { user, token } = await loggedIn()
    const other = await tokenFor(user.email, PASSWORD)
    const res = await call(logout, '/api/auth/logout', { method: 'POST', token })
    expect(res.status).toBe(204)
    await expect401(token)
    expect((await lists(other)).status).toBe(200)
    const { sid } = (await decode({ token, secret: process.env.NEXTAUTH_SECRET! })) as { sid: string }
    expect(await db().session.count({ where: { id: sid } })).toBe(0)
    await expectError(await call(logout, '/api/auth/logout', { method: 'POST' }), 401, 'UNAUTHORIZED')
  })
})

/** The device cookie a login answer sets, as `name=value` for the next request's Cookie header. */
function deviceCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('geboortelijst.device='))
  if (!cookie) throw new Error('no device cookie in the answer')
  return cookie.split(';')[0]
}

const loginAs = (email: string, password: string, cookie?: string) =>
  call(login, '/api/auth/login', { body: { username: email, password }, headers: cookie ? { cookie } : {} })

/** Ten wrong passwords from ten client addresses: the account is locked for browsers it does not know. */
async function lockOut(email: string) {
  for (let i = 0; i < 10; i++) await loginAs(email, `fout-${i}`).catch(() => undefined)
}

describe('a lock strangers cause never locks out the owner', () => {
  it('the owner’s browser (device cookie of an earlier login) gets through the lock with the right password', async () => {
    const { user } = await loggedIn()
    const cookie = deviceCookieOf(await loginAs(user.email, PASSWORD))
    await lockOut(user.email)
    const stranger = await expectError(await loginAs(user.email, PASSWORD), 429, 'RATE_LIMITED')
    expect(stranger.error.details).toMatchObject({ account: true })
    const owner = await loginAs(user.email, PASSWORD, cookie)
    expect(owner.status).toBe(200)
  })

  it('a device cookie of another account, a forged one or a wrong password on it does not get through', async () => {
    const { user } = await loggedIn()
    const { user: other } = await loggedIn()
    const othersCookie = deviceCookieOf(await loginAs(other.email, PASSWORD))
    const ownCookie = deviceCookieOf(await loginAs(user.email, PASSWORD))
    await lockOut(user.email)
    await expectError(await loginAs(user.email, PASSWORD, othersCookie), 429, 'RATE_LIMITED')
    const [name, value] = ownCookie.split('=')
    const forged = `${name}=${value.replace(/^\d+/, String(other.id))}`
    await expectError(await loginAs(user.email, PASSWORD, forged), 429, 'RATE_LIMITED')
    // Guessing on a trusted browser locks that browser after five tries, as any other.
    for (let i = 0; i < 5; i++) expect((await loginAs(user.email, `gok-${i}`, ownCookie)).status).toBe(401)
    await expectError(await loginAs(user.email, PASSWORD, ownCookie), 429, 'RATE_LIMITED')
  })

  it('a reset through the mailed link lifts the lock and makes the browser that used it trusted', async () => {
    const { user } = await loggedIn()
    await lockOut(user.email)
    expect((await call(forgotPassword, '/api/auth/forgot-password', { body: { email: user.email } })).status).toBe(202)
    const [mail] = await waitForMails(user.email, /Kies een nieuw wachtwoord/)
    const reset = await call(resetPassword, '/api/auth/reset-password', {
      body: { token: linkToken(mail, '/user/reset-password'), password: 'Na-De-Reset-2026' },
    })
    expect(reset.status).toBe(200)
    const cookie = deviceCookieOf(reset)
    expect((await loginAs(user.email, 'Na-De-Reset-2026')).status).toBe(200)
    await lockOut(user.email)
    expect((await loginAs(user.email, 'Na-De-Reset-2026', cookie)).status).toBe(200)
  })

  it('a flood of logins that fills the password queue does not refuse the owner’s browser', async () => {
    const { user } = await loggedIn()
    const cookie = deviceCookieOf(await loginAs(user.email, PASSWORD))
    const flood = Array.from({ length: 40 }, (_, i) =>
      loginAs(`onbekend-${i}-${unique()}@example.be`, 'fout-wachtwoord'),
    )
    const owner = loginAs(user.email, PASSWORD, cookie)
    const statuses = (await Promise.all(flood)).map((res) => res.status)
    expect((await owner).status).toBe(200)
    // The flood did fill the queue: some of its logins were refused as busy.
    expect(statuses).toContain(503)
  })
})

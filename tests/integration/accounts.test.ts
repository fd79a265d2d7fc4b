// Accounts over REST (docs/rules.md#accounts; /api/auth/register, confirm-email, forgot-password, reset-password),
// called as an API client would, on a real database; mails are read back from $DATA_DIR/outbox.
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as register } from '@/app/api/auth/register/route'
import { POST as confirmEmail } from '@/app/api/auth/confirm-email/route'
import { POST as resendConfirmation } from '@/app/api/auth/resend-confirmation/route'
import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route'
import { POST as resetPassword } from '@/app/api/auth/reset-password/route'
import { POST as login } from '@/app/api/auth/login/route'
import { GET as myLists } from '@/app/api/lists/route'
import { createAuthToken, hashToken } from '@/lib/auth/tokens'
import { useTestDatabase } from '../support/db'
import { call, expectError } from '../support/api'
import { linkToken, mailsTo, waitForMails } from '../support/outbox'
import { createUser } from '../fixtures/factories'

const db = useTestDatabase()

const FORGOT_SENT =
  'Als er een account bestaat met dit e-mailadres, sturen we je meteen een link om een nieuw wachtwoord te kiezen. De link is 1 uur geldig. Kijk ook even in je map met ongewenste mail.'
const RESET_INVALID =
  'Deze link om je wachtwoord opnieuw in te stellen is ongeldig, werd al gebruikt of is verlopen. Vraag een nieuwe link aan.'
const RATE_LIMITED = 'Te veel aanvragen na elkaar. Probeer het over een minuutje opnieuw.'

const registerAs = (body: unknown, ip?: string) => call(register, '/api/auth/register', { body, ip })
const forgot = (email: string, ip?: string) =>
  call(forgotPassword, '/api/auth/forgot-password', { body: { email }, ip })
const reset = (token: string, password: string) =>
  call(resetPassword, '/api/auth/reset-password', { body: { token, password } })
const loginStatus = async (username: string, password: string) =>
  (await call(login, '/api/auth/login', { body: { username, password } })).status

describe('POST /api/auth/register', () => {
  it('answers 201 with the user without secrets and a bearer token the other endpoints accept', async () => {
    const res = await registerAs({
      name: ' Sofie Peeters ',
      email: ' Sofie.Nieuw@Example.BE ',
      password: 'lang-genoeg-en-sterk',
    })
    expect(res.status).toBe(201)
    const body = (await res.json()) as Record<string, unknown> & { id: number; token: string }
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Sofie Peeters',
      email: 'sofie.nieuw@example.be',
      role: 'USER',
      emailConfirmed: false,
      locale: 'nl',
      token: expect.any(String),
    })
    const stored = await db().user.findUniqueOrThrow({ where: { id: body.id } })
    expect(stored.email).toBe('sofie.nieuw@example.be')
    expect(stored.passwordHash).toMatch(/^scrypt\$/)
    const lists = await call(myLists, '/api/lists', { token: body.token })
    expect(lists.status).toBe(200)
    expect(await lists.json()).toEqual([])
    expect(await loginStatus('sofie.nieuw@example.be', 'lang-genoeg-en-sterk')).toBe(200)
  })

  it('answers 409 EMAIL_TAKEN with a Dutch message for an address that has an account, in any case', async () => {
    await createUser(db(), { email: 'bezet@example.be' })
    const { error } = await expectError(
      await registerAs({ name: 'An', email: 'BEZET@example.be', password: 'lang-genoeg-en-sterk' }),
      409,
      'EMAIL_TAKEN',
    )
    expect(error.message).toBe(
      'Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.',
    )
    expect(await db().user.count({ where: { email: 'bezet@example.be' } })).toBe(1)
  })

  it('answers 422 VALIDATION with the Dutch message per field and creates nothing', async () => {
    const before = await db().user.count()
    const { error } = await expectError(
      await registerAs({ name: '  ', email: 'geen-adres', password: 'kort' }),
      422,
      'VALIDATION',
    )
    expect(error.details?.fields).toEqual({
      name: 'Je naam is verplicht',
      email: 'Dit e-mailadres ziet er niet correct uit.',
      password: 'Je wachtwoord moet minstens 10 tekens lang zijn.',
    })
    await expectError(await registerAs({}), 422, 'VALIDATION')
    await expectError(await registerAs('{"name":', undefined), 400, 'BAD_JSON')
    expect(await db().user.count()).toBe(before)
  })

  it('mails a Dutch confirmation link that confirms the address once', async () => {
    const res = await registerAs({
      name: 'Jonas Maes',
      email: 'jonas.bevestig@example.be',
      password: 'lang-genoeg-en-sterk',
    })
    expect(res.status).toBe(201)
    const [mail] = await waitForMails('jonas.bevestig@example.be', /Subject: Bevestig je e-mailadres/)
    expect(mail).toContain('Dag Jonas Maes,')
    expect(mail).toContain('De link is 7 dagen geldig.')
    const token = linkToken(mail, '/user/confirm-email')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Only the hash is stored.
    const stored = await db().authToken.findFirstOrThrow({
      where: { email: 'jonas.bevestig@example.be', kind: 'CONFIRM_EMAIL' },
    })
    expect(stored.tokenHash).toBe(hashToken(token))
    expect(stored.tokenHash).not.toContain(token)

    const confirmed = await call(confirmEmail, '/api/auth/confirm-email', { body: { token } })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({ email: 'jonas.bevestig@example.be', emailConfirmed: true })
    expect(
      (await db().user.findUniqueOrThrow({ where: { email: 'jonas.bevestig@example.be' } })).emailConfirmedAt,
    ).not.toBeNull()

    const again = await expectError(
      await call(confirmEmail, '/api/auth/confirm-email', { body: { token } }),
      400,
      'TOKEN_INVALID',
    )
    expect(again.error.message).toBe('Deze bevestigingslink is ongeldig, werd al gebruikt of is verlopen.')
    await expectError(
      await call(confirmEmail, '/api/auth/confirm-email', { body: { token: 'x'.repeat(43) } }),
      400,
      'TOKEN_INVALID',
    )
    await expectError(await call(confirmEmail, '/api/auth/confirm-email', { body: {} }), 422, 'VALIDATION')
  })

  it('sends a new confirmation link on request that replaces the older one; 401 without a token', async () => {
    const res = await registerAs({ name: 'Lien', email: 'lien.opnieuw@example.be', password: 'lang-genoeg-en-sterk' })
    const { token: bearer } = (await res.json()) as { token: string }
    const [first] = await waitForMails('lien.opnieuw@example.be', /Bevestig je e-mailadres/)
    const resent = await call(resendConfirmation, '/api/auth/resend-confirmation', { method: 'POST', token: bearer })
    expect(resent.status).toBe(200)
    expect(await resent.json()).toEqual({ sent: true, message: 'We stuurden een nieuwe bevestigingslink.' })
    const mails = await waitForMails('lien.opnieuw@example.be', /Bevestig je e-mailadres/, 2)
    await expectError(
      await call(confirmEmail, '/api/auth/confirm-email', { body: { token: linkToken(first, '/user/confirm-email') } }),
      400,
      'TOKEN_INVALID',
    )
    expect(
      (
        await call(confirmEmail, '/api/auth/confirm-email', {
          body: { token: linkToken(mails[1], '/user/confirm-email') },
        })
      ).status,
    ).toBe(200)
    await expectError(
      await call(resendConfirmation, '/api/auth/resend-confirmation', { method: 'POST' }),
      401,
      'UNAUTHORIZED',
    )
  })

  it('answers 429 with the Dutch message and Retry-After on the 6th registration from one address within an hour', async () => {
    const ip = '203.0.113.50'
    for (let i = 0; i < 5; i++)
      expect(
        (await registerAs({ name: 'Veel', email: `veel-${i}@example.be`, password: 'lang-genoeg-en-sterk' }, ip))
          .status,
      ).toBe(201)
    const res = await registerAs({ name: 'Veel', email: 'veel-6@example.be', password: 'lang-genoeg-en-sterk' }, ip)
    const { error } = await expectError(res, 429, 'RATE_LIMITED')
    expect(error.message).toBe(RATE_LIMITED)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await db().user.count({ where: { email: 'veel-6@example.be' } })).toBe(0)
  })

  it('answers 429 on the 21st link tried from one address within an hour (confirm and reset share the limit)', async () => {
    const ip = '203.0.113.55'
    for (let i = 0; i < 10; i++)
      await expectError(
        await call(confirmEmail, '/api/auth/confirm-email', { body: { token: `geraden-${i}` }, ip }),
        400,
        'TOKEN_INVALID',
      )
    for (let i = 0; i < 10; i++)
      await expectError(
        await call(resetPassword, '/api/auth/reset-password', {
          body: { token: `geraden-${i}`, password: 'lang-genoeg-en-sterk' },
          ip,
        }),
        400,
        'TOKEN_INVALID',
      )
    const res = await call(confirmEmail, '/api/auth/confirm-email', { body: { token: 'geraden-21' }, ip })
    expect((await expectError(res, 429, 'RATE_LIMITED')).error.message).toBe(RATE_LIMITED)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('POST /api/auth/forgot-password and reset-password', () => {
  const email = 'vergeten@example.be'
  beforeAll(async () => {
    await createUser(db(), { email, password: 'oud-wachtwoord', name: 'Els Vergeten' })
  })

  /** Requests a reset link and returns its token from the mail (the n-th reset mail to the address). */
  async function requestLink(n: number): Promise<string> {
    expect((await forgot(email)).status).toBe(202)
    const mails = await waitForMails(email, /Subject: Kies een nieuw wachtwoord/, n)
    return linkToken(mails[n - 1], '/user/reset-password')
  }

  it('answers identically for a known and an unknown address, and mails only the known one', async () => {
    const unknown = await forgot('niemand-hier@example.be')
    const known = await forgot(email)
    expect(unknown.status).toBe(202)
    expect(known.status).toBe(202)
    const [unknownBody, knownBody] = [await unknown.json(), await known.json()]
    expect(knownBody).toEqual(unknownBody)
    expect(knownBody).toEqual({ message: FORGOT_SENT })
    const [mail] = await waitForMails(email, /Subject: Kies een nieuw wachtwoord/)
    expect(mail).toContain('Dag Els Vergeten,')
    expect(mail).toContain('De link is 1 uur geldig en werkt één keer.')
    expect(mailsTo('niemand-hier@example.be')).toEqual([])
    const { error } = await expectError(await forgot('geen-adres'), 422, 'VALIDATION')
    expect(error.message).toBe('Dit e-mailadres ziet er niet correct uit.')
  })

  it('sets the new password once: the second use of the link is 400 TOKEN_INVALID', async () => {
    const token = await requestLink(2)
    const res = await reset(token, 'nieuw-wachtwoord-1')
    expect(res.status).toBe(200)
    expect(await loginStatus(email, 'nieuw-wachtwoord-1')).toBe(200)
    expect(await loginStatus(email, 'oud-wachtwoord')).toBe(401)
    const { error } = await expectError(await reset(token, 'nog-een-wachtwoord'), 400, 'TOKEN_INVALID')
    expect(error.message).toBe(RESET_INVALID)
    expect(await loginStatus(email, 'nieuw-wachtwoord-1')).toBe(200)
  })

  it('refuses a replaced link and an unknown one; a refused password does not use the link up', async () => {
    const older = await requestLink(3)
    const newer = await requestLink(4)
    await expectError(await reset(older, 'nieuw-wachtwoord-2'), 400, 'TOKEN_INVALID')
    await expectError(await reset('onbekend', 'nieuw-wachtwoord-2'), 400, 'TOKEN_INVALID')
    const { error } = await expectError(await reset(newer, 'kort'), 422, 'VALIDATION')
    expect(error.details?.fields).toEqual({ password: 'Je wachtwoord moet minstens 10 tekens lang zijn.' })
    expect((await reset(newer, 'nieuw-wachtwoord-2')).status).toBe(200)
    expect(await loginStatus(email, 'nieuw-wachtwoord-2')).toBe(200)
  })

  it('refuses a link after its hour', async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email } })
    const token = await createAuthToken(db(), user.id, 'RESET_PASSWORD', email)
    const stored = await db().authToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(60 * 60 * 1000)
    await db().authToken.update({ where: { id: stored.id }, data: { expiresAt: new Date(Date.now() - 1000) } })
    await expectError(await reset(token, 'nieuw-wachtwoord-3'), 400, 'TOKEN_INVALID')
    expect(await loginStatus(email, 'nieuw-wachtwoord-2')).toBe(200)
  })

  it('lets exactly one of two simultaneous requests with the same link through', async () => {
    const token = await requestLink(5)
    const results = await Promise.all([
      reset(token, 'gelijktijdig-eerste-zin'),
      reset(token, 'gelijktijdig-tweede-zin'),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 400])
    const winner = results[0].status === 200 ? 'gelijktijdig-eerste-zin' : 'gelijktijdig-tweede-zin'
    expect(await loginStatus(email, winner)).toBe(200)
  })

  it('mails one address at most 5 reset links an hour, whatever the client address, and answers the same', async () => {
    const flooded = 'overspoeld@example.be'
    await createUser(db(), { email: flooded })
    for (let i = 0; i < 7; i++) expect(await (await forgot(flooded)).json()).toEqual({ message: FORGOT_SENT })
    await waitForMails(flooded, /Kies een nieuw wachtwoord/, 5)
    // The 6th and 7th are refused before any database write, well before five links were written and mailed.
    expect(mailsTo(flooded, /Kies een nieuw wachtwoord/)).toHaveLength(5)
  })

  it('answers 429 with the Dutch message and Retry-After on the 6th request from one address within an hour', async () => {
    const ip = '203.0.113.60'
    for (let i = 0; i < 5; i++) expect((await forgot(`limiet-${i}@example.be`, ip)).status).toBe(202)
    const res = await forgot(email, ip)
    expect((await expectError(res, 429, 'RATE_LIMITED')).error.message).toBe(RATE_LIMITED)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

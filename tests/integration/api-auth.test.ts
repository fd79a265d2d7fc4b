// POST /api/auth/login called as an API client would, on a real database.
import { NextRequest } from 'next/server'
import { decode } from 'next-auth/jwt'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as login } from '@/app/api/auth/login/route'
import { GET as getProducts } from '@/app/api/lists/[id]/products/route'
import { call, expectError, type ApiError } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()

/**
 * POSTs a body from its own client address (login is limited to 10 attempts per 5 minutes per IP): a string is sent
 * as it is (to send malformed JSON).
 */
const post = (body: unknown, { ip }: { ip?: string } = {}) => call(login, '/api/auth/login', { body, ip })

const INVALID_LOGIN = 'Dit e-mailadres of wachtwoord is niet correct.'

describe('POST /api/auth/login', () => {
  let user: { id: number; email: string; name: string }
  const password = 'Geheim-wachtwoord 1!'

  beforeAll(async () => {
    user = await createUser(db(), { email: 'sofie.peeters@example.be', password, name: 'Sofie Peeters' })
  })

  it('answers 200 with the user and a bearer token for the right password', async () => {
    const res = await post({ username: 'sofie.peeters@example.be', password })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { id: number; name: string; email: string; role: string; token: string }
    expect(body).toEqual({
      id: user.id,
      name: 'Sofie Peeters',
      email: 'sofie.peeters@example.be',
      role: 'USER',
      emailConfirmed: true,
      locale: 'nl',
      token: expect.any(String),
    })
    expect(body.token.length).toBeGreaterThan(40)
    expect(body).not.toHaveProperty('passwordHash')
    const claims = await decode({ token: body.token, secret: process.env.NEXTAUTH_SECRET! })
    expect(claims).toMatchObject({ uid: user.id, role: 'USER', sid: expect.any(String) })
  })

  it('accepts the e-mail address in another case and with spaces, and `email` instead of `username`', async () => {
    expect((await post({ username: '  SOFIE.Peeters@Example.BE ', password })).status).toBe(200)
    expect((await post({ email: 'sofie.peeters@example.be', password })).status).toBe(200)
  })

  it('gives a token that the other endpoints accept as the owner', async () => {
    const list = await createList(db(), user.id)
    await createProduct(db(), list.id, { title: 'Verborgen', hidden: true })
    const { token } = (await (await post({ username: user.email, password })).json()) as { token: string }
    const res = await getProducts(
      new NextRequest(`http://localhost/api/lists/${list.id}/products`, {
        headers: { authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({ id: String(list.id) }) },
    )
    expect(((await res.json()) as { title: string }[]).map((p) => p.title)).toEqual(['Verborgen'])
  })

  it('answers 401 with a Dutch message for a wrong password, without saying which part is wrong', async () => {
    for (const body of [
      { username: user.email, password: 'fout' },
      { username: user.email, password: password.toUpperCase() },
      { username: user.email, password: `${password} ` },
    ]) {
      const res = await post(body)
      expect(res.status).toBe(401)
      const { error } = (await res.json()) as ApiError & { token?: string }
      expect(error).toEqual({ code: 'UNAUTHORIZED', message: INVALID_LOGIN })
    }
  })

  it('answers the same 401 for an unknown e-mail address', async () => {
    const res = await post({ username: 'niemand@example.be', password })
    expect(res.status).toBe(401)
    expect(((await res.json()) as ApiError).error).toEqual({ code: 'UNAUTHORIZED', message: INVALID_LOGIN })
  })

  // Regression (lib/auth authenticate): found by these tests, fixed since.
  it('does not treat % or _ in the e-mail address as wildcards', async () => {
    for (const username of ['%', 'sofie%', 'sofie_peeters@example.be', '%@example.be']) {
      expect((await post({ username, password })).status, username).toBe(401)
    }
  })

  it('answers 422 with the Dutch message for a missing or empty field', async () => {
    for (const body of [
      { password },
      { username: user.email },
      { username: '', password },
      { username: '   ', password },
      { username: user.email, password: '' },
      {},
    ]) {
      const res = await post(body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      const { error } = (await res.json()) as ApiError
      expect(error.code).toBe('VALIDATION')
      expect(error.message).toBe('Dit veld is verplicht')
    }
    const { error } = (await (await post({ username: user.email })).json()) as ApiError
    expect(error.details?.fields).toEqual({ password: 'Dit veld is verplicht' })
  })

  it('answers 400 BAD_JSON for malformed JSON, and the exact 4xx for each nasty body', async () => {
    const res = await post('{"username":')
    expect(res.status).toBe(400)
    expect(((await res.json()) as ApiError).error).toEqual({
      code: 'BAD_JSON',
      message: 'De aanvraag is geen geldige JSON.',
    })
    const nasty: [string, number, string][] = [
      ['', 400, 'BAD_JSON'],
      ['null', 422, 'VALIDATION'],
      ['[]', 422, 'VALIDATION'],
      ['"x"', 422, 'VALIDATION'],
      ['42', 422, 'VALIDATION'],
      ['true', 422, 'VALIDATION'],
      ['{"username":1,"password":2}', 422, 'VALIDATION'],
      ['{"username":["a"],"password":{"b":1}}', 422, 'VALIDATION'],
      ['{"username":null,"password":null}', 422, 'VALIDATION'],
      [JSON.stringify({ username: 'x'.repeat(100_000), password }), 413, 'PAYLOAD_TOO_LARGE'],
      [JSON.stringify({ username: user.email, password: 'x'.repeat(100_000) }), 413, 'PAYLOAD_TOO_LARGE'],
      ['{"__proto__":{"role":"ADMIN"},"username":"a@b.be","password":"x"}', 401, 'UNAUTHORIZED'],
      ['{"username":"\\ud800","password":"\\udfff"}', 422, 'VALIDATION'],
    ]
    for (const [raw, status, code] of nasty) await expectError(await post(raw), status, code)
  })

  // Regression (lib/auth authenticate): found by these tests, fixed since.
  it('answers 422 VALIDATION on the username, not 500, for an e-mail address with a NUL character', async () => {
    const { error } = await expectError(await post({ username: 'sofie\u0000@example.be', password }), 422, 'VALIDATION')
    expect(Object.keys(error.details?.fields ?? {})).toEqual(['username'])
  })

  it('answers 429 with a Dutch message on the 11th attempt from one address within 5 minutes, even with the right password', async () => {
    const ip = '192.0.2.11'
    // Ten different (unknown) accounts, so the per-account lock plays no part: this is the per-address limit.
    for (let i = 0; i < 10; i++) {
      const res = await post({ username: `gok-${i}@example.be`, password: `fout-${i}` }, { ip })
      expect(res.status, `attempt ${i + 1}`).toBe(401)
    }
    const res = await post({ username: user.email, password }, { ip })
    expect(res.status).toBe(429)
    const retryAfter = Number(res.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(300)
    const { error } = (await res.json()) as ApiError & { token?: string }
    expect(error.code).toBe('RATE_LIMITED')
    expect(error.message).toBe('Te veel aanvragen na elkaar. Probeer het over een minuutje opnieuw.')
    expect(error.details?.retryAfter).toBe(retryAfter)
    // Only that address is blocked.
    expect((await post({ username: user.email, password })).status).toBe(200)
  })

  it('counts the address the nearest proxy appended, so a client cannot dodge the limit by forging the header', async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (await post({ username: `raad-${i}@example.be`, password: 'fout' }, { ip: `10.0.0.${i}, 203.0.113.7` })).status,
      ).toBe(401)
    expect((await post({ username: user.email, password }, { ip: 'vervalst, 203.0.113.7' })).status).toBe(429)
    expect((await post({ username: user.email, password }, { ip: '203.0.113.7, 203.0.113.8' })).status).toBe(200)
  })

  it('locks an account after 5 wrong passwords in a row from rotating addresses, even for the right password, and says so', async () => {
    const email = 'geroteerd@example.be'
    await createUser(db(), { email, password })
    for (let i = 0; i < 4; i++)
      expect((await post({ username: email, password: `fout-${i}` })).status, `attempt ${i + 1}`).toBe(401)
    // The 5th failure starts the wait: the next attempt, from yet another address and with the right password, is refused.
    expect((await post({ username: email, password: 'fout-5' })).status).toBe(401)
    const res = await post({ username: email, password })
    expect(res.status).toBe(429)
    const { error } = (await res.json()) as ApiError
    expect(error.code).toBe('RATE_LIMITED')
    expect(error.message).toBe(
      'Te veel mislukte pogingen om op dit account in te loggen. Probeer het over 1 minuut opnieuw.',
    )
    expect(error.details?.retryAfter).toBe(15)
    // Other accounts are not affected.
    expect((await post({ username: user.email, password })).status).toBe(200)
  })
})

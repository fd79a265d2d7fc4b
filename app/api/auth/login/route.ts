// POST /api/auth/login – exchanges e-mail (or username) and password for the user and a bearer token
import { NextResponse } from 'next/server'
import { handler, readJson } from '@/lib/http/handler'
import { authenticate, deviceCookieFor, deviceCookieOf, issueToken } from '@/lib/auth'
import { accountView } from '@/lib/auth/accounts'
import { DomainError } from '@/lib/errors'
import type { AccountWithTokenJson } from '@/lib/openapi/responses'
import { loginSchema } from '@/lib/validation/account'
import { parseInput } from '@/lib/validation/parse'
import { t } from '@/lib/i18n'

/**
 * A client that keeps cookies gets the device cookie too (lib/auth/device.ts), so its correct password keeps getting
 * through while strangers' failed logins lock the account.
 */
export const POST = handler(
  async ({ req }) => {
    const body = (await readJson(req)) as Record<string, unknown> | null
    // The spec's clients send `username`; accept `email` as well.
    const input = parseInput(
      loginSchema,
      body && typeof body === 'object' ? { ...body, username: body.username ?? body.email } : body,
    )
    const device = deviceCookieOf(req)
    const user = await authenticate(input.username, input.password, { device })
    if (!user) throw new DomainError('UNAUTHORIZED', t('errors.invalidLogin'))
    const res = NextResponse.json({
      ...accountView(user),
      token: await issueToken(user),
    } satisfies AccountWithTokenJson)
    const cookie = deviceCookieFor(device, user.id)
    res.cookies.set(cookie.name, cookie.value, cookie.options)
    return res
  },
  { rateLimit: 'login' },
)

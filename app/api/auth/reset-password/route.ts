// POST /api/auth/reset-password – sets a new password (password, token) through a mailed reset link, once
import { NextResponse } from 'next/server'
import { handler, readJson } from '@/lib/http/handler'
import { deviceCookieFor, deviceCookieOf } from '@/lib/auth'
import { resetPassword } from '@/lib/auth/recovery'
import { t } from '@/lib/i18n'
import type { PasswordResetJson } from '@/lib/openapi/responses'

/** The client that used the link is trusted by the account from now on (device cookie, lib/auth/device.ts). */
export const POST = handler(
  async ({ req }) => {
    const body = (await readJson(req)) as { token?: unknown; password?: unknown } | null
    const input = body && typeof body === 'object' ? body : {}
    const user = await resetPassword(input.token, input.password)
    const res = NextResponse.json({ email: user.email, message: t('password.resetDone') } satisfies PasswordResetJson)
    const cookie = deviceCookieFor(deviceCookieOf(req), user.id)
    res.cookies.set(cookie.name, cookie.value, cookie.options)
    return res
  },
  { rateLimit: 'token' },
)

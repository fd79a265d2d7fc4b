// POST /api/auth/reset-password – sets a new password (password, token) through a mailed reset link, once
import { handler, readJson } from '@/lib/http/handler'
import { resetPassword } from '@/lib/auth/recovery'
import { t } from '@/lib/i18n'
import type { PasswordResetJson } from '@/lib/openapi/responses'

export const POST = handler(async ({ req }) => {
  const body = (await readJson(req)) as { token?: unknown; password?: unknown } | null
  const input = body && typeof body === 'object' ? body : {}
  const user = await resetPassword(input.token, input.password)
  return { email: user.email, message: t('password.resetDone') } satisfies PasswordResetJson
}, { rateLimit: 'token' })

// POST /api/auth/forgot-password – mails a reset link when the address has an account; the answer never tells
import { handler, readJson } from '@/lib/http/handler'
import { forgotPassword } from '@/lib/auth/recovery'
import { t } from '@/lib/i18n'
import type { MessageJson } from '@/lib/openapi/responses'

export const POST = handler(
  async ({ req }) => {
    const body = await readJson(req)
    await forgotPassword(body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined)
    return { message: t('password.forgotSent') } satisfies MessageJson
  },
  { rateLimit: 'mail', status: 202 },
)

// POST /api/auth/undo-email-change – puts an account's old e-mail address back through the link mailed to it, once
import { handler, readJson } from '@/lib/http/handler'
import { undoEmailChange } from '@/lib/auth/recovery'
import { t } from '@/lib/i18n'

/** `{ token }` → `{ email, resetToken, message }`: every session ended; `resetToken` sets a new password once. */
export const POST = handler(
  async ({ req }) => {
    const body = (await readJson(req)) as { token?: unknown } | null
    const { email, resetToken } = await undoEmailChange(body && typeof body === 'object' ? body.token : undefined)
    return { email, resetToken, message: t('account.undoDone', { email }) }
  },
  { rateLimit: 'token' },
)

// POST /api/auth/resend-confirmation – mails the logged-in user a new e-mail confirmation link
import { handler } from '@/lib/http/handler'
import { resendConfirmation } from '@/lib/auth/recovery'
import { t } from '@/lib/i18n'
import type { ResendConfirmationJson } from '@/lib/openapi/responses'

export const POST = handler(
  async ({ actor }) => {
    const { sent } = await resendConfirmation(actor)
    return {
      sent,
      message: sent ? t('account.resentApi') : t('account.alreadyConfirmedApi'),
    } satisfies ResendConfirmationJson
  },
  { rateLimit: 'mail' },
)

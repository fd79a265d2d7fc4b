'use server'

import { resendConfirmation } from '@/lib/auth/recovery'
import { action } from '@/lib/http/action'

/** 'Opnieuw versturen' of the unconfirmed reminder (account page and management pages), rate-limited as 'mail'. */
export const resendConfirmationAction = action(async (_input: null, { actor }) => resendConfirmation(actor), {
  rateLimit: 'mail',
})

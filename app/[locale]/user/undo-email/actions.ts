'use server'

import { undoEmailChange } from '@/lib/auth/recovery'
import { action } from '@/lib/http/action'

/**
 * Puts the account's old address back through the link mailed to it (once), rate-limited as 'token'; answers the
 * reset link's secret so the page goes straight on to choosing a new password.
 */
export const undoEmailChangeAction = action(async (token: string) => undoEmailChange(token), { rateLimit: 'token' })

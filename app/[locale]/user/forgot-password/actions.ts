'use server'

import { forgotPassword } from '@/lib/auth/recovery'
import { action } from '@/lib/http/action'

/** 'Wachtwoord vergeten?': the same answer whatever the address (lib/auth/recovery.ts), rate-limited as 'mail'. */
export const forgotPasswordAction = action(
  async (input: unknown) => {
    await forgotPassword(input && typeof input === 'object' ? (input as { email?: unknown }).email : undefined)
    return null
  },
  { rateLimit: 'mail' },
)

'use server'

import { confirmEmail } from '@/lib/auth/recovery'
import { action } from '@/lib/http/action'

/** Confirms the address of a mailed confirmation link (once), rate-limited as 'token'. */
export const confirmEmailAction = action(async (token: string) => {
  const user = await confirmEmail(token)
  return { email: user.email }
}, { rateLimit: 'token' })

'use server'

import { resetPassword } from '@/lib/auth/recovery'
import { action } from '@/lib/http/action'

/** Sets the new password of the reset form through its mailed link (once), rate-limited as 'token'. */
export const resetPasswordAction = action(async (input: { token: string; password: string }) => {
  const user = await resetPassword(input?.token, input?.password)
  return { email: user.email }
}, { rateLimit: 'token' })

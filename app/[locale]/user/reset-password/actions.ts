'use server'

import { rememberDevice } from '@/lib/auth'
import { resetPassword } from '@/lib/auth/recovery'
import { action } from '@/lib/http/action'

/**
 * Sets the new password of the reset form through its mailed link (once), rate-limited as 'token'. This browser is
 * trusted by the account from now on (device cookie): its correct password gets through a lock strangers caused.
 */
export const resetPasswordAction = action(
  async (input: { token: string; password: string }) => {
    const user = await resetPassword(input?.token, input?.password)
    await rememberDevice(user.id)
    return { email: user.email }
  },
  { rateLimit: 'token' },
)

'use server'

import { currentActor, setSessionCookie } from '@/lib/auth'
import { confirmEmail } from '@/lib/auth/recovery'
import { action } from '@/lib/http/action'

/**
 * Confirms the address of a mailed confirmation link (once), rate-limited as 'token'. A link of an e-mail change
 * ends every session of the account; when this browser was logged in to it, it gets a fresh session, as after a
 * password change.
 */
export const confirmEmailAction = action(
  async (token: string) => {
    const before = await currentActor()
    const { user, changed } = await confirmEmail(token)
    const loggedIn = before?.id === user.id
    if (changed && loggedIn) await setSessionCookie(user)
    return { email: user.email, changed, loggedIn }
  },
  { rateLimit: 'token' },
)

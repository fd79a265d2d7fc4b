'use server'

import { registerUser } from '@/lib/auth/accounts'
import { action } from '@/lib/http/action'

/**
 * Creates the account of the registration form (docs/rules.md#accounts), rate-limited per client address like
 * POST /api/auth/register. The form then logs in with next-auth's credentials provider.
 */
export const registerAction = action(
  async (input: unknown) => {
    const user = await registerUser(input)
    return { email: user.email }
  },
  { rateLimit: 'register' },
)

'use server'

import { registerUser } from '@/lib/auth/accounts'
import { action } from '@/lib/http/action'
import { keepLocaleChoice } from '@/lib/i18n/cookie'

/**
 * Creates the account of the registration form (docs/rules.md#accounts), rate-limited per client address like
 * POST /api/auth/register, in the page's language. The form then logs in with next-auth's credentials provider.
 */
export const registerAction = action(
  async (input: unknown) => {
    const user = await registerUser(input)
    // The account speaks the page's language; the pages after it too.
    await keepLocaleChoice(user.locale)
    return { email: user.email }
  },
  { rateLimit: 'register' },
)

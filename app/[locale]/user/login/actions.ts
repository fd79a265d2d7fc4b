'use server'

import { currentUser } from '@/lib/auth'
import { keepLocaleChoice } from '@/lib/i18n/cookie'
import { homePathFor } from '@/lib/lists'

/**
 * The page to show after a successful login (docs/rules.md#accounts), for the session that was just set, as a path
 * without language prefix. The browser's language cookie becomes the account's language, so that page and the next
 * ones open in it (decision 060).
 */
export async function afterLoginPath(): Promise<string> {
  const user = await currentUser()
  if (user) await keepLocaleChoice(user.locale)
  return homePathFor(user && { id: user.id, role: user.role })
}

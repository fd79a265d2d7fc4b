import 'server-only'
import { cache } from 'react'
import { forbidden } from 'next/navigation'
import { currentUser, type CurrentUser } from '@/lib/auth'
import { currentPageLocale, redirectInLanguage } from '@/lib/i18n/page'

/**
 * The administrator of an admin page, once per request: visitors go to the login page (back to `path` after it),
 * anyone but an ADMIN gets the 403 page. The domain functions check the role again (lib/admin).
 */
export const loadAdmin = cache(async (path: string): Promise<CurrentUser> => {
  const user = await currentUser()
  const locale = await currentPageLocale()
  if (!user) redirectInLanguage(`/user/login?callbackUrl=${encodeURIComponent(path)}`, locale)
  if (user.role !== 'ADMIN') forbidden()
  return user
})

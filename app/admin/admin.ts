import 'server-only'
import { cache } from 'react'
import { forbidden, redirect } from 'next/navigation'
import { currentUser, type CurrentUser } from '@/lib/auth'

/**
 * The administrator of an admin page, once per request: visitors go to the login page (back to `path` after it),
 * anyone but an ADMIN gets the 403 page. The domain functions check the role again (lib/admin).
 */
export const loadAdmin = cache(async (path: string): Promise<CurrentUser> => {
  const user = await currentUser()
  if (!user) redirect(`/user/login?callbackUrl=${encodeURIComponent(path)}`)
  if (user.role !== 'ADMIN') forbidden()
  return user
})

import 'server-only'
import { cache } from 'react'
import { forbidden, notFound } from 'next/navigation'
import { currentUser, type CurrentUser } from '@/lib/auth'
import { isDomainError } from '@/lib/errors'
import { getManagedListBySlug, type ManagedListView } from '@/lib/lists'
import { currentPageLocale, redirectInLanguage } from '@/lib/i18n/page'

/**
 * The list of a management page (settings, products, product form, orders) for the logged-in user, once per
 * request, with the user's role on it (owner, manager or admin; decision 038). Visitors go to the login page and come
 * back to `path`; someone else's list is the 403 page; an unknown slug the 404 page. The domain function makes the decision (docs/rules.md#permissions), this only turns it into a page.
 */
export const loadManagedList = cache(
  async (slug: string, path: string): Promise<{ list: ManagedListView; user: CurrentUser }> => {
    const user = await currentUser()
    const locale = await currentPageLocale()
    if (!user) redirectInLanguage(`/user/login?callbackUrl=${encodeURIComponent(path)}`, locale)
    try {
      return { list: await getManagedListBySlug(user, slug), user }
    } catch (error) {
      if (isDomainError(error) && error.status === 404) notFound()
      if (isDomainError(error) && error.status === 403) forbidden()
      throw error
    }
  },
)

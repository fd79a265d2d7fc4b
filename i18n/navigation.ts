import { createNavigation } from 'next-intl/navigation'
import { routing } from './routing'

/**
 * Next's `Link`, `redirect`, `useRouter` and `usePathname` in the page's language: `<Link href="/list/search">` goes to
 * `/fr/list/search` on a French page; `usePathname()` answers the path without the prefix.
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing)

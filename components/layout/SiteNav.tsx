'use client'

import clsx from 'clsx'
import { useSelectedLayoutSegments } from 'next/navigation'
import { usePathname } from '@/i18n/navigation'
import { useBrowserSession } from '@/components/auth/session'
import { useTranslations } from 'next-intl'
import { IntentLink } from './IntentLink'

/** One link of the site navigation. */
export interface SiteNavLink {
  href: string
  label: string
}

/**
 * Whether the header's site navigation (wide screens) belongs on this path (only /site/*, /user/*
 * and /list/search). The menu sheet carries the same links on every page (docs/rules.md#app-shell).
 */
export function showsSiteNav(pathname: string | null): boolean {
  if (!pathname) return false
  return (
    pathname === '/site' ||
    pathname.startsWith('/site/') ||
    pathname === '/user' ||
    pathname.startsWith('/user/') ||
    pathname === '/list/search'
  )
}

/** Whether `href` is the current page or, for the account link, a page inside it. */
export function isCurrent(pathname: string | null, href: string): boolean {
  return pathname === href || (href !== '/site/index' && !!pathname?.startsWith(`${href}/`))
}

/**
 * The site navigation links: Home, 'Zoek een geboortelijst', 'Vragen?' and 'Inloggen' or
 * 'Mijn account' depending on the session (the login link also shows while the session loads,
 * since most visitors are anonymous).
 */
export function useSiteNavLinks(): SiteNavLink[] {
  const t = useTranslations('nav')
  const { status } = useBrowserSession()
  return [
    { href: '/site/index', label: t('home') },
    { href: '/list/search', label: t('search') },
    { href: '/site/faq', label: t('faq') },
    status === 'authenticated'
      ? { href: '/user/account', label: t('account') }
      : { href: '/user/login', label: t('login') },
  ]
}

/**
 * The address the header's navigation is drawn for, the same in the server's HTML and in the browser. The page for
 * an unknown address is rendered once, at build time, for every unknown address (as the segment `/_not-found`): its
 * HTML knows no address, so the browser must not draw a navigation from its own one either (React would find the
 * HTML different and throw error #418). A `notFound()` of a known route is rendered for its address and keeps it.
 */
export function useRenderedPathname(): string | null {
  const pathname = usePathname()
  const [segment] = useSelectedLayoutSegments()
  return segment === '/_not-found' ? null : pathname
}

/** The desktop site navigation in the header; renders nothing outside the paths of `showsSiteNav`. */
export function SiteNav({ className }: { className?: string }) {
  const t = useTranslations('layout')
  const pathname = useRenderedPathname()
  const links = useSiteNavLinks()
  if (!showsSiteNav(pathname)) return null

  return (
    <nav aria-label={t('mainNav')} className={className}>
      <ul className="flex items-center gap-1">
        {links.map((link) => {
          const current = isCurrent(pathname, link.href)
          return (
            <li key={link.href}>
              <IntentLink
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'rounded-full px-3.5 py-2 text-sm font-medium transition-colors',
                  current ? 'bg-brand-100 text-brand-800' : 'text-stone-700 hover:bg-brand-50 hover:text-brand-800',
                )}
              >
                {link.label}
              </IntentLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

'use client'

import * as Dialog from '@radix-ui/react-dialog'
import clsx from 'clsx'
import { LogOut, Plus, ShieldCheck, UserRound, X } from 'lucide-react'
import { Link, usePathname } from '@/i18n/navigation'
import { useBrowserSession } from '@/components/auth/session'
import { useTranslations } from 'next-intl'
import { useEffect, useState, type ReactNode, type RefObject } from 'react'
import { logout } from '@/components/auth/client'
import { LocaleSwitch } from '@/components/i18n/LocaleSwitch'
import { isCurrent, useSiteNavLinks } from './SiteNav'

/** The few fields of a list the sidebar needs. */
interface SidebarList {
  url: string
  firstName: string
  parent1FirstName: string
  parent2FirstName: string | null
  /** MANAGER: a list the user manages beside its owner (decision 038). */
  role?: 'OWNER' | 'MANAGER'
}

/**
 * The lists the user owns and manages, for the sidebar, from `GET /api/lists?userId={id}` (managed ones
 * after the own ones, decision 038), loaded each time the menu opens so a list created a moment ago shows up. Any
 * failure just leaves the section empty.
 */
function useOwnLists(userId: number | undefined, open: boolean): SidebarList[] {
  const [lists, setLists] = useState<SidebarList[]>([])
  useEffect(() => {
    if (!open || userId === undefined) return
    const controller = new AbortController()
    fetch(`/api/lists?userId=${encodeURIComponent(userId)}`, { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : []))
      .then((data: unknown) => {
        const rows = Array.isArray(data) ? data : []
        setLists(
          rows.filter(
            (row): row is SidebarList =>
              typeof row?.url === 'string' &&
              typeof row?.firstName === 'string' &&
              typeof row?.parent1FirstName === 'string',
          ),
        )
      })
      .catch(() => {})
    return () => controller.abort()
  }, [open, userId])
  return userId === undefined ? [] : lists
}

function MenuLink({
  href,
  current,
  onNavigate,
  children,
  sub,
}: {
  href: string
  current: boolean
  onNavigate: () => void
  children: ReactNode
  sub?: boolean
}) {
  return (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={clsx(
        'flex items-center gap-3 rounded-xl transition-colors',
        sub ? 'px-3 py-2 text-sm' : 'px-3 py-2.5 font-medium',
        current ? 'bg-brand-100 text-brand-800' : 'text-stone-700 hover:bg-brand-50 hover:text-brand-800',
      )}
    >
      {children}
    </Link>
  )
}

function SectionTitle({ children }: { children: ReactNode }) {
  return <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">{children}</h2>
}

/**
 * The side sheet of the menu (docs/rules.md#app-shell): the site navigation on every page, for visitors
 * too (Home, 'Zoek een geboortelijst', 'Vragen?', 'Inloggen' or 'Mijn account'), then for a logged-in user
 * their lists and the lists they manage (marked 'Medebeheerder') with their sub-links and 'Nieuwe lijst aanmaken', the
 * admin menu for admins, and who is logged in with 'Uitloggen'. Its heading is set in the site's font like every
 * heading. Loaded when the menu first opens; `MobileMenu` holds its state and button.
 */
export function MenuSheet({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: RefObject<HTMLButtonElement | null>
}) {
  const t = useTranslations('nav')
  const tl = useTranslations('layout')
  const tm = useTranslations('managers')
  const tlist = useTranslations('list')
  // The baby may have no first name yet: 'Baby van Sofie en Jonas', as the server names it.
  const nameOf = (list: SidebarList) =>
    list.firstName.trim() ||
    tlist('babyOf', {
      parents: list.parent2FirstName
        ? `${list.parent1FirstName} ${tlist('and')} ${list.parent2FirstName}`
        : list.parent1FirstName,
    })
  const pathname = usePathname()
  const { user } = useBrowserSession()
  const siteLinks = useSiteNavLinks()
  const lists = useOwnLists(user?.id, open)
  const close = () => onOpenChange(false)

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-overlay fixed inset-0 z-50 bg-stone-900/30 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Opened by our own button, not a Radix trigger: give it the focus back.
            event.preventDefault()
            trigger.current?.focus()
          }}
          className="animate-sheet fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-xs flex-col bg-white font-sans shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-100 px-5 py-4">
            <Dialog.Title className="font-sans text-xl font-extrabold tracking-tight text-stone-900">
              {tl('menuTitle')}
            </Dialog.Title>
            <LocaleSwitch className="ml-auto" />
            <Dialog.Description className="sr-only">{tl('menuDescription')}</Dialog.Description>
            <Dialog.Close
              aria-label={tl('closeMenu')}
              className="grid size-10 place-items-center rounded-full text-stone-600 hover:bg-stone-100"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <div className="flex-1 space-y-6 overflow-y-auto px-3 py-5">
            <nav aria-label={tl('mainNav')}>
              <SectionTitle>{t('siteSection')}</SectionTitle>
              <ul className="space-y-0.5">
                {siteLinks.map((link) => (
                  <li key={link.href}>
                    <MenuLink href={link.href} current={isCurrent(pathname, link.href)} onNavigate={close}>
                      {link.label}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </nav>

            {user ? (
              <nav aria-label={t('accountSection')}>
                <SectionTitle>{t('accountSection')}</SectionTitle>
                <ul className="space-y-3">
                  {lists.map((list) => (
                    <li key={list.url}>
                      <MenuLink
                        href={`/list/${list.url}`}
                        current={pathname === `/list/${list.url}`}
                        onNavigate={close}
                      >
                        <span className="min-w-0 truncate">{nameOf(list)}</span>
                        {list.role === 'MANAGER' && (
                          <span className="ml-auto shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                            {tm('managerBadge')}
                          </span>
                        )}
                      </MenuLink>
                      <ul className="mt-0.5 ml-4 space-y-0.5 border-l border-brand-100 pl-2">
                        {(
                          [
                            ['settings', t('listSettings')],
                            ['products', t('listProducts')],
                            ['orders', t('listOrders')],
                          ] as const
                        ).map(([path, label]) => (
                          <li key={path}>
                            <MenuLink
                              sub
                              href={`/list/${list.url}/${path}`}
                              current={pathname === `/list/${list.url}/${path}`}
                              onNavigate={close}
                            >
                              {label}
                            </MenuLink>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                  <li>
                    <MenuLink href="/list/tempcreate" current={pathname === '/list/tempcreate'} onNavigate={close}>
                      <Plus className="size-5 text-brand-600" aria-hidden="true" />
                      {t('createList')}
                    </MenuLink>
                  </li>
                </ul>
              </nav>
            ) : null}

            {user?.role === 'ADMIN' && (
              <nav aria-label={t('adminMenu')}>
                <SectionTitle>
                  <span className="inline-flex items-center gap-1.5">
                    <ShieldCheck className="size-4" aria-hidden="true" />
                    {t('adminMenu')}
                  </span>
                </SectionTitle>
                <ul className="space-y-0.5">
                  {(
                    [
                      ['/admin/list', t('adminLists')],
                      ['/admin/review', t('adminReview')],
                      ['/admin/product', t('adminProducts')],
                      ['/admin/user', t('adminUsers')],
                      ['/admin/order', t('adminOrders')],
                    ] as const
                  ).map(([href, label]) => (
                    <li key={href}>
                      <MenuLink href={href} current={isCurrent(pathname, href)} onNavigate={close}>
                        {label}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>

          {user && (
            <div className="border-t border-stone-100 px-3 py-4">
              <p className="flex items-center gap-3 px-3 pb-2 text-sm text-stone-600">
                <UserRound className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="truncate">{t('loggedInAs', { name: user.name ?? user.email ?? '' })}</span>
              </p>
              <button
                type="button"
                onClick={() => {
                  close()
                  void logout()
                }}
                className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left font-medium text-stone-700 transition-colors hover:bg-blush-50 hover:text-blush-700"
              >
                <LogOut className="size-5" aria-hidden="true" />
                {t('logout')}
              </button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

'use client'

import { useBrowserSession } from '@/components/auth/session'
import { useLocale, useTranslations } from 'next-intl'
import { localizedPath } from '@/lib/i18n/paths'
import { useSearchParams } from 'next/navigation'
import { usePathname } from '@/i18n/navigation'
import { Suspense, useEffect } from 'react'
import type { AnalyticsConfig } from '@/lib/analytics/config'
import { identifyUser, pageview, setAnalyticsConsent } from './analytics'
import type { ConsentTexts } from './cookie-consent'

const TEXT_KEYS = [
  'title',
  'description',
  'accept',
  'necessaryOnly',
  'preferences',
  'preferencesTitle',
  'save',
  'close',
  'necessaryTitle',
  'necessaryText',
  'analyticsTitle',
  'analyticsText',
  'moreTitle',
] as const satisfies readonly (keyof ConsentTexts)[]

/** Runs `task` when the browser is idle after loading, so the banner never competes with the page itself. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 3000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(task, 1000)
  return () => clearTimeout(id)
}

/** Reports each navigation (path and query) once; sends nothing unless analytics was allowed. */
function PageviewTracker() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  useEffect(() => pageview(search ? `${pathname}?${search}` : pathname), [pathname, search])
  return null
}

/** Tells analytics who is logged in, once the session is known (id, display name, e-mail). */
function UserTracker() {
  const { user, status } = useBrowserSession()
  const id = user?.id
  const name = user?.name ?? ''
  const email = user?.email ?? ''
  useEffect(() => {
    if (status === 'loading') return
    identifyUser(status === 'authenticated' && id ? { id, name, email } : null)
  }, [status, id, name, email])
  return null
}

/**
 * Cookie consent and analytics (docs/rules.md#site-pages, decision 016), only when analytics is configured: the banner is
 * loaded when the browser is idle; posthog-js only after the visitor allows analytics, and it stops again the
 * moment that is withdrawn. Without configuration it renders nothing and loads nothing.
 */
export function ConsentManager({ config }: { config: AnalyticsConfig | null }) {
  const t = useTranslations('consent')
  const locale = useLocale()
  useEffect(() => {
    if (!config) return
    const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key)])) as unknown as ConsentTexts
    // The library renders this text as HTML: its links are made here, around the words of the message.
    texts.moreText = t.markup('moreText', {
      privacy: (words) => `<a href="${localizedPath('/site/privacy', locale)}">${words}</a>`,
      faq: (words) => `<a href="${localizedPath('/site/faq', locale)}">${words}</a>`,
      contact: (words) => `<a href="${localizedPath('/site/contact', locale)}">${words}</a>`,
    })
    return whenIdle(() => {
      void import('./cookie-consent').then(({ startCookieConsent }) =>
        startCookieConsent(texts, locale, (allowed) => void setAnalyticsConsent(config, allowed)),
      )
    })
  }, [config, t, locale])
  if (!config) return null
  return (
    <>
      <Suspense fallback={null}>
        <PageviewTracker />
      </Suspense>
      <UserTracker />
    </>
  )
}

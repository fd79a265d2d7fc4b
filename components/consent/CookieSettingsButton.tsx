'use client'

import { useTranslations } from 'next-intl'

/**
 * The footer's 'Cookie-instellingen': reopens the consent preferences, where analytics can be allowed or withdrawn
 * at any time. Shown only when analytics is configured (otherwise there is no choice to change).
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('footer')
  return (
    <button
      type="button"
      className={className}
      onClick={() => void import('./cookie-consent').then((m) => m.showCookiePreferences())}
    >
      {t('cookieSettings')}
    </button>
  )
}

'use client'

import { useLocale, useTranslations } from 'next-intl'
import { chooseLocaleAction } from '@/components/auth/actions'
import { usePathname } from '@/i18n/navigation'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { localizedPath } from '@/lib/i18n/paths'

// Each language named in itself, as a visitor who reads only that one looks for it.
const NAMES: Record<Locale, string> = { nl: 'Nederlands', fr: 'Français' }

/**
 * The 'NL | FR' switch of the header and the phone menu: the same page in the other language, with its query. The
 * choice is kept (the language cookie; a logged-in person's account) before the other page loads. Without script the
 * links still work: '/nl/…' makes our server keep Dutch, '/fr/…' is the French page.
 */
export function LocaleSwitch({ className = '' }: { className?: string }) {
  const t = useTranslations('layout')
  const current = useLocale()
  const path = usePathname()

  const choose = async (event: React.MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    const link = event.currentTarget
    const kept = await chooseLocaleAction({ locale }).catch(() => null)
    // Not kept (offline, past the limit): the link's own address, as without script.
    const target = kept?.ok ? localizedPath(path, locale) : link.pathname
    window.location.assign(target + window.location.search + window.location.hash)
  }

  return (
    <nav aria-label={t('languageNav')} className={className}>
      <ul className="flex items-center text-sm font-semibold">
        {LOCALES.map((locale, index) => (
          <li key={locale} className="flex items-center">
            {index > 0 && (
              <span aria-hidden="true" className="px-1 text-stone-400">
                |
              </span>
            )}
            {locale === current ? (
              <span
                aria-current="true"
                lang={locale}
                className="rounded-full px-2 py-1 text-brand-800 underline decoration-2 underline-offset-4"
              >
                <Label locale={locale} />
              </span>
            ) : (
              <a
                href={`/${locale}${path === '/' ? '' : path}`}
                hrefLang={locale}
                lang={locale}
                onClick={(event) => void choose(event, locale)}
                className="rounded-full px-2 py-1 text-stone-600 transition-colors hover:bg-brand-50 hover:text-brand-800"
              >
                <Label locale={locale} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** 'NL' on screen, 'Nederlands' for a screen reader. */
function Label({ locale }: { locale: Locale }) {
  return (
    <>
      <span aria-hidden="true">{locale.toUpperCase()}</span>
      <span className="sr-only">{NAMES[locale]}</span>
    </>
  )
}

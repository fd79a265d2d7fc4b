import { Mail } from 'lucide-react'
import Image from 'next/image'
import { getTranslations } from 'next-intl/server'
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton'
import { analyticsConfig } from '@/lib/analytics/config'
import { contactEmail } from '@/lib/contact/address'
import { CurrentYear } from './CurrentYear'
import { IntentLink } from './IntentLink'

/** The Instagram glyph (lucide-react no longer ships brand icons). */
function InstagramIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" y1="6.5" x2="17.51" y2="6.5" />
    </svg>
  )
}

/**
 * The footer (docs/rules.md#app-shell): links to search, create, FAQ and contact (and about, blog and privacy), the Instagram link,
 * the contact e-mail, the year, and 'Cookie-instellingen' when analytics is configured. The e-mail is
 * `CONTACT_EMAIL`, read at render time, which is build time for prerendered pages: `npm start` rebuilds when it
 * changes (scripts/start.mjs). The year is put right in the browser (`CurrentYear`).
 */
export async function Footer() {
  const t = await getTranslations('footer')
  const tl = await getTranslations('layout')
  const email = contactEmail()
  const links = [
    { href: '/list/search', label: t('search') },
    { href: '/list/tempcreate', label: t('create') },
    { href: '/site/faq', label: t('faq') },
    { href: '/site/contact', label: t('contact') },
    { href: '/site/about', label: t('about') },
    { href: '/site/blog', label: t('blog') },
    { href: '/site/privacy', label: t('privacy') },
  ]
  const linkClass = 'rounded text-stone-700 underline-offset-4 hover:text-brand-700 hover:underline'

  return (
    <footer className="mt-16 border-t border-brand-100 bg-brand-50/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <IntentLink href="/site/index" className="inline-flex items-center gap-2.5 rounded-full pr-2 text-stone-900">
            <Image src="/images/logo.svg" alt="" width={32} height={32} unoptimized className="size-8" />
            <span className="font-bold">{tl('brand')}</span>
          </IntentLink>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-stone-600">{t('tagline')}</p>
        </div>

        <nav aria-label={t('navLabel')}>
          <ul className="space-y-2 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <IntentLink href={link.href} className={linkClass}>
                  {link.label}
                </IntentLink>
              </li>
            ))}
            {analyticsConfig() && (
              <li>
                <CookieSettingsButton className={`${linkClass} cursor-pointer`} />
              </li>
            )}
          </ul>
        </nav>

        <div className="space-y-3 text-sm">
          <p className="flex items-start gap-2 text-stone-700">
            <Mail className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              {t.rich('contactEmail', {
                email,
                link: (chunks) => (
                  <a
                    href={`mailto:${email}`}
                    className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  >
                    {chunks}
                  </a>
                ),
              })}
            </span>
          </p>
          <a
            href="https://www.instagram.com/geboortelijst"
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social')}
            className="inline-flex size-10 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-brand-100 transition-colors hover:bg-brand-100"
          >
            <InstagramIcon className="size-5" />
          </a>
        </div>
      </div>
      <div className="border-t border-brand-100/80">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-stone-600 sm:px-6">
          {t.rich('copyright', { year: () => <CurrentYear renderedYear={new Date().getFullYear()} /> })}
        </p>
      </div>
    </footer>
  )
}

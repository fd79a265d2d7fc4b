import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ConsentManager } from '@/components/consent/ConsentManager'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { analyticsConfig } from '@/lib/analytics/config'
import { clientMessages } from '@/lib/i18n/client-messages'
import { LOCALES } from '@/lib/i18n/locales'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'
import { Providers } from './providers'
import '../globals.css'

// Inter as a local variable font (next/font/google cannot download here); self-hosted, no layout shift.
// display 'optional': a phone that has not got the 47 KB font within a moment keeps the size-matched fallback for
// that page view instead of repainting every text when it arrives (that late swap was the list page's largest
// paint on slow 4G, 2.4 s against 0.9 s for the first paint). From cache the font is there at once.
const inter = localFont({
  src: '../fonts/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  // Not preloaded: on a slow phone the font must not compete with the page's HTML and CSS; it is fetched when the
  // text asks for it and used from the next page on.
  preload: false,
  variable: '--font-inter',
})

// Both languages are built. No other first segment reaches this layout: next.config rewrites it to the Dutch page,
// and `pageLocale` answers 404 for anything but 'nl' and 'fr'.
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations('layout')
  return {
    title: { template: t('titleTemplate'), default: t('defaultTitle') },
    description: t('description'),
    applicationName: t('brand'),
    icons: { icon: '/images/logo.svg' },
    openGraph: { type: 'website', locale: locale === 'fr' ? 'fr_BE' : 'nl_BE', siteName: t('brand') },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#fffaf5',
}

/**
 * The root layout (docs/rules.md#app-shell) in the page's language (`<html lang>`, texts; the `hreflang` alternates
 * are a header of our server, server/locale-routing.ts):
 * header on every page, the page, and the footer. The footer is shown everywhere, which covers the pages that need
 * it (/site/*, /list/search, public lists; docs/rules.md#app-shell).
 */
export default async function RootLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await pageLocale(params)
  const [messages, t] = await Promise.all([getMessages(), getTranslations('layout')])
  return (
    <html lang={locale} className={inter.variable} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#inhoud"
          className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('skipToContent')}
        </a>
        <Providers locale={locale} messages={clientMessages(messages)}>
          <Header />
          <main id="inhoud" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer />
          <ConsentManager config={analyticsConfig()} />
        </Providers>
      </body>
    </html>
  )
}

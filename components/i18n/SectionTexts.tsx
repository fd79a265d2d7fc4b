import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { clientMessages } from '@/lib/i18n/client-messages'

/**
 * The texts of a section's client components (account, admin, list management, checkout, order, API reference):
 * the root layout sends only what every page needs, this layout-level provider adds the section's namespaces for
 * the pages below it (decision 048). Locale and time zone as in app/providers.tsx.
 */
export async function SectionTexts({ children }: { children: ReactNode }) {
  const [messages, locale] = await Promise.all([getMessages(), getLocale()])
  return (
    <NextIntlClientProvider locale={locale} timeZone="Europe/Brussels" messages={clientMessages(messages, 'section')}>
      {children}
    </NextIntlClientProvider>
  )
}

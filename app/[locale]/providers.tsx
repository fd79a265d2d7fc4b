'use client'

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import type { ReactNode } from 'react'
import { CartProvider } from '@/components/cart/CartProvider'
import { ModalProvider } from '@/components/ui/Modal'
import { setBrowserLocale, type Locale } from '@/lib/i18n/locales'

/**
 * The client-side context of every page: the texts in the page's language, the app-wide modal
 * and the cart. The order matters: the cart shows its conflicts through the modal, and both use texts.
 */
export function Providers({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: AbstractIntlMessages
  children: ReactNode
}) {
  // The forms' client messages (zod schemas) in the page's language; set while rendering, before any form validates.
  if (typeof window !== 'undefined') setBrowserLocale(locale)
  return (
    <NextIntlClientProvider locale={locale} timeZone="Europe/Brussels" messages={messages}>
      <ModalProvider>
        <CartProvider>{children}</CartProvider>
      </ModalProvider>
    </NextIntlClientProvider>
  )
}

'use client'

import { SessionProvider } from 'next-auth/react'
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import type { ReactNode } from 'react'
import { CartProvider } from '@/components/cart/CartProvider'
import { ModalProvider } from '@/components/ui/Modal'

/**
 * The client-side context of every page: Dutch texts, the next-auth session, the app-wide modal
 * and the cart. The order matters: the cart shows its conflicts through the modal, and both use texts.
 */
export function Providers({
  messages,
  children,
}: {
  messages: AbstractIntlMessages
  children: ReactNode
}) {
  return (
    <NextIntlClientProvider locale="nl" timeZone="Europe/Brussels" messages={messages}>
      {/* No refetch on every tab focus: only the owner buttons and the menu read the session. */}
      <SessionProvider refetchOnWindowFocus={false}>
        <ModalProvider>
          <CartProvider>{children}</CartProvider>
        </ModalProvider>
      </SessionProvider>
    </NextIntlClientProvider>
  )
}

'use client'

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import type { ReactNode } from 'react'
import { CartProvider } from '@/components/cart/CartProvider'
import { ModalProvider } from '@/components/ui/Modal'

/**
 * The client-side context of every page: Dutch texts, the app-wide modal
 * and the cart. The order matters: the cart shows its conflicts through the modal, and both use texts.
 */
export function Providers({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="nl" timeZone="Europe/Brussels" messages={messages}>
      <ModalProvider>
        <CartProvider>{children}</CartProvider>
      </ModalProvider>
    </NextIntlClientProvider>
  )
}

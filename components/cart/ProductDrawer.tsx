'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useCart } from './CartProvider'
import { ProductDetails } from './ProductDetails'
import { CartContents } from './CartContents'

/**
 * The right-side drawer (docs/rules.md#drawer): at most 450px wide, over an overlay that closes it on click.
 * Content is PRODUCT (one gift and how to give it) or CART ('Geschenkmandje').
 */
export function ProductDrawer() {
  const t = useTranslations('drawer')
  const { drawer, setDrawerOpen } = useCart()
  const showProduct = drawer.view === 'PRODUCT' && drawer.product !== null && drawer.list !== null

  return (
    <Dialog.Root open={drawer.open} onOpenChange={setDrawerOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/30 animate-overlay" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Opened by code (a card's link, the cart button), not by a Radix trigger: give the focus back by hand.
            if (drawer.opener?.isConnected) {
              event.preventDefault()
              drawer.opener.focus()
            }
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-[450px] flex-col bg-white shadow-2xl animate-sheet focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 border-b border-brand-100 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold text-stone-800">
              {showProduct ? drawer.product!.title : t('cartTitle')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('close')}
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-brand-50 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5">
            {showProduct ? (
              <ProductDetails key={drawer.product!.id} product={drawer.product!} list={drawer.list!} />
            ) : (
              <CartContents />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

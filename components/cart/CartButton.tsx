'use client'

import { ShoppingBasket } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { itemCount } from '@/lib/cart/rules'
import { CART_HASH, useCart } from './CartProvider'

/**
 * The header's cart button: shows the item count and opens the drawer in CART view. It is a link
 * to `#winkelmandje`, which the cart provider turns into the open cart, so a tap before the page is interactive is
 * not lost and the phone's Back button closes the cart again.
 */
export function CartButton() {
  const t = useTranslations('cart')
  const { cart } = useCart()
  const count = itemCount(cart)
  return (
    <a
      href={CART_HASH}
      aria-label={t('buttonLabel', { count })}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-stone-700 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <ShoppingBasket aria-hidden="true" className="h-6 w-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-blush-600 px-1 text-xs font-semibold text-white"
        >
          {count}
        </span>
      )}
    </a>
  )
}

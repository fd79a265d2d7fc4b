'use client'

import { ShoppingBasket } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { itemCount } from '@/lib/cart/rules'
import { isPlainClick } from '@/components/ui/use-close-on-back'
import { CART_HASH, useCart } from './CartProvider'

/**
 * The header's cart button: shows the item count and opens the drawer in CART view. It is a link
 * to `#winkelmandje`, which the cart provider turns into the open cart, so a tap before the page is interactive is
 * not lost and the phone's Back button closes the cart again. The link is that fragment's element itself (the
 * header is sticky, so following it scrolls nowhere); once the page is interactive its click opens the cart itself.
 */
export function CartButton() {
  const t = useTranslations('cart')
  const { cart, openCart } = useCart()
  const count = itemCount(cart)
  return (
    <a
      id={CART_HASH.slice(1)}
      href={CART_HASH}
      onClick={(event) => {
        if (!isPlainClick(event)) return
        event.preventDefault()
        openCart({ hash: CART_HASH })
      }}
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

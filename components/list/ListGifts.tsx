'use client'

import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { Gift } from 'lucide-react'
import { isFullyInCart } from '@/lib/cart/rules'
import { useCart, type CartList } from '@/components/cart/CartProvider'
import type { DrawerProduct } from '@/components/cart/products'
import { PLACEHOLDER_IMAGE } from '@/components/cart/image-placeholder'
import { isPlainClick, watchFragment } from '@/components/ui/use-close-on-back'
import { GIFT_HASH_PATTERN } from './gift-hash'

const GiftsContext = createContext<ReadonlyMap<number, DrawerProduct>>(new Map())

/**
 * The one island of the public list page. The cards are server-rendered links to `#geschenk-{id}`; this
 * opens the drawer for the gift in the URL's fragment, at hydration (a tap that came before the code) and on
 * every change of the fragment after it. Going Back removes the fragment, and the drawer's history entry closes it.
 * Once it runs, a click on a card opens the drawer itself (see `isPlainClick`): the card does not scroll to the top.
 * It also gives the in-cart overlays their products, and swaps broken photos for the placeholder.
 */
export function ListGifts({
  list,
  products,
  children,
}: {
  list: CartList
  products: DrawerProduct[]
  children: ReactNode
}) {
  const { openProduct } = useCart()
  const byId = useMemo(() => new Map(products.map((product) => [product.id, product])), [products])

  useEffect(
    () =>
      watchFragment((hash) => {
        const match = GIFT_HASH_PATTERN.exec(hash)
        const product = match ? byId.get(Number(match[1])) : undefined
        if (product) openProduct(product, list, hash)
      }),
    [byId, list, openProduct],
  )

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="#geschenk-"]') : null
      const hash = link?.getAttribute('href') ?? ''
      const match = GIFT_HASH_PATTERN.exec(hash)
      const product = match ? byId.get(Number(match[1])) : undefined
      if (!product || !isPlainClick(event)) return
      event.preventDefault()
      openProduct(product, list, hash)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [byId, list, openProduct])

  useEffect(() => fallBackOnBrokenImages(), [])

  return <GiftsContext.Provider value={byId}>{children}</GiftsContext.Provider>
}

/** The overlay with a gift icon on a card whose gift is fully in the cart (docs/rules.md#cart). */
export function InCartOverlay({ productId, label }: { productId: number; label: string }) {
  const product = useContext(GiftsContext).get(productId)
  const { cart } = useCart()
  if (!product || !isFullyInCart(product, cart)) return null
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-white/80 text-brand-800">
      <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-white shadow sm:size-14">
        <Gift aria-hidden="true" className="size-5 sm:size-7" />
      </span>
      <span className="px-1 text-center text-xs font-semibold sm:text-sm">{label}</span>
    </div>
  )
}

/**
 * Shows the placeholder for gift photos that failed, before hydration (found by probing: an SVG with only a
 * viewBox reports naturalWidth 0 even when it loaded) or after it (the error event, captured on the document).
 */
function fallBackOnBrokenImages(): () => void {
  const showPlaceholder = (img: HTMLImageElement) => {
    if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE
  }
  const probes: HTMLImageElement[] = []
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-gift-image]')) {
    if (!img.complete || img.naturalWidth > 0) continue
    const probe = new Image()
    probe.onerror = () => showPlaceholder(img)
    probe.src = img.src
    probes.push(probe)
  }
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement && event.target.hasAttribute('data-gift-image'))
      showPlaceholder(event.target)
  }
  document.addEventListener('error', onError, true)
  return () => {
    document.removeEventListener('error', onError, true)
    for (const probe of probes) probe.onerror = null
  }
}

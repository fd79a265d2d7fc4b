'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useModal } from '@/components/ui/Modal'
import * as rules from '@/lib/cart/rules'
import type { Cart, CartProduct, GiftMethod } from '@/lib/cart/rules'
import { ProductDrawer } from './ProductDrawer'
import { toCartProduct } from './products'

/** Browser storage keys of spec §9 ("cart, cart list slug"). */
export const CART_STORAGE_KEY = 'cart'
export const CART_SLUG_STORAGE_KEY = 'cartListSlug'

/** What the drawer shows (spec §3 enumerations: drawer content PRODUCT, CART). */
export type DrawerView = 'PRODUCT' | 'CART'

/** A product as the drawer shows it: the cart's subset plus the description, which the cart does not store. */
export type DrawerProduct = CartProduct & { description?: string | null }

interface CartContextValue {
  cart: Cart
  /** False until the stored cart was read after mount; pages that depend on the cart wait for it. */
  loaded: boolean
  drawer: { open: boolean; view: DrawerView; product: DrawerProduct | null; listSlug: string | null }
  openProduct: (product: DrawerProduct, listSlug: string) => void
  openCart: () => void
  closeDrawer: () => void
  setDrawerOpen: (open: boolean) => void
  /** Adds a product without parts with the chosen gift method; returns false when nothing was added. */
  addProduct: (product: CartProduct, giftMethod: GiftMethod, listSlug: string) => Promise<boolean>
  addOnePart: (product: CartProduct, listSlug: string) => Promise<boolean>
  addAllParts: (product: CartProduct, listSlug: string) => Promise<boolean>
  increaseParts: (productId: number) => void
  decreaseParts: (productId: number) => void
  removeItem: (productId: number) => void
  clearCart: () => void
  /** Removes gifts the server reported as gone (a 409 on checkout), keeping the rest. */
  dropUnavailable: (gone: { productIds: number[]; productPartIds: number[] }) => void
}

const CartContext = createContext<CartContextValue | null>(null)

/** The two storage entries of spec §9 ('cart' = the items, 'cartListSlug' = their list), validated by the rules. */
function readStoredCart(): Cart {
  try {
    const items = localStorage.getItem(CART_STORAGE_KEY)
    const listSlug = localStorage.getItem(CART_SLUG_STORAGE_KEY)
    if (!items || !listSlug) return rules.emptyCart
    return rules.parseStoredCart({ listSlug, items: JSON.parse(items) as unknown })
  } catch {
    // Private mode or a corrupt entry: an empty cart is the only sensible fallback.
    return rules.emptyCart
  }
}

function writeStoredCart(cart: Cart): void {
  try {
    if (cart.items.length === 0) {
      localStorage.removeItem(CART_STORAGE_KEY)
      localStorage.removeItem(CART_SLUG_STORAGE_KEY)
    } else {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart.items))
      localStorage.setItem(CART_SLUG_STORAGE_KEY, cart.listSlug ?? '')
    }
  } catch {
    // Storage full or disabled: the cart still works for this page view.
  }
}

/**
 * Holds the visitor's cart (kept in localStorage, spec §9) and the product drawer state, and renders the
 * drawer once so the header's cart button opens it on every page. Cart changes go through the pure rules of
 * `@/lib/cart/rules`; a cart conflict (another list) shows the spec §8 message in the 'Oei!' modal.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const t = useTranslations('cart')
  const modal = useModal()
  const [cart, setCart] = useState<Cart>(rules.emptyCart)
  const [loaded, setLoaded] = useState(false)
  const cartRef = useRef(cart)
  const [drawer, setDrawer] = useState<CartContextValue['drawer']>({
    open: false,
    view: 'CART',
    product: null,
    listSlug: null,
  })

  // Read storage only after mount: the server renders an empty cart, so the first client render must too.
  useEffect(() => {
    const stored = readStoredCart()
    cartRef.current = stored
    setCart(stored)
    setLoaded(true)
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CART_STORAGE_KEY || event.key === CART_SLUG_STORAGE_KEY) {
        const next = readStoredCart()
        cartRef.current = next
        setCart(next)
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const commit = useCallback((next: Cart) => {
    cartRef.current = next
    setCart(next)
    writeStoredCart(next)
  }, [])

  /** Applies a rule; a CartError becomes the 'Oei!' modal and leaves the cart unchanged. */
  const apply = useCallback(
    async (change: (current: Cart) => Cart): Promise<boolean> => {
      try {
        commit(change(cartRef.current))
        return true
      } catch (error) {
        if (error instanceof rules.CartError) {
          await modal.error(error.code === 'OTHER_LIST' ? t('otherList') : t('cannotAdd'))
          return false
        }
        throw error
      }
    },
    [commit, modal, t],
  )

  const addAndShowCart = useCallback(
    async (change: (current: Cart) => Cart) => {
      const added = await apply(change)
      // spec §4: adding a product switches the drawer to the cart view.
      if (added) setDrawer((d) => ({ ...d, open: true, view: 'CART' }))
      return added
    },
    [apply],
  )

  const value = useMemo<CartContextValue>(
    () => ({
      cart,
      loaded,
      drawer,
      openProduct: (product, listSlug) => setDrawer({ open: true, view: 'PRODUCT', product, listSlug }),
      openCart: () => setDrawer((d) => ({ ...d, open: true, view: 'CART' })),
      closeDrawer: () => setDrawer((d) => ({ ...d, open: false })),
      setDrawerOpen: (open) => setDrawer((d) => ({ ...d, open })),
      addProduct: (product, giftMethod, listSlug) =>
        addAndShowCart((c) => rules.addProduct(c, listSlug, toCartProduct(product), giftMethod)),
      addOnePart: (product, listSlug) => addAndShowCart((c) => rules.addOnePart(c, listSlug, toCartProduct(product))),
      addAllParts: (product, listSlug) => addAndShowCart((c) => rules.addAllParts(c, listSlug, toCartProduct(product))),
      increaseParts: (productId) => void apply((c) => rules.increaseParts(c, productId)),
      decreaseParts: (productId) => void apply((c) => rules.decreaseParts(c, productId)),
      removeItem: (productId) => void apply((c) => rules.removeItem(c, productId)),
      clearCart: () => commit(rules.clearCart(cartRef.current)),
      dropUnavailable: (gone) => commit(rules.dropUnavailable(cartRef.current, gone)),
    }),
    [cart, loaded, drawer, apply, addAndShowCart, commit],
  )

  return (
    <CartContext.Provider value={value}>
      {children}
      <ProductDrawer />
    </CartContext.Provider>
  )
}

/** The cart and drawer of the nearest `CartProvider`. */
export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart must be used inside <CartProvider>')
  return value
}

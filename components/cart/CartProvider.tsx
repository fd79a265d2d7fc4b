'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useModal } from '@/components/ui/Modal'
import { useCloseOnBack, watchFragment, whenHistorySettled } from '@/components/ui/use-close-on-back'
import { onFirstInteraction } from '@/components/ui/first-interaction'
import * as rules from '@/lib/cart/rules'
import type { Cart, CartProduct, GiftMethod } from '@/lib/cart/rules'
import { toCartProduct, type DrawerProduct } from './products'

// The drawer (Radix dialog, product details, cart) is code a visitor needs only after a tap: it loads at the first
// interaction with the page or at the first open, so it never weighs on the list page's first load.
const ProductDrawer = dynamic(() => import('./ProductDrawer').then((m) => m.ProductDrawer), { ssr: false })

/** Browser storage keys of the cart and its list. */
export const CART_STORAGE_KEY = 'cart'
export const CART_SLUG_STORAGE_KEY = 'cartListSlug'
/** The fragment of the header's cart button: a link, so a tap before the page is interactive still opens the cart. */
export const CART_HASH = '#winkelmandje'

/** The child's name of the cart's list, to name it when a gift of another list is added. */
export const CART_LIST_NAME_STORAGE_KEY = 'cartListName'

/** What the drawer shows (PRODUCT or CART). */
export type DrawerView = 'PRODUCT' | 'CART'

/** The list a gift is chosen on: its slug and the child's name ('Noor Peeters'). */
export interface CartList {
  slug: string
  name: string
}

interface DrawerState {
  open: boolean
  view: DrawerView
  product: DrawerProduct | null
  list: CartList | null
  /** The URL fragment the open drawer owns in the history (`#geschenk-12`), if any: Back closes the drawer. */
  hash?: string
  /** What had the focus when the drawer opened (the gift's card): it gets it back on close. */
  opener?: HTMLElement | null
}

interface CartContextValue {
  cart: Cart
  /** False until the stored cart was read after mount; pages that depend on the cart wait for it. */
  loaded: boolean
  drawer: DrawerState
  /** Opens the drawer on a gift; `hash` is the fragment of the gift's link on the list page (`#geschenk-12`). */
  openProduct: (product: DrawerProduct, list: CartList, hash?: string) => void
  /** Opens the drawer on the cart; `hash` is the fragment of the cart button's link (`#winkelmandje`). */
  openCart: (options?: { hash?: string }) => void
  closeDrawer: () => void
  setDrawerOpen: (open: boolean) => void
  /** Adds a product without parts with the chosen gift method; returns false when nothing was added. */
  /** `units`: of a gift wanted several times, 1 by default. */
  addProduct: (product: CartProduct, giftMethod: GiftMethod, list: CartList, units?: number) => Promise<boolean>
  addOnePart: (product: CartProduct, list: CartList) => Promise<boolean>
  /** An amount (euro cents) the giver chose for a fund. */
  addFund: (product: CartProduct, cents: number, list: CartList) => Promise<boolean>
  addAllParts: (product: CartProduct, list: CartList) => Promise<boolean>
  increaseParts: (productId: number) => void
  decreaseParts: (productId: number) => void
  /** Units of a whole gift wanted several times (kept within what is still wanted). */
  setUnits: (productId: number, units: number) => void
  removeItem: (productId: number) => void
  clearCart: () => void
  /** Removes gifts the server reported as gone (a 409 on checkout), keeping the rest. */
  dropUnavailable: (gone: { productIds: number[]; productPartIds: number[] }) => void
}

const CartContext = createContext<CartContextValue | null>(null)

/**
 * The two storage entries ('cart' = the items, 'cartListSlug' = their list), validated by
 * `@/lib/cart/stored`, whose code is fetched only when there is a stored cart to read.
 */
async function readStoredCart(): Promise<Cart> {
  try {
    const items = localStorage.getItem(CART_STORAGE_KEY)
    const listSlug = localStorage.getItem(CART_SLUG_STORAGE_KEY)
    if (!items || !listSlug) return rules.emptyCart
    const { parseStoredCart } = await import('@/lib/cart/stored')
    return parseStoredCart({ listSlug, items: JSON.parse(items) as unknown })
  } catch {
    // Private mode or a corrupt entry: an empty cart is the only sensible fallback.
    return rules.emptyCart
  }
}

function readStoredListName(): string | null {
  try {
    return localStorage.getItem(CART_LIST_NAME_STORAGE_KEY)
  } catch {
    return null
  }
}

function writeStoredCart(cart: Cart, listName: string | null): void {
  try {
    if (cart.items.length === 0) {
      localStorage.removeItem(CART_STORAGE_KEY)
      localStorage.removeItem(CART_SLUG_STORAGE_KEY)
      localStorage.removeItem(CART_LIST_NAME_STORAGE_KEY)
    } else {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart.items))
      localStorage.setItem(CART_SLUG_STORAGE_KEY, cart.listSlug ?? '')
      if (listName) localStorage.setItem(CART_LIST_NAME_STORAGE_KEY, listName)
    }
  } catch {
    // Storage full or disabled: the cart still works for this page view.
  }
}

/**
 * Holds the visitor's cart (kept in localStorage) and the product drawer state, and renders the
 * drawer once so the header's cart button opens it on every page. Cart changes go through the pure rules of
 * `@/lib/cart/rules`. A gift of another list shows the other-list message (docs/rules.md#cart), names the list the cart holds
 * and offers to empty the cart and add the gift; other refusals show the 'Oei!' modal.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const t = useTranslations('cart')
  const modal = useModal()
  const [cart, setCart] = useState<Cart>(rules.emptyCart)
  const [loaded, setLoaded] = useState(false)
  const cartRef = useRef(cart)
  const [drawer, setDrawer] = useState<DrawerState>({ open: false, view: 'CART', product: null, list: null })
  const [drawerWanted, setDrawerWanted] = useState(false)
  const closeDrawer = useCallback(() => setDrawer((d) => ({ ...d, open: false })), [])
  useCloseOnBack(drawer.open, closeDrawer, 'drawer', drawer.hash)
  // Once opened, the drawer stays mounted, so it closes with its animation and gives the focus back.
  const openProduct = useCallback((product: DrawerProduct, list: CartList, hash?: string) => {
    setDrawerWanted(true)
    setDrawer({ open: true, view: 'PRODUCT', product, list, hash, opener: focusedElement() })
  }, [])
  const openCart = useCallback((options?: { hash?: string }) => {
    setDrawerWanted(true)
    setDrawer((d) =>
      d.open
        ? { ...d, view: 'CART' }
        : { ...d, open: true, view: 'CART', hash: options?.hash, opener: focusedElement() },
    )
  }, [])

  // Once the drawer shows the cart, the gift's fragment goes from the address (the entry stays the drawer's, so
  // Back still closes it): a reload or a shared address must not reopen a gift that is already in the cart.
  // After a modal (the other-list question) the address is changed only once its Back has landed.
  useEffect(() => {
    if (!drawer.open || drawer.view !== 'CART' || !drawer.hash) return
    const hash = drawer.hash
    let current = true
    void whenHistorySettled().then(() => {
      if (current && window.location.hash === hash) {
        window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
      }
    })
    return () => {
      current = false
    }
  }, [drawer])

  // The cart button is a link to #winkelmandje: open the cart for it at hydration (a tap that came before the
  // code) and whenever the fragment becomes it; Back then closes the cart like any drawer.
  useEffect(
    () =>
      watchFragment((hash) => {
        if (hash === CART_HASH) openCart({ hash })
      }),
    [openCart],
  )

  // Fetch the drawer's code at the first sign of interaction, so a tap's click finds it (nearly) there.
  useEffect(() => onFirstInteraction(() => setDrawerWanted(true)), [])

  // Read storage only after mount: the server renders an empty cart, so the first client render must too.
  // A change made while the stored cart is being read wins over it (the visitor acted on what they saw).
  useEffect(() => {
    let active = true
    const initial = cartRef.current
    void readStoredCart().then((stored) => {
      if (!active) return
      if (cartRef.current === initial) {
        cartRef.current = stored
        setCart(stored)
      }
      setLoaded(true)
    })
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CART_STORAGE_KEY || event.key === CART_SLUG_STORAGE_KEY) {
        void readStoredCart().then((next) => {
          if (!active) return
          cartRef.current = next
          setCart(next)
        })
      }
    }
    window.addEventListener('storage', onStorage)
    return () => {
      active = false
      window.removeEventListener('storage', onStorage)
    }
  }, [])

  const commit = useCallback((next: Cart, listName: string | null = null) => {
    cartRef.current = next
    setCart(next)
    writeStoredCart(next, listName)
  }, [])

  /**
   * Applies a rule. A gift of another list asks to empty the cart first (then adds the gift); any other
   * CartError becomes the 'Oei!' modal. A refused change leaves the cart as it was.
   */
  const apply = useCallback(
    async (change: (current: Cart) => Cart, list?: CartList): Promise<boolean> => {
      try {
        commit(change(cartRef.current), list?.name)
        return true
      } catch (error) {
        if (!(error instanceof rules.CartError)) throw error
        if (error.code !== 'OTHER_LIST' || !list) {
          await modal.error(error.code === 'OTHER_LIST' ? t('otherList') : t('cannotAdd'))
          return false
        }
        const held = readStoredListName()
        const message = held ? `${t('otherList')}\n\n${t('otherListOf', { child: held })}` : t('otherList')
        if (!(await modal.confirm(message, t('clearAndAdd')))) return false
        try {
          commit(change(rules.clearCart(cartRef.current)), list.name)
          return true
        } catch (retry) {
          if (!(retry instanceof rules.CartError)) throw retry
          await modal.error(t('cannotAdd'))
          return false
        }
      }
    },
    [commit, modal, t],
  )

  const addAndShowCart = useCallback(
    async (change: (current: Cart) => Cart, list: CartList) => {
      const added = await apply(change, list)
      // Adding a gift switches the drawer to the cart view.
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
      openProduct,
      openCart,
      closeDrawer,
      setDrawerOpen: (open) => setDrawer((d) => ({ ...d, open })),
      addProduct: (product, giftMethod, list, units = 1) =>
        addAndShowCart((c) => rules.addProduct(c, list.slug, toCartProduct(product), giftMethod, units), list),
      addFund: (product, cents, list) =>
        addAndShowCart((c) => rules.addFund(c, list.slug, toCartProduct(product), cents), list),
      addOnePart: (product, list) =>
        addAndShowCart((c) => rules.addOnePart(c, list.slug, toCartProduct(product)), list),
      addAllParts: (product, list) =>
        addAndShowCart((c) => rules.addAllParts(c, list.slug, toCartProduct(product)), list),
      increaseParts: (productId) => void apply((c) => rules.increaseParts(c, productId)),
      decreaseParts: (productId) => void apply((c) => rules.decreaseParts(c, productId)),
      setUnits: (productId, units) => void apply((c) => rules.setUnits(c, productId, units)),
      removeItem: (productId) => void apply((c) => rules.removeItem(c, productId)),
      clearCart: () => commit(rules.clearCart(cartRef.current)),
      dropUnavailable: (gone) => commit(rules.dropUnavailable(cartRef.current, gone)),
    }),
    [cart, loaded, drawer, apply, addAndShowCart, commit, openProduct, openCart, closeDrawer],
  )

  return (
    <CartContext.Provider value={value}>
      {children}
      {drawerWanted && <ProductDrawer />}
    </CartContext.Provider>
  )
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : null
}

/** The cart and drawer of the nearest `CartProvider`. */
export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart must be used inside <CartProvider>')
  return value
}

/**
 * Cart rules (docs/rules.md#cart), as pure,
 * immutable functions: every function returns a new cart and leaves its arguments
 * untouched, so React state and browser storage can hold carts safely.
 *
 * All prices are integer euro cents. The cart only reflects
 * what the visitor picked; the server decides availability when the order is placed.
 */
import { sumCents } from '@/lib/money'
import {
  allowsMethod,
  isFundAmount,
  isOtherList,
  isSplit,
  MAX_QUANTITY,
  openParts,
  PART_METHOD,
  unitsLeft,
  type GiftMethod,
} from '@/lib/gifts/rules'

export type { GiftMethod } from '@/lib/gifts/rules'

export interface CartPart {
  id: number
  title: string
  /** euro cents */
  price: number
  sold: boolean
}

export interface CartProduct {
  id: number
  listId: number
  title: string
  imageUrl: string | null
  /** euro cents */
  price: number
  cashAllowed: boolean
  shopAllowed: boolean
  shopName: string | null
  affiliateUrl: string | null
  /** The product's page in a shop; shown as 'Bekijk in de webshop' when there is no affiliate link. */
  productUrl?: string | null
  productParts: CartPart[]
  /** Units wanted (null: without limit); absent in carts stored before gifts had units: once. */
  quantity?: number | null
  /** Units given when the product was shown. */
  givenQuantity?: number
  /** A fund: the giver chooses the amount (the item's price). */
  fund?: boolean
}

export interface CartItem {
  /** snapshot of the product when it was added (sold flags may be refreshed by dropUnavailable) */
  product: CartProduct
  /** euro cents: the product price times `quantity`, or the sum of the chosen parts */
  price: number
  /** Units of a whole gift (1 when absent, and for parts). */
  quantity?: number
  giftMethod: GiftMethod
  /** the chosen parts in product order; [] for products without parts */
  productParts: CartPart[]
}

export interface Cart {
  listSlug: string | null
  items: CartItem[]
}

/** The empty cart; frozen so that no caller can mutate the shared instance. */
export const emptyCart: Cart = Object.freeze({
  listSlug: null,
  items: Object.freeze([]) as unknown as CartItem[],
})

export type CartErrorCode =
  'OTHER_LIST' | 'METHOD_NOT_ALLOWED' | 'ALREADY_IN_CART' | 'NO_PART_AVAILABLE' | 'HAS_PARTS' | 'NO_PARTS'

const DEFAULT_MESSAGES: Record<CartErrorCode, string> = {
  // The other-list message, verbatim (docs/rules.md#cart)
  OTHER_LIST:
    'Er zit reeds een product van een andere geboortelijst in je winkelmandje. Verschillende geboortelijsten combineren in 1 afrekening is helaas niet mogelijk. Maak je winkelmandje leeg voor je verder gaat.',
  METHOD_NOT_ALLOWED: 'Dit geschenk kan niet op deze manier geschonken worden.',
  ALREADY_IN_CART: 'Dit geschenk zit al in je winkelmandje.',
  NO_PART_AVAILABLE: 'Er zijn geen delen van dit geschenk meer beschikbaar.',
  HAS_PARTS: 'Dit geschenk is opgedeeld in delen: kies een of meer delen.',
  NO_PARTS: 'Dit geschenk is niet opgedeeld in delen.',
}

/** A violated cart rule; `code` tells the UI which rule, `message` is Dutch text to show. */
export class CartError extends Error {
  constructor(
    public code: CartErrorCode,
    message?: string,
  ) {
    super(message ?? DEFAULT_MESSAGES[code])
    this.name = 'CartError'
  }
}

// ---------------------------------------------------------------------------------------
// internal helpers

function copyPart(part: CartPart): CartPart {
  return { ...part }
}

/**
 * A copy of the product for the cart (also used by `./stored`): later changes to the caller's product objects
 * (e.g. a refetch mutating state) cannot silently change what is in the cart.
 */
export function snapshot(product: CartProduct): CartProduct {
  return { ...product, productParts: product.productParts.map(copyPart) }
}

/** The ids of these parts (also used by `./stored`). */
export function partIds(parts: CartPart[]): Set<number> {
  return new Set(parts.map((part) => part.id))
}

/** Chosen parts in the product's order; ids the product no longer lists go last, in their order. */
function inProductOrder(product: CartProduct, chosen: CartPart[]): CartPart[] {
  const ids = partIds(chosen)
  const known = product.productParts.filter((part) => ids.has(part.id)).map(copyPart)
  const knownIds = partIds(known)
  const unknown = chosen.filter((part) => !knownIds.has(part.id)).map(copyPart)
  return [...known, ...unknown]
}

/** A CASH item of these parts of the product, in product order and priced at their sum (also used by `./stored`). */
export function partsItem(product: CartProduct, parts: CartPart[]): CartItem {
  const productParts = inProductOrder(product, parts)
  return {
    product: snapshot(product),
    price: sumCents(productParts.map((part) => part.price)),
    giftMethod: PART_METHOD,
    productParts,
  }
}

function withItems(cart: Cart, items: CartItem[], listSlug: string | null = cart.listSlug): Cart {
  // An empty cart belongs to no list, so it accepts a product of any list.
  return items.length === 0 ? { listSlug: null, items: [] } : { listSlug, items }
}

function replaceItem(cart: Cart, item: CartItem): Cart {
  return withItems(
    cart,
    cart.items.map((existing) => (existing.product.id === item.product.id ? item : existing)),
  )
}

function assertSameList(cart: Cart, listSlug: string, product: CartProduct): void {
  if (isOfOtherList(cart, { slug: listSlug, id: product.listId })) throw new CartError('OTHER_LIST')
}

function addParts(
  cart: Cart,
  listSlug: string,
  product: CartProduct,
  pick: (available: CartPart[]) => CartPart[],
): Cart {
  assertSameList(cart, listSlug, product)
  if (!isSplit(product)) throw new CartError('NO_PARTS')
  const picked = pick(availableParts(product, cart))
  if (picked.length === 0) throw new CartError('NO_PART_AVAILABLE')
  const existing = findItem(cart, product.id)
  if (existing) {
    // Items of the same product merge, joining parts.
    return withItems(
      cart,
      cart.items.map((item) => (item === existing ? partsItem(product, [...existing.productParts, ...picked]) : item)),
      listSlug,
    )
  }
  return withItems(cart, [...cart.items, partsItem(product, picked)], listSlug)
}

// ---------------------------------------------------------------------------------------
// queries

/**
 * The cart line of a product.
 *
 * @param cart the cart.
 * @param productId the product id.
 * @returns the item, or undefined when the product is not in the cart.
 */
export function findItem(cart: Cart, productId: number): CartItem | undefined {
  return cart.items.find((item) => item.product.id === productId)
}

/**
 * The parts of a product that can still be given: not sold and not already in the cart.
 *
 * @param product the product, with its current sold flags.
 * @param cart the cart.
 * @returns the available parts in product order (the product's own part objects).
 */
export function availableParts(product: CartProduct, cart: Cart): CartPart[] {
  return openParts(product.productParts, partIds(findItem(cart, product.id)?.productParts ?? []))
}

/**
 * Whether the cart holds gifts of another list than this one (the other-list rule of `@/lib/gifts/rules`): adding
 * to it is refused, and the checkout of this list does not take it.
 *
 * @param cart the cart.
 * @param list the list's slug and id.
 * @returns false for an empty cart.
 */
export function isOfOtherList(cart: Cart, list: { slug: string; id: number }): boolean {
  return isOtherList({ listSlug: cart.listSlug, listIds: cart.items.map((item) => item.product.listId) }, list)
}

/**
 * Whether a product card gets the "in cart" overlay: with parts, when sold
 * parts plus parts in the cart reach the number of parts (a part counted once even if it
 * is both); without parts, when the product is in the cart.
 *
 * @param product the product, with its current sold flags.
 * @param cart the cart.
 * @returns true when nothing more of the product can be added.
 */
export function isFullyInCart(product: CartProduct, cart: Cart): boolean {
  if (!isSplit(product)) return findItem(cart, product.id) !== undefined
  return availableParts(product, cart).length === 0
}

/**
 * The most units of a whole product a giver can put in the cart: what is still wanted (MAX_QUANTITY for a gift
 * without limit), at least 1.
 *
 * @param product the product as shown, with its units.
 */
export function maxUnits(product: CartProduct): number {
  if (product.quantity === undefined) return 1
  const left = unitsLeft({ quantity: product.quantity, givenQuantity: product.givenQuantity ?? 0 })
  return Math.max(1, Math.min(MAX_QUANTITY, left ?? MAX_QUANTITY))
}

/**
 * Stepper '+'/'−' of a whole gift wanted several times: the item with `units` units (kept between 1 and `maxUnits`),
 * priced at units × the product price.
 *
 * @param cart the current cart (not modified).
 * @param productId the product of the item.
 * @param units the units wanted in the cart.
 * @returns a new cart, or the same cart when the product is not in it.
 * @throws CartError HAS_PARTS for a split gift (its parts have their own stepper).
 */
export function setUnits(cart: Cart, productId: number, units: number): Cart {
  const item = findItem(cart, productId)
  if (!item) return cart
  if (isSplit(item.product)) throw new CartError('HAS_PARTS')
  const quantity = Math.max(1, Math.min(maxUnits(item.product), Math.floor(units) || 1))
  return replaceItem(cart, { ...item, quantity, price: item.product.price * quantity })
}

/**
 * The number of cart lines, shown on the cart button. A product with several chosen
 * parts is one line.
 *
 * @param cart the cart.
 * @returns the number of items.
 */
export function itemCount(cart: Cart): number {
  return cart.items.length
}

/**
 * The items grouped as the cart view and checkout show them (shop gifts
 * and cash gifts), each group in cart order.
 *
 * @param cart the cart.
 * @returns `{ CASH, SHOP }` arrays of items.
 */
export function itemsByMethod(cart: Cart): { CASH: CartItem[]; SHOP: CartItem[] } {
  return {
    CASH: cart.items.filter((item) => item.giftMethod === 'CASH'),
    SHOP: cart.items.filter((item) => item.giftMethod === 'SHOP'),
  }
}

// ---------------------------------------------------------------------------------------
// transitions

/**
 * Adds a product without parts (drawer buttons 'Geschenk persoonlijk
 * afgeven' = SHOP and 'Geschenk reserveren en nu betalen' = CASH).
 *
 * @param cart the current cart (not modified).
 * @param listSlug the slug of the list the product is shown on.
 * @param product the product; its price (cents) becomes the item price.
 * @param giftMethod CASH or SHOP.
 * @param units units of a gift wanted several times (kept between 1 and `maxUnits`); 1 by default.
 * @returns a new cart holding the item, with `listSlug` as its list.
 * @throws CartError OTHER_LIST when the cart holds items of another list; HAS_PARTS when
 *   the product is split (use addOnePart/addAllParts); METHOD_NOT_ALLOWED when
 *   cashAllowed/shopAllowed forbid the method; ALREADY_IN_CART when the product is in the cart.
 */
export function addProduct(
  cart: Cart,
  listSlug: string,
  product: CartProduct,
  giftMethod: GiftMethod,
  units = 1,
): Cart {
  assertSameList(cart, listSlug, product)
  if (isSplit(product)) throw new CartError('HAS_PARTS')
  if (!allowsMethod(product, giftMethod)) throw new CartError('METHOD_NOT_ALLOWED')
  if (findItem(cart, product.id)) throw new CartError('ALREADY_IN_CART')
  const item: CartItem = { product: snapshot(product), price: product.price, giftMethod, productParts: [] }
  const added = withItems(cart, [...cart.items, item], listSlug)
  return units === 1 ? added : setUnits(added, product.id, units)
}

/**
 * Adds an amount the giver chose for a fund ('spaarpot'), given by transfer.
 *
 * @param cart the current cart (not modified).
 * @param listSlug the slug of the list the fund is shown on.
 * @param product the fund.
 * @param cents the amount, within FUND_MIN_CENTS and FUND_MAX_CENTS.
 * @returns a new cart holding the item at that price.
 * @throws CartError OTHER_LIST, ALREADY_IN_CART, METHOD_NOT_ALLOWED for a gift that is no fund or an amount out of
 *   bounds.
 */
export function addFund(cart: Cart, listSlug: string, product: CartProduct, cents: number): Cart {
  assertSameList(cart, listSlug, product)
  if (!product.fund || !isFundAmount(cents)) throw new CartError('METHOD_NOT_ALLOWED')
  if (findItem(cart, product.id)) throw new CartError('ALREADY_IN_CART')
  const item: CartItem = { product: snapshot(product), price: cents, giftMethod: PART_METHOD, productParts: [] }
  return withItems(cart, [...cart.items, item], listSlug)
}

/**
 * Adds one part of a split product: the first part, in product order, that is
 * not sold and not in the cart, as a CASH item; merged into the product's existing item.
 *
 * @param cart the current cart (not modified).
 * @param listSlug the slug of the list the product is shown on.
 * @param product the product with its current sold flags; it replaces the item's snapshot.
 * @returns a new cart; the item's parts are in product order and its price (cents) is their sum.
 * @throws CartError OTHER_LIST, NO_PARTS (product not split), NO_PART_AVAILABLE.
 */
export function addOnePart(cart: Cart, listSlug: string, product: CartProduct): Cart {
  return addParts(cart, listSlug, product, (available) => available.slice(0, 1))
}

/**
 * Adds every available part of a split product as CASH, merged into the product's
 * existing item. Priced at the sum of the chosen parts, not the product price: once parts
 * are sold the product price would overcharge (the spec said product price; docs/rules.md#cart).
 *
 * @param cart the current cart (not modified).
 * @param listSlug the slug of the list the product is shown on.
 * @param product the product with its current sold flags; it replaces the item's snapshot.
 * @returns a new cart; item price in cents = sum of its parts.
 * @throws CartError OTHER_LIST, NO_PARTS, NO_PART_AVAILABLE.
 */
export function addAllParts(cart: Cart, listSlug: string, product: CartProduct): Cart {
  return addParts(cart, listSlug, product, (available) => available)
}

/**
 * Stepper '+': adds the first part of the item's product that is not sold and
 * not yet in the item, and recomputes the price. Uses the product snapshot in the cart.
 *
 * @param cart the current cart (not modified).
 * @param productId the product of the item.
 * @returns a new cart, or the same cart when the product is not in it.
 * @throws CartError NO_PARTS for an item without parts; NO_PART_AVAILABLE when every part
 *   is sold or chosen.
 */
export function increaseParts(cart: Cart, productId: number): Cart {
  const item = findItem(cart, productId)
  if (!item) return cart
  if (!isSplit(item.product)) throw new CartError('NO_PARTS')
  const next = openParts(item.product.productParts, partIds(item.productParts))[0]
  if (!next) throw new CartError('NO_PART_AVAILABLE')
  return replaceItem(cart, partsItem(item.product, [...item.productParts, next]))
}

/**
 * Stepper '−': removes the last chosen part and recomputes the price; when the
 * item had only one part left, the item itself is removed.
 *
 * @param cart the current cart (not modified).
 * @param productId the product of the item.
 * @returns a new cart (listSlug null when it became empty), or the same cart when the
 *   product is not in it.
 * @throws CartError NO_PARTS for an item without parts.
 */
export function decreaseParts(cart: Cart, productId: number): Cart {
  const item = findItem(cart, productId)
  if (!item) return cart
  if (item.productParts.length === 0) throw new CartError('NO_PARTS')
  if (item.productParts.length === 1) return removeItem(cart, productId)
  return replaceItem(cart, partsItem(item.product, item.productParts.slice(0, -1)))
}

/**
 * Removes a product's item (the cart view's trash button).
 *
 * @param cart the current cart (not modified).
 * @param productId the product of the item.
 * @returns a new cart without the item (listSlug null when it became empty), or the same
 *   cart when the product is not in it.
 */
export function removeItem(cart: Cart, productId: number): Cart {
  if (!findItem(cart, productId)) return cart
  return withItems(
    cart,
    cart.items.filter((item) => item.product.id !== productId),
  )
}

/**
 * Empties the cart ('Winkelmandje leegmaken', and after a successful order).
 *
 * @param _cart the current cart (not modified; the result does not depend on it).
 * @returns {@link emptyCart} (listSlug null).
 */
export function clearCart(_cart: Cart): Cart {
  return emptyCart
}

/**
 * Brings the cart in line with the server after an order was refused with 409 because
 * some gifts were taken meanwhile (the server decides availability).
 *
 * @param cart the current cart (not modified).
 * @param gone ids of products and parts that are no longer available.
 * @returns a new cart: items of gone products removed; gone parts removed from items,
 *   prices (cents) recomputed, items left without parts removed; gone parts marked sold in
 *   the product snapshots of remaining items so the stepper will not offer them again.
 */
export function dropUnavailable(cart: Cart, gone: { productIds: number[]; productPartIds: number[] }): Cart {
  const goneProducts = new Set(gone.productIds)
  const goneParts = new Set(gone.productPartIds)
  const items: CartItem[] = []
  for (const item of cart.items) {
    if (goneProducts.has(item.product.id)) continue
    const product: CartProduct = {
      ...item.product,
      productParts: item.product.productParts.map((part) =>
        goneParts.has(part.id) ? { ...part, sold: true } : copyPart(part),
      ),
    }
    if (item.productParts.length === 0) {
      items.push({ ...item, product, productParts: [] })
      continue
    }
    const kept = item.productParts.filter((part) => !goneParts.has(part.id))
    if (kept.length === 0) continue
    items.push({
      product,
      price: sumCents(kept.map((part) => part.price)),
      giftMethod: item.giftMethod,
      productParts: kept.map(copyPart),
    })
  }
  return withItems(cart, items)
}

import { describe, it, expect } from 'vitest'
import {
  addAllParts,
  addOnePart,
  addProduct,
  availableParts,
  type Cart,
  CartError,
  type CartItem,
  type CartProduct,
  clearCart,
  decreaseParts,
  dropUnavailable,
  emptyCart,
  findItem,
  increaseParts,
  isFullyInCart,
  itemCount,
  itemsByMethod,
  isOfOtherList,
  maxUnits,
  removeItem,
  setUnits,
} from './rules'
import { totalsByMethod } from '@/lib/gifts/rules'
import { parseStoredCart } from './stored'

const SLUG = 'lotte-peeters'
const OTHER_SLUG = 'jules-janssens'

/** Deep-freezes a value so any mutation inside the rules throws a TypeError (ES modules are strict). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  }
  return value
}

function simple(overrides: Partial<CartProduct> = {}): CartProduct {
  return deepFreeze({
    id: 20,
    listId: 1,
    title: 'Badje',
    imageUrl: '/img/badje.jpg',
    price: 4599,
    cashAllowed: true,
    shopAllowed: true,
    shopName: 'Babyshop',
    affiliateUrl: null,
    productParts: [],
    ...overrides,
  })
}

/** A split product: part 101 is already sold; prices differ so sums are checked for real. */
function split(overrides: Partial<CartProduct> = {}): CartProduct {
  return deepFreeze({
    id: 10,
    listId: 1,
    title: 'Kinderwagen',
    imageUrl: null,
    price: 10000,
    cashAllowed: true,
    shopAllowed: false,
    shopName: null,
    affiliateUrl: null,
    productParts: [
      { id: 101, title: 'Deel 1', price: 1000, sold: true },
      { id: 102, title: 'Deel 2', price: 2000, sold: false },
      { id: 103, title: 'Deel 3', price: 3000, sold: false },
      { id: 104, title: 'Deel 4', price: 4000, sold: false },
    ],
    ...overrides,
  })
}

const partsOf = (product: CartProduct, ...ids: number[]) => product.productParts.filter((part) => ids.includes(part.id))

/** A cart built by hand, to start tests from states the public functions reach in several steps. */
function cartWith(items: CartItem[], listSlug: string | null = SLUG): Cart {
  return deepFreeze({ listSlug, items })
}

function partsItem(product: CartProduct, ...ids: number[]): CartItem {
  const parts = partsOf(product, ...ids)
  return { product, price: parts.reduce((sum, part) => sum + part.price, 0), giftMethod: 'CASH', productParts: parts }
}

function expectCartError(fn: () => unknown, code: CartError['code']): void {
  let thrown: unknown
  try {
    fn()
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(CartError)
  expect((thrown as CartError).code).toBe(code)
}

const ids = (item: CartItem | undefined) => item?.productParts.map((part) => part.id)

describe('emptyCart and CartError', () => {
  it('emptyCart has no list and no items, and cannot be mutated', () => {
    expect(emptyCart).toEqual({ listSlug: null, items: [] })
    expect(() => emptyCart.items.push(undefined as unknown as CartItem)).toThrow(TypeError)
  })

  it('CartError carries its code and a Dutch default message', () => {
    const error = new CartError('OTHER_LIST')
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe('OTHER_LIST')
    expect(error.name).toBe('CartError')
    expect(error.message).toBe(
      'Er zit reeds een product van een andere geboortelijst in je winkelmandje. Verschillende geboortelijsten combineren in 1 afrekening is helaas niet mogelijk. Maak je winkelmandje leeg voor je verder gaat.',
    )
    expect(new CartError('NO_PARTS', 'eigen tekst').message).toBe('eigen tekst')
  })
})

describe('addProduct', () => {
  it('adds a product to an empty cart, which takes the list slug', () => {
    const product = simple()
    const cart = addProduct(emptyCart, SLUG, product, 'SHOP')
    expect(cart.listSlug).toBe(SLUG)
    expect(cart.items).toEqual([{ product, price: 4599, giftMethod: 'SHOP', productParts: [] }])
    // The item holds a copy, not the caller's object.
    expect(cart.items[0].product).not.toBe(product)
    expect(emptyCart).toEqual({ listSlug: null, items: [] })
  })

  it('appends to a cart of the same list without touching the input', () => {
    const first = addProduct(emptyCart, SLUG, simple(), 'CASH')
    const before = structuredClone(first)
    deepFreeze(first)
    const second = addProduct(first, SLUG, simple({ id: 21, price: 1250 }), 'SHOP')
    expect(second.items.map((item) => [item.product.id, item.giftMethod, item.price])).toEqual([
      [20, 'CASH', 4599],
      [21, 'SHOP', 1250],
    ])
    expect(first).toEqual(before)
    expect(second).not.toBe(first)
  })

  it('refuses a product of another list (by slug) and leaves the cart as it was', () => {
    const cart = deepFreeze(addProduct(emptyCart, SLUG, simple(), 'CASH'))
    expectCartError(() => addProduct(cart, OTHER_SLUG, simple({ id: 30, listId: 2 }), 'CASH'), 'OTHER_LIST')
    expect(cart.items).toHaveLength(1)
    expect(cart.listSlug).toBe(SLUG)
  })

  it('refuses a product of another list id even under the same slug', () => {
    const cart = deepFreeze(addProduct(emptyCart, SLUG, simple(), 'CASH'))
    expectCartError(() => addProduct(cart, SLUG, simple({ id: 30, listId: 2 }), 'CASH'), 'OTHER_LIST')
  })

  it('lets an empty cart with a leftover slug take another list', () => {
    const cart = cartWith([], OTHER_SLUG)
    const next = addProduct(cart, SLUG, simple(), 'CASH')
    expect(next.listSlug).toBe(SLUG)
    expect(next.items).toHaveLength(1)
  })

  it('refuses a method the product does not allow', () => {
    expectCartError(() => addProduct(emptyCart, SLUG, simple({ cashAllowed: false }), 'CASH'), 'METHOD_NOT_ALLOWED')
    expectCartError(() => addProduct(emptyCart, SLUG, simple({ shopAllowed: false }), 'SHOP'), 'METHOD_NOT_ALLOWED')
    expect(addProduct(emptyCart, SLUG, simple({ shopAllowed: false }), 'CASH').items[0].giftMethod).toBe('CASH')
    expect(addProduct(emptyCart, SLUG, simple({ cashAllowed: false }), 'SHOP').items[0].giftMethod).toBe('SHOP')
  })

  it('refuses the same product twice, whatever the method', () => {
    const cart = deepFreeze(addProduct(emptyCart, SLUG, simple(), 'CASH'))
    expectCartError(() => addProduct(cart, SLUG, simple(), 'CASH'), 'ALREADY_IN_CART')
    expectCartError(() => addProduct(cart, SLUG, simple(), 'SHOP'), 'ALREADY_IN_CART')
  })

  it('refuses a split product', () => {
    expectCartError(() => addProduct(emptyCart, SLUG, split(), 'CASH'), 'HAS_PARTS')
  })
})

describe('addOnePart', () => {
  it('takes the first part that is neither sold nor in the cart, as CASH', () => {
    const product = split()
    const cart = addOnePart(emptyCart, SLUG, product)
    expect(cart.listSlug).toBe(SLUG)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0].giftMethod).toBe('CASH')
    expect(ids(cart.items[0])).toEqual([102])
    expect(cart.items[0].price).toBe(2000)
  })

  it('merges into the existing item and recomputes the price', () => {
    const once = deepFreeze(addOnePart(emptyCart, SLUG, split()))
    const twice = addOnePart(once, SLUG, split())
    expect(twice.items).toHaveLength(1)
    expect(ids(twice.items[0])).toEqual([102, 103])
    expect(twice.items[0].price).toBe(5000)
    expect(ids(once.items[0])).toEqual([102])
  })

  it('keeps the merged parts in product order', () => {
    const product = split()
    const cart = cartWith([partsItem(product, 104)])
    const next = addOnePart(cart, SLUG, product)
    expect(ids(next.items[0])).toEqual([102, 104])
    expect(next.items[0].price).toBe(6000)
  })

  it('keeps the merged item at its place among the other items', () => {
    const product = split()
    const cart = cartWith([
      { product: simple({ id: 1 }), price: 4599, giftMethod: 'SHOP', productParts: [] },
      partsItem(product, 102),
      { product: simple({ id: 2 }), price: 4599, giftMethod: 'CASH', productParts: [] },
    ])
    const next = addOnePart(cart, SLUG, product)
    expect(next.items.map((item) => item.product.id)).toEqual([1, 10, 2])
    expect(ids(next.items[1])).toEqual([102, 103])
  })

  it('uses the fresh product: a part sold meanwhile is skipped and the snapshot is updated', () => {
    const cart = deepFreeze(addOnePart(emptyCart, SLUG, split()))
    const fresh = split({
      productParts: split().productParts.map((part) => (part.id === 103 ? { ...part, sold: true } : part)),
    })
    const next = addOnePart(cart, SLUG, fresh)
    expect(ids(next.items[0])).toEqual([102, 104])
    expect(next.items[0].product.productParts.find((part) => part.id === 103)?.sold).toBe(true)
  })

  it('fails when no part is available', () => {
    const product = split()
    const full = cartWith([partsItem(product, 102, 103, 104)])
    expectCartError(() => addOnePart(full, SLUG, product), 'NO_PART_AVAILABLE')
    const allSold = split({ productParts: product.productParts.map((part) => ({ ...part, sold: true })) })
    expectCartError(() => addOnePart(emptyCart, SLUG, allSold), 'NO_PART_AVAILABLE')
  })

  it('fails for a product without parts', () => {
    expectCartError(() => addOnePart(emptyCart, SLUG, simple()), 'NO_PARTS')
  })

  it('fails for a product of another list', () => {
    const cart = deepFreeze(addProduct(emptyCart, SLUG, simple(), 'CASH'))
    expectCartError(() => addOnePart(cart, OTHER_SLUG, split({ listId: 2 })), 'OTHER_LIST')
  })
})

describe('addAllParts', () => {
  it('adds every available part, priced at their sum rather than the product price', () => {
    const cart = addAllParts(emptyCart, SLUG, split())
    expect(ids(cart.items[0])).toEqual([102, 103, 104])
    expect(cart.items[0].price).toBe(9000) // product price is 10000, part 101 was sold
    expect(cart.items[0].giftMethod).toBe('CASH')
  })

  it('merges with parts already chosen, in product order', () => {
    const product = split()
    const cart = cartWith([partsItem(product, 103)])
    const next = addAllParts(cart, SLUG, product)
    expect(next.items).toHaveLength(1)
    expect(ids(next.items[0])).toEqual([102, 103, 104])
    expect(next.items[0].price).toBe(9000)
  })

  it('fails when everything is sold or in the cart', () => {
    const product = split()
    expectCartError(
      () => addAllParts(cartWith([partsItem(product, 102, 103, 104)]), SLUG, product),
      'NO_PART_AVAILABLE',
    )
  })

  it('fails for a product without parts or of another list', () => {
    expectCartError(() => addAllParts(emptyCart, SLUG, simple()), 'NO_PARTS')
    const cart = deepFreeze(addProduct(emptyCart, SLUG, simple(), 'CASH'))
    expectCartError(() => addAllParts(cart, OTHER_SLUG, split({ listId: 2 })), 'OTHER_LIST')
  })
})

describe('increaseParts', () => {
  it('adds the first unsold part not yet in the item', () => {
    const product = split()
    const cart = cartWith([partsItem(product, 103)])
    const next = increaseParts(cart, 10)
    expect(ids(next.items[0])).toEqual([102, 103])
    expect(next.items[0].price).toBe(5000)
    expect(ids(cart.items[0])).toEqual([103])
  })

  it('fails when every part is sold or chosen', () => {
    const product = split()
    expectCartError(() => increaseParts(cartWith([partsItem(product, 102, 103, 104)]), 10), 'NO_PART_AVAILABLE')
  })

  it('fails for an item without parts', () => {
    const cart = deepFreeze(addProduct(emptyCart, SLUG, simple(), 'CASH'))
    expectCartError(() => increaseParts(cart, 20), 'NO_PARTS')
  })

  it('returns the same cart for a product that is not in it', () => {
    const cart = cartWith([partsItem(split(), 102)])
    expect(increaseParts(cart, 999)).toBe(cart)
  })
})

describe('decreaseParts', () => {
  it('removes the last chosen part and recomputes the price', () => {
    const product = split()
    const cart = cartWith([partsItem(product, 102, 103, 104)])
    const next = decreaseParts(cart, 10)
    expect(ids(next.items[0])).toEqual([102, 103])
    expect(next.items[0].price).toBe(5000)
    expect(ids(cart.items[0])).toEqual([102, 103, 104])
  })

  it('removes the item when only one part remained', () => {
    const product = split()
    const cart = cartWith([
      { product: simple(), price: 4599, giftMethod: 'SHOP', productParts: [] },
      partsItem(product, 103),
    ])
    const next = decreaseParts(cart, 10)
    expect(next.items.map((item) => item.product.id)).toEqual([20])
    expect(next.listSlug).toBe(SLUG)
  })

  it('gives up the list slug when the cart becomes empty', () => {
    const next = decreaseParts(cartWith([partsItem(split(), 103)]), 10)
    expect(next).toEqual({ listSlug: null, items: [] })
  })

  it('fails for an item without parts and ignores unknown products', () => {
    const cart = deepFreeze(addProduct(emptyCart, SLUG, simple(), 'CASH'))
    expectCartError(() => decreaseParts(cart, 20), 'NO_PARTS')
    expect(decreaseParts(cart, 999)).toBe(cart)
  })
})

describe('removeItem and clearCart', () => {
  it('removes one item', () => {
    const cart = cartWith([
      { product: simple({ id: 1 }), price: 100, giftMethod: 'SHOP', productParts: [] },
      { product: simple({ id: 2 }), price: 200, giftMethod: 'CASH', productParts: [] },
    ])
    const next = removeItem(cart, 1)
    expect(next.items.map((item) => item.product.id)).toEqual([2])
    expect(next.listSlug).toBe(SLUG)
    expect(cart.items).toHaveLength(2)
  })

  it('empties the slug with the last item and ignores unknown products', () => {
    const cart = cartWith([{ product: simple(), price: 4599, giftMethod: 'SHOP', productParts: [] }])
    expect(removeItem(cart, 20)).toEqual({ listSlug: null, items: [] })
    expect(removeItem(cart, 999)).toBe(cart)
  })

  it('clearCart returns the empty cart', () => {
    const cart = cartWith([{ product: simple(), price: 4599, giftMethod: 'SHOP', productParts: [] }])
    expect(clearCart(cart)).toBe(emptyCart)
    expect(clearCart(cart).listSlug).toBeNull()
    expect(cart.items).toHaveLength(1)
  })
})

describe('queries', () => {
  it('availableParts excludes sold parts and parts in the cart', () => {
    const product = split()
    expect(availableParts(product, emptyCart).map((part) => part.id)).toEqual([102, 103, 104])
    expect(availableParts(product, cartWith([partsItem(product, 103)])).map((part) => part.id)).toEqual([102, 104])
  })

  it('isFullyInCart counts sold and chosen parts against the total', () => {
    const product = split()
    expect(isFullyInCart(product, emptyCart)).toBe(false)
    expect(isFullyInCart(product, cartWith([partsItem(product, 102, 103)]))).toBe(false)
    expect(isFullyInCart(product, cartWith([partsItem(product, 102, 103, 104)]))).toBe(true)
    const allSold = split({ productParts: product.productParts.map((part) => ({ ...part, sold: true })) })
    expect(isFullyInCart(allSold, emptyCart)).toBe(true)
  })

  it('isFullyInCart does not count a part twice when it is both sold and in the cart', () => {
    const product = split()
    // 101 is sold and (stale) in the cart: 101, 102, 103 taken, 104 still free.
    const cart = cartWith([{ product, price: 6000, giftMethod: 'CASH', productParts: partsOf(product, 101, 102, 103) }])
    expect(isFullyInCart(product, cart)).toBe(false)
  })

  it('isFullyInCart for a product without parts means it is in the cart', () => {
    expect(isFullyInCart(simple(), emptyCart)).toBe(false)
    expect(isFullyInCart(simple(), addProduct(emptyCart, SLUG, simple(), 'SHOP'))).toBe(true)
    expect(isFullyInCart(simple({ id: 99 }), addProduct(emptyCart, SLUG, simple(), 'SHOP'))).toBe(false)
  })

  it('isOfOtherList: the checkout of a list refuses a cart of another list, by slug or by list id', () => {
    const cart = addProduct(emptyCart, SLUG, simple(), 'SHOP')
    expect(isOfOtherList(cart, { slug: SLUG, id: 1 })).toBe(false)
    expect(isOfOtherList(cart, { slug: OTHER_SLUG, id: 1 })).toBe(true)
    expect(isOfOtherList(cart, { slug: SLUG, id: 2 })).toBe(true)
    expect(isOfOtherList(emptyCart, { slug: OTHER_SLUG, id: 2 })).toBe(false)
  })

  it('findItem, itemCount, itemsByMethod', () => {
    let cart: Cart = addProduct(emptyCart, SLUG, simple(), 'SHOP')
    cart = addAllParts(cart, SLUG, split())
    cart = addProduct(cart, SLUG, simple({ id: 21, price: 1 }), 'CASH')
    expect(findItem(cart, 10)?.price).toBe(9000)
    expect(findItem(cart, 404)).toBeUndefined()
    expect(itemCount(cart)).toBe(3)
    expect(itemCount(emptyCart)).toBe(0)
    const groups = itemsByMethod(cart)
    expect(groups.SHOP.map((item) => item.product.id)).toEqual([20])
    expect(groups.CASH.map((item) => item.product.id)).toEqual([10, 21])
    expect(totalsByMethod(cart.items)).toEqual({ CASH: 9000 + 1, SHOP: 4599 })
    expect(totalsByMethod(emptyCart.items)).toEqual({ CASH: 0, SHOP: 0 })
  })
})

describe('dropUnavailable', () => {
  const product = split()
  const cart = cartWith([
    { product: simple({ id: 1 }), price: 100, giftMethod: 'SHOP', productParts: [] },
    partsItem(product, 102, 103, 104),
    { product: simple({ id: 2 }), price: 200, giftMethod: 'CASH', productParts: [] },
  ])

  it('removes gone products, removes gone parts, recomputes and marks them sold', () => {
    const next = dropUnavailable(cart, { productIds: [1], productPartIds: [103] })
    expect(next.items.map((item) => item.product.id)).toEqual([10, 2])
    const item = findItem(next, 10)!
    expect(ids(item)).toEqual([102, 104])
    expect(item.price).toBe(6000)
    expect(item.product.productParts.map((part) => [part.id, part.sold])).toEqual([
      [101, true],
      [102, false],
      [103, true],
      [104, false],
    ])
    // The stepper no longer offers the part that went.
    expectCartError(() => increaseParts(next, 10), 'NO_PART_AVAILABLE')
    // Input untouched (deep-frozen, and still holding the part).
    expect(ids(cart.items[1])).toEqual([102, 103, 104])
    expect(cart.items[1].product.productParts[2].sold).toBe(false)
  })

  it('removes an item left without parts, and empties the slug with the last item', () => {
    const next = dropUnavailable(cart, { productIds: [1, 2], productPartIds: [102, 103, 104] })
    expect(next).toEqual({ listSlug: null, items: [] })
  })

  it('changes nothing for ids that are not in the cart', () => {
    expect(dropUnavailable(cart, { productIds: [77], productPartIds: [777] })).toEqual(cart)
  })
})

describe('parseStoredCart', () => {
  const stored: Cart = addProduct(addAllParts(emptyCart, SLUG, split()), SLUG, simple(), 'SHOP')

  it('round-trips a cart through JSON, as an object or a string', () => {
    expect(parseStoredCart(JSON.parse(JSON.stringify(stored)))).toEqual(stored)
    expect(parseStoredCart(JSON.stringify(stored))).toEqual(stored)
  })

  it('returns the empty cart for anything that is not a cart', () => {
    for (const value of [
      undefined,
      null,
      42,
      'not json',
      '"text"',
      [],
      {},
      { listSlug: 1, items: [] },
      { listSlug: SLUG },
      { listSlug: SLUG, items: {} },
    ]) {
      expect(parseStoredCart(value)).toBe(emptyCart)
    }
  })

  it('returns the empty cart for items without a list slug', () => {
    expect(parseStoredCart({ ...stored, listSlug: null })).toBe(emptyCart)
  })

  it('drops malformed items and keeps the good ones', () => {
    const raw = JSON.parse(JSON.stringify(stored))
    raw.items.push({ product: { id: 5 }, price: 1, giftMethod: 'CASH', productParts: [] })
    raw.items.push({ ...raw.items[1], product: { ...raw.items[1].product, id: 6 }, giftMethod: 'GIFT' })
    raw.items.push({ ...raw.items[1], product: { ...raw.items[1].product, id: 7 }, price: 12.5 })
    raw.items.push('junk')
    const parsed = parseStoredCart(raw)
    expect(parsed).toEqual(stored)
  })

  it('drops items that break the cart rules', () => {
    const product = split()
    const raw = JSON.parse(
      JSON.stringify({
        listSlug: SLUG,
        items: [
          { product: simple(), price: 4599, giftMethod: 'SHOP', productParts: [] },
          // second item for the same product
          { product: simple(), price: 4599, giftMethod: 'CASH', productParts: [] },
          // method not allowed
          { product: simple({ id: 21, shopAllowed: false }), price: 4599, giftMethod: 'SHOP', productParts: [] },
          // parts on a product without parts
          { product: simple({ id: 22 }), price: 4599, giftMethod: 'CASH', productParts: partsOf(product, 102) },
          // split product as SHOP
          { ...partsItem(product, 102), giftMethod: 'SHOP' },
          // split product without chosen parts
          { product, price: 0, giftMethod: 'CASH', productParts: [] },
          // another list
          { product: simple({ id: 23, listId: 2 }), price: 4599, giftMethod: 'SHOP', productParts: [] },
        ],
      }),
    )
    expect(parseStoredCart(raw).items.map((item) => item.product.id)).toEqual([20])
  })

  it('drops a split item with a part the product does not have or a part twice', () => {
    const product = split()
    const foreign = { id: 999, title: 'Deel 9', price: 5, sold: false }
    const twice = partsOf(product, 102)
    for (const productParts of [
      [...partsOf(product, 102), foreign],
      [...twice, ...twice],
    ]) {
      const raw = { listSlug: SLUG, items: [{ product, price: 2000, giftMethod: 'CASH', productParts }] }
      expect(parseStoredCart(raw)).toBe(emptyCart)
    }
  })

  it('recomputes tampered prices and re-sorts parts', () => {
    const product = split()
    const raw = {
      listSlug: SLUG,
      items: [
        { product: simple(), price: 1, giftMethod: 'CASH', productParts: [] },
        { product, price: 1, giftMethod: 'CASH', productParts: partsOf(product, 104, 102).reverse() },
      ],
    }
    const parsed = parseStoredCart(raw)
    expect(parsed.items[0].price).toBe(4599)
    expect(parsed.items[1].price).toBe(6000)
    expect(ids(parsed.items[1])).toEqual([102, 104])
  })

  it('strips unknown keys', () => {
    const raw = JSON.parse(JSON.stringify(stored))
    raw.extra = true
    raw.items[0].product.description = '<script>'
    const parsed = parseStoredCart(raw)
    expect(parsed).toEqual(stored)
    expect('description' in parsed.items[0].product).toBe(false)
  })
})

describe('units of a gift wanted several times', () => {
  it('steps between 1 and what is still wanted, priced units × price, and counts in the totals', () => {
    const bodysuit = simple({ id: 30, title: 'Rompertje', price: 950, quantity: 6, givenQuantity: 2 })
    expect(maxUnits(bodysuit)).toBe(4)
    let cart = addProduct(emptyCart, SLUG, bodysuit, 'SHOP')
    cart = setUnits(cart, 30, 3)
    expect(findItem(cart, 30)).toMatchObject({ quantity: 3, price: 2850 })
    expect(totalsByMethod(cart.items)).toEqual({ CASH: 0, SHOP: 2850 })
    expect(findItem(setUnits(cart, 30, 9), 30)).toMatchObject({ quantity: 4, price: 3800 })
    expect(findItem(setUnits(cart, 30, 0), 30)).toMatchObject({ quantity: 1, price: 950 })
    expect(itemCount(cart)).toBe(1)
  })

  it('adds several units at once from the drawer, within what is still wanted', () => {
    const bodysuit = simple({ id: 31, price: 950, quantity: 6, givenQuantity: 2 })
    expect(findItem(addProduct(emptyCart, SLUG, bodysuit, 'SHOP', 3), 31)).toMatchObject({ quantity: 3, price: 2850 })
    expect(findItem(addProduct(emptyCart, SLUG, bodysuit, 'SHOP', 12), 31)).toMatchObject({ quantity: 4, price: 3800 })
    expect(findItem(addProduct(emptyCart, SLUG, simple(), 'SHOP', 3), 20)).toMatchObject({ quantity: 1, price: 4599 })
  })

  it('allows up to 99 of a gift without limit, one of a gift wanted once, and no units on a split gift', () => {
    expect(maxUnits(simple({ quantity: null, givenQuantity: 500 }))).toBe(99)
    expect(maxUnits(simple())).toBe(1)
    expect(maxUnits(simple({ quantity: 1, givenQuantity: 0 }))).toBe(1)
    const cart = addOnePart(emptyCart, SLUG, split())
    expect(() => setUnits(cart, 10, 2)).toThrow(CartError)
  })

  it('reads stored units back within what is wanted, whatever the stored price said', () => {
    const bodysuit = simple({ id: 30, price: 950, quantity: 6, givenQuantity: 2 })
    const stored = {
      listSlug: SLUG,
      items: [{ product: bodysuit, price: 1, quantity: 50, giftMethod: 'SHOP', productParts: [] }],
    }
    expect(parseStoredCart(stored).items[0]).toMatchObject({ quantity: 4, price: 3800 })
  })
})

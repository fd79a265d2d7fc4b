import { describe, expect, it } from 'vitest'
import { addAllParts, addProduct, emptyCart, type CartProduct } from '@/lib/cart/rules'
import { goneIds, orderLines } from './order-lines'

const product = (over: Partial<CartProduct>): CartProduct => ({
  id: 1,
  listId: 7,
  title: 'Badje',
  imageUrl: null,
  price: 3499,
  cashAllowed: true,
  shopAllowed: true,
  shopName: 'Dreambaby',
  affiliateUrl: null,
  productParts: [],
  ...over,
})

describe('orderLines (the order request)', () => {
  it('gives each chosen part its own CASH line in euros, and a whole product one line with its method', () => {
    const split = product({
      id: 2,
      title: 'Kinderwagen',
      price: 10000,
      shopAllowed: false,
      productParts: [
        { id: 21, title: 'Deel 1', price: 3333, sold: true },
        { id: 22, title: 'Deel 2', price: 3333, sold: false },
        { id: 23, title: 'Deel 3', price: 3334, sold: false },
      ],
    })
    let cart = addProduct(emptyCart, 'noor', product({}), 'SHOP')
    cart = addAllParts(cart, 'noor', split)
    expect(orderLines(cart)).toEqual([
      { productId: 1, productPartId: null, price: 34.99, giftMethod: 'SHOP' },
      { productId: 2, productPartId: 22, price: 33.33, giftMethod: 'CASH' },
      { productId: 2, productPartId: 23, price: 33.34, giftMethod: 'CASH' },
    ])
  })

  it('is empty for an empty cart', () => {
    expect(orderLines(emptyCart)).toEqual([])
  })
})

describe('goneIds', () => {
  it('reads the ids of a 409 answer and ignores anything else', () => {
    expect(goneIds({ productIds: [1, 'x'], productPartIds: [22] })).toEqual({ productIds: [1], productPartIds: [22] })
    expect(goneIds({ productIds: [3] })).toEqual({ productIds: [3], productPartIds: [] })
    expect(goneIds({ fields: { name: 'Je naam is verplicht' } })).toBeNull()
    expect(goneIds(null)).toBeNull()
  })
})

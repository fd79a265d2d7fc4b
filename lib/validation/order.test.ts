import { describe, expect, it } from 'vitest'
import { MAX_ORDER_LINES, orderRequestSchema } from './order'

const order = (lines: number) => ({
  listId: 1,
  name: 'Oma Lutgarde',
  email: 'oma@example.be',
  products: Array.from({ length: lines }, (_, i) => ({ productId: i + 1, price: 10, giftMethod: 'CASH' })),
})

describe('orderRequestSchema: at most 20 lines', () => {
  it('takes an order of 20 lines', () => {
    expect(MAX_ORDER_LINES).toBe(20)
    expect(orderRequestSchema.parse(order(20)).products).toHaveLength(20)
  })

  it('refuses 21 lines with a Dutch message under products', () => {
    const issues = orderRequestSchema.safeParse(order(21)).error?.issues ?? []
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'products',
        'Je kan hoogstens 20 geschenkjes in één bestelling opnemen. Bestel de andere in een tweede bestelling.',
      ],
    ])
  })

  it('still says an empty cart is empty', () => {
    expect(orderRequestSchema.safeParse(order(0)).error?.issues[0]?.message).toBe('Je winkelmandje is leeg.')
  })
})

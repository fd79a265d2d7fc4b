// A giver takes a reservation back with the link of the summary mail: read from the mail as the giver's mail program
// has it, the page's preview changes nothing, the take-back frees the gifts and mails the parents, and the link works
// once, for 14 days, and never for an order whose transfer arrived.
import { describe, expect, it } from 'vitest'
import { placeOrder } from '@/lib/orders'
import { previewTakeBack, takeBackOrder } from '@/lib/orders/cancel'
import { setOrderPaid } from '@/lib/orders/overview'
import { DomainError } from '@/lib/errors'
import { useTestDatabase } from '../support/db'
import { linkToken, waitForMails } from '../support/outbox'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()
let runs = 0

async function reserved() {
  const owner = await createUser(db())
  const list = await createList(db(), owner.id, { firstName: 'Vic', lastName: 'Maes' })
  const bike = await createProduct(db(), list.id, { title: 'Loopfiets', price: 8999, cashAllowed: false })
  const pram = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 30000, parts: 3 })
  const email = `terug-${++runs}@example.be`
  const placed = await placeOrder({
    listId: list.id,
    name: 'Tante Rita',
    email,
    message: '',
    products: [
      { productId: bike.id, price: 89.99, giftMethod: 'SHOP' },
      { productId: pram.id, productPartId: pram.productParts[0]!.id, price: 100, giftMethod: 'CASH' },
    ],
  })
  const [mail] = await waitForMails(email, /Reservatie terugnemen/)
  const order = await db().order.findUniqueOrThrow({ where: { reference: placed.reference } })
  return { owner, list, bike, pram, order, token: linkToken(mail!, '/order/take-back') }
}

async function refused(promise: Promise<unknown>, code: string): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  expect((error as DomainError).code).toBe(code)
  return error as DomainError
}

describe('taking a reservation back with the mail’s link', () => {
  it('shows the gifts without changing anything, then frees them and mails the parents, once', async () => {
    const { owner, bike, pram, order, token } = await reserved()
    expect(await previewTakeBack(token)).toEqual({
      gifts: ['Loopfiets', 'Kinderwagen (Deel 1)'],
      list: { url: expect.any(String), child: 'Vic Maes' },
      refusal: null,
    })
    expect(await db().order.count({ where: { id: order.id } })).toBe(1)

    await takeBackOrder(token)
    expect(await db().order.count({ where: { id: order.id } })).toBe(0)
    expect((await db().product.findUniqueOrThrow({ where: { id: bike.id } })).sold).toBe(false)
    expect((await db().productPart.findUniqueOrThrow({ where: { id: pram.productParts[0]!.id } })).sold).toBe(false)
    const [notice] = await waitForMails(owner.email, /Tante Rita nam de reservatie van deze geschenkjes terug/)
    expect(notice).toContain('Er komt voor deze reservatie dus geen overschrijving.')

    await refused(takeBackOrder(token), 'TOKEN_INVALID')
    await refused(previewTakeBack(token), 'TOKEN_INVALID')
  })

  it('refuses once the transfer is marked paid, and after 14 days, changing nothing', async () => {
    const paid = await reserved()
    await setOrderPaid({ id: paid.owner.id, role: 'USER' }, paid.order.id, true)
    expect((await previewTakeBack(paid.token)).refusal).toBe('paid')
    await refused(takeBackOrder(paid.token), 'ORDER_PAID')
    expect(await db().order.count({ where: { id: paid.order.id } })).toBe(1)

    const old = await reserved()
    await db().order.update({
      where: { id: old.order.id },
      data: { createdAt: new Date(Date.now() - 15 * 86_400_000) },
    })
    expect((await previewTakeBack(old.token)).refusal).toBe('expired')
    const error = await refused(takeBackOrder(old.token), 'TOKEN_INVALID')
    expect(error.message).toContain('14 dagen')
    expect(await db().order.count({ where: { id: old.order.id } })).toBe(1)
  })

  it.each(['', 'kort', 'x'.repeat(300), '../../etc/passwd', 'A'.repeat(43)])(
    'refuses a link secret %j that is malformed or unknown',
    async (token) => {
      await refused(takeBackOrder(token), 'TOKEN_INVALID')
    },
  )

  it('stores only a hash of the secret', async () => {
    const { order, token } = await reserved()
    expect(order.takeBackTokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(order.takeBackTokenHash).not.toContain(token)
  })
})

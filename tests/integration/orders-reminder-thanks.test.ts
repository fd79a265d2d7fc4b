// Reminders and thank-yous for transfers: the parents may remind a giver once, from 7 days after the order, with the
// payment details and the QR code again (POST /api/orders/{id}/reminder); and when the list says so, a giver whose
// transfer is marked received (by hand or from a bank statement) gets a short thank-you. Mails read from the outbox.
import { describe, expect, it } from 'vitest'
import { POST as remind } from '@/app/api/orders/[id]/reminder/route'
import { placeOrder } from '@/lib/orders'
import { setOrderPaid } from '@/lib/orders/overview'
import { importStatement } from '@/lib/payments/reconcile'
import { ogmDigits } from '@/lib/payments/ogm'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { mailsTo, waitForMails } from '../support/outbox'
import { createList, createProduct, createUser } from '../fixtures/factories'
import { camt053File } from '../fixtures/statements'

const db = useTestDatabase()
const PASSWORD = 'herinner-123'
let runs = 0

async function cashOrder(options: { thankPayers?: boolean; daysAgo?: number; shop?: boolean } = {}) {
  const parent = await createUser(db(), { password: PASSWORD })
  const list = await createList(db(), parent.id, { firstName: 'Lou', lastName: 'Peeters' })
  if (options.thankPayers) await db().list.update({ where: { id: list.id }, data: { thankPayers: true } })
  const gift = await createProduct(db(), list.id, { title: 'Spaarpot', price: 2500, shopAllowed: !!options.shop })
  const email = `gever-${++runs}-${Date.now().toString(36)}@example.be`
  const placed = await placeOrder({
    listId: list.id,
    name: 'Nonkel Jef',
    email,
    products: [{ productId: gift.id, price: 25, giftMethod: options.shop ? 'SHOP' : 'CASH' }],
  })
  const order = await db().order.update({
    where: { reference: placed.reference },
    data: { createdAt: new Date(Date.now() - (options.daysAgo ?? 8) * 86_400_000) },
  })
  return { parent, list, order, email, token: await tokenFor(parent.email, PASSWORD), placed }
}

const post = (id: number, token?: string) =>
  call(remind, `/api/orders/${id}/reminder`, { method: 'POST', token, params: { id: String(id) } })

describe('POST /api/orders/{id}/reminder', () => {
  it('mails the payment details and the QR code again, once, and the overview says when', async () => {
    const { order, email, token, placed } = await cashOrder()
    const res = await post(order.id, token)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { reminderSentAt: string }).reminderSentAt).toEqual(expect.any(String))
    const [mail] = await waitForMails(email, /De ouders zagen je overschrijving nog niet binnenkomen/)
    expect(mail).toContain(placed.payment!.structuredCommunication)
    expect(mail).toContain('BE71 0961 2345 6769')
    expect(mail).toContain('betaling-qr.png')
    await expectError(await post(order.id, token), 409, 'REMINDER_NOT_ALLOWED')
    expect(mailsTo(email, /nog niet binnenkomen/)).toHaveLength(1)
  })

  it('refuses before 7 days, once paid, for a shop order and for someone else, sending nothing', async () => {
    const early = await cashOrder({ daysAgo: 6 })
    const body = await expectError(await post(early.order.id, early.token), 409, 'REMINDER_NOT_ALLOWED')
    expect(body.error.message).toContain('7 dagen')
    const paid = await cashOrder()
    await setOrderPaid({ id: paid.parent.id, role: 'USER' }, paid.order.id, true)
    await expectError(await post(paid.order.id, paid.token), 409, 'ORDER_PAID')
    const shop = await cashOrder({ shop: true })
    await expectError(await post(shop.order.id, shop.token), 422, 'VALIDATION')
    const other = await cashOrder()
    await expectError(await post(other.order.id, early.token), 403, 'FORBIDDEN')
    await expectError(await post(other.order.id), 401, 'UNAUTHORIZED')
    for (const { email } of [early, paid, shop, other]) expect(mailsTo(email, /nog niet binnenkomen/)).toEqual([])
    expect((await db().order.findUniqueOrThrow({ where: { id: other.order.id } })).reminderSentAt).toBeNull()
  })
})

describe('the thank-you for a transfer', () => {
  it('goes to the giver when the parents mark it received, if the list says so, once', async () => {
    const { parent, order, email } = await cashOrder({ thankPayers: true })
    await setOrderPaid({ id: parent.id, role: 'USER' }, order.id, true)
    const [mail] = await waitForMails(email, /ontvingen je overschrijving van €\s25,00/)
    expect(mail).toContain('Lou Peeters')
    await setOrderPaid({ id: parent.id, role: 'USER' }, order.id, true)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo(email, /ontvingen je overschrijving/)).toHaveLength(1)
  })

  it('goes when a bank statement pays the order, and never when the list does not ask for it', async () => {
    const on = await cashOrder({ thankPayers: true })
    const statement = camt053File([
      {
        account: 'BE71096123456769',
        sequence: '1',
        date: '2026-11-26',
        movements: [{ amount: 2500, structured: ogmDigits(on.placed.payment!.structuredCommunication) }],
      },
    ])
    await importStatement({ id: on.parent.id, role: 'USER' }, on.list.id, new TextEncoder().encode(statement))
    await waitForMails(on.email, /ontvingen je overschrijving van €\s25,00/)

    const off = await cashOrder()
    await setOrderPaid({ id: off.parent.id, role: 'USER' }, off.order.id, true)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo(off.email, /ontvingen je overschrijving/)).toEqual([])
  })
})

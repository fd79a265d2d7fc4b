// Shared by the privacy tests: an order written straight to the database, as placeOrder stores one, so the
// tests of who may read a giver's data and of the retention rule do not depend on the checkout's rules or its mails.
import { randomBytes } from 'node:crypto'
import type { PrismaClient } from '@/lib/db'

let counter = 0

/** An order of `lines` (prices as decimal strings in euros) by `giver` on list `listId`, with a random reference. */
export function createOrder(
  prisma: PrismaClient,
  listId: number,
  giver: { name: string; email: string; message: string },
  lines: { productId: number; productPartId?: number; price: string; giftMethod: 'CASH' | 'SHOP' }[],
) {
  const n = `${process.pid % 1000}${String(++counter).padStart(4, '0')}${randomBytes(2).readUInt16BE() % 1000}`
    .padStart(10, '0')
    .slice(-10)
  return prisma.order.create({
    data: {
      reference: randomBytes(12).toString('base64url'),
      listId,
      ...giver,
      structuredCommunication: `+++${n.slice(0, 3)}/${n.slice(3, 7)}/${n.slice(7)}${String(Number(n) % 97 || 97).padStart(2, '0')}+++`,
      lines: { create: lines.map((line) => ({ ...line, productPartId: line.productPartId ?? null })) },
    },
  })
}

// A separate process for tests/integration/mail-crash.test.ts, run with `tsx --conditions=react-server`:
//   place  — creates a list with a gift and places an order with the mail worker off, prints `COMMITTED <reference>`
//            right after the commit and then waits, so the test can SIGKILL it before any mail could go out;
//   deliver — one pass of the outbox worker (the real transport: .eml files in $DATA_DIR/outbox), prints its report.
// The database is DATABASE_URL (PostgreSQL) or the PGlite in $DATA_DIR/pglite, as in the app.
import { closeDb, getDb } from '@/lib/db'

const mode = process.argv[2]

if (mode === 'place') {
  process.env.MAIL_WORKER = 'off'
  const { placeOrder } = await import('@/lib/orders')
  const { createList, createProduct, createUser } = await import('../fixtures/factories')
  const prisma = await getDb()
  const owner = await createUser(prisma, { name: 'Sofie Peeters', email: 'crash-owner@example.be' })
  const list = await createList(prisma, owner.id, { url: 'crash-noor' })
  const gift = await createProduct(prisma, list.id, { title: 'Spaarpot', price: 2500, shopAllowed: false })
  const order = await placeOrder({
    listId: list.id,
    name: 'Tante Els',
    email: 'crash-giver@example.be',
    products: [{ productId: gift.id, price: 25, giftMethod: 'CASH' }],
  })
  process.stdout.write(`COMMITTED ${order.reference}\n`)
  // Never exits by itself: the test kills it.
  setInterval(() => undefined, 60_000)
} else if (mode === 'deliver') {
  const { deliverDueMails } = await import('@/lib/mail/outbox')
  const report = await deliverDueMails()
  await closeDb()
  process.stdout.write(`${JSON.stringify(report)}\n`)
  process.exit(0)
} else {
  process.stderr.write('usage: mail-crash-child.ts place|deliver\n')
  process.exit(2)
}

import { randomBytes } from 'node:crypto'
import { randomOgm } from '../payments/ogm'

/** The part of a Prisma client (or transaction) needed to check that a drawn OGM is free. */
interface RawQuery {
  $queryRaw<T>(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<T>
}

/** 96 random bits, URL-safe: 16 characters (docs/rules.md#orders). */
export function newReference(): string {
  return randomBytes(12).toString('base64url')
}

/**
 * The reference and structured communication of a new order (docs/decisions/026): both drawn at random, so neither
 * tells how many orders the site has taken. The OGM is drawn again while an order already has it (10^10 bases: with a
 * million orders one draw in 10,000 collides); the unique index on `Order.structuredCommunication` stays the guard
 * against two transactions drawing the same one at once, and `placeOrder` retries on it. Used by `placeOrder` and the
 * demo seed alike.
 * @param draw the source of the OGM's base (tests), as `randomOgm` takes it.
 */
export async function newOrderIdentity(
  db: RawQuery,
  draw?: () => number,
): Promise<{ reference: string; structuredCommunication: string }> {
  for (let i = 0; ; i++) {
    const structuredCommunication = randomOgm(draw)
    const taken = await db.$queryRaw<
      unknown[]
    >`SELECT 1 FROM "Order" WHERE "structuredCommunication" = ${structuredCommunication}`
    if (taken.length === 0 || i >= 9) return { reference: newReference(), structuredCommunication }
  }
}

import { randomBytes } from 'node:crypto'
import { ogmFromBase } from '../payments/ogm'

/** The part of a Prisma client (or transaction) needed to draw the next order id. */
interface RawQuery {
  $queryRaw<T>(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<T>
}

/** 96 random bits, URL-safe: 16 characters (design.md, order reference). */
export function newReference(): string {
  return randomBytes(12).toString('base64url')
}

/**
 * The id, reference and structured communication of a new order (docs/decisions/004): the id is drawn from the
 * Order sequence first, because the OGM is derived from it. Used by `placeOrder` and the demo seed alike.
 */
export async function newOrderIdentity(db: RawQuery): Promise<{ id: number; reference: string; structuredCommunication: string }> {
  const [{ id }] = await db.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('"Order"', 'id'))::int AS id`
  return { id, reference: newReference(), structuredCommunication: ogmFromBase(id) }
}

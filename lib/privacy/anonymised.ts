// Pure (the orders overview's client components import it): how an anonymised order is told apart.

/**
 * True for an order whose giver's name, e-mail and message were removed by the retention rule (lib/privacy/retention.ts,
 * 2 years after the birth date). A placed order always has an e-mail address (the checkout requires one), so an empty
 * one marks exactly those orders.
 */
export function isAnonymised(order: { email: string }): boolean {
  return order.email === ''
}

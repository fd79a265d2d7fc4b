/**
 * Splitting a product's price into parts ("Deel 1", "Deel 2", …).
 *
 * The parts sum exactly to the price and the last part carries the remainder (docs/rules.md#parts): rounding every
 * part would lose or invent a cent (€100 in 3 parts would be 3 × 33.33 = 99.99).
 */

/**
 * Splits a price into `parts` prices that sum exactly to `totalCents`.
 *
 * @param totalCents the product price in integer euro cents (> 0).
 * @param parts the number of parts, an integer ≥ 1.
 * @returns the part prices in cents: every part but the last is `Math.round(total / parts)`
 *   (the spec's rounding to 2 decimals), the last takes what is left
 *   (10000 in 3 → [3333, 3333, 3334]; 10000 in 6 → [1667 ×5, 1665]).
 * @throws RangeError when `parts` is not an integer ≥ 1, `totalCents` is not a
 *   non-negative safe integer, or a part would cost 0 cents or less (2 cents in 3 parts),
 *   since a free or negative part cannot be given.
 */
export function splitPrice(totalCents: number, parts: number): number[] {
  if (!Number.isInteger(parts) || parts < 1) {
    throw new RangeError(`splitPrice: parts must be an integer ≥ 1, got ${String(parts)}`)
  }
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`splitPrice: total must be a non-negative integer number of cents, got ${String(totalCents)}`)
  }
  const each = Math.round(totalCents / parts)
  const last = totalCents - each * (parts - 1)
  if (each <= 0 || last <= 0) {
    throw new RangeError(`splitPrice: ${totalCents} cents cannot be split into ${parts} parts of at least 1 cent`)
  }
  const prices = new Array<number>(parts).fill(each)
  prices[parts - 1] = last
  return prices
}

/**
 * The title of a part ('Deel 1', 'Deel 2', and so on).
 *
 * @param index the zero-based position of the part.
 * @returns `'Deel ' + (index + 1)`.
 * @throws RangeError when `index` is not a non-negative integer.
 */
export function partTitle(index: number): string {
  if (!Number.isInteger(index) || index < 0) {
    throw new RangeError(`partTitle: index must be a non-negative integer, got ${String(index)}`)
  }
  return `Deel ${index + 1}`
}

/**
 * Builds the parts to store for a split product.
 *
 * @param totalCents the product price in integer euro cents.
 * @param parts the number of parts.
 * @returns one `{ title, price }` per part, price in cents, in order; prices as {@link splitPrice}.
 * @throws RangeError as {@link splitPrice}.
 */
export function buildParts(totalCents: number, parts: number): { title: string; price: number }[] {
  return splitPrice(totalCents, parts).map((price, index) => ({ title: partTitle(index), price }))
}

/**
 * Money helpers (docs/rules.md#money): money is computed in integer euro cents,
 * stored as `Decimal(10,2)`, and shown with `Intl.NumberFormat('nl-BE' or 'fr-BE', …)`.
 *
 * Euros never pass through float multiplication here: `19.99 * 100` is
 * 1998.9999999999998 in IEEE doubles, so amounts are parsed from their decimal text.
 */

import type { Locale } from '@/lib/i18n/locales'

// Sign, integer digits, optional fraction after '.' or ',' (Belgian input uses a comma),
// optional exponent (what Number#toString and Decimal#toString emit for extreme values).
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:[.,](\d*))?(?:[eE]([+-]?\d+))?$/

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)

function assertCents(cents: number, fn: string): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`${fn}: expected an integer number of cents, got ${String(cents)}`)
  }
}

/**
 * Converts an amount in euros to integer euro cents, exactly.
 *
 * @param value euros as a number (`19.99`), a numeric string (`"12.5"`, `"12,50"`, `"-3"`)
 *   or anything whose `toString()` yields such a string (a Prisma `Decimal`).
 * @returns the amount in euro cents (`19.99` → `1999`, `"1234.5"` → `123450`).
 * @throws RangeError for NaN/±Infinity, non-numeric text, a value that needs more than
 *   2 decimals (`"1.005"`; trailing zeros such as `"1.500"` are exact and accepted),
 *   or a result beyond `Number.MAX_SAFE_INTEGER` cents.
 */
export function toCents(value: number | string | { toString(): string }): number {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`toCents: not a finite number: ${String(value)}`)
  }
  const text = (typeof value === 'string' ? value : String(value)).trim()
  const match = DECIMAL_PATTERN.exec(text)
  if (!match) throw new RangeError(`toCents: not a number: ${JSON.stringify(text)}`)
  const [, sign, intPart = '', fracPart = '', expPart] = match
  const digits = intPart + fracPart
  if (digits === '') throw new RangeError(`toCents: not a number: ${JSON.stringify(text)}`)

  // value = digits × 10^(exponent − fracPart.length); cents = value × 100.
  const exponent = expPart === undefined ? 0 : Number(expPart)
  const shift = exponent - fracPart.length + 2
  let cents: bigint
  if (shift >= 0) {
    if (shift > 30) throw new RangeError(`toCents: amount too large: ${text}`)
    cents = BigInt(digits) * 10n ** BigInt(shift)
  } else {
    const dropped = -shift
    const kept = dropped >= digits.length ? '' : digits.slice(0, digits.length - dropped)
    const rest = dropped >= digits.length ? digits : digits.slice(digits.length - dropped)
    if (/[^0]/.test(rest)) {
      throw new RangeError(`toCents: more than 2 decimals: ${text}`)
    }
    cents = BigInt(kept === '' ? '0' : kept)
  }
  if (cents > MAX_SAFE) throw new RangeError(`toCents: amount too large: ${text}`)
  // Number(0n) is +0, so "-0" never yields -0.
  return sign === '-' ? -Number(cents) || 0 : Number(cents)
}

/**
 * Converts integer cents to a euro number (`1999` → `19.99`), e.g. for JSON answers,
 * whose prices are numbers with at most 2 decimals (docs/rules.md#money).
 * Dividing an integer by 100 gives the double nearest the decimal value, so the
 * result prints with at most 2 decimals.
 *
 * @param cents integer euro cents.
 * @returns euros.
 * @throws RangeError when `cents` is not a safe integer.
 */
export function fromCents(cents: number): number {
  assertCents(cents, 'fromCents')
  return cents / 100 || 0
}

/**
 * Formats integer cents as a plain decimal string with exactly 2 decimals, for Prisma
 * `Decimal(10,2)` writes without going through a float (`1999` → `"19.99"`,
 * `5` → `"0.05"`, `-150` → `"-1.50"`).
 *
 * @param cents integer euro cents.
 * @returns euros as text, `.` as decimal separator, no thousands separators.
 * @throws RangeError when `cents` is not a safe integer.
 */
export function centsToDecimalString(cents: number): string {
  assertCents(cents, 'centsToDecimalString')
  const abs = Math.abs(cents)
  const euros = Math.floor(abs / 100)
  const rest = String(abs % 100).padStart(2, '0')
  return `${cents < 0 ? '-' : ''}${euros}.${rest}`
}

const euroFormats = {
  nl: new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }),
  fr: new Intl.NumberFormat('fr-BE', { style: 'currency', currency: 'EUR' }),
}

/**
 * Formats integer cents for display in Belgian Dutch (`1250` → `"€ 12,50"`; the space is whatever the runtime's ICU
 * emits) or Belgian French (`"12,50 €"`), with `Intl.NumberFormat` (docs/rules.md#money).
 *
 * @param cents integer euro cents.
 * @param locale the language: Dutch unless said (a mail passes its recipient's, `currentLocale()`).
 * @returns the formatted amount.
 * @throws RangeError when `cents` is not a safe integer.
 */
export function formatEuro(cents: number, locale: Locale = 'nl'): string {
  assertCents(cents, 'formatEuro')
  return euroFormats[locale].format(cents / 100)
}

/**
 * An estimated shop price (the spec's '+-' before it), typeset as '±' joined to the amount by a
 * non-breaking space so the sign never wraps onto a line of its own (`1250` → `"±\u00a0€\u00a012,50"`).
 *
 * @param cents integer euro cents.
 * @param locale as `formatEuro`.
 * @throws RangeError when `cents` is not a safe integer.
 */
export function formatApproximateEuro(cents: number, locale: Locale = 'nl'): string {
  return `±\u00a0${formatEuro(cents, locale).replace(' ', '\u00a0')}`
}

/**
 * Sums amounts in integer cents (the cart's totals, docs/rules.md#cart).
 * Integer addition is exact, unlike summing euro floats.
 *
 * @param values integer euro cents.
 * @returns the total in cents (0 for an empty array).
 * @throws RangeError when a value or the total is not a safe integer, which catches
 *   euros being passed by mistake.
 */
export function sumCents(values: number[]): number {
  let total = 0
  for (const value of values) {
    assertCents(value, 'sumCents')
    total += value
  }
  assertCents(total, 'sumCents')
  return total
}

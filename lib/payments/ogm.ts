/**
 * Belgian structured communication (OGM / VCS, "gestructureerde mededeling"):
 * 10 digits + 2 check digits, check = first 10 mod 97 with 97 instead of 0,
 * written `+++123/4567/89002+++` (docs/rules.md#payments).
 */

import { randomInt } from 'node:crypto'

const MAX_BASE = 9_999_999_999n

// Delimiters `+++` or `***` (both in use by Belgian banks) around 3/4/5 digit groups;
// or the bare 12 digits. Whitespace is removed before matching.
const FORMATTED = /^(\+\+\+|\*\*\*)(\d{3})\/(\d{4})\/(\d{5})\1$/
const PLAIN = /^\d{12}$/

function checkOf(base: bigint): bigint {
  const remainder = base % 97n
  return remainder === 0n ? 97n : remainder
}

/** The 12 digits of an OGM in any accepted shape, or null when the shape is wrong. */
function extractDigits(input: string): string | null {
  const compact = input.replace(/\s+/g, '')
  if (PLAIN.test(compact)) return compact
  const match = FORMATTED.exec(compact)
  return match ? match[2] + match[3] + match[4] : null
}

/**
 * Builds a formatted OGM from a 10-digit base number (`randomOgm` draws one).
 *
 * @param base an integer 0..9 999 999 999; zero-padded to 10 digits.
 * @returns `+++ddd/dddd/ddddd+++`, the last 2 digits being base mod 97 (97 when 0);
 *   base 1234567890 → `+++123/4567/89002+++`.
 * @throws RangeError when `base` is not an integer in range.
 */
export function ogmFromBase(base: number | bigint): string {
  if (typeof base === 'number' && !Number.isSafeInteger(base)) {
    throw new RangeError(`ogmFromBase: base must be an integer, got ${String(base)}`)
  }
  const value = BigInt(base)
  if (value < 0n || value > MAX_BASE) {
    throw new RangeError(`ogmFromBase: base must be 0..9999999999, got ${String(base)}`)
  }
  const digits = value.toString().padStart(10, '0') + checkOf(value).toString().padStart(2, '0')
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`
}

/**
 * A structured communication drawn at random: a base of 10 random digits (1 … 9 999 999 999, from the
 * operating system's CSPRNG) with its mod-97 check digits. Random, so it tells nothing about the number of orders;
 * the caller makes it unique (docs/decisions/026).
 * @param draw the source of the base (tests); returns an integer 1 … 9 999 999 999.
 * @returns `+++ddd/dddd/ddddd+++`.
 */
export function randomOgm(draw: () => number = () => randomInt(1, Number(MAX_BASE) + 1)): string {
  return ogmFromBase(draw())
}

/**
 * Validates a structured communication.
 *
 * @param input `+++123/4567/89002+++`, `***123/4567/89002***` or `123456789002`
 *   (whitespace anywhere is ignored, as bank apps insert it).
 * @returns true when the shape is right and the check digits match.
 */
export function isValidOgm(input: string): boolean {
  const digits = extractDigits(input)
  if (digits === null) return false
  return checkOf(BigInt(digits.slice(0, 10))) === BigInt(digits.slice(10))
}

/**
 * The 12 digits of an OGM, e.g. for the EPC QR structured reference.
 *
 * @param ogm an OGM in any shape {@link isValidOgm} accepts.
 * @returns the 12 digits (`+++123/4567/89002+++` → `"123456789002"`).
 * @throws RangeError when `ogm` is not a valid OGM, so a bad reference never reaches a payment.
 */
export function ogmDigits(ogm: string): string {
  const digits = extractDigits(ogm)
  if (digits === null || !isValidOgm(digits)) {
    throw new RangeError(`ogmDigits: not a valid structured communication: ${JSON.stringify(ogm)}`)
  }
  return digits
}

/**
 * Twelve digits written as a structured communication, whatever their check digits: how a statement's communication
 * is shown to the parents.
 * @param digits 12 digits (`"123456789002"` → `+++123/4567/89002+++`).
 * @throws RangeError for anything but 12 digits.
 */
export function formatOgmDigits(digits: string): string {
  if (!PLAIN.test(digits)) throw new RangeError(`formatOgmDigits: not 12 digits: ${JSON.stringify(digits)}`)
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`
}

/**
 * The digits of the first structured communication written in a free text ('Geschenk +++123/4567/89002+++ Noor'),
 * as payers type it in a free communication field; only the `+++…+++` or `***…***` form counts, so that no other
 * number in the text is taken for one.
 * @returns the 12 digits, or null.
 */
export function ogmInText(text: string): string | null {
  const match = /(\+\+\+|\*\*\*)\s*(\d{3})\s*\/\s*(\d{4})\s*\/\s*(\d{5})\s*\1/.exec(text)
  return match ? match[2]! + match[3] + match[4] : null
}

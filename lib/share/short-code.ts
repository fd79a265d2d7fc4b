import { randomInt } from 'node:crypto'

// The code of a list's short link /l/{code} (decision 039): 8 characters from an alphabet without look-alikes, so a
// code read off a printed birth card is typed right. Pure rules: no database access here.

/**
 * Digits 2–9 and the lower-case letters without i, l and o (which read as 1, 1 and 0) and u (kept out, as Crockford's
 * base 32 does, so no code spells a word by accident): 30 characters.
 */
export const SHORT_CODE_ALPHABET = '23456789abcdefghjkmnpqrstvwxyz'

/** Characters in a code: 30^8 ≈ 6.6 × 10^11 codes (39 bits), so codes cannot be found by trying. */
export const SHORT_CODE_LENGTH = 8

const CODE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`)

/**
 * A new random code, each character drawn uniformly with the operating system's cryptographic generator.
 * @param draw a source of whole numbers in [0, max) for tests; default `crypto.randomInt`.
 */
export function newShortCode(draw: (max: number) => number = randomInt): string {
  let code = ''
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += SHORT_CODE_ALPHABET[draw(SHORT_CODE_ALPHABET.length)]
  return code
}

/**
 * A code as a person typed or a link carried it, in its stored form: surrounding spaces dropped and lower case, so
 * 'ABCD2345' from a card opens the same list as 'abcd2345'.
 * @returns the stored form, or null when it cannot be a code (wrong length or a character outside the alphabet).
 */
export function normalizeShortCode(input: string): string | null {
  const code = input.trim().toLowerCase()
  return CODE.test(code) ? code : null
}

/** The path of a short link: '/l/abcd2345'. */
export function shortLinkPath(code: string): string {
  return `/l/${code}`
}

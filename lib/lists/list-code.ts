// The code of a protected list (decision 040): what the parents type in the settings or let the site make, and how a
// visitor's try is compared with it. Pure, also used in the browser (the settings form's 'Genereer een code').

/** A list code has 4 to 32 characters as the parents type it. */
export const LIST_CODE_MIN = 4
export const LIST_CODE_MAX = 32

/** The characters of a generated code: capitals and digits without look-alikes (0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/**
 * A new random code as two groups of four ('K7PM-Q4TZ'): 31^8 ≈ 8.5 × 10^11 codes, far out of reach of the guess
 * limits, and easy to read from a birth card and to type on a phone.
 * @param randomBytes fills an array with random bytes (Web Crypto's `getRandomValues` by default).
 */
export function generateListCode(
  randomBytes: (array: Uint8Array) => Uint8Array = (array) => globalThis.crypto.getRandomValues(array),
): string {
  const chars: string[] = []
  // Bytes from 248 up are dropped, so every character is equally likely (248 = 8 × 31).
  while (chars.length < 8) {
    for (const byte of randomBytes(new Uint8Array(16))) {
      if (byte < 248 && chars.length < 8) chars.push(ALPHABET[byte % ALPHABET.length])
    }
  }
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}

/**
 * A code as it is compared: Unicode-compatibility normalised, lower case, without spaces and hyphens. So 'k7pm q4tz'
 * typed on a phone opens the list of 'K7PM-Q4TZ', and 'Noor' the list of 'noor'.
 */
export function normalizeListCode(code: string): string {
  return code
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-‐-―]+/gu, '')
}

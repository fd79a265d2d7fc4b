/**
 * IBAN checks for the parents' account (docs/rules.md#payments: stored without spaces,
 * shown in groups of 4).
 */
import { isValidIBAN } from 'ibantools'

/**
 * Normalises user input to the electronic IBAN format: whitespace (also non-breaking
 * spaces pasted from bank sites) and dashes removed, upper case.
 *
 * @param input an IBAN as typed, e.g. `"be71 0961-2345 6769"`.
 * @returns e.g. `"BE71096123456769"`; no validation is done.
 */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase()
}

/**
 * Belgian national check: the BBAN is 10 digits + 2 check digits, and the check is the
 * first 10 digits mod 97, with 97 instead of 0.
 */
function belgianBbanCheckOk(iban: string): boolean {
  if (!/^BE\d{14}$/.test(iban)) return false
  const bban = iban.slice(4)
  // 10 digits stay below 2^53, so plain number arithmetic is exact.
  const remainder = Number(bban.slice(0, 10)) % 97
  return (remainder === 0 ? 97 : remainder) === Number(bban.slice(10))
}

/**
 * Validates an IBAN: country length and BBAN format plus the ISO 13616 mod-97 check
 * digits (via `ibantools`), and for Belgian IBANs also the national BBAN check
 * (16 characters, last 2 digits = first 10 digits mod 97, 97 when 0).
 *
 * `ibantools` 4.x happens to run the same Belgian check internally; it is repeated here
 * so the rule (docs/rules.md#payments) does not depend on a library detail.
 *
 * @param input an IBAN, with or without spaces/dashes, any case.
 * @returns true when valid.
 */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input)
  if (!isValidIBAN(iban)) return false
  if (iban.startsWith('BE')) return belgianBbanCheckOk(iban)
  return true
}

/**
 * Formats an IBAN for display in groups of 4 characters separated by spaces
 * , e.g. `"BE71 0961 2345 6769"`.
 *
 * @param iban an IBAN in any spacing/case; it is normalised first, not validated.
 * @returns the grouped IBAN.
 */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ')
}

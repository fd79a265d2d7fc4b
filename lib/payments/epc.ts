/**
 * EPC QR code ("SEPA credit transfer" QR, EPC069-12, version 002) for CASH gifts, so a
 * visitor can scan the transfer in a banking app (docs/rules.md#payments). Belgian banking apps read the OGM from the structured-reference line.
 */
import QRCode from 'qrcode'
import { isValidBIC } from 'ibantools'
import { centsToDecimalString } from '../money'
import { isValidIban, normalizeIban } from './iban'

/** EPC069-12: the whole payload may not exceed 331 bytes. */
export const EPC_MAX_BYTES = 331

const MAX_AMOUNT_CENTS = 99_999_999_999 // EUR 999 999 999.99

export interface EpcInput {
  /** Beneficiary name (the parents), 1..70 characters after trimming. */
  name: string
  /** Beneficiary IBAN, any spacing; must pass {@link isValidIban}. */
  iban: string
  /** Beneficiary BIC (8 or 11 characters); optional in version 002 within the EEA. */
  bic?: string
  /** Amount in integer euro cents, 1..99 999 999 999. */
  amountCents: number
  /** Structured creditor reference (≤ 35); for a Belgian OGM pass `ogmDigits(ogm)`. */
  structuredReference?: string
  /** Unstructured remittance text (≤ 140); not together with a structured reference. */
  remittanceText?: string
  /** ISO 20022 purpose code: 4 upper-case letters/digits, or empty. */
  purpose?: string
  /** Beneficiary-to-originator information shown by some apps (≤ 70). */
  beneficiaryToOriginator?: string
}

// A line break inside a field would shift every later field of the payload.
function field(value: string | undefined, label: string, max: number): string {
  const text = (value ?? '').trim()
  if (/[\r\n]/.test(text)) throw new RangeError(`EPC ${label}: line breaks are not allowed`)
  if ([...text].length > max) throw new RangeError(`EPC ${label}: at most ${max} characters`)
  return text
}

/**
 * Builds the text payload of an EPC QR code.
 *
 * @param input beneficiary, amount (euro cents) and reference; see {@link EpcInput}.
 * @returns the lines `BCD`, `002`, `1` (UTF-8), `SCT`, BIC, name, IBAN (electronic
 *   format), `EUR12.50`, purpose, structured reference, remittance text, beneficiary
 *   information, joined with `\n`, trailing empty lines dropped (the standard allows it).
 * @throws RangeError for an empty or too long name, an invalid IBAN or BIC, an amount
 *   outside 0.01..999 999 999.99 EUR or not whole cents, a malformed purpose, both a
 *   structured reference and a remittance text, a field too long or containing a line
 *   break, or a payload over 331 UTF-8 bytes.
 */
export function epcPayload(input: EpcInput): string {
  const name = field(input.name, 'name', 70)
  if (name === '') throw new RangeError('EPC name: required')

  const iban = normalizeIban(input.iban)
  if (!isValidIban(iban)) throw new RangeError('EPC IBAN: invalid')

  const bic = field(input.bic, 'BIC', 11).toUpperCase()
  if (bic !== '' && !isValidBIC(bic)) throw new RangeError('EPC BIC: invalid')

  const { amountCents } = input
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError('EPC amount: must be whole cents between EUR 0.01 and EUR 999999999.99')
  }

  const purpose = field(input.purpose, 'purpose', 4)
  if (purpose !== '' && !/^[A-Z0-9]{4}$/.test(purpose)) {
    throw new RangeError('EPC purpose: 4 upper-case letters or digits')
  }

  const reference = field(input.structuredReference, 'structured reference', 35)
  const text = field(input.remittanceText, 'remittance text', 140)
  // The standard allows one of the two: a bank could otherwise ignore the OGM.
  if (reference !== '' && text !== '') {
    throw new RangeError('EPC: give a structured reference or a remittance text, not both')
  }
  const information = field(input.beneficiaryToOriginator, 'beneficiary to originator information', 70)

  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic,
    name,
    iban,
    `EUR${centsToDecimalString(amountCents)}`,
    purpose,
    reference,
    text,
    information,
  ]
  while (lines[lines.length - 1] === '') lines.pop()
  const payload = lines.join('\n')
  assertSize(payload)
  return payload
}

function assertSize(payload: string): void {
  const bytes = Buffer.byteLength(payload, 'utf8')
  if (bytes > EPC_MAX_BYTES) {
    throw new RangeError(`EPC payload: ${bytes} bytes, at most ${EPC_MAX_BYTES} allowed`)
  }
}

// Error correction M is what EPC069-12 prescribes; margin 4 is the quiet zone QR readers need.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const

/**
 * Renders an EPC payload as an SVG QR code, for the order confirmation page (which must
 * give it an accessible name and show the same data as text).
 *
 * @param payload a payload from {@link epcPayload}.
 * @returns an `<svg …>` document string.
 * @throws RangeError when the payload exceeds 331 UTF-8 bytes.
 */
export async function epcQrSvg(payload: string): Promise<string> {
  assertSize(payload)
  return QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' })
}

/**
 * Renders an EPC payload as a PNG QR code, for mails (many mail clients block SVG).
 *
 * @param payload a payload from {@link epcPayload}.
 * @returns the PNG file bytes.
 * @throws RangeError when the payload exceeds 331 UTF-8 bytes.
 */
export async function epcQrPng(payload: string): Promise<Buffer> {
  assertSize(payload)
  return QRCode.toBuffer(payload, { ...QR_OPTIONS, type: 'png' })
}

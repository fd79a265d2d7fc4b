import { epcPayload, epcQrSvg } from '@/lib/payments/epc'
import { formatIban } from '@/lib/payments/iban'
import { ogmDigits } from '@/lib/payments/ogm'
import type { PaymentInstructions } from './types'
import { describeError } from '@/lib/privacy/log'
import { logger } from '@/lib/log'

interface ParentNames {
  parent1FirstName: string
  parent1LastName: string
  parent2FirstName: string | null
  parent2LastName: string | null
}

/** The account holder's name as shown to givers: 'Sofie Peeters en Jonas Maes'. */
export function beneficiaryName(list: ParentNames): string {
  const first = `${list.parent1FirstName} ${list.parent1LastName}`.trim()
  const second = [list.parent2FirstName, list.parent2LastName].filter(Boolean).join(' ').trim()
  return second ? `${first} en ${second}` : first
}

/**
 * How to pay the CASH lines of an order (docs/rules.md#payments): IBAN, beneficiary,
 * amount in cents, the order's OGM and an EPC QR code (SVG) carrying the OGM as structured reference.
 */
export async function paymentInstructions(input: {
  list: ParentNames & { iban: string }
  amount: number
  structuredCommunication: string
}): Promise<PaymentInstructions> {
  let beneficiary = beneficiaryName(input.list)
  // The EPC name field holds 70 characters; two long names fall back to the first parent.
  const epcName =
    beneficiary.length <= 70 ? beneficiary : `${input.list.parent1FirstName} ${input.list.parent1LastName}`.slice(0, 70)
  if (beneficiary.length > 70) beneficiary = epcName
  // The text instructions are enough to pay: a QR that cannot be built must not take the confirmation down.
  let payload: string | null = null
  let qrSvg: string | null = null
  try {
    payload = epcPayload({
      name: epcName,
      iban: input.list.iban,
      amountCents: input.amount,
      structuredReference: ogmDigits(input.structuredCommunication),
    })
    qrSvg = await epcQrSvg(payload)
  } catch (error) {
    logger.error({ err: describeError(error) }, '[payment] no EPC QR code for an order')
    payload = null
  }
  return {
    iban: input.list.iban,
    ibanFormatted: formatIban(input.list.iban),
    beneficiary,
    amount: input.amount,
    structuredCommunication: input.structuredCommunication,
    epcPayload: payload,
    qrSvg,
  }
}

import { epcPayload, epcQrSvg } from '@/lib/payments/epc'
import { formatIban } from '@/lib/payments/iban'
import { ogmDigits } from '@/lib/payments/ogm'
import { payeeName, type ParentNames } from '@/lib/payments/payee'
import type { PaymentInstructions } from './types'
import { describeError } from '@/lib/privacy/log'
import { logger } from '@/lib/log'

/**
 * How to pay the CASH lines of an order (docs/rules.md#payments): IBAN, beneficiary (`payeeName`),
 * amount in cents, the order's OGM and an EPC QR code (SVG) carrying the OGM as structured reference.
 */
export async function paymentInstructions(input: {
  list: ParentNames & { iban: string; accountHolder: string | null }
  amount: number
  structuredCommunication: string
}): Promise<PaymentInstructions> {
  const beneficiary = payeeName(input.list)
  // The text instructions are enough to pay: a QR that cannot be built must not take the confirmation down.
  let payload: string | null = null
  let qrSvg: string | null = null
  try {
    payload = epcPayload({
      name: beneficiary,
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

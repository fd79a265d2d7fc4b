import { z } from 'zod'
import { t } from '@/lib/i18n'
import { safeText } from './text'

/** The giver's name: required after trimming, at most 100 characters, by the text rules (`safeText`). */
export const checkoutName = safeText({ max: 100, required: () => t('validation.nameRequired') })

/** The giver's e-mail: required and e-mail shaped, at most 254 characters (RFC 5321). */
export const checkoutEmail = z
  .string({ error: () => t('validation.email') })
  .trim()
  .max(254, { error: () => t('validation.tooLong', { max: 254 }) })
  .pipe(z.email({ error: () => t('validation.email') }))

/** The optional message to the parents: multi-line, at most 2000 characters, by the text rules (`safeText`). */
export const checkoutMessage = safeText({ max: 2000, multiline: true }).optional()

/**
 * The checkout form 'Afrekenen' (docs/rules.md#checkout): 'Je naam is verplicht' and
 * 'Dit e-mailadres ziet er niet correct uit.' verbatim. The server reuses the field rules
 * for the order request, so form and API agree.
 */
export const checkoutSchema = z.object({
  name: checkoutName,
  email: checkoutEmail,
  message: checkoutMessage,
})

export type CheckoutInput = z.input<typeof checkoutSchema>
export type CheckoutValues = z.output<typeof checkoutSchema>

import { z } from 'zod'
import { t } from '@/lib/i18n'
import { checkoutEmail, checkoutName } from './checkout'
import { safeText } from './text'

export const CONTACT_MESSAGE_MAX = 5000

/**
 * The name of the honeypot field of the contact form: hidden from people (and from screen readers and the
 * keyboard), so only a bot fills it in. Bots like fields named after what forms usually ask.
 */
export const HONEYPOT_FIELD = 'website'

/**
 * The contact form (fromName, fromEmail, message; docs/rules.md#site-pages): the name
 * ('Je naam is verplicht'), a well-formed e-mail address ('Dit e-mailadres ziet er niet correct uit.') and the
 * message ('Dit veld is verplicht'), plus the honeypot. Shared by the form, its server action and POST /api/contact.
 */
export const contactSchema = z.object(
  {
    fromName: checkoutName,
    fromEmail: checkoutEmail,
    message: safeText({ max: CONTACT_MESSAGE_MAX, multiline: true, required: () => t('validation.required') }),
    [HONEYPOT_FIELD]: z.unknown().optional(),
  },
  { error: () => t('errors.validation') },
)

/** The three fields a person fills in, in the order of the form (the first wrong one gets the focus). */
export const contactFields = ['fromName', 'fromEmail', 'message'] as const

export type ContactInput = z.input<typeof contactSchema>
export type ContactValues = z.output<typeof contactSchema>

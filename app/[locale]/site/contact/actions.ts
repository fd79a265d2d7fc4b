'use server'

import { action } from '@/lib/http/action'
import { sendContactMessage } from '@/lib/contact'

/**
 * Sends the contact form of /site/contact (docs/rules.md#site-pages): `sendContactMessage` validates again with the
 * form's own `contactSchema`, counts the 'contact' rate limit of the client address and drops a bot's message quietly.
 */
export const sendContactAction = action(async (input: unknown, { ip }) => sendContactMessage(input, { ip }))

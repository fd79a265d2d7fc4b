'use server'

import { chooseLocale } from '@/lib/auth/accounts'
import { resendConfirmation } from '@/lib/auth/recovery'
import { action } from '@/lib/http/action'
import { keepLocaleChoice } from '@/lib/i18n/cookie'

/** 'Opnieuw versturen' of the unconfirmed reminder (account page and management pages), rate-limited as 'mail'. */
export const resendConfirmationAction = action(async (_input: null, { actor }) => resendConfirmation(actor), {
  rateLimit: 'mail',
})

/**
 * The site's 'NL | FR' switch: this browser keeps the language (the cookie our server reads), and a logged-in
 * person's account takes it as its language. Limited like the reads, per client address.
 */
export const chooseLocaleAction = action(
  async (input: { locale: string }, { actor }) => {
    const locale = await chooseLocale(actor, input)
    await keepLocaleChoice(locale)
    return locale
  },
  { rateLimit: 'read' },
)
